import { VIP_PLAN_IDS } from '@contract/money-rules'
import { routeUrl } from '@/navigation/routes'

/** what a coupon says it is for (get_user_coupon: `applies_to`, `product_ids`) */
export interface CouponScope {
  applies_to: 'topup' | 'vip'
  product_ids: readonly string[]
}

/**
 * Where a coupon is spent (its 去使用): a top-up coupon opens the wallet's top-up with its first
 * pack chosen, a VIP coupon the VIP page with its plan (vip_quarter → quarter).
 */
export function couponUseUrl(c: CouponScope): string {
  const first = c.product_ids[0]
  if (c.applies_to === 'topup') return routeUrl('wallet', { product_id: first })
  const plan = VIP_PLAN_IDS.find((p) => first === `vip_${p}`)
  return routeUrl('buyVip', { plan })
}
