import { useShareMenu } from '@/platform/useShareMenu'

/**
 * a page is shareable unless it says not (login, sign-up, password recovery): WeChat's menu on the
 * mini program, the nav bar's button elsewhere
 */
export function usePageShare(title: string, enabled = true): void {
  useShareMenu(title, enabled)
}
