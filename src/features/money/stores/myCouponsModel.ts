import { makeAutoObservable } from 'mobx'
import type { UserCoupon } from '@contract/api/money'
import type { CouponStatus } from '@contract/money-rules'
import { fetchMyCoupons } from '@/features/money/services/money'
import { ListModel } from '@/stores/models/ListModel'

/** 我的优惠券: the user's coupons of one status at a time */
export class MyCouponsModel {
  status: CouponStatus = 'unused'
  readonly list = new ListModel<UserCoupon>((page, limit) => fetchMyCoupons('unused', page, limit))

  constructor() {
    makeAutoObservable(this, { list: false })
  }

  setStatus(status: CouponStatus): void {
    if (status === this.status) return
    this.status = status
    void this.list.setFetcher((page, limit) => fetchMyCoupons(status, page, limit))
  }
}
