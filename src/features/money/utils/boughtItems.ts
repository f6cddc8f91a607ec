import type { LedgerItemKind, PurchaseKind } from '@contract/money-rules'
import { VIP_PICK_KIND_TEXT } from '@contract/money-rules'
import { routeUrl } from '@/navigation/routes'

/** the short label of a purchase's kind in 已购 */
export const BOUGHT_KIND_TEXT: Record<PurchaseKind, string> = { prediction: '方案', vip_pick: 'VIP精选', vip: '会员' }

/**
 * Where a bought thing (a purchase, a ledger row's item, a sale) is read again: a prediction its
 * detail, a VIP pick its page (单场 picks are titled 单场 · …, the rest are 二合一), a membership
 * the VIP page, a top-up the wallet. Null when there is nothing to open.
 */
export function boughtItemUrl(item: { kind: PurchaseKind | LedgerItemKind; id: number | null; title?: string }): string | null {
  switch (item.kind) {
    case 'vip':
      return routeUrl('buyVip')
    case 'topup':
      return routeUrl('wallet')
    case 'prediction':
    case 'prediction_sale':
      return item.id !== null && item.id > 0 ? routeUrl('predictionDetail', { id: item.id }) : null
    case 'vip_pick':
    case 'vip_share':
      if (item.id === null || !(item.id > 0)) return null
      return routeUrl(item.title?.startsWith(VIP_PICK_KIND_TEXT.single) ? 'singleMatchPicks' : 'twoInOnePicks', { id: item.id })
    default:
      return null
  }
}
