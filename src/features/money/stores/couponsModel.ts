import { makeAutoObservable, runInAction } from 'mobx'
import type { CouponBatch } from '@contract/api/money'
import { claimCoupon, fetchCouponCenter } from '@/features/money/services/money'
import { toastSuccess } from '@/components/feedback/toast'
import { requireLogin } from '@/navigation/loginGuard'
import { ListModel } from '@/stores/models/ListModel'

/** 领券中心: the batches on offer, each claimed with one tap while stock and the per-user limit allow */
export class CouponCenterModel {
  readonly batches = new ListModel<CouponBatch>((page, limit) => fetchCouponCenter(page, limit))
  /** the batch being claimed; one claim at a time */
  claiming: number | null = null

  constructor() {
    makeAutoObservable(this, { batches: false })
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
