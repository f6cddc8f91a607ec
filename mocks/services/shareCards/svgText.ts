import { CARD_FONT_FAMILY } from './cjkFont'

/** text made safe inside an SVG document */
export const escapeXml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c)

/** a character's width in ems: CJK and full-width ones are square, the rest about half */
const charEms = (ch: string): number => ((ch.codePointAt(0) ?? 0) >= 0x2e80 ? 1 : 0.58)

/** the text cut with … so it fits `maxWidth` pixels at `size` */
export function fitText(text: string, size: number, maxWidth: number): string {
  const chars = [...text]
  let width = 0
  for (let i = 0; i < chars.length; i++) {
    width += charEms(chars[i]) * size
    if (width > maxWidth) return chars.slice(0, Math.max(0, i - 1)).join('') + '…'
  }
  return text
}

/** the text broken into at most `maxLines` lines that fit `maxWidth` at `size`, the last cut with … when it runs over */
export function wrapText(text: string, size: number, maxWidth: number, maxLines: number): string[] {
  const lines: string[] = []
  let rest = [...text]
  while (rest.length && lines.length < maxLines) {
    let width = 0
    let n = 0
    while (n < rest.length && width + charEms(rest[n]) * size <= maxWidth) width += charEms(rest[n++]) * size
    lines.push(rest.slice(0, Math.max(1, n)).join(''))
    rest = rest.slice(Math.max(1, n))
  }
  if (rest.length && lines.length) lines[lines.length - 1] = fitText(`${lines[lines.length - 1]}${rest.join('')}`, size, maxWidth)
  return lines
}

/** the text's estimated width in pixels */
export const textWidth = (text: string, size: number): number => [...text].reduce((w, ch) => w + charEms(ch) * size, 0)

export interface TextStyle {
  size: number
  color: string
  anchor?: 'start' | 'middle' | 'end'
  weight?: 'normal' | 'bold'
}

/** one <text> element in the cards' font, fitted to `maxWidth` */
export function svgText(text: string, x: number, y: number, style: TextStyle, maxWidth: number): string {
  const fitted = escapeXml(fitText(text, style.size, maxWidth))
  return `<text x="${x}" y="${y}" font-family="${CARD_FONT_FAMILY}" font-size="${style.size}" font-weight="${style.weight ?? 'normal'}" fill="${style.color}" text-anchor="${style.anchor ?? 'middle'}">${fitted}</text>`
}
