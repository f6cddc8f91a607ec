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

/** what the page is called for a filter: 金币明细 on the coins view (the entry of 我的 says so), else 收支明细 */
export function ledgerTitle(filter: LedgerFilter): string {
  return filter === 'coin' ? '金币明细' : '收支明细'
}

/** the filter a `view` route parameter names (我的 › 金币明细 opens `view=coin`); anything else is 全部 */
export function ledgerFilterOf(view: string | undefined): LedgerFilter {
  return LEDGER_FILTERS.find((f) => f.key === view)?.key ?? 'all'
}

/** 收支明细: the ledger, newest first, by filter */
export class LedgerModel {
  filter: LedgerFilter
  readonly list: ListModel<LedgerRow>

  constructor(initial: LedgerFilter = 'all') {
    this.filter = initial
    this.list = new ListModel<LedgerRow>((page, limit) => fetchLedger(initial, page, limit))
    makeAutoObservable(this, { list: false })
  }

  /** the page title, which follows the view shown */
  get title(): string {
    return ledgerTitle(this.filter)
  }

  setFilter(filter: LedgerFilter): void {
    if (filter === this.filter) return
    this.filter = filter
    void this.list.setFetcher((page, limit) => fetchLedger(filter, page, limit))
  }
}
