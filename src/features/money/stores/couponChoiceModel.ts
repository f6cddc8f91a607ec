import { makeAutoObservable } from 'mobx'
import type { UserCoupon } from '@contract/api/money'
import { fetchMyCoupons } from '@/features/money/services/money'
import { ResourceModel } from '@/stores/models/ResourceModel'

/** coupons a user may hold of one kind: enough to list them all in the picker */
const COUPON_PICK_LIMIT = 50

/**
 * The coupon of a checkout (a VIP plan, a coin pack): the unused coupons the server says apply to
 * the product, and the one applied, i.e. the user's choice, or the one worth most until they choose.
 */
export class CouponChoice {
  readonly coupons: ResourceModel<UserCoupon[]>
  /** null: no coupon; undefined: not chosen by the user yet (the best applies) */
  private chosenId: number | null | undefined = undefined

  constructor(private readonly productId: () => string | null) {
    this.coupons = new ResourceModel(() => {
      const id = this.productId()
      return id ? fetchMyCoupons('unused', 1, COUPON_PICK_LIMIT, id).then((page) => page.list) : Promise.resolve([])
    })
    makeAutoObservable<CouponChoice, 'productId'>(this, { coupons: false, productId: false })
  }

  /** the coupon applied: the user's choice, or the one worth most */
  get coupon(): UserCoupon | null {
    const list = this.coupons.data ?? []
    if (this.chosenId === null) return null
    if (this.chosenId !== undefined) return list.find((c) => c.id === this.chosenId) ?? null
    return list.reduce<UserCoupon | null>((best, c) => (!best || c.amount_fen > best.amount_fen ? c : best), null)
  }

  /** what the coupon takes off a price (never more than the price) */
  discountOf(priceFen: number): number {
    return this.coupon ? Math.min(this.coupon.amount_fen, priceFen) : 0
  }

  choose(id: number | null): void {
    this.chosenId = id
  }

  /** the product changed: its own coupons, the best one again */
  productChanged(): Promise<unknown> {
    this.chosenId = undefined
    return this.coupons.load()
  }
}
