import { makeAutoObservable, runInAction } from 'mobx'
import type { CouponBatch } from '@contract/api/money'
import { claimCoupon, fetchCouponCenter } from '@/features/money/services/money'
import { toastSuccess } from '@/components/feedback/toast'
import { requireLogin } from '@/navigation/loginGuard'
import { ListModel } from '@/stores/models/ListModel'
import type { Extension } from '@contract/contract-parts'
import { MyCouponsModel } from './myCouponsModel'

/**
 * 领券中心: the batches on offer, each claimed with one tap while stock and the per-user limit allow. On a
 * backend without the coupon centre (an extension) the page shows the user's unused coupons instead
 * (the specification's own list), so a deep link still lands on something useful.
 */
export class CouponCenterModel {
  readonly batches = new ListModel<CouponBatch>((page, limit) => fetchCouponCenter(page, limit))
  /** the fallback: my unused coupons */
  readonly mine = new MyCouponsModel()
  /** the batch being claimed; one claim at a time */
  claiming: number | null = null

  constructor(private readonly backend: { lacks(ext: Extension): boolean } = { lacks: () => false }) {
    makeAutoObservable<CouponCenterModel, 'backend'>(this, { batches: false, mine: false, backend: false })
  }

  /** the backend has no coupon centre: show my coupons instead of the batches */
  get centreMissing(): boolean {
    return this.backend.lacks('api/Apis/coupon_center')
  }

  async claim(batch: CouponBatch): Promise<void> {
    if (this.claiming !== null || !requireLogin()) return
    this.claiming = batch.id
    try {
      await claimCoupon(batch.id)
      toastSuccess('领取成功')
      // stock and what I may still claim come from the server
      await this.batches.reload()
    } catch {
      // 已领完 / 已达领取上限: toasted by the app shell
    } finally {
      runInAction(() => (this.claiming = null))
    }
  }
}
