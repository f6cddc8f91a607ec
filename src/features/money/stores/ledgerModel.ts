import { makeAutoObservable } from 'mobx'
import type { LedgerEntry } from '@contract/api/user'
import { request } from '@/services/request'
import { ListModel } from '@/stores/models/ListModel'

export type LedgerKind = 'all' | 'coin' | 'money'

/** 收支明细: my coin and money movements (api/user/mx), newest first, all or one kind */
export class LedgerModel {
  kind: LedgerKind = 'all'
  readonly list = new ListModel<LedgerEntry>((page, limit) => request('api/user/mx', { page, limit, kind: 'all' }))

  constructor() {
    makeAutoObservable(this, { list: false })
  }

  setKind(kind: LedgerKind): Promise<void> {
    this.kind = kind
    return this.list.setFetcher((page, limit) => request('api/user/mx', { page, limit, kind }))
  }
}
