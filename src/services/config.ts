/**
 * Each target's backend when TARO_APP_API_BASE is empty: the H5 site calls the origin that serves
 * it ('/', so the address the stand-in prints works with cookies and uploads, no cross-origin
 * call); the mini program and RN have no origin of their own and need an absolute URL.
 */
export const DEFAULT_API_BASE = process.env.TARO_ENV === 'h5' ? '/' : 'http://127.0.0.1:3721/'

/** the backend base URL, always ending in '/', from TARO_APP_API_BASE (docs/architecture.md) */
export const API_BASE: string = (() => {
  const base = process.env.TARO_APP_API_BASE || DEFAULT_API_BASE
  return base.endsWith('/') ? base : base + '/'
})()

/** docs/product/constants.md: request, connect, upload and download timeout */
export const REQUEST_TIMEOUT_MS = 60_000

/**
 * The published web versions of the agreement and the privacy policy, opened in essay/essaylink
 * (on the mini program the domain must be on the business-domain list).
 */
export const ONLINE_DOCUMENTS = {
  agreement: process.env.TARO_APP_AGREEMENT_URL || 'https://www.tiyu-app.cn/agreement.html',
  privacy: process.env.TARO_APP_PRIVACY_URL || 'https://www.tiyu-app.cn/privacy.html',
}

/**
 * WeChat subscription-message template ids asked for when a match is followed on the mini program
 * (comma-separated TARO_APP_SUBSCRIBE_TEMPLATE_IDS; empty: nothing is asked)
 */
export const SUBSCRIBE_TEMPLATE_IDS: readonly string[] = (process.env.TARO_APP_SUBSCRIBE_TEMPLATE_IDS || '')
  .split(',')
  .map((id) => id.trim())
  .filter(Boolean)
