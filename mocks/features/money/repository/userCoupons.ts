import { sql } from 'kysely'
import type { Db } from '../../../db'
import { jsonArrayHolds } from '../../../db/idList'
import { allRows, execute, firstRow } from '../../../db/query'
import { COUPON_APPLIES_TO, type CouponAppliesTo, type CouponStatus } from '../../../../types/money-rules'
import { oneOf } from '../values'
import type { UserCouponRow } from './coupons'
import { q } from './builder'

/** the coupons users claimed, with their batch's terms; held by an unpaid order, used when it is paid */

const withBatch = () => q.selectFrom('user_coupons as uc').innerJoin('coupon_batches as b', 'b.id', 'uc.batch_id')

const USER_COUPON_COLUMNS = [
  'uc.id', 'uc.batch_id', 'uc.user_id', 'uc.claimed_at', 'uc.order_no', 'uc.used_at',
  'b.name', 'b.amount_fen', 'b.threshold_fen', 'b.starts_at', 'b.ends_at', 'b.applies_to', 'b.product_ids',
] as const

const toCoupon = <R extends { applies_to: string }>(r: R): R & { applies_to: CouponAppliesTo } =>
  ({ ...r, applies_to: oneOf(COUPON_APPLIES_TO, r.applies_to, 'coupon_batches.applies_to') })

export async function userCouponById(db: Db, id: number): Promise<UserCouponRow | undefined> {
  const c = await firstRow(db, withBatch().select(USER_COUPON_COLUMNS).where('uc.id', '=', id))
  return c && toCoupon(c)
}

/** only unused coupons valid now that fit the product (its kind and, when the batch names products, that one) and whose threshold its price meets */
export interface UsableFor {
  productId: string
  priceFen: number
  appliesTo: CouponAppliesTo
}

export async function userCouponsPage(db: Db, userId: number, status: CouponStatus, now: number, usableFor: UsableFor | undefined, limit: number, offset: number):
  Promise<{ rows: UserCouponRow[]; total: number }> {
  const mine = withBatch().where('uc.user_id', '=', userId).where((eb) => {
    const byStatus = status === 'used' ? eb('uc.used_at', 'is not', null) : eb.and([eb('uc.used_at', 'is', null), eb('b.ends_at', status === 'unused' ? '>' : '<=', now)])
    if (!usableFor) return byStatus
    return eb.and([
      byStatus, eb('b.starts_at', '<=', now), eb('b.threshold_fen', '<=', usableFor.priceFen), eb('b.applies_to', '=', usableFor.appliesTo),
      eb.or([eb('b.product_ids', '=', '[]'), jsonArrayHolds('b.product_ids', usableFor.productId)]),
    ])
  })
  const total = (await firstRow(db, mine.select(sql<number>`COUNT(*)`.as('n'))))?.n ?? 0
  const rows = await allRows(db, mine.select(USER_COUPON_COLUMNS).orderBy('b.amount_fen', 'desc').orderBy('uc.id', 'desc').limit(limit).offset(offset))
  return { rows: rows.map(toCoupon), total }
}

export async function unusedCount(db: Db, userId: number, now: number): Promise<number> {
  return (await firstRow(db, withBatch().select(sql<number>`COUNT(*)`.as('n')).where('uc.user_id', '=', userId).where('uc.used_at', 'is', null).where('b.ends_at', '>', now)))?.n ?? 0
}

/** holds a free, unused coupon for the order; false when another order holds it */
export async function holdFor(db: Db, couponId: number, orderNo: string): Promise<boolean> {
  return (await execute(db, q.updateTable('user_coupons').set({ order_no: orderNo }).where('id', '=', couponId).where('used_at', 'is', null).where('order_no', 'is', null))).changes > 0
}

/** the order closed unpaid: its coupon is free again */
export async function release(db: Db, couponId: number, orderNo: string): Promise<void> {
  await execute(db, q.updateTable('user_coupons').set({ order_no: null }).where('id', '=', couponId).where('order_no', '=', orderNo).where('used_at', 'is', null))
}

/** the paid order was refunded: its coupon is the user's to use again */
export async function giveBack(db: Db, couponId: number, orderNo: string): Promise<void> {
  await execute(db, q.updateTable('user_coupons').set({ used_at: null, order_no: null }).where('id', '=', couponId).where('order_no', '=', orderNo))
}

/** the order was paid: its coupon is used (once) */
export async function markUsed(db: Db, couponId: number, orderNo: string, now: number): Promise<void> {
  await execute(db, q.updateTable('user_coupons').set({ used_at: now }).where('id', '=', couponId).where('order_no', '=', orderNo).where('used_at', 'is', null))
}
