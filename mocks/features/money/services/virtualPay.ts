import crypto from 'node:crypto'
import type { ServerConfig } from '../../../config'
import { fail } from '../../../http/errors'
import { COIN_VALUE_FEN, VIRTUAL_PAY_MIN_PRICE_PERCENT, type VirtualPayMode } from '../../../../types/money-rules'
import type { OrderRow } from '../repository/orders'

/**
 * The mini program's virtual payment (wx.requestVirtualPayment, issue 25): what the server signs.
 *
 * Coin packages are bought as 代币充值 (`short_series_coin`): buyQuantity is the coins paid for at
 * the account's rate, 1 yuan = 10 coins (COIN_VALUE_FEN); a package's bonus coins are this server's
 * own and are credited with the order. VIP plans are 道具直购 (`short_series_goods`): productId is the
 * product id (`vip_month`...), goodsPrice its price in fen, and a coupon's price goes in
 * activitySellingPrice (WeChat allows no less than 40 % of goodsPrice). The order number is
 * outTradeNo, the product id is `attach` (WeChat hands it back in the notification).
 *
 * Keys. The stand-in is its own WeChat account: its offer id is SANDBOX_OFFER_ID, env 1 (沙箱), and
 * its app key is derived from the server's payment secret (PAY_SECRET). WeChat's session key (from
 * code2Session) is, here, derived per login from the session token's hash: each login signs with its
 * own key, and only this server can compute it.
 * - paySig = hex HMAC-SHA256(app key, 'requestVirtualPayment&' + signData)
 * - signature = hex HMAC-SHA256(session key, signData)
 */

export const SANDBOX_OFFER_ID = '1450000025'
/** 0 正式环境, 1 沙箱环境: the stand-in is a sandbox */
export const SANDBOX_XPAY_ENV = 1
export const PAY_SIG_URI = 'requestVirtualPayment'

export const hmacHex = (key: string, text: string) => crypto.createHmac('sha256', key).update(text, 'utf8').digest('hex')

/** the app key of the stand-in's virtual-payment account (MP 虚拟支付 基础配置 AppKey) */
export function virtualPayAppKey(config: Pick<ServerConfig, 'paySecret'>): string {
  return hmacHex('xpay-sandbox-app-key', config.paySecret).slice(0, 32)
}

/** the session key of one login: 16 bytes, base64, like WeChat's session_key */
export function sessionKeyOf(config: Pick<ServerConfig, 'paySecret'>, tokenHash: string): string {
  return crypto.createHmac('sha256', 'xpay-sandbox-session-key').update(`${config.paySecret}&${tokenHash}`).digest().subarray(0, 16).toString('base64')
}

/** whether `given` is the expected hex signature (constant time) */
export function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && crypto.timingSafeEqual(a, b)
}

export interface SignData {
  offerId: string
  buyQuantity: number
  env: number
  currencyType: 'CNY'
  productId?: string
  goodsPrice?: number
  activitySellingPrice?: number
  outTradeNo: string
  attach: string
}

export const modeOf = (o: Pick<OrderRow, 'product_kind'>): VirtualPayMode => (o.product_kind === 'coins' ? 'short_series_coin' : 'short_series_goods')

/** the lowest price a coupon may bring a product to in a virtual payment */
export const lowestSellingFen = (priceFen: number) => Math.ceil((priceFen * VIRTUAL_PAY_MIN_PRICE_PERCENT) / 100)

/** what WeChat is asked to charge for this order; refused when the order cannot be paid this way */
export function signDataOf(o: OrderRow): SignData {
  const base = { offerId: SANDBOX_OFFER_ID, env: SANDBOX_XPAY_ENV, currencyType: 'CNY' as const, outTradeNo: o.order_no, attach: o.product_id }
  if (o.product_kind === 'coins') {
    if (o.discount_fen > 0) throw fail('小程序内充值金币不能使用优惠券，请不选优惠券后重新下单')
    return { ...base, buyQuantity: o.original_fen / COIN_VALUE_FEN }
  }
  if (o.discount_fen > 0 && o.amount_fen < lowestSellingFen(o.original_fen)) throw fail('该优惠券优惠过大，小程序内不能使用，请换一张')
  const discounted = o.discount_fen > 0 ? { activitySellingPrice: o.amount_fen } : {}
  return { ...base, buyQuantity: 1, productId: o.product_id, goodsPrice: o.original_fen, ...discounted }
}

export interface VirtualPayParams {
  mode: VirtualPayMode
  sign_data: string
  pay_sig: string
  signature: string
}

/** the signed parameters of wx.requestVirtualPayment for this order and this login */
export function virtualPayParams(o: OrderRow, appKey: string, sessionKey: string): VirtualPayParams {
  const signData = JSON.stringify(signDataOf(o))
  return { mode: modeOf(o), sign_data: signData, pay_sig: hmacHex(appKey, `${PAY_SIG_URI}&${signData}`), signature: hmacHex(sessionKey, signData) }
}
