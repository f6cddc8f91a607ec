import { toast } from '../components/feedback/toast'

/**
 * docs/product/wechat-sharing.md: a page opened from Moments runs in WeChat's single-page mode, whose own
 * bottom bar 前往小程序 opens the full mini program. An action that needs the full app (log in,
 * follow, buy, comment, open another page) points there instead of trying.
 */
export const FULL_APP_HINT = '请点击屏幕下方「前往小程序」使用完整功能'

export function showFullAppHint(): void {
  toast(FULL_APP_HINT)
}
