/**
 * Money rules both the app and the server use: prices, plans, rewards, limits, labels.
 * Deliberately free of zod: the app imports values from here and only types from
 * types/api/money.ts. The server decides every amount from these tables; a client never sends one.
 *
 * Units: real money is integer **fen** (分, fields named `*_fen`); coins are whole gold coins.
 */

// ---- units ----
/** what one gold coin is worth in fen (a 6 元 package buys 60 coins) */
export const COIN_VALUE_FEN = 10

/** '¥25.00' style text of a fen amount (no float drift: integer arithmetic) */
export function fenToYuanText(fen: number): string {
  const sign = fen < 0 ? '-' : ''
  const abs = Math.abs(Math.trunc(fen))
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/**
 * fen of a yuan amount typed by a person ('50', '50.5', '50.05'); null when it is not a positive
 * amount with at most two decimals. Parsed as text, so 0.1 + 0.2 problems never arise.
 */
export function yuanTextToFen(text: string): number | null {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim())
  if (!m) return null
  const fen = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'))
  return fen > 0 ? fen : null
}

// ---- client-made order keys (pay_zjfb, pay_jx) ----
/** 8–64 of [A-Za-z0-9_-]: the idempotency key of a coin purchase, made by the client */
export const ORDER_NO_RE = /^[A-Za-z0-9_-]{8,64}$/
export const ORDER_NO_MESSAGE = '订单号 order_no 应为 8–64 位字母、数字、下划线或短横线'

// ---- orders paid with real money (VIP plans, coin packages) ----
/** an unpaid order closes this long after it was created (its coupon comes back) */
export const ORDER_TIMEOUT_MS = 15 * 60_000

/** created → paid | closed (15 minutes unpaid); paid → refunded (operator) */
export const ORDER_STATUSES = ['created', 'paid', 'closed', 'refunded'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]
export const ORDER_STATUS_TEXT: Record<OrderStatus, string> = {
  created: '待支付',
  paid: '已支付',
  closed: '已关闭',
  refunded: '已退款',
}

export const PAY_METHODS = ['wechat', 'alipay'] as const
export type PayMethod = (typeof PAY_METHODS)[number]
export const PAY_METHOD_TEXT: Record<PayMethod, string> = { wechat: '微信支付', alipay: '支付宝' }

/** what an order buys */
export const PRODUCT_KINDS = ['vip', 'coins'] as const
export type ProductKind = (typeof PRODUCT_KINDS)[number]

// ---- VIP plans ----
export const VIP_PLAN_IDS = ['month', 'quarter', 'year'] as const
export type VipPlanId = (typeof VIP_PLAN_IDS)[number]
export interface VipPlan {
  id: VipPlanId
  /** 月卡 / 季卡 / 年卡 */
  name: string
  /** VIP time added, from the later of now and the current expiry */
  days: number
  price_fen: number
}
export const VIP_PLANS: readonly VipPlan[] = [
  { id: 'month', name: '月卡', days: 30, price_fen: 3000 },
  { id: 'quarter', name: '季卡', days: 90, price_fen: 8000 },
  { id: 'year', name: '年卡', days: 365, price_fen: 28800 },
]
export const vipPlanOf = (id: string): VipPlan | undefined => VIP_PLANS.find((p) => p.id === id)

// ---- coin packages (top-up) ----
export const COIN_PACKAGE_IDS = ['coins_60', 'coins_180', 'coins_680', 'coins_1280'] as const
export type CoinPackageId = (typeof COIN_PACKAGE_IDS)[number]
export interface CoinPackage {
  id: CoinPackageId
  /** coins credited, bonus included */
  coins: number
  /** of which bonus (shown as 赠 N) */
  bonus_coins: number
  price_fen: number
}
export const COIN_PACKAGES: readonly CoinPackage[] = [
  { id: 'coins_60', coins: 60, bonus_coins: 0, price_fen: 600 },
  { id: 'coins_180', coins: 180, bonus_coins: 0, price_fen: 1800 },
  { id: 'coins_680', coins: 710, bonus_coins: 30, price_fen: 6800 },
  { id: 'coins_1280', coins: 1380, bonus_coins: 100, price_fen: 12800 },
]
export const coinPackageOf = (id: string): CoinPackage | undefined => COIN_PACKAGES.find((p) => p.id === id)

/** product ids an order can be made from: a VIP plan (`vip_month`...) or a coin package (`coins_60`...) */
export const vipProductId = (plan: VipPlanId): string => `vip_${plan}`

// ---- virtual payment (the mini program, issue 25) ----
/**
 * wx.requestVirtualPayment's `mode`, as WeChat names them: coin packages are 代币充值
 * (short_series_coin), VIP plans 道具直购 (short_series_goods). H5 and RN pay at the cashier.
 */
export const VIRTUAL_PAY_MODES = ['short_series_coin', 'short_series_goods'] as const
export type VirtualPayMode = (typeof VIRTUAL_PAY_MODES)[number]
/** what the mini program says on an iPhone/iPad where WeChat cannot take a virtual payment */
export const VIRTUAL_PAY_IOS_MESSAGE = '当前 iOS 微信版本暂不支持购买，请将微信升级到 8.0.68 及以上（iOS 15 及以上），或在安卓手机、电脑微信中购买'
/** a discount in a virtual payment may not go below this share of the price (WeChat's activitySellingPrice floor) */
export const VIRTUAL_PAY_MIN_PRICE_PERCENT = 40

// ---- predictions sold for coins ----
/** the expert's share of a prediction sale, in percent; the income is credited in fen */
export const EXPERT_SHARE_PERCENT = 70
/** the expert's income in fen from a sale of `priceCoins` (rounded down) */
export const expertShareFen = (priceCoins: number): number => Math.floor((priceCoins * COIN_VALUE_FEN * EXPERT_SHARE_PERCENT) / 100)

// ---- VIP picks (ConfirmedOrder jxdc_* / sd_*) ----
/** 二合一 (two matches in one pick) and 单场 (one match) */
export const VIP_PICK_KINDS = ['double', 'single'] as const
export type VipPickKind = (typeof VIP_PICK_KINDS)[number]
export const VIP_PICK_KIND_TEXT: Record<VipPickKind, string> = { double: '二合一', single: '单场' }
/** what a non-VIP pays in coins to read one VIP pick (pay_jx) */
export const VIP_PICK_PRICE: Record<VipPickKind, number> = { double: 38, single: 18 }

// ---- daily check-in ----
/** coins for day 1..7 of a streak; day 7 and later earn the last value. A missed Beijing day restarts at day 1 */
export const CHECKIN_REWARDS: readonly number[] = [5, 5, 10, 10, 15, 15, 30]
export const checkinReward = (streak: number): number => CHECKIN_REWARDS[Math.min(Math.max(streak, 1), CHECKIN_REWARDS.length) - 1]
export const CHECKIN_ALREADY_MESSAGE = '今日已签到'

// ---- coupons ----
export const COUPON_STATUSES = ['unused', 'used', 'expired'] as const
export type CouponStatus = (typeof COUPON_STATUSES)[number]
export const COUPON_STATUS_TEXT: Record<CouponStatus, string> = { unused: '未使用', used: '已使用', expired: '已过期' }
/** '满30减5' */
export const couponRuleText = (amountFen: number, thresholdFen: number): string =>
  `满${fenToYuanText(thresholdFen).replace(/\.00$/, '')}减${fenToYuanText(amountFen).replace(/\.00$/, '')}`

/** what a coupon batch applies to: coin packs (top-up) or VIP plans */
export const COUPON_APPLIES_TO = ['topup', 'vip'] as const
export type CouponAppliesTo = (typeof COUPON_APPLIES_TO)[number]
/** what a coupon pays for, said as a use (购买VIP可用), not as who may use it (VIP会员可用 read as members only) */
export const COUPON_APPLIES_TO_TEXT: Record<CouponAppliesTo, string> = { topup: '充值金币可用', vip: '购买VIP可用' }
/** whether a coupon of this batch may pay for this product id (empty product_ids = every product of its kind) */
export function couponFitsProduct(appliesTo: CouponAppliesTo, productIds: readonly string[], productId: string): boolean {
  const isTopUp = (COIN_PACKAGE_IDS as readonly string[]).includes(productId)
  const isVip = VIP_PLAN_IDS.some((p) => vipProductId(p) === productId)
  if (appliesTo === 'topup' ? !isTopUp : !isVip) return false
  return productIds.length === 0 || productIds.includes(productId)
}
export const COUPON_NOT_FOR_PRODUCT_MESSAGE = '该优惠券不适用于此商品'

// ---- purchases (api/Wechat/purchase_list) ----
/** what 已购 lists: predictions and VIP picks bought with coins, VIP memberships bought with money */
export const PURCHASE_KINDS = ['prediction', 'vip_pick', 'vip'] as const
export type PurchaseKind = (typeof PURCHASE_KINDS)[number]

/** what a ledger row (api/user/mx `item.kind`) paid for or came from */
export const LEDGER_ITEM_KINDS = [
  'prediction', 'vip_pick', 'vip', 'topup', 'checkin', 'withdrawal', 'refund', 'prediction_sale', 'vip_share', 'other',
] as const
export type LedgerItemKind = (typeof LEDGER_ITEM_KINDS)[number]

// ---- expert sales (api/Apis/expert_sales) ----
/** a sold prediction, or the expert's share of a sold VIP pick that included their prediction */
export const EXPERT_SALE_KINDS = ['prediction', 'vip_share'] as const
export type ExpertSaleKind = (typeof EXPERT_SALE_KINDS)[number]
export const EXPERT_SALE_KIND_TEXT: Record<ExpertSaleKind, string> = { prediction: '方案销售', vip_share: 'VIP精选分成' }
/** paid: credited to the cash balance; held: waits for the result (不中退); refunded: the buyer got the coins back */
export const EXPERT_SALE_STATUSES = ['paid', 'held', 'refunded'] as const
export type ExpertSaleStatus = (typeof EXPERT_SALE_STATUSES)[number]
export const EXPERT_SALE_STATUS_TEXT: Record<ExpertSaleStatus, string> = { paid: '已入账', held: '待结算', refunded: '已退款' }
/** of a VIP pick sold for coins, this percent of its price is shared equally among the experts of its legs */
export const VIP_PICK_EXPERT_SHARE_PERCENT = 50

// ---- expert withdrawal (cash income, fen) ----
/** the least an expert may withdraw: 50 元 */
export const WITHDRAW_MIN_FEN = 5000
export const WITHDRAW_STATUSES = ['pending', 'paid', 'rejected'] as const
export type WithdrawStatus = (typeof WITHDRAW_STATUSES)[number]
export const WITHDRAW_STATUS_TEXT: Record<WithdrawStatus, string> = { pending: '审核中', paid: '已打款', rejected: '已驳回' }

// ---- messages the server answers (the app may show them before sending) ----
export const PAY_MODULE_OFF_MESSAGE = '支付功能暂未开放'
export const NOT_ENOUGH_COINS_MESSAGE = '金币不足'
/** a prediction is sold only before its (first) match kicks off */
export const PREDICTION_SALE_CLOSED_MESSAGE = '比赛已开赛，方案已停止销售'
/** a prediction that is part of a sold VIP pick stays as the buyers bought it */
export const PREDICTION_IN_SOLD_PICK_MESSAGE = '该方案已被选入VIP精选并售出，不能再修改或删除'
/** the pay module is off: the cashier, the Alipay page and the payment notification refuse */
export const PAY_MODULE_OFF_ORDER_MESSAGE = '支付功能已关闭，订单已关闭'

// ---- ledger titles (api/user/mx `title`), one place so pages and tests agree ----
export const LEDGER_TITLES = {
  topUp: '充值金币',
  buyPrediction: '购买方案',
  predictionIncome: '方案收入',
  refundOnMiss: '不中退款',
  buyVipPick: '购买VIP精选',
  checkin: '每日签到',
  withdraw: '提现',
  withdrawReturned: '提现退回',
  orderRefund: '订单退款',
  vipPickShare: 'VIP精选分成',
  buyVip: '购买VIP',
  // a charge the server did not keep, refunded at once to the channel that took it (收支明细 only)
  secondChargeRefunded: '重复支付，已自动退款',
  closedChargeRefunded: '订单已关闭，已自动退款',
  misfitChargeRefunded: '支付信息不符，已自动退款',
} as const

/**
 * Paths outside the form-encoded endpoint table (browser page flows, served as HTML or redirects):
 * - GET `api/Wechat/doalipay?order_no=...&return=<url>`: the Alipay page flow; redirects (302) to the cashier.
 * - GET `cashier?order_no=...&return=<url>`: the stand-in's sandbox cashier page (amount, product,
 *   确认支付 / 取消). Confirming marks the order paid through the payment notification, then both
 *   buttons go to `return` (default: the H5 app's paySuccess page for the order).
 * Both are relative to the API base, like every endpoint path.
 */
export const DOALIPAY_PATH = 'api/Wechat/doalipay'
export const CASHIER_PATH = 'cashier'
/** the app's result route (hash route on H5) the cashier returns to by default */
export const PAY_SUCCESS_ROUTE = 'pages/msyng/withdraw/paySuccess'
/** paySuccess polls query_order this often while the order is `created`, for at most PAY_POLL_MAX_MS */
export const PAY_POLL_INTERVAL_MS = 2000
export const PAY_POLL_MAX_MS = 60_000
