import Taro from '@tarojs/taro'
import type { PayMethod } from '@contract/money-rules'
import type { PayGateway, PayOutcome, PayTarget } from './payment'

/**
 * Mini program: WeChat Pay only (Alipay is not allowed inside WeChat). The server signs the
 * parameters of Taro.requestPayment; without merchant credentials (DevTools, the sandbox) WeChat
 * refuses them, and the order simply stays unpaid: the page says so.
 */
export type { PayGateway, PayOutcome, PayTarget } from './payment'

export const PAY_METHODS_HERE: readonly PayMethod[] = ['wechat']
export const ALIPAY_CHECKOUT: 'alipay' | 'alipayApp' | null = null

export async function payOrder(method: PayMethod, target: PayTarget, gateway: PayGateway): Promise<PayOutcome> {
  if (method !== 'wechat') throw new Error('小程序内仅支持微信支付')
  const res = await gateway.wechat(target)
  const orderNo = res.order.order_no
  try {
    await Taro.requestPayment(res.pay_params)
    return { kind: 'paid', orderNo }
  } catch (e) {
    const errMsg = (e as { errMsg?: string } | null)?.errMsg ?? ''
    const message = /cancel/i.test(errMsg) ? '已取消支付，订单未支付' : '微信支付未完成，订单未支付'
    return { kind: 'unpaid', orderNo, message }
  }
}
