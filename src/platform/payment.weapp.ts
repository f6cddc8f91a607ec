import Taro from '@tarojs/taro'
import type { PayMethod } from '@contract/money-rules'
import type { PayGateway, PayOutcome, PayTarget } from './payment'
import { iosVirtualPayNotice, requestVirtualPayment, virtualPayFailureText, virtualPayRefusedHere } from './wxVirtualPayment'

/**
 * Mini program: coins and VIP are virtual goods, which WeChat sells only through its virtual payment
 * (wx.requestVirtualPayment; Alipay is not allowed inside WeChat). The server makes the order and
 * signs the call (coins: 代币充值, VIP: 道具直购); WeChat charges and notifies the server, which
 * credits the order. A cancel or failure closes the order at once (its coupon comes back): nothing
 * stays half paid. On an iPhone WeChat cannot serve (before WeChat 8.0.68 / iOS 15) the checkout
 * says so instead of paying (wxVirtualPayment.ts).
 */
export type { PayGateway, PayOutcome, PayTarget } from './payment'

export const PAY_METHODS_HERE: readonly PayMethod[] = ['wechat']
export const ALIPAY_CHECKOUT: 'alipay' | 'alipayApp' | null = null
/** 代币充值 has no discounted price: a top-up here takes no coupon */
export const TOPUP_COUPONS_HERE = false
export const payNoticeHere = (): string | null => iosVirtualPayNotice()

/** closes an order WeChat did not charge; a failure here leaves it to close by itself after 15 minutes */
async function closeOrder(gateway: PayGateway, orderNo: string): Promise<void> {
  try {
    await gateway.virtualCancel(orderNo)
  } catch {
    // the order closes unpaid after its 15 minutes anyway
  }
}

/**
 * A backend without virtual payment (an extension): the specification's WeChat Pay (api/Wechat/pay and
 * wx.requestPayment). An order not paid stays open and closes by itself after its 15 minutes (closing it
 * at once is the extension's virtual_cancel).
 */
async function payWithWechatPay(target: PayTarget, gateway: PayGateway): Promise<PayOutcome> {
  const res = await gateway.wechat(target)
  const orderNo = res.order.order_no
  try {
    await Taro.requestPayment({ ...res.pay_params })
    return { kind: 'paid', orderNo }
  } catch (e) {
    const cancelled = /cancel/i.test((e as { errMsg?: string } | null)?.errMsg ?? '')
    return { kind: 'unpaid', orderNo, message: cancelled ? '已取消支付' : '微信支付未完成' }
  }
}

export async function payOrder(method: PayMethod, target: PayTarget, gateway: PayGateway): Promise<PayOutcome> {
  if (method !== 'wechat') throw new Error('小程序内仅支持微信支付')
  if (!(await gateway.virtualServed())) return payWithWechatPay(target, gateway)
  const refused = await virtualPayRefusedHere()
  if (refused) {
    if ('order_no' in target) await closeOrder(gateway, target.order_no)
    return { kind: 'unpaid', orderNo: 'order_no' in target ? target.order_no : '', message: refused }
  }
  const res = await gateway.virtual(target)
  const orderNo = res.order.order_no
  try {
    await requestVirtualPayment({ mode: res.mode, signData: res.sign_data, paySig: res.pay_sig, signature: res.signature })
    return { kind: 'paid', orderNo }
  } catch (e) {
    await closeOrder(gateway, orderNo)
    return { kind: 'unpaid', orderNo, message: virtualPayFailureText(e) }
  }
}
