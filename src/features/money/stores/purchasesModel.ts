import { makeAutoObservable } from 'mobx'
import type { PurchaseRow } from '@contract/api/money'
import type { PurchaseKind } from '@contract/money-rules'
import { fetchPurchases } from '@/features/money/services/money'
import { ListModel } from '@/stores/models/ListModel'
import type { Extension } from '@contract/contract-parts'

export type { PurchaseRow }

export type PurchaseSegment = 'all' | PurchaseKind

export const PURCHASE_SEGMENTS: ReadonlyArray<{ key: PurchaseSegment; label: string }> = [
  { key: 'all', label: '全部' },
  { key: 'prediction', label: '方案' },
  { key: 'vip_pick', label: 'VIP精选' },
  { key: 'vip', label: '会员' },
]

export const asPurchaseSegment = (v: string | undefined): PurchaseSegment =>
  PURCHASE_SEGMENTS.find((s) => s.key === v)?.key ?? 'all'

/**
 * 已购: everything the user bought, newest first, one segment at a time. The list is an extension: on a
 * backend without it the screen points to 收支明细 (the specification's ledger, where every payment shows).
 */
export class PurchasesModel {
  segment: PurchaseSegment
  readonly list: ListModel<PurchaseRow>

  constructor(
    segment: PurchaseSegment = 'all',
    private readonly backend: { lacks(ext: Extension): boolean } = { lacks: () => false },
  ) {
    this.segment = segment
    this.list = new ListModel<PurchaseRow>(this.fetcherOf(segment))
    makeAutoObservable<PurchasesModel, 'backend'>(this, { list: false, backend: false })
  }

  /** the backend has no purchase list: the ledger stands in */
  get listMissing(): boolean {
    return this.backend.lacks('api/Wechat/purchase_list')
  }

  private fetcherOf(segment: PurchaseSegment) {
    return (page: number, limit: number) => fetchPurchases(segment === 'all' ? undefined : segment, page, limit)
  }

  setSegment(segment: PurchaseSegment): void {
    if (segment === this.segment) return
    this.segment = segment
    void this.list.setFetcher(this.fetcherOf(segment))
  }
}
