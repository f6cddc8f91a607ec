import type { PickedImage } from './pickImages'

/** the longest side kept: a phone photo is 4000+ px, far more than any screen of the app shows */
const MAX_SIDE = 2560
/** JPEG qualities tried in turn, then the picture is scaled down and tried again */
const QUALITIES = [0.85, 0.7, 0.55]
const SCALE_STEP = 0.7
const MAX_ROUNDS = 5

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image()
    img.onload = () => resolve(img)
    img.onerror = () => reject(new Error('not an image'))
    img.src = src
  })
}

function toJpeg(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob((b) => resolve(b), 'image/jpeg', quality))
}

/**
 * H5: re-encodes the picture as a JPEG of at most `maxBytes` on a canvas (longest side at most
 * MAX_SIDE, lower quality, then smaller, until it fits). Resolves the new picture (a blob: URL,
 * which Taro.uploadFile sends), or null when the browser cannot read it as a picture or it never fits.
 */
export async function compressImage(image: PickedImage, maxBytes: number): Promise<PickedImage | null> {
  let img: HTMLImageElement
  try {
    img = await loadImage(image.path)
  } catch {
    return null
  }
  const width = img.naturalWidth || img.width
  const height = img.naturalHeight || img.height
  if (!width || !height) return null
  let scale = Math.min(1, MAX_SIDE / Math.max(width, height))
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const canvas = document.createElement('canvas')
    canvas.width = Math.max(1, Math.round(width * scale))
    canvas.height = Math.max(1, Math.round(height * scale))
    const ctx = canvas.getContext('2d')
    if (!ctx) return null
    // a transparent PNG becomes JPEG: white under it, not black
    ctx.fillStyle = '#ffffff'
    ctx.fillRect(0, 0, canvas.width, canvas.height)
    ctx.drawImage(img, 0, 0, canvas.width, canvas.height)
    for (const quality of QUALITIES) {
      const blob = await toJpeg(canvas, quality)
      if (blob && blob.size <= maxBytes) return { path: URL.createObjectURL(blob), size: blob.size, type: 'image/jpeg' }
    }
    scale *= SCALE_STEP
  }
  return null
}
