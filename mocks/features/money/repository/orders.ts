import { sql } from 'kysely'
import type { Db } from '../../../db'
import { allRows, execute, firstRow, insertedId } from '../../../db/query'
import { ORDER_STATUSES, PAY_METHODS, PRODUCT_KINDS, type OrderStatus, type PayMethod, type ProductKind } from '../../../../types/money-rules'
import { oneOf } from '../values'
import { q } from './builder'

/** orders paid with money (pay_orders) */

export interface OrderRow {
  id: number
  order_no: string
  user_id: number
  product_kind: ProductKind
  product_id: string
  title: string
  original_fen: number
  discount_fen: number
  amount_fen: number
  coins: number
  vip_days: number
  user_coupon_id: number | null
  status: OrderStatus
  pay_method: PayMethod | null
  trade_no: string | null
  created_at: number
  expires_at: number
  paid_at: number | null
  closed_at: number | null
  refunded_at: number | null
}

const ORDER_COLUMNS = [
  'id', 'order_no', 'user_id', 'product_kind', 'product_id', 'title', 'original_fen', 'discount_fen', 'amount_fen', 'coins', 'vip_days',
  'user_coupon_id', 'status', 'pay_method', 'trade_no', 'created_at', 'expires_at', 'paid_at', 'closed_at', 'refunded_at',
] as const

const selectOrders = () => q.selectFrom('pay_orders').select(ORDER_COLUMNS)
type StoredOrder = Omit<OrderRow, 'product_kind' | 'status' | 'pay_method'> & { product_kind: string; status: string; pay_method: string | null }

const toOrder = (o: StoredOrder): OrderRow => ({
  ...o,
  product_kind: oneOf(PRODUCT_KINDS, o.product_kind, 'pay_orders.product_kind'),
  status: oneOf(ORDER_STATUSES, o.status, 'pay_orders.status'),
  pay_method: o.pay_method === null ? null : oneOf(PAY_METHODS, o.pay_method, 'pay_orders.pay_method'),
})

export async function orderByNo(db: Db, orderNo: string): Promise<OrderRow | undefined> {
  const o = await firstRow(db, selectOrders().where('order_no', '=', orderNo))
  return o && toOrder(o)
}

export interface NewOrder {
  orderNo: string
  userId: number
  kind: ProductKind
  productId: string
  title: string
  priceFen: number
  coins: number
  vipDays: number
  expiresAt: number
}

export async function insertOrder(db: Db, o: NewOrder, now: number): Promise<number> {
  return (await insertedId(db, q.insertInto('pay_orders').values({
    order_no: o.orderNo, user_id: o.userId, product_kind: o.kind, product_id: o.productId, title: o.title, original_fen: o.priceFen, discount_fen: 0,
    amount_fen: o.priceFen, coins: o.coins, vip_days: o.vipDays, created_at: now, expires_at: o.expiresAt,
  })))
}

export async function applyCoupon(db: Db, orderId: number, couponId: number, discountFen: number): Promise<void> {
  await execute(db, q.updateTable('pay_orders').set((eb) => ({ discount_fen: discountFen, amount_fen: eb('original_fen', '-', discountFen), user_coupon_id: couponId }))
    .where('id', '=', orderId))
}

/** closes an unpaid order; false when it was not unpaid any more */
export async function markClosed(db: Db, orderId: number, at: number): Promise<boolean> {
  return (await execute(db, q.updateTable('pay_orders').set({ status: 'closed', closed_at: at }).where('id', '=', orderId).where('status', '=', 'created'))).changes > 0
}

/** the unpaid orders past their 15 minutes (a partial index of unpaid orders: one probe when none is due) */
export async function dueOrders(db: Db, now: number): Promise<Array<Pick<OrderRow, 'id' | 'order_no' | 'user_coupon_id' | 'expires_at'>>> {
  return allRows(db, q.selectFrom('pay_orders').select(['id', 'order_no', 'user_coupon_id', 'expires_at']).where('status', '=', 'created').where('expires_at', '<=', now))
}

export async function markPaid(db: Db, orderId: number, p: { method: PayMethod; tradeNo: string }, now: number): Promise<boolean> {
  return (await execute(db, q.updateTable('pay_orders').set({ status: 'paid', paid_at: now, pay_method: p.method, trade_no: p.tradeNo })
    .where('id', '=', orderId).where('status', '=', 'created'))).changes > 0
}

/** a closed order paid after all (a late notification): paid now; false when it was not closed any more */
export async function markPaidLate(db: Db, orderId: number, p: { method: PayMethod; tradeNo: string }, now: number): Promise<boolean> {
  return (await execute(db, q.updateTable('pay_orders').set({ status: 'paid', paid_at: now, pay_method: p.method, trade_no: p.tradeNo })
    .where('id', '=', orderId).where('status', '=', 'closed'))).changes > 0
}

/** a closed order paid after all that cannot be delivered: the payment is refunded at once; false when it was not closed any more */
export async function markRefundedLate(db: Db, orderId: number, p: { method: PayMethod; tradeNo: string }, now: number): Promise<boolean> {
  return (await execute(db, q.updateTable('pay_orders').set({ status: 'refunded', paid_at: now, refunded_at: now, pay_method: p.method, trade_no: p.tradeNo })
    .where('id', '=', orderId).where('status', '=', 'closed'))).changes > 0
}

export type NotificationOutcome = 'paid' | 'late_paid' | 'late_refunded'

/** keeps an applied payment notification (pay_notifications; once per provider transaction) */
export async function recordNotification(db: Db, n: { orderNo: string; tradeNo: string; method: PayMethod; amountFen: number; outcome: NotificationOutcome }, now: number): Promise<void> {
  await execute(db, q.insertInto('pay_notifications').values({
    order_no: n.orderNo, trade_no: n.tradeNo, method: n.method, amount_fen: n.amountFen, outcome: n.outcome, received_at: now,
  }).onConflict((oc) => oc.column('trade_no').doNothing()))
}

export async function markRefunded(db: Db, orderId: number, now: number): Promise<void> {
  await execute(db, q.updateTable('pay_orders').set({ status: 'refunded', refunded_at: now }).where('id', '=', orderId).where('status', '=', 'paid'))
}

export async function ordersPage(db: Db, userId: number, status: OrderStatus | undefined, limit: number, offset: number): Promise<{ rows: OrderRow[]; total: number }> {
  const mine = status ? q.selectFrom('pay_orders').where('user_id', '=', userId).where('status', '=', status) : q.selectFrom('pay_orders').where('user_id', '=', userId)
  const total = (await firstRow(db, mine.select(sql<number>`COUNT(*)`.as('n'))))?.n ?? 0
  const rows = await allRows(db, mine.select(ORDER_COLUMNS).orderBy('id', 'desc').limit(limit).offset(offset))
  return { rows: rows.map(toOrder), total }
}

/** the user's VIP orders paid (or paid and refunded): their 已购 rows, newest first, the first `limit` */
export async function paidVipOrders(db: Db, userId: number, limit: number): Promise<{ rows: Array<Pick<OrderRow, 'id' | 'title' | 'amount_fen' | 'order_no'> & { paid_at: number }>; total: number }> {
  const vip = q.selectFrom('pay_orders').where('user_id', '=', userId).where('product_kind', '=', 'vip').where('status', 'in', ['paid', 'refunded'])
    .where('paid_at', 'is not', null)
  const total = (await firstRow(db, vip.select(sql<number>`COUNT(*)`.as('n'))))?.n ?? 0
  const rows = await allRows(db, vip.select(['id', 'title', 'amount_fen', 'order_no', sql<number>`paid_at`.as('paid_at')]).orderBy('paid_at', 'desc').orderBy('id', 'desc').limit(limit))
  return { rows, total }
}

/** what the orders with these numbers bought (the ledger's entries name them) */
export async function ordersByNos(db: Db, orderNos: readonly string[]): Promise<Map<string, { product_kind: ProductKind; title: string }>> {
  if (!orderNos.length) return new Map()
  const rows = await allRows(db, q.selectFrom('pay_orders').select(['order_no', 'product_kind', 'title']).where('order_no', 'in', [...new Set(orderNos)]))
  return new Map(rows.map((r) => [r.order_no, { product_kind: oneOf(PRODUCT_KINDS, r.product_kind, 'pay_orders.product_kind'), title: r.title }]))
}
