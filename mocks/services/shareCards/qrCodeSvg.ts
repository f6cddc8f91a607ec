import { create } from 'qrcode'

/**
 * A real, scannable QR code of `text` as an SVG group `size` pixels wide at (x, y), with its quiet
 * zone: one path of the dark modules (drawn by the well-kept `qrcode` package's encoder).
 */
export function qrCodeSvg(text: string, x: number, y: number, size: number): string {
  const { modules } = create(text, { errorCorrectionLevel: 'M' })
  const n = modules.size
  const quiet = 4
  const unit = size / (n + 2 * quiet)
  let d = ''
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; col++) {
      if (modules.get(row, col)) d += `M${col + quiet} ${row + quiet}h1v1h-1z`
    }
  }
  return `<g transform="translate(${x} ${y}) scale(${unit})"><rect width="${n + 2 * quiet}" height="${n + 2 * quiet}" fill="#ffffff"/><path d="${d}" fill="#000000"/></g>`
}
