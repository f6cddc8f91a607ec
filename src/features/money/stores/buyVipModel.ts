import { makeAutoObservable, runInAction } from 'mobx'
import type { Catalogue, UserCoupon } from '@contract/api/money'
import { VIP_PLAN_IDS, vipProductId, type VipPlanId } from '@contract/money-rules'
import { createVipOrder, fetchCatalogue } from '@/features/money/services/money'
import { startPayment } from '@/features/money/stores/payFlow'
import { CouponChoice } from './couponChoiceModel'
import { PayChoice } from './payChoiceModel'
import { ResourceModel } from '@/stores/models/ResourceModel'

/** a plan named in a link (`Buyvip?plan=`, a coupon's 去使用), the month plan otherwise */
export const asVipPlan = (v: string | undefined): VipPlanId => VIP_PLAN_IDS.find((p) => p === v) ?? 'month'

/**
 * 开通VIP: a plan, a coupon usable on it (the best one chosen until the user picks), a payment
 * method, and what is paid. The server makes the order and decides the amount; the sum shown
 * here is the same rule (list price minus the coupon) to tell the user before paying.
 */
export class BuyVipModel {
  readonly catalogue = new ResourceModel<Catalogue>(fetchCatalogue)
  readonly pay = new PayChoice()
  /** the unused coupons that apply to the chosen plan, and the one applied */
  readonly couponChoice: CouponChoice
  planId: VipPlanId
  submitting = false
  /** why the last payment did not complete (the order stays unpaid) */
  failure: string | null = null

  constructor(planId: VipPlanId = 'month') {
    this.planId = planId
    this.couponChoice = new CouponChoice(() => vipProductId(this.planId))
    makeAutoObservable(this, { catalogue: false, pay: false, couponChoice: false })
  }

  get coupons(): ResourceModel<UserCoupon[]> {
    return this.couponChoice.coupons
  }

  load(withCoupons: boolean): Promise<unknown> {
    return Promise.all([this.catalogue.load(), this.pay.server.load(), withCoupons ? this.coupons.load() : null])
  }

  get plan() {
    return this.catalogue.data?.vip_plans.find((p) => p.id === this.planId) ?? null
  }

  /** the coupon applied: the user's choice, or the one worth most */
  get coupon(): UserCoupon | null {
    return this.couponChoice.coupon
  }

  get discountFen(): number {
    return this.couponChoice.discountOf(this.plan?.price_fen ?? 0)
  }

  get amountFen(): number {
    return (this.plan?.price_fen ?? 0) - this.discountFen
  }

  choosePlan(id: VipPlanId): void {
    if (id === this.planId) return
    this.planId = id
    void this.couponChoice.productChanged()
  }

  chooseCoupon(id: number | null): void {
    this.couponChoice.choose(id)
  }

  /** makes the order from the plan (and coupon) and pays it; the page shows `failure` when it stays unpaid */
  async submit(): Promise<void> {
    const method = this.pay.method
    if (this.submitting || !method || !this.plan) return
    this.submitting = true
    this.failure = null
    try {
      const order = await createVipOrder(this.planId, this.coupon?.id ?? null)
      const unpaid = await startPayment(method, { order_no: order.order_no })
      runInAction(() => (this.failure = unpaid))
      // a coupon held by an unpaid order is not offered again until the order closes
      if (unpaid) void this.coupons.load()
    } catch {
      // the app shell toasted the refusal (or opened the real-name page)
    } finally {
      runInAction(() => (this.submitting = false))
    }
  }
}
