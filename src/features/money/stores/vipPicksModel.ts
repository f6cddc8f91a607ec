import { makeAutoObservable, runInAction } from 'mobx'
import type { VipPickRow } from '@contract/api/money'
import type { VipPickKind } from '@contract/money-rules'
import { fetchVipPick, fetchVipPicks, type VipPickList } from '@/features/money/services/money'
import { ListModel } from '@/stores/models/ListModel'
import { ResourceModel } from '@/stores/models/ResourceModel'

export interface VipState {
  is_vip: boolean
  vip_expire_at: number | null
}

/** 二合一精选 / 单场精选: every day's picks, newest first, and my VIP state that comes with each page */
export class VipPickListModel {
  vip: VipState | null = null
  readonly list: ListModel<VipPickRow>

  constructor(kind: VipPickKind) {
    this.list = new ListModel<VipPickRow>(async (page, limit) => {
      const res = await fetchVipPicks(kind, page, limit, 'all')
      runInAction(() => (this.vip = { is_vip: res.is_vip, vip_expire_at: res.vip_expire_at }))
      return res
    }, 10)
    makeAutoObservable(this, { list: false })
  }
}

/** one pick (`?id=`), locked or not */
export function vipPickModel(kind: VipPickKind, id: number) {
  return new ResourceModel(() => fetchVipPick(kind, id))
}

/** the VIP tab: today's first picks of each kind, and the VIP state they carry */
export class VipTabModel {
  readonly doubles: ResourceModel<VipPickList>
  readonly singles: ResourceModel<VipPickList>

  /** first: the answers the page starts with (H5: the ones index.html was drawn from) */
  constructor(shown: number, first?: { double: VipPickList; single: VipPickList }) {
    this.doubles = new ResourceModel<VipPickList>(() => fetchVipPicks('double', 1, shown), { initial: first?.double })
    this.singles = new ResourceModel<VipPickList>(() => fetchVipPicks('single', 1, shown), { initial: first?.single })
  }

  reload(): Promise<[void, void]> {
    return Promise.all([this.doubles.load(), this.singles.load()])
  }

  get vip(): VipPickList | null {
    return this.doubles.data ?? this.singles.data
  }
}
