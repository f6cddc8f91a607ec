import crypto from 'node:crypto'
import type { Db } from '../../../db'
import type { ServerConfig } from '../../../config'
import { ApiFail, fail, notFound } from '../../../http/errors'
import { DAY_MS } from '../../match'
import type { Paged } from '../../../../types/common'
import { ResultCode } from '../../../../types/envelope'
import type { OrderInfo, WechatPayParams } from '../../../../types/api/money'
import {
  CASHIER_PATH, coinPackageOf, DOALIPAY_PATH, LEDGER_TITLES, ORDER_STATUS_TEXT, ORDER_TIMEOUT_MS, PAY_MODULE_OFF_MESSAGE,
  vipPlanOf, type OrderStatus, type PayMethod, type ProductKind,
} from '../../../../types/money-rules'
import { isRealnameVerified } from '../../account'
import { isPayModuleOn } from '../../../services/settings'
import {
  applyCoupon, dueOrders, insertOrder, markClosed, markPaid, markPaidLate, markRefunded, markRefundedLate, orderByNo as storedOrder, ordersPage,
  recordNotification, type NotificationOutcome, type OrderRow,
} from '../repository/orders'
import { shortenVip } from '../repository/wallets'
import { isRefundedTrade, refundCharge, refundStrayCharge, type ChargeChannel } from './chargeRefunds'
import { holdCoupon, reclaimCoupon, releaseCoupon, returnCoupon, useCoupon as spendCoupon } from './coupons'
import { balanceOf, postEntry } from './ledger'
import { orderLock, walletLock } from './moneyLocks'
import { extendVip, vipExpireAt } from './wallet'

/**
 * Orders paid with money (VIP plans, coin packages) and the sandbox payment provider.
 *
 * An order is made by the server from a product id (the amount never comes from the client):
 * `created` → `paid` (by the payment notification) or `closed` (15 minutes unpaid: closed lazily
 * by the next read or write that touches orders, which also frees its coupon); `paid` → `refunded`
 * by the operator.
 *
 * Sandbox signing. The key is derived from the server's own payment secret (`PAY_SECRET`, or
 * generated and kept beside the database; `sandboxPayKey`), apart from the operator token, so only
 * the server can sign:
 * - WeChat Pay JSAPI parameters are signed like WeChat Pay v2's paySign: the fields appId, nonceStr,
 *   package, signType, timeStamp sorted by name, joined `k=v&...`, then `&key=<key>`, MD5, upper case.
 * - A payment notification (POST /pay/notify) carries `sign` = HMAC-SHA256(key) over
 *   `amount_fen=..&method=..&order_no=..&trade_no=..` (sorted), hex. The cashier signs the ones it sends.
 */

export type { OrderRow }

export const SANDBOX_APP_ID = 'wx00sandbox0000pay'

export function sandboxPayKey(config: Pick<ServerConfig, 'paySecret'>): string {
  return crypto.createHmac('sha256', 'pay-sandbox-key').update(config.paySecret).digest('hex').slice(0, 32)
}

// ---- who may buy ----

/** buying needs the pay-module flag on and a real-name verified adult (code -2 otherwise) */
export async function assertMayBuy(db: Db, userId: number, payModuleDefault: boolean): Promise<void> {
  if (!await isPayModuleOn(db, payModuleDefault)) throw fail(PAY_MODULE_OFF_MESSAGE)
  if (!await isRealnameVerified(db, userId)) throw new ApiFail(ResultCode.REALNAME_REQUIRED, '请先完成实名认证（年满18周岁）后再支付')
}

// ---- products ----

interface Product {
  kind: ProductKind
  id: string
  title: string
  price_fen: number
  coins: number
  vip_days: number
}

export function productOf(productId: string): Product | undefined {
  if (productId.startsWith('vip_')) {
    const plan = vipPlanOf(productId.slice(4))
    return plan && { kind: 'vip', id: productId, title: `VIP${plan.name}`, price_fen: plan.price_fen, coins: 0, vip_days: plan.days }
  }
  const pack = coinPackageOf(productId)
  return pack && { kind: 'coins', id: productId, title: `${pack.coins}金币`, price_fen: pack.price_fen, coins: pack.coins, vip_days: 0 }
}

// ---- orders ----

const pad = (n: number) => String(n).padStart(2, '0')

/** VIP/CZ + Beijing yyyyMMddHHmmss + 8 random characters: unique, unguessable, sortable by time */
function newOrderNo(kind: ProductKind, now: number): string {
  const d = new Date(now + 8 * 3_600_000)
  const stamp = `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`
  return `${kind === 'vip' ? 'VIP' : 'CZ'}${stamp}${crypto.randomBytes(6).toString('base64url').toUpperCase().replace(/[^A-Z0-9]/g, '7')}`
}

export async function orderByNo(db: Db, orderNo: string): Promise<OrderRow | undefined> {
  return storedOrder(db, orderNo)
}

/** the order just written or read in the same transaction: it exists */
async function existingOrder(db: Db, orderNo: string): Promise<OrderRow> {
  const o = await storedOrder(db, orderNo)
  if (!o) throw new Error(`order ${orderNo} vanished`)
  return o
}

async function closeOrder(db: Db, o: Pick<OrderRow, 'id' | 'order_no' | 'user_coupon_id'>, at: number): Promise<void> {
  if (await markClosed(db, o.id, at) && o.user_coupon_id !== null) await releaseCoupon(db, o.user_coupon_id, o.order_no)
}

/** an unpaid order is closed (its coupon comes back); any other order is left as it is */
export async function closeUnpaidOrder(db: Db, orderNo: string, now: number): Promise<void> {
  const o = await orderByNo(db, orderNo)
  if (o && o.status === 'created') await db.transaction(() => closeOrder(db, o, now), [orderLock(o.order_no)])
}

/** the pay module was switched off: an unpaid order is closed (its coupon comes back), never paid */
export async function closeOrderWhilePayOff(db: Db, orderNo: string, now: number): Promise<void> {
  await closeUnpaidOrder(db, orderNo, now)
}

/** closes every unpaid order past its 15 minutes and frees their coupons; one index probe when none is due */
export async function closeExpiredOrders(db: Db, now: number): Promise<number> {
  const due = await dueOrders(db, now)
  if (!due.length) return 0
  await db.transaction(async () => {
    for (const o of due) await closeOrder(db, o, o.expires_at)
  }, due.map((o) => orderLock(o.order_no)))
  return due.length
}

/** a new order for the product, with the user's coupon when given; the server sets every amount */
export async function createOrder(db: Db, userId: number, productId: string, couponId: number | undefined, now: number): Promise<OrderRow> {
  const product = productOf(productId)
  if (!product) throw fail(`商品 product_id 不存在：${productId}`)
  await closeExpiredOrders(db, now)
  const orderNo = newOrderNo(product.kind, now)
  await db.transaction(async () => {
    const id = await insertOrder(db, {
      orderNo, userId, kind: product.kind, productId: product.id, title: product.title, priceFen: product.price_fen, coins: product.coins,
      vipDays: product.vip_days, expiresAt: now + ORDER_TIMEOUT_MS,
    }, now)
    if (couponId === undefined) return
    // a coupon held by an abandoned unpaid order moves to this one: that order closes
    const discount = await holdCoupon(db, userId, couponId, orderNo, product.id, product.price_fen, now, async (heldBy) => {
      const other = await orderByNo(db, heldBy)
      if (other && other.status === 'created') await closeOrder(db, other, now)
    })
    await applyCoupon(db, id, couponId, discount)
  })
  return existingOrder(db, orderNo)
}

/** the order to pay: the caller's unpaid order `order_no`, or a new one made from `product_id` */
export async function orderToPay(db: Db, userId: number, req: { order_no?: string; product_id?: string; coupon_id?: number }, now: number): Promise<OrderRow> {
  if (req.product_id !== undefined) return createOrder(db, userId, req.product_id, req.coupon_id, now)
  await closeExpiredOrders(db, now)
  const o = await orderByNo(db, req.order_no ?? '')
  if (!o || o.user_id !== userId) throw notFound('订单')
  if (o.status === 'paid' || o.status === 'refunded') throw fail('订单已支付')
  if (o.status === 'closed') throw fail('订单已关闭，请重新下单')
  return o
}

/** the caller's order (others' orders are not found) */
export async function userOrder(db: Db, userId: number, orderNo: string, now: number): Promise<OrderRow> {
  await closeExpiredOrders(db, now)
  const o = await orderByNo(db, orderNo)
  if (!o || o.user_id !== userId) throw notFound('订单')
  return o
}

export async function orderInfoOf(db: Db, o: OrderRow): Promise<OrderInfo> {
  const vip = await vipExpireAt(db, o.user_id)
  return {
    order_no: o.order_no,
    product_kind: o.product_kind,
    product_id: o.product_id,
    title: o.title,
    original_fen: o.original_fen,
    discount_fen: o.discount_fen,
    amount_fen: o.amount_fen,
    coupon_id: o.user_coupon_id,
    status: o.status,
    status_text: ORDER_STATUS_TEXT[o.status],
    pay_method: o.pay_method,
    created_at: o.created_at,
    expires_at: o.expires_at,
    paid_at: o.paid_at,
    coins: o.coins,
    vip_days: o.vip_days,
    vip_expire_at: vip,
    balance_coins: await balanceOf(db, o.user_id, 'coin'),
  }
}

export async function userOrders(db: Db, userId: number, status: OrderStatus | undefined, now: number, page: number, limit: number): Promise<Paged<OrderInfo>> {
  await closeExpiredOrders(db, now)
  const { rows, total } = await ordersPage(db, userId, status, limit, (page - 1) * limit)
  return { list: (await Promise.all(rows.map((o) => orderInfoOf(db, o)))), page, limit, total, has_more: page * limit < total }
}

// ---- paying ----

export const cashierPath = (orderNo: string, method: PayMethod) => `${CASHIER_PATH}?order_no=${encodeURIComponent(orderNo)}&method=${method}`
export const alipayPagePath = (orderNo: string) => `${DOALIPAY_PATH}?order_no=${encodeURIComponent(orderNo)}`

const md5Upper = (s: string) => crypto.createHash('md5').update(s, 'utf8').digest('hex').toUpperCase()

/** WeChat Pay v2 paySign: fields sorted by name, `k=v` joined by `&`, then `&key=<key>`, MD5, upper case */
export function wechatPaySign(fields: Record<string, string>, key: string): string {
  const text = Object.keys(fields).sort().map((k) => `${k}=${fields[k]}`).join('&')
  return md5Upper(`${text}&key=${key}`)
}

/** the parameters Taro.requestPayment takes for this order */
export function wechatPayParams(o: OrderRow, key: string, now: number): WechatPayParams {
  const unsigned = {
    appId: SANDBOX_APP_ID,
    timeStamp: String(Math.floor(now / 1000)),
    nonceStr: crypto.randomBytes(12).toString('hex'),
    // the sandbox's prepay id: stable per order
    package: `prepay_id=wx${crypto.createHmac('sha256', key).update(o.order_no).digest('hex').slice(0, 28)}`,
    signType: 'MD5' as const,
  }
  return { ...unsigned, paySign: wechatPaySign(unsigned, key) }
}

// ---- the payment notification ----

export interface PaymentNotification {
  order_no: string
  amount_fen: number
  method: PayMethod
  trade_no: string
}

const notificationText = (n: PaymentNotification) =>
  `amount_fen=${n.amount_fen}&method=${n.method}&order_no=${n.order_no}&trade_no=${n.trade_no}`

export function signNotification(n: PaymentNotification, key: string): string {
  return crypto.createHmac('sha256', key).update(notificationText(n)).digest('hex')
}

export function notificationSignOk(n: PaymentNotification, sign: string, key: string): boolean {
  const expected = Buffer.from(signNotification(n, key))
  const given = Buffer.from(sign)
  return given.length === expected.length && crypto.timingSafeEqual(given, expected)
}

/** the product of a paid order, delivered once (coins keyed by the order number; VIP from the later of now and the current expiry) */
async function deliver(db: Db, o: OrderRow, now: number): Promise<void> {
  if (o.user_coupon_id !== null) await spendCoupon(db, o.user_coupon_id, o.order_no, now)
  if (o.product_kind === 'coins') {
    await postEntry(db, { userId: o.user_id, kind: 'coin', amount: o.coins, title: LEDGER_TITLES.topUp, key: `order:${o.order_no}`, ref: o.order_no }, now)
  } else {
    await extendVip(db, o.user_id, o.vip_days * DAY_MS, now)
  }
}

/**
 * A notification for an order that had closed unpaid (the buyer was charged after its 15 minutes, or
 * the pay module was switched off). Coins and VIP can always be delivered, so it is credited like an
 * on-time payment, unless the pay module is off now (nothing is sold) or the order's coupon has
 * meanwhile gone to another order (the same coupon never discounts two orders): then the charge is
 * refunded to the payment method and the order reads `refunded`, nothing delivered. Either way the
 * notification is recorded.
 */
async function applyLatePayment(db: Db, o: OrderRow, n: PaymentNotification, now: number, opts: NotificationOptions): Promise<boolean> {
  const pay = { method: n.method, tradeNo: n.trade_no }
  const record = (outcome: NotificationOutcome) =>
    recordNotification(db, { orderNo: o.order_no, tradeNo: n.trade_no, method: n.method, amountFen: n.amount_fen, outcome }, now)
  if (!opts.salesOn || (o.user_coupon_id !== null && !await reclaimCoupon(db, o.user_coupon_id, o.order_no))) {
    if (!await markRefundedLate(db, o.id, pay, now)) return false
    await record('late_refunded')
    await refundCharge(db, o, { tradeNo: n.trade_no, channel: opts.channel ?? n.method, amountFen: n.amount_fen, reason: 'late_on_closed' }, now)
    return true
  }
  if (!await markPaidLate(db, o.id, pay, now)) return false
  await record('late_paid')
  await deliver(db, o, now)
  return true
}

export interface NotificationOptions {
  /** false while the pay module is off: nothing is sold */
  salesOn: boolean
  /** the channel that charged, for its refund (the notification's method unless told: virtual payment says xpay) */
  channel?: ChargeChannel
}

/**
 * Applies a (verified) payment notification once: the order becomes paid, its coupon used, and the
 * product delivered, all in one transaction; the notification is kept (pay_notifications). A
 * repeated notification changes nothing; a closed order is paid late (`applyLatePayment`). A charge
 * that is not kept (a wrong amount, a second transaction on a paid or refunded order) is recorded
 * and refunded at once (`refundStrayCharge`); a wrong amount is then refused.
 */
export async function applyPaymentNotification(db: Db, n: PaymentNotification, now: number, opts: NotificationOptions = { salesOn: true }): Promise<{ changed: boolean; order: OrderRow }> {
  await closeExpiredOrders(db, now)
  const stray = (o: OrderRow, reason: string) =>
    refundStrayCharge(db, o, { tradeNo: n.trade_no, channel: opts.channel ?? n.method, amountFen: n.amount_fen, event: `pay_notify:${n.method}`, reason }, now)
  // the order's user never changes: read first, so the order and that wallet are locked before the transaction
  const known = await orderByNo(db, n.order_no)
  if (!known) throw notFound('订单')
  const outcome = await db.transaction(async (): Promise<boolean | 'wrong_amount'> => {
    const o = await existingOrder(db, n.order_no)
    // a transaction refunded already is never credited: the same notification again changes nothing
    if (await isRefundedTrade(db, n.trade_no)) return n.amount_fen === o.amount_fen ? false : 'wrong_amount'
    if (n.amount_fen !== o.amount_fen) {
      await stray(o, 'wrong_amount')
      return 'wrong_amount'
    }
    if (o.status === 'paid' || o.status === 'refunded') {
      // the same transaction again is a repeat; another one is a second real charge
      if (n.trade_no !== o.trade_no) await stray(o, `second_charge_on_${o.status}`)
      return false
    }
    if (o.status === 'closed') return applyLatePayment(db, o, n, now, opts)
    if (!await markPaid(db, o.id, { method: n.method, tradeNo: n.trade_no }, now)) return false
    await recordNotification(db, { orderNo: o.order_no, tradeNo: n.trade_no, method: n.method, amountFen: n.amount_fen, outcome: 'paid' }, now)
    await deliver(db, o, now)
    return true
  }, [orderLock(known.order_no), walletLock(known.user_id)])
  const order = await existingOrder(db, n.order_no)
  if (outcome === 'wrong_amount') throw fail(`支付金额与订单不符：订单应付 ${order.amount_fen} 分，通知为 ${n.amount_fen} 分，该笔已自动退款`)
  return { changed: outcome, order }
}

/** operator refund of a paid order: coins are taken back (refused when already spent), VIP time shortened */
export async function refundOrder(db: Db, orderNo: string, now: number): Promise<OrderRow> {
  const known = await orderByNo(db, orderNo)
  if (!known) throw notFound('订单')
  await db.transaction(async () => {
    const o = await existingOrder(db, orderNo)
    if (o.status !== 'paid') throw fail(`只有已支付的订单可以退款（当前：${ORDER_STATUS_TEXT[o.status]}）`)
    await markRefunded(db, o.id, now)
    // the money comes back, and so does the coupon it was paid with
    if (o.user_coupon_id !== null) await returnCoupon(db, o.user_coupon_id, o.order_no)
    if (o.product_kind === 'coins') {
      await postEntry(db, {
        userId: o.user_id, kind: 'coin', amount: -o.coins, title: LEDGER_TITLES.orderRefund, key: `order-refund:${o.order_no}`, ref: o.order_no,
        shortMessage: '该订单的金币已被使用，不能退款',
      }, now)
    } else {
      await shortenVip(db, o.user_id, o.vip_days * DAY_MS)
    }
  }, [orderLock(known.order_no), walletLock(known.user_id)])
  return existingOrder(db, orderNo)
}
