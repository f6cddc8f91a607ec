import type { CoinPurchaseRes, OrderInfo, VipPickRow } from '@contract/api/money'
import type { CouponStatus, PurchaseKind, VipPickKind, VipPlanId } from '@contract/money-rules'
import { request, type RequestOptions } from '@/services/request'
import { API_BASE } from '@/services/config'
import { extensionServed, whenExtensionsKnown } from '@/services/backendExtensions'
import type { PayGateway, PayTarget } from '@/platform/payment'

/**
 * The money calls (types/api/money.ts): wallet, catalogue, orders and payments, coin purchases,
 * VIP picks, check-in, coupons, withdrawal. Amounts come from the server; nothing here sends one
 * except the withdrawal the user types.
 */

/** pages show their own loading and error states: no toast for reads */
const QUIET = { silent: true } as const

/** the wallet summary; `toasts` when a failure is not shown on the page (the buy modal) */
export const fetchWallet = (opts: RequestOptions = QUIET) => request('api/Apis/zmzh', {}, opts)
export const fetchCatalogue = () => request('api/Apis/chongzhi_vip_zb', {}, QUIET)
export const fetchPayMethods = () => request('api/Apis/zfzhibiao', {}, QUIET)

// ---- orders paid with money ----
export const createVipOrder = (planId: VipPlanId, couponId: number | null) =>
  request('api/Wechat/buy_vip', { plan_id: planId, coupon_id: couponId ?? undefined }, { loading: '下单中' })

/** an order to pay: one made already, or a new one from a product (a coin package) */
export type { PayTarget } from '@/platform/payment'

export const requestWechatPay = (target: PayTarget) => request('api/Wechat/pay', target, { loading: '正在发起支付' })
export const requestAlipay = (target: PayTarget) => request('api/Wechat/zfb', target, { loading: '正在发起支付' })
export const requestVirtualPay = (target: PayTarget) => request('api/Wechat/virtual_pay', target, { loading: '正在发起支付' })
export const cancelVirtualPay = (orderNo: string) => request('api/Wechat/virtual_cancel', { order_no: orderNo }, QUIET)
/** what the platform's payOrder needs: the server's payment calls and the base of its cashier paths */
export const payGateway: PayGateway = {
  wechat: requestWechatPay, alipay: requestAlipay, virtual: requestVirtualPay, virtualCancel: cancelVirtualPay, virtualServed, apiBase: API_BASE,
}

/** virtual payment is an extension (its surface and its two calls): unknown still counts as served, as before the probe existed */
async function virtualServed(): Promise<boolean> {
  await whenExtensionsKnown()
  return extensionServed('virtualPayment') !== false && extensionServed('api/Wechat/virtual_pay') !== false
}
export const queryOrder = (orderNo: string): Promise<OrderInfo> => request('api/Wechat/query_order', { order_no: orderNo }, QUIET)

// ---- coin purchases ----
/** what coins can buy: an expert's prediction (pay_zjfb) or one VIP pick (pay_jx) */
export type CoinPurchaseTarget = { kind: 'prediction'; id: number } | { kind: 'vipPick'; id: number }

/** the same `orderNo` again never charges again (the server answers the first outcome) */
export function buyWithCoins(target: CoinPurchaseTarget, orderNo: string): Promise<CoinPurchaseRes> {
  return target.kind === 'prediction'
    ? request('api/Wechat/pay_zjfb', { prediction_id: target.id, order_no: orderNo }, { loading: '购买中' })
    : request('api/Wechat/pay_jx', { pick_id: target.id, order_no: orderNo }, { loading: '购买中' })
}

// ---- VIP picks ----
export type VipPickList = Awaited<ReturnType<typeof fetchVipPicks>>

/** 二合一 (jxdc_list) or 单场 (sd_list) picks of a Beijing day ('all': every day, newest first) */
export function fetchVipPicks(kind: VipPickKind, page: number, limit: number, date?: string) {
  const path = kind === 'double' ? 'api/ConfirmedOrder/jxdc_list' : 'api/ConfirmedOrder/sd_list'
  return request(path, { page, limit, date }, QUIET)
}

export function fetchVipPick(kind: VipPickKind, id: number): Promise<VipPickRow> {
  return request(kind === 'double' ? 'api/ConfirmedOrder/jxdc_xq' : 'api/ConfirmedOrder/sd_xq', { id }, QUIET)
}

// ---- check-in ----
export const checkIn = () => request('api/Apis/daily_check_in', {}, { loading: '签到中' })
export const fetchCheckInMonth = (month?: string) => request('api/Apis/daily_check_in_month', { month }, QUIET)

// ---- coupons ----
export const fetchMyCoupons = (status: CouponStatus, page: number, limit: number, productId?: string) =>
  request('api/Apis/get_user_coupon', { status, page, limit, product_id: productId }, QUIET)
export const fetchCouponCenter = (page: number, limit: number) => request('api/Apis/coupon_center', { page, limit }, QUIET)
export const claimCoupon = (batchId: number) => request('api/Apis/claim_coupon', { batch_id: batchId }, { loading: '领取中' })

// ---- expert withdrawal ----
export const requestWithdrawal = (amountYuan: string, account: string) =>
  request('api/Apis/Expert_gold_coin_withdrawal', { amount: amountYuan, account }, { loading: '提交中' })
export const fetchWithdrawals = (page: number, limit: number) => request('api/Apis/withdrawal_list', { page, limit }, QUIET)

// ---- what was bought, the ledger, an expert's sales ----
/** the ledger's filters: every row, coins, the cash balance, payments with real money */
export type LedgerFilter = 'all' | 'coin' | 'money' | 'cash'

/** predictions, VIP picks and memberships bought, newest first (`kind` narrows to one of them) */
export const fetchPurchases = (kind: PurchaseKind | undefined, page: number, limit: number) =>
  request('api/Wechat/purchase_list', { page, limit, kind }, QUIET)
/** the coin and money ledger, newest first */
export const fetchLedger = (kind: LedgerFilter, page: number, limit: number) => request('api/user/mx', { page, limit, kind }, QUIET)
/** an expert's earnings per sale (predictions and VIP shares), newest first */
export const fetchExpertSales = (page: number, limit: number) => request('api/Apis/expert_sales', { page, limit }, QUIET)
