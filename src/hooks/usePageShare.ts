import { useShareMenu } from '@/platform/useShareMenu'

/** every page is shareable: WeChat's menu on the mini program, the nav bar's button elsewhere */
export function usePageShare(title: string): void {
  useShareMenu(title)
}
