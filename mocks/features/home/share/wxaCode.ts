/**
 * The stand-in for WeChat's mini-program code API (wxacode.getUnlimited, POST
 * /wxa/getwxacodeunlimit): WeChat answers a round code that, scanned in WeChat, opens `page` with
 * `options.scene = scene`. The stand-in cannot draw WeChat's proprietary code, so it draws a real
 * QR code carrying the same two values, `wxacode-standin:<page>?scene=<scene>`, which any scanner
 * reads (docs/product/share-cards.md). Its checks are WeChat's: scene at most 32 visible characters
 * from WeChat's set, page a path of the app without a leading slash or a query.
 */

/** WeChat's limit on a scene and the characters it accepts */
export const WXACODE_SCENE_RE = /^[0-9A-Za-z!#$&'()*+,/:;=?@\-._~]{1,32}$/
export const WXACODE_PAGE_RE = /^pages\/[A-Za-z0-9_/]+$/

/** what WeChat says about parameters it refuses (errcode 40169 / 41030 in the real API) */
export type WxaCodeRefusal = { errcode: 40169 | 41030; errmsg: string }

/** the text the stand-in code encodes, or WeChat's refusal */
export function wxaCodeText(page: string, scene: string): string | WxaCodeRefusal {
  if (!WXACODE_SCENE_RE.test(scene)) return { errcode: 40169, errmsg: 'invalid length for scene, or the data is not json string' }
  if (!WXACODE_PAGE_RE.test(page)) return { errcode: 41030, errmsg: 'invalid page rule' }
  return `wxacode-standin:${page}?scene=${scene}`
}
