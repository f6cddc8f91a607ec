import { routeUrl } from '@/navigation/routes'

/** what a purchase or a ledger row paid for (purchase_list rows, `item` of api/user/mx) */
export type BoughtKind = 'prediction' | 'vip_pick' | 'vip'

export const BOUGHT_KIND_TEXT: Record<BoughtKind, string> = { prediction: '方案', vip_pick: 'VIP精选', vip: '会员' }

/**
 * Where a bought thing is read again: a prediction its detail, a VIP pick its page (二合一 unless
 * the item says it is a 单场 pick), a membership the VIP page. Null when it cannot be opened.
 */
export function boughtItemUrl(item: { kind: BoughtKind; id: number | null; title?: string }): string | null {
  if (item.kind === 'vip') return routeUrl('buyVip')
  if (item.id === null || !(item.id > 0)) return null
  if (item.kind === 'prediction') return routeUrl('crossoverDetail', { id: item.id })
  return routeUrl(item.title?.includes('单场') ? 'singleField' : 'vipSelect', { id: item.id })
}
