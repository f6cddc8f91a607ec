import { useShareMenu } from '@/platform/useShareMenu'
import type { PageShareCard, ShareHost } from '@/platform/pageShareCard'
import { signWechatSdk } from '@/services/wechatJssdk'

/** the H5 inside WeChat's browser has the server sign its JS-SDK configuration */
const shareHost: ShareHost = { signWechatSdk }

/**
 * a page is shareable unless it says not (login, sign-up, password recovery): WeChat's menu on the
 * mini program and inside WeChat's browser (the JS-SDK's share card), the nav bar's button elsewhere
 */
export function usePageShare(card: PageShareCard): void {
  useShareMenu(card, shareHost)
}
