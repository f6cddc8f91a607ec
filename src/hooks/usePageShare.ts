import { useShareMenu } from '@/platform/useShareMenu'
import type { PageShareCard } from '@/platform/pageShareCard'

/**
 * a page is shareable unless it says not (login, sign-up, password recovery): WeChat's menu on the
 * mini program, the nav bar's button elsewhere
 */
export function usePageShare(card: PageShareCard): void {
  useShareMenu(card)
}
