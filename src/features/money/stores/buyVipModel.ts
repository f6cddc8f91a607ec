import { makeAutoObservable, runInAction } from 'mobx'
import type { Catalogue, UserCoupon } from '@contract/api/money'
import { vipProductId, type VipPlanId } from '@contract/money-rules'
import { createVipOrder, fetchCatalogue, fetchMyCoupons } from '@/features/money/services/money'
import { startPayment } from '@/features/money/services/payFlow'
import { PayChoice } from './payChoiceModel'
import { ResourceModel } from '../../../stores/models/ResourceModel'

/** coupons a user may hold of one kind: enough to list them all in the picker */
const COUPON_PICK_LIMIT = 50

/**
 * 开通VIP: a plan, a coupon usable on it (the best one chosen until the user picks), a payment
 * method, and what is paid. The server makes the order and decides the amount; the sum shown
 * here is the same rule (list price minus the coupon) to tell the user before paying.
 */
export class BuyVipModel {
  readonly catalogue = new ResourceModel<Catalogue>(fetchCatalogue)
  readonly pay = new PayChoice()
  /** unused coupons whose threshold the chosen plan meets */
  readonly coupons: ResourceModel<UserCoupon[]>
  planId: VipPlanId = 'month'
  /** null: no coupon; undefined: not chosen by the user yet (the best applies) */
  private chosenCouponId: number | null | undefined = undefined
  submitting = false
  /** why the last payment did not complete (the order stays unpaid) */
  failure: string | null = null

  constructor() {
    this.coupons = new ResourceModel(() =>
      fetchMyCoupons('unused', 1, COUPON_PICK_LIMIT, vipProductId(this.planId)).then((page) => page.list),
    )
    makeAutoObservable(this, { catalogue: false, pay: false, coupons: false })
  }

  load(withCoupons: boolean): Promise<unknown> {
    return Promise.all([this.catalogue.load(), this.pay.server.load(), withCoupons ? this.coupons.load() : null])
  }

  get plan() {
    return this.catalogue.data?.vip_plans.find((p) => p.id === this.planId) ?? null
  }

  /** the coupon applied: the user's choice, or the one worth most */
  get coupon(): UserCoupon | null {
    const list = this.coupons.data ?? []
    if (this.chosenCouponId === null) return null
    if (this.chosenCouponId !== undefined) return list.find((c) => c.id === this.chosenCouponId) ?? null
    return list.reduce<UserCoupon | null>((best, c) => (!best || c.amount_fen > best.amount_fen ? c : best), null)
  }

  get discountFen(): number {
    const plan = this.plan
    return plan && this.coupon ? Math.min(this.coupon.amount_fen, plan.price_fen) : 0
  }

  get amountFen(): number {
    return (this.plan?.price_fen ?? 0) - this.discountFen
  }

  choosePlan(id: VipPlanId): void {
    if (id === this.planId) return
    this.planId = id
    this.chosenCouponId = undefined
    void this.coupons.load()
  }

  chooseCoupon(id: number | null): void {
    this.chosenCouponId = id
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
      // the request wrapper toasted the refusal (or opened the real-name page)
    } finally {
      runInAction(() => (this.submitting = false))
    }
  }
}
