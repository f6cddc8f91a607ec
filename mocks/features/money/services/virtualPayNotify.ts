import type { Db } from '../../../db'
import { COIN_VALUE_FEN } from '../../../../types/money-rules'
import { recordRefusal, refusalsOfOrder, type PayRefusal } from '../repository/payRefusals'
import { refundStrayCharge } from './chargeRefunds'
import { orderLock } from './moneyLocks'
import { applyPaymentNotification, orderByNo, type OrderRow } from './payments'
import { hmacHex, SANDBOX_XPAY_ENV } from './virtualPay'

/**
 * WeChat's virtual-payment notification (消息推送), as the stand-in plays it: after a charge WeChat
 * pushes `xpay_goods_deliver_notify` (道具直购: VIP) or `xpay_coin_pay_notify` (代币: coins) to the
 * server. The push carries its fields as a JSON text `Payload` and `PayEventSig` = hex
 * HMAC-SHA256(app key, Event + '&' + Payload), so the body itself is signed.
 *
 * Applying one credits exactly once: it goes through the money feature's own
 * `applyPaymentNotification` (one transaction; a repeated notification changes nothing; a closed
 * order follows the late-payment rule). Refused and kept in pay_refusals (nothing credited): an
 * unknown order, another environment, the wrong event for the product, a wrong product or quantity,
 * and an amount that is not the order's. A refused charge on a known order is refunded at once
 * (charge_refunds, channel xpay), as is a second charge on a paid or refunded order.
 */

export const XPAY_GOODS_EVENT = 'xpay_goods_deliver_notify'
export const XPAY_COIN_EVENT = 'xpay_coin_pay_notify'
export type XpayEvent = typeof XPAY_GOODS_EVENT | typeof XPAY_COIN_EVENT

export interface XpayItem {
  ProductId?: string
  Quantity: number
  OrigPrice: number
  ActualPrice: number
  Attach: string
}

export interface XpayPayload {
  OpenId: string
  OutTradeNo: string
  Env: number
  WeChatPayInfo: { MchOrderNo: string; TransactionId: string; PaidTime: number }
  GoodsInfo?: XpayItem
  CoinInfo?: XpayItem
}

export interface XpayPush {
  ToUserName: string
  FromUserName: string
  CreateTime: number
  MsgType: 'event'
  Event: XpayEvent
  Payload: string
  PayEventSig: string
}

export const payEventSig = (appKey: string, event: string, payload: string) => hmacHex(appKey, `${event}&${payload}`)

export const eventOf = (o: Pick<OrderRow, 'product_kind'>): XpayEvent => (o.product_kind === 'coins' ? XPAY_COIN_EVENT : XPAY_GOODS_EVENT)

/** the push WeChat sends for a charge of `payload`, signed with the app key */
export function signedPush(event: XpayEvent, payload: XpayPayload, appKey: string, now: number): XpayPush {
  const text = JSON.stringify(payload)
  return {
    ToUserName: 'gh_sandbox0025', FromUserName: 'o_xpay_official', CreateTime: Math.floor(now / 1000), MsgType: 'event', Event: event,
    Payload: text, PayEventSig: payEventSig(appKey, event, text),
  }
}

export type XpayOutcome = { ok: true; changed: boolean; status: string } | { ok: false; reason: string; message: string }

/** why the notification does not fit its order, or null when it does */
function misfit(o: OrderRow, event: XpayEvent, p: XpayPayload, item: XpayItem): { reason: string; message: string } | null {
  if (p.Env !== SANDBOX_XPAY_ENV) return { reason: 'wrong_env', message: `环境不符：Env=${p.Env}` }
  if (event !== eventOf(o)) return { reason: 'wrong_event', message: `通知类型与订单商品不符：${event}` }
  const quantity = o.product_kind === 'coins' ? o.original_fen / COIN_VALUE_FEN : 1
  const productOk = o.product_kind === 'coins' || item.ProductId === o.product_id
  if (!productOk || item.Quantity !== quantity) return { reason: 'wrong_product', message: '通知的商品或数量与订单不符' }
  if (item.ActualPrice !== o.amount_fen) {
    return { reason: 'wrong_amount', message: `支付金额与订单不符：订单应付 ${o.amount_fen} 分，通知为 ${item.ActualPrice} 分` }
  }
  return null
}

/** applies a verified notification once, or refuses it (and keeps the refusal) */
export async function applyXpayNotification(db: Db, event: XpayEvent, p: XpayPayload, now: number, salesOn: boolean): Promise<XpayOutcome> {
  const item = event === XPAY_COIN_EVENT ? p.CoinInfo : p.GoodsInfo
  const tradeNo = p.WeChatPayInfo.TransactionId
  const refuse = async (reason: string, message: string): Promise<XpayOutcome> => {
    await recordRefusal(db, { order_no: p.OutTradeNo, trade_no: tradeNo, event, amount_fen: item?.ActualPrice ?? 0, reason }, now)
    return { ok: false, reason, message }
  }
  if (!item) return refuse('no_item', event === XPAY_COIN_EVENT ? '缺少 CoinInfo' : '缺少 GoodsInfo')
  const o = await orderByNo(db, p.OutTradeNo)
  if (!o) return refuse('unknown_order', `订单不存在：${p.OutTradeNo}`)
  const wrong = misfit(o, event, p, item)
  if (wrong) {
    await db.transaction(() => refundStrayCharge(db, o, { tradeNo, channel: 'xpay', amountFen: item.ActualPrice, event, reason: wrong.reason }, now), [orderLock(o.order_no)])
    return { ok: false, ...wrong }
  }
  const { changed, order } = await applyPaymentNotification(db, { order_no: o.order_no, amount_fen: item.ActualPrice, method: 'wechat', trade_no: tradeNo }, now, { salesOn, channel: 'xpay' })
  return { ok: true, changed, status: order.status }
}

/** the refused notifications that named this order number (the operator's list to refund) */
export async function payRefusals(db: Db, orderNo: string): Promise<PayRefusal[]> {
  return refusalsOfOrder(db, orderNo)
}
