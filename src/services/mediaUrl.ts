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
