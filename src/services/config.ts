/** the backend base URL, always ending in '/', from TARO_APP_API_BASE (DESIGN §1) */
export const API_BASE: string = (() => {
  const base = process.env.TARO_APP_API_BASE || 'http://127.0.0.1:3721/'
  return base.endsWith('/') ? base : base + '/'
})()

/** SPEC §9: request, connect, upload and download timeout */
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
