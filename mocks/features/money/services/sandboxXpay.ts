import crypto from 'node:crypto'
import { z } from 'zod'
import type { Db } from '../../../db'
import { COIN_VALUE_FEN, type VirtualPayMode } from '../../../../types/money-rules'
import { parseJsonAs } from '../../../http/validation'
import { claimSandboxCharge } from '../repository/sandboxCharges'
import { orderByNo, productOf } from './payments'
import { hmacHex, lowestSellingFen, PAY_SIG_URI, SANDBOX_OFFER_ID, sameSignature, type SignData } from './virtualPay'
import { signedPush, XPAY_COIN_EVENT, XPAY_GOODS_EVENT, type XpayPush } from './virtualPayNotify'

/**
 * The stand-in's WeChat side of wx.requestVirtualPayment: what WeChat checks before it charges (both
 * signatures, the offer id, the mode, the goods price against its 道具配置, which here is the
 * server's catalogue), then the charge and the signed push it sends to the server. A device in
 * DevTools never reaches this: the runtime tests and the server tests call it as WeChat would.
 */

export interface VirtualPayCall {
  mode: VirtualPayMode
  signData: string
  paySig: string
  signature: string
}

export type SandboxCharge = { ok: true; push: XpayPush } | { ok: false; errCode: number; errMsg: string }

const refused = (errCode: number, errMsg: string): SandboxCharge => ({ ok: false, errCode, errMsg: `requestVirtualPayment:fail ${errMsg}` })

const signDataSchema = z.object({
  offerId: z.string(),
  buyQuantity: z.number(),
  env: z.number().int(),
  currencyType: z.literal('CNY'),
  productId: z.string().optional(),
  goodsPrice: z.number().int().optional(),
  activitySellingPrice: z.number().int().optional(),
  outTradeNo: z.string().min(8).max(32),
  attach: z.string(),
})

function parseSignData(text: string): SignData | null {
  return parseJsonAs(signDataSchema, text)
}

/** what WeChat charges for this signData (fen), or an error message */
function chargeOf(mode: VirtualPayMode, d: SignData): number | string {
  if (!Number.isInteger(d.buyQuantity) || d.buyQuantity < 1) return 'buyQuantity 无效'
  if (mode === 'short_series_coin') return d.buyQuantity * COIN_VALUE_FEN
  const product = d.productId ? productOf(d.productId) : undefined
  if (!product || product.kind !== 'vip') return `道具不存在：${d.productId ?? ''}`
  if (d.goodsPrice !== product.price_fen) return '道具价格与配置不一致'
  const unit = d.activitySellingPrice ?? d.goodsPrice
  if (unit > d.goodsPrice || unit < lowestSellingFen(d.goodsPrice)) return 'activitySellingPrice 超出范围'
  return unit * d.buyQuantity
}

/** checks a requestVirtualPayment call as WeChat would and, when it passes, charges and answers the push */
export async function sandboxVirtualCharge(db: Db, keys: { appKey: string; sessionKey: string; openid: string }, call: VirtualPayCall, now: number): Promise<SandboxCharge> {
  if (!sameSignature(call.paySig, hmacHex(keys.appKey, `${PAY_SIG_URI}&${call.signData}`))) return refused(-15001, 'paySig 签名错误')
  if (!sameSignature(call.signature, hmacHex(keys.sessionKey, call.signData))) return refused(-15001, 'signature 用户态签名错误')
  const d = parseSignData(call.signData)
  if (!d || d.offerId !== SANDBOX_OFFER_ID || d.currencyType !== 'CNY') return refused(1001, 'signData 参数错误')
  const charged = chargeOf(call.mode, d)
  if (typeof charged === 'string') return refused(-15001, charged)
  const o = await orderByNo(db, d.outTradeNo)
  // the merchant's order system answers for an order number WeChat sees once
  if (o && o.status !== 'created') return refused(-1, '订单已支付或已关闭')
  // WeChat charges an order number once: of calls racing for it, one claims the charge (synchronously,
  // before any push), the others are refused like a call for a paid order
  const transactionId = `4200${crypto.randomBytes(12).toString('hex')}`
  if (!await claimSandboxCharge(db, d.outTradeNo, transactionId, now)) return refused(-1, '订单已支付或支付中，请勿重复支付')
  const event = call.mode === 'short_series_coin' ? XPAY_COIN_EVENT : XPAY_GOODS_EVENT
  const item = { Quantity: d.buyQuantity, OrigPrice: (d.goodsPrice ?? COIN_VALUE_FEN) * d.buyQuantity, ActualPrice: charged, Attach: d.attach }
  const payload = {
    OpenId: keys.openid, OutTradeNo: d.outTradeNo, Env: d.env,
    WeChatPayInfo: { MchOrderNo: `XPAY${crypto.randomBytes(8).toString('hex').toUpperCase()}`, TransactionId: transactionId, PaidTime: Math.floor(now / 1000) },
    ...(event === XPAY_COIN_EVENT ? { CoinInfo: item } : { GoodsInfo: { ...item, ProductId: d.productId ?? '' } }),
  }
  return { ok: true, push: signedPush(event, payload, keys.appKey, now) }
}
