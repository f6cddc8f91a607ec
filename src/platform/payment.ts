import type { PayMethod } from '@contract/money-rules'
import { PAY_SUCCESS_ROUTE } from '@contract/money-rules'
import type { Res } from '@contract/api'

/**
 * Paying an order, per platform (this file: H5). Every build shares this interface:
 * - `PAY_METHODS_HERE`: the methods this build can pay with.
 * - `ALIPAY_CHECKOUT`: which checkout page pays with Alipay here (null: not offered).
 * - `payOrder(method, target)`: asks the server for the payment and hands it to the platform.
 * - `TOPUP_COUPONS_HERE`: whether a coin top-up may use a coupon here (not in the mini program's
 *   virtual payment, whose 代币 mode has no discounted price).
 * - `payNoticeHere()`: what the checkout says instead of paying, when this device cannot pay (the
 *   mini program on an iPhone that WeChat's virtual payment does not serve), else null.
 *
 * H5 has no WeChat or Alipay SDK: both go to the stand-in's sandbox cashier (Alipay through its
 * page flow, `doalipay`), which returns to paySuccess with the order number. The page is left.
 */
export type PayOutcome =
  /** the payment was made here (mini program) */
  | { kind: 'paid'; orderNo: string }
  /** the browser went to the cashier; paySuccess opens when it returns */
  | { kind: 'redirected'; orderNo: string }
  /** an in-app cashier closed (paid or not): query the order */
  | { kind: 'returned'; orderNo: string }
  /** not paid (cancelled, or the platform refused): the order stays unpaid */
  | { kind: 'unpaid'; orderNo: string; message: string }

/** what to pay: an existing order, or a product (coin package) that becomes one */
export type PayTarget = { order_no: string } | { product_id: string; coupon_id?: number }

/**
 * What paying needs from the rest of the app, passed in so this edge imports no service: the
 * server's payment calls and the API base its cashier paths are relative to.
 */
export interface PayGateway {
  wechat(target: PayTarget): Promise<Res<'api/Wechat/pay'>>
  alipay(target: PayTarget): Promise<Res<'api/Wechat/zfb'>>
  /** the mini program's virtual payment: wx.requestVirtualPayment's signed parameters */
  virtual(target: PayTarget): Promise<Res<'api/Wechat/virtual_pay'>>
  /** a virtual payment cancelled or failed: the order closes */
  virtualCancel(orderNo: string): Promise<Res<'api/Wechat/virtual_cancel'>>
  /** whether the backend serves virtual payment (an extension); false: the mini program pays with api/Wechat/pay */
  virtualServed(): Promise<boolean>
  apiBase: string
}

export const PAY_METHODS_HERE: readonly PayMethod[] = ['wechat', 'alipay']
export const ALIPAY_CHECKOUT: 'alipay' | 'alipayApp' | null = 'alipay'
export const TOPUP_COUPONS_HERE = true
export const payNoticeHere = (): string | null => null

/** the H5 address of paySuccess for an order: where the cashier sends the browser back */
function paySuccessHref(orderNo: string): string {
  const { origin, pathname } = window.location
  return `${origin}${pathname}#/${PAY_SUCCESS_ROUTE}?order_no=${encodeURIComponent(orderNo)}`
}

/** a server path (relative to the API base) with `return=` added */
function withReturn(apiBase: string, serverPath: string, returnUrl: string): string {
  const joiner = serverPath.includes('?') ? '&' : '?'
  return `${apiBase}${serverPath}${joiner}return=${encodeURIComponent(returnUrl)}`
}

export async function payOrder(method: PayMethod, target: PayTarget, gateway: PayGateway): Promise<PayOutcome> {
  if (method === 'wechat') {
    const res = await gateway.wechat(target)
    window.location.assign(withReturn(gateway.apiBase, res.cashier_path, paySuccessHref(res.order.order_no)))
    return { kind: 'redirected', orderNo: res.order.order_no }
  }
  const res = await gateway.alipay(target)
  window.location.assign(withReturn(gateway.apiBase, res.pay_path, paySuccessHref(res.order.order_no)))
  return { kind: 'redirected', orderNo: res.order.order_no }
}
