import crypto from 'node:crypto'

/** what WeChat's JS-SDK signature covers (its documented field names, lower case) */
export interface JssdkSignInput {
  jsapiTicket: string
  nonceStr: string
  /** seconds since the epoch */
  timestamp: number
  /** the page's address without '#' and what follows */
  url: string
}

/** the fields wx.config takes, signed for one page address */
export interface JssdkConfig {
  appId: string
  timestamp: number
  nonceStr: string
  signature: string
}

/**
 * WeChat's JS-SDK signature: the four fields sorted by name (jsapi_ticket, noncestr, timestamp,
 * url), written `key=value` with their raw values (no URL escaping), joined by `&`, SHA-1 in hex
 */
export function jssdkSignature(input: JssdkSignInput): string {
  const text = `jsapi_ticket=${input.jsapiTicket}&noncestr=${input.nonceStr}&timestamp=${input.timestamp}&url=${input.url}`
  return crypto.createHash('sha1').update(text, 'utf8').digest('hex')
}

const NONCE_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** 16 random letters and digits, as WeChat's samples draw a nonceStr */
function nonce(): string {
  return Array.from(crypto.randomBytes(16), (b) => NONCE_CHARS[b % NONCE_CHARS.length]).join('')
}

/**
 * true when `url` is an http(s) address of one of the allowed origins (the H5's own, CORS_ORIGINS)
 * with no fragment: WeChat signs the address without '#', and a page elsewhere must not get a
 * signature made with this account's ticket
 */
export function isSignableUrl(url: string, allowedOrigins: readonly string[]): boolean {
  if (url.includes('#')) return false
  try {
    const parsed = new URL(url)
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && allowedOrigins.includes(parsed.origin)
  } catch {
    return false
  }
}

/** wx.config for `url`, signed now with the configured ticket */
export function signJssdkConfig(opts: { appId: string; jsapiTicket: string; url: string; now: number }): JssdkConfig {
  const timestamp = Math.floor(opts.now / 1000)
  const nonceStr = nonce()
  return { appId: opts.appId, timestamp, nonceStr, signature: jssdkSignature({ jsapiTicket: opts.jsapiTicket, nonceStr, timestamp, url: opts.url }) }
}
