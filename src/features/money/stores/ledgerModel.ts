import { makeAutoObservable } from 'mobx'
import type { LedgerEntry } from '@contract/api/account'
import { fetchLedger, type LedgerFilter } from '@/features/money/services/money'
import { ListModel } from '@/stores/models/ListModel'

/** one row of 收支明细 (api/user/mx) */
export type LedgerRow = LedgerEntry

export const LEDGER_FILTERS: ReadonlyArray<{ key: LedgerFilter; label: string }> = [
  { key: 'all', label: '全部' },
  { key: 'coin', label: '金币' },
  { key: 'money', label: '收益' },
  { key: 'cash', label: '支付' },
]

/** 收支明细: the ledger, newest first, by filter */
export class LedgerModel {
  filter: LedgerFilter = 'all'
  readonly list = new ListModel<LedgerRow>((page, limit) => fetchLedger('all', page, limit))

  constructor() {
    makeAutoObservable(this, { list: false })
  }

  setFilter(filter: LedgerFilter): void {
    if (filter === this.filter) return
    this.filter = filter
    void this.list.setFetcher((page, limit) => fetchLedger(filter, page, limit))
  }
}
