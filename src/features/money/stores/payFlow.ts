import Taro from '@tarojs/taro'
import type { PayMethod } from '@contract/money-rules'
import { routeUrl } from '@/navigation/routes'
import { ALIPAY_CHECKOUT, payNoticeHere, payOrder, TOPUP_COUPONS_HERE } from '@/platform/payment'
import { payGateway, requestAlipay, type PayTarget } from '@/features/money/services/money'

/**
 * After an order exists (or from a product): pay it the way this build pays, then show the result.
 * Resolves with what to say when the order stays unpaid (the page shows it), null otherwise.
 */
export async function payAndShowResult(method: PayMethod, target: PayTarget): Promise<string | null> {
  const outcome = await payOrder(method, target, payGateway)
  switch (outcome.kind) {
    case 'paid':
    case 'returned':
      await Taro.redirectTo({ url: routeUrl('payResult', { order_no: outcome.orderNo }) })
      return null
    case 'redirected':
      return null
    case 'unpaid':
      return outcome.message
  }
}

/** whether a coin top-up takes a coupon in this build (not in the mini program's virtual payment) */
export const topUpCouponsOffered = TOPUP_COUPONS_HERE

/** what the checkout says instead of paying on a device that cannot pay (an older iPhone in the mini program), else null */
export const payNotice = (): string | null => payNoticeHere()


/** opens this build's Alipay checkout page for an order */
export function openAlipayCheckout(orderNo: string): void {
  if (ALIPAY_CHECKOUT) void Taro.navigateTo({ url: routeUrl(ALIPAY_CHECKOUT, { order_no: orderNo }) })
}

/**
 * Pays an order with the chosen method: WeChat at once, Alipay through its checkout page (order
 * summary, time left, then Alipay). A product (coin package) becomes an order first.
 */
export async function startPayment(method: PayMethod, target: PayTarget): Promise<string | null> {
  if (method === 'wechat') return payAndShowResult('wechat', target)
  const orderNo = 'order_no' in target ? target.order_no : (await requestAlipay(target)).order.order_no
  openAlipayCheckout(orderNo)
  return null
}
