import { MAX_PIXELS_PER_CSS_PX, UPLOAD_THUMB_WIDTHS, UPLOAD_URL_RE, uploadThumbPath, type UploadThumbWidth } from '@contract/upload-rules'
import { screenPixels, type ScreenPixels } from '@/platform/devicePixels'
import { API_BASE } from './config'
import { extensionServed } from './backendExtensions'

/**
 * A server path (/uploads/x.png) as an address an <Image> can load; full URLs stay as they are.
 * Apart from the upload service: pages that only show pictures need not bring the image picker
 * (and, on H5, the device detection it loads) with them.
 */
export function mediaUrl(path: string): string {
  if (!path || /^(https?:|data:|blob:|wxfile:)/.test(path)) return path
  return API_BASE + path.replace(/^\//, '')
}

const usable = (n: number): boolean => Number.isFinite(n) && n > 0

/**
 * The thumbnail width for a box `boxCssPx` CSS px wide on a screen of `pixelRatio` pixels per CSS
 * px: between 1× and 2× the box (MAX_PIXELS_PER_CSS_PX), the smallest there that has the pixels the
 * screen wants (its ratio, at most 2), else the largest there. A box wider than the largest thumbnail
 * has none (undefined: the whole picture); one under half the smallest gets the smallest.
 */
export function thumbWidthFor(boxCssPx: number, pixelRatio: number): UploadThumbWidth | undefined {
  if (!usable(boxCssPx) || !usable(pixelRatio)) return undefined
  if (boxCssPx > UPLOAD_THUMB_WIDTHS[UPLOAD_THUMB_WIDTHS.length - 1]) return undefined
  const want = boxCssPx * Math.min(pixelRatio, MAX_PIXELS_PER_CSS_PX)
  const within = UPLOAD_THUMB_WIDTHS.filter((width) => width >= boxCssPx && width <= boxCssPx * MAX_PIXELS_PER_CSS_PX)
  if (within.length === 0) return UPLOAD_THUMB_WIDTHS[0]
  return within.find((width) => width >= want) ?? within[within.length - 1]
}

/** `/uploads/<name>` for a picture uploaded to the backend, given as that path or as its address under the base URL */
function uploadPathOf(src: string): string | undefined {
  const path = src.startsWith(API_BASE) ? `/${src.slice(API_BASE.length)}` : src
  return UPLOAD_URL_RE.test(path) ? path : undefined
}

/**
 * The address to draw a picture at in a box `drawnDesignPx` design px wide (the stylesheets' unit,
 * 750 to the screen's width): an upload of the backend comes as the thumbnail thumbWidthFor picks
 * for that box on this screen (`/uploads/<name>?w=80`). Anything else — a WeChat avatar, another
 * site's picture, data:, a box wider than the largest thumbnail, no usable width — is the picture
 * itself (mediaUrl). Tap-to-enlarge opens mediaUrl, the whole picture. `screen` is this one
 * (src/platform/devicePixels.ts) unless given.
 */
export function sizedImageUrl(src: string, drawnDesignPx: number, screen: ScreenPixels = screenPixels()): string {
  const path = uploadPathOf(src)
  if (path === undefined) return mediaUrl(src)
  // thumbnails are an extension surface: a backend not known to serve them gets asked for the picture itself
  if (extensionServed('thumbnails') !== true) return mediaUrl(path)
  const width = thumbWidthFor(drawnDesignPx * screen.cssPxPerDesignPx, screen.pixelRatio)
  return mediaUrl(width === undefined ? path : uploadThumbPath(path, width))
}
