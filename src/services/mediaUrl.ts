import { UPLOAD_THUMB_WIDTHS, UPLOAD_URL_RE, uploadThumbPath, type UploadThumbWidth } from '@contract/upload-rules'
import { devicePixelsPerDesignPx } from '@/platform/devicePixels'
import { API_BASE } from './config'

/**
 * A server path (/uploads/x.png) as an address an <Image> can load; full URLs stay as they are.
 * Apart from the upload service: pages that only show pictures need not bring the image picker
 * (and, on H5, the device detection it loads) with them.
 */
export function mediaUrl(path: string): string {
  if (!path || /^(https?:|data:|blob:|wxfile:)/.test(path)) return path
  return API_BASE + path.replace(/^\//, '')
}

/** the smallest thumbnail width of at least `pixels`; undefined when none is that wide or `pixels` is no width */
export function thumbWidthFor(pixels: number): UploadThumbWidth | undefined {
  if (!Number.isFinite(pixels) || pixels <= 0) return undefined
  return UPLOAD_THUMB_WIDTHS.find((width) => width >= pixels)
}

/** `/uploads/<name>` for a picture uploaded to the backend, given as that path or as its address under the base URL */
function uploadPathOf(src: string): string | undefined {
  const path = src.startsWith(API_BASE) ? `/${src.slice(API_BASE.length)}` : src
  return UPLOAD_URL_RE.test(path) ? path : undefined
}

/**
 * The address to draw a picture at in a box `drawnDesignPx` design px wide (the stylesheets' unit,
 * 750 to the screen's width): an upload of the backend comes as its smallest thumbnail with at
 * least as many pixels as the box has on this screen (`/uploads/<name>?w=160`). Anything else — a
 * WeChat avatar, another site's picture, data:, a box wider than the largest thumbnail, no usable
 * width — is the picture itself (mediaUrl). Tap-to-enlarge opens mediaUrl, the whole picture.
 * `pixelsPerDesignPx` is the screen's (src/platform/devicePixels.ts) unless given.
 */
export function sizedImageUrl(src: string, drawnDesignPx: number, pixelsPerDesignPx?: number): string {
  const path = uploadPathOf(src)
  if (path === undefined) return mediaUrl(src)
  const width = thumbWidthFor(drawnDesignPx * (pixelsPerDesignPx ?? devicePixelsPerDesignPx()))
  return mediaUrl(width === undefined ? path : uploadThumbPath(path, width))
}
