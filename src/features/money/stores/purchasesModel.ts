import { makeAutoObservable } from 'mobx'
import type { PurchaseRow } from '@contract/api/money'
import type { PurchaseKind } from '@contract/money-rules'
import { fetchPurchases } from '@/features/money/services/money'
import { ListModel } from '@/stores/models/ListModel'

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

/** 已购: everything the user bought, newest first, one segment at a time */
export class PurchasesModel {
  segment: PurchaseSegment
  readonly list: ListModel<PurchaseRow>

  constructor(segment: PurchaseSegment = 'all') {
    this.segment = segment
    this.list = new ListModel<PurchaseRow>(this.fetcherOf(segment))
    makeAutoObservable(this, { list: false })
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
