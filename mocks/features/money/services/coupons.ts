import type { Db } from '../../../db'
import { fail, notFound } from '../../../http/errors'
import { dateText, DAY_MS } from '../../match'
import type { Paged } from '../../../../types/common'
import type { CouponBatch, UserCoupon } from '../../../../types/api/money'
import {
  COIN_PACKAGE_IDS, COUPON_NOT_FOR_PRODUCT_MESSAGE, COUPON_STATUS_TEXT, couponFitsProduct, couponRuleText, fenToYuanText, type CouponAppliesTo, type CouponStatus,
} from '../../../../types/money-rules'
import {
  batchById, claimedCount, claimedCounts, hasSeedBatch, insertBatch, insertUserCoupon, openBatchesPage, takeFromStock, type UserCouponRow,
} from '../repository/coupons'
import { giveBack, holdFor, markUsed, release, unusedCount, userCouponById, userCouponsPage } from '../repository/userCoupons'
import { couponBatchLock } from './moneyLocks'

/**
 * Coupons: batches (amount, threshold, validity window, per-user limit, total stock) and the
 * coupons users claimed. Claiming decrements the stock with a guarded UPDATE, so the stock never
 * goes negative however many claim at once. A coupon is held by the unpaid order that chose it,
 * used when that order is paid, and free again when it closes unpaid.
 */

export interface NewBatch {
  name: string
  amount_fen: number
  threshold_fen: number
  stock: number
  per_user_limit: number
  starts_at: number
  ends_at: number
  /** default 'vip' (operator batches before issue 16 were VIP coupons) */
  applies_to?: CouponAppliesTo
  product_ids?: string[]
}

const productIdsOf = (json: string): string[] => {
  const parsed: unknown = JSON.parse(json)
  return Array.isArray(parsed) ? parsed.map(String) : []
}

/** why a batch cannot be issued, in Chinese; undefined when it is fine */
export function batchProblem(b: NewBatch): string | undefined {
  if (!b.name.trim() || b.name.length > 30) return '优惠券名称 name 需 1–30 字'
  for (const [field, v] of Object.entries({ amount_fen: b.amount_fen, threshold_fen: b.threshold_fen, stock: b.stock, per_user_limit: b.per_user_limit })) {
    if (!Number.isInteger(v) || v < 1) return `${field} 应为正整数`
  }
  if (b.threshold_fen <= b.amount_fen) return '使用门槛 threshold_fen 必须大于面额 amount_fen'
  if (!Number.isInteger(b.starts_at) || !Number.isInteger(b.ends_at) || b.ends_at <= b.starts_at) return '有效期 ends_at 必须晚于 starts_at'
  return undefined
}

export async function issueBatch(db: Db, b: NewBatch, now: number, seedKey: string | null = null): Promise<number> {
  const problem = batchProblem(b)
  if (problem) throw fail(problem)
  return insertBatch(db, {
    name: b.name.trim(), amount_fen: b.amount_fen, threshold_fen: b.threshold_fen, stock: b.stock, per_user_limit: b.per_user_limit,
    starts_at: b.starts_at, ends_at: b.ends_at, applies_to: b.applies_to ?? 'vip', product_ids: JSON.stringify(b.product_ids ?? []),
  }, seedKey, now)
}

/** the server's own batches, one set per Beijing month (created at the month's first read), valid two months */
const MONTHLY_BATCHES: Array<Omit<NewBatch, 'starts_at' | 'ends_at'> & { key: string }> = [
  { key: 'welcome_vip', name: 'VIP立减券', amount_fen: 500, threshold_fen: 3000, stock: 10_000, per_user_limit: 1, applies_to: 'vip', product_ids: [] },
  { key: 'quarter_vip', name: '季卡专享券', amount_fen: 2000, threshold_fen: 8000, stock: 500, per_user_limit: 1, applies_to: 'vip', product_ids: ['vip_quarter'] },
  { key: 'top_up', name: '充值优惠券', amount_fen: 300, threshold_fen: 1800, stock: 2000, per_user_limit: 2, applies_to: 'topup', product_ids: [] },
]

export async function ensureMonthlyBatches(db: Db, now: number): Promise<void> {
  const month = dateText(now).slice(0, 7)
  if (await hasSeedBatch(db, `${MONTHLY_BATCHES[0].key}:${month}`)) return
  const monthStart = Date.parse(`${month}-01T00:00:00+08:00`)
  await db.transaction(async () => {
    for (const b of MONTHLY_BATCHES) {
      await issueBatch(db, { ...b, starts_at: monthStart, ends_at: monthStart + 61 * DAY_MS }, now, `${b.key}:${month}`)
    }
  })
}

function statusOf(c: UserCouponRow, now: number): CouponStatus {
  if (c.used_at !== null) return 'used'
  return now >= c.ends_at ? 'expired' : 'unused'
}

function toUserCoupon(c: UserCouponRow, now: number): UserCoupon {
  const status = statusOf(c, now)
  return {
    id: c.id,
    batch_id: c.batch_id,
    name: c.name,
    amount_fen: c.amount_fen,
    threshold_fen: c.threshold_fen,
    rule_text: couponRuleText(c.amount_fen, c.threshold_fen),
    valid_from: c.starts_at,
    valid_until: c.ends_at,
    status,
    status_text: COUPON_STATUS_TEXT[status],
    order_no: c.order_no,
    claimed_at: c.claimed_at,
    applies_to: c.applies_to,
    product_ids: productIdsOf(c.product_ids),
  }
}

/** claims one coupon of the batch: window, per-user limit and stock are checked in one transaction */
export async function claimCoupon(db: Db, userId: number, batchId: number, now: number): Promise<UserCoupon> {
  const id = await db.transaction(async (): Promise<number> => {
    const b = await batchById(db, batchId)
    if (!b) throw notFound('优惠券')
    if (now < b.starts_at) throw fail('该优惠券尚未开始领取')
    if (now >= b.ends_at) throw fail('该优惠券已过期')
    const mine = await claimedCount(db, userId, batchId)
    if (mine >= b.per_user_limit) throw fail(b.per_user_limit === 1 ? '您已领取过该优惠券' : `每人限领 ${b.per_user_limit} 张，您已领完`)
    // the guard in the UPDATE keeps the stock from going below zero whatever runs alongside
    if (!await takeFromStock(db, batchId)) throw fail('优惠券已领完')
    return insertUserCoupon(db, batchId, userId, now)
  }, [couponBatchLock(batchId)])
  const claimed = await userCouponById(db, id)
  if (!claimed) throw new Error(`coupon ${id} vanished`)
  return toUserCoupon(claimed, now)
}

export async function couponCenter(db: Db, userId: number | undefined, now: number, page: number, limit: number): Promise<Paged<CouponBatch>> {
  await ensureMonthlyBatches(db, now)
  const { rows, total } = await openBatchesPage(db, now, limit, (page - 1) * limit)
  const claimed = userId === undefined ? new Map<number, number>() : await claimedCounts(db, userId, rows.map((b) => b.id))
  const list = rows.map((b): CouponBatch => {
    const mine = claimed.get(b.id) ?? 0
    return {
      id: b.id,
      name: b.name,
      amount_fen: b.amount_fen,
      threshold_fen: b.threshold_fen,
      rule_text: couponRuleText(b.amount_fen, b.threshold_fen),
      starts_at: b.starts_at,
      ends_at: b.ends_at,
      stock_left: b.stock_left,
      per_user_limit: b.per_user_limit,
      claimed_by_me: mine,
      can_claim: userId !== undefined && b.stock_left > 0 && now >= b.starts_at && mine < b.per_user_limit,
      applies_to: b.applies_to,
      product_ids: productIdsOf(b.product_ids),
    }
  })
  return { list, page, limit, total, has_more: page * limit < total }
}

/**
 * the user's coupons of a status; with `usableFor`, only unused coupons valid now that fit that product
 * (its kind and, when the batch names products, that product) and whose threshold its price meets
 */
export async function userCoupons(db: Db, userId: number, status: CouponStatus, now: number, page: number, limit: number,
  usableFor?: { productId: string; priceFen: number }): Promise<Paged<UserCoupon>> {
  const appliesTo: CouponAppliesTo = usableFor && COIN_PACKAGE_IDS.some((id) => id === usableFor.productId) ? 'topup' : 'vip'
  const { rows, total } = await userCouponsPage(db, userId, status, now, usableFor && { ...usableFor, appliesTo }, limit, (page - 1) * limit)
  return { list: rows.map((c) => toUserCoupon(c, now)), page, limit, total, has_more: page * limit < total }
}

export async function unusedCouponCount(db: Db, userId: number, now: number): Promise<number> {
  return unusedCount(db, userId, now)
}

/**
 * Attaches the user's coupon to a new order and answers its discount. Checked: the coupon is the
 * user's, unused, valid now, and the list price meets its threshold. A coupon held by another unpaid
 * order moves to this one (`release` closes that order first). Runs inside the order's transaction.
 */
export async function holdCoupon(db: Db, userId: number, couponId: number, orderNo: string, productId: string, originalFen: number, now: number,
  release: (heldBy: string) => Promise<void>): Promise<number> {
  const c = await userCouponById(db, couponId)
  if (!c || c.user_id !== userId) throw notFound('优惠券')
  if (c.used_at !== null) throw fail('该优惠券已使用')
  if (now >= c.ends_at) throw fail('该优惠券已过期')
  if (now < c.starts_at) throw fail('该优惠券尚未生效')
  if (!couponFitsProduct(c.applies_to, productIdsOf(c.product_ids), productId)) throw fail(COUPON_NOT_FOR_PRODUCT_MESSAGE)
  if (originalFen < c.threshold_fen) throw fail(`未达到优惠券使用门槛：满 ${fenToYuanText(c.threshold_fen)} 元可用`)
  if (c.order_no !== null) await release(c.order_no)
  if (!await holdFor(db, couponId, orderNo)) throw fail('该优惠券正被其他订单使用')
  return c.amount_fen
}

/** the order closed unpaid: its coupon is free again */
export async function releaseCoupon(db: Db, couponId: number, orderNo: string): Promise<void> {
  await release(db, couponId, orderNo)
}

/** the paid order was refunded: its coupon is the user's to use again */
export async function returnCoupon(db: Db, couponId: number, orderNo: string): Promise<void> {
  await giveBack(db, couponId, orderNo)
}

/** the order was paid: its coupon is used (once) */
export async function useCoupon(db: Db, couponId: number, orderNo: string, now: number): Promise<void> {
  await markUsed(db, couponId, orderNo, now)
}

/**
 * A closed order was paid after all: its coupon (freed when it closed) is taken back for it, unless
 * another order holds or used it meanwhile (false: the late payment cannot be credited).
 */
export async function reclaimCoupon(db: Db, couponId: number, orderNo: string): Promise<boolean> {
  if (await holdFor(db, couponId, orderNo)) return true
  const c = await userCouponById(db, couponId)
  return c !== undefined && c.order_no === orderNo && c.used_at === null
}
