import { z } from 'zod'
import { defineEndpoints } from '../endpoint'
import { ledgerEntry } from './account'
import { pageReq, paged, zId } from '../common'
import { matchRow } from '../football'
import { expertSummary, PREDICTION_PLAYS } from '../prediction'
import {
  CHECKIN_ALREADY_MESSAGE, COIN_PACKAGE_IDS, COUPON_APPLIES_TO, COUPON_STATUSES, EXPERT_SALE_KINDS, EXPERT_SALE_STATUSES, PURCHASE_KINDS, ORDER_NO_MESSAGE, ORDER_NO_RE, ORDER_STATUSES, PAY_METHODS,
  PRODUCT_KINDS, VIP_PICK_KINDS, VIP_PLAN_IDS, VIRTUAL_PAY_MODES, WITHDRAW_STATUSES,
} from '../money-rules'

/**
 * Money (issue 10): orders paid with real money through WeChat Pay / Alipay (sandbox cashier on the
 * stand-in), coin purchases of predictions and VIP picks, the VIP picks themselves, coupons, daily
 * check-in, expert withdrawal. Values the app shows (plans, packages, reward table, limits, labels)
 * live in the zod-free `types/money-rules.ts`.
 *
 * Paths. docs/product/api.md "Payments and other" reads as three groups, controller then actions, like
 * "ConfirmedOrder jxdc_list ..." and "Apis daily_check_in ...": "Wechat pay, zfb, buy_vip, pay_zjfb,
 * pay_jx, GET doalipay, query_order" are the actions of `api/Wechat/`:
 *   api/Wechat/pay, api/Wechat/zfb, api/Wechat/buy_vip, api/Wechat/pay_zjfb, api/Wechat/pay_jx,
 *   GET api/Wechat/doalipay, api/Wechat/query_order;
 *   api/ConfirmedOrder/{jxdc_list, jxdc_xq, sd_list, sd_xq};
 *   api/Apis/{daily_check_in, get_user_coupon, Expert_gold_coin_withdrawal, chongzhi_vip_zb, zfzhibiao, zmzh}.
 * Added beside them (extensions, for needs no path above covers): api/Wechat/order_list (my orders),
 * api/Wechat/virtual_pay + virtual_cancel (the mini program's virtual payment, issue 25),
 * api/Wechat/purchase_list (已购: predictions, VIP picks, VIP bought), api/Apis/expert_sales (an expert's sales),
 * api/Apis/daily_check_in_month (the month's checked days), api/Apis/coupon_center + claim_coupon
 * (coupons on offer, claiming one), api/Apis/withdrawal_list (my withdrawals).
 * What these answer: `zfzhibiao` (支付指标) answers the payment methods available now;
 * `zmzh` (账户总览) answers the caller's wallet summary; `get_user_coupon` lists the caller's coupons.
 *
 * Units: real money is integer fen (`*_fen`); coins are whole coins; times are Unix ms; Beijing days
 * are 'YYYY-MM-DD'. The server decides every amount: an order is made from a product id, never from
 * an amount the client sends.
 *
 * Flows.
 * - Money order: `buy_vip` (a VIP plan, optional coupon) makes an order; then `pay` (WeChat) or `zfb`
 *   (Alipay) for that `order_no`. `pay` / `zfb` may instead take a `product_id` (a coin package
 *   `coins_60`... or `vip_month`...) and make the order themselves (the wallet's top-up).
 *   Mini program: `Taro.requestPayment(pay.pay_params)`. H5 / RN web view: open
 *   `API_BASE + cashier_path + '&return=' + encodeURIComponent(<paySuccess URL>)` (or for Alipay the
 *   same with `pay_path`, which redirects to the cashier). The cashier returns to `return`; paySuccess
 *   shows `query_order`, polling while `created` (PAY_POLL_INTERVAL_MS, at most PAY_POLL_MAX_MS).
 *   An order unpaid for 15 minutes reads as `closed` and its coupon comes back.
 * - Coin purchase: `pay_zjfb` / `pay_jx` with a client-made `order_no` (ORDER_NO_RE): the same key
 *   again answers the first outcome and never charges again; one purchase per user and item.
 * - Buying needs the pay-module flag on (else PAY_MODULE_OFF_MESSAGE) and a real-name verified
 *   adult (else code -2). Check-in and claiming coupons need neither.
 *
 * Operator endpoints (header `x-admin-token`, outside this table):
 * - POST /admin/coupons {name, amount_fen, threshold_fen, stock, per_user_limit, starts_at?, ends_at}
 *   issues a coupon batch -> {id}.
 * - GET /admin/withdrawals?status=pending lists requests; POST /admin/withdrawals {id, action: pay|reject,
 *   reason?} decides one (a rejection returns the amount to the expert's cash balance).
 * - POST /admin/orders {order_no, action: refund} refunds a paid order (paid -> refunded).
 * Sandbox payment provider (outside this table): POST /pay/notify {order_no, amount_fen, method,
 * trade_no, sign}: the payment notification, signed HMAC-SHA256 with the sandbox key (see
 * mocks/features/money/services/payments.ts); idempotent, refused when the amount differs from the order's.
 */

const orderNo = z.string({ error: '缺少订单号 order_no' }).trim().regex(ORDER_NO_RE, ORDER_NO_MESSAGE)

// ---- money orders ----
export const orderInfo = z.object({
  order_no: z.string(),
  product_kind: z.enum(PRODUCT_KINDS),
  /** vip_month / vip_quarter / vip_year / coins_60 ... */
  product_id: z.string(),
  /** Chinese product name, e.g. VIP月卡, 60金币 */
  title: z.string(),
  /** list price */
  original_fen: z.number().int(),
  /** the coupon's discount, 0 without one */
  discount_fen: z.number().int(),
  /** what is paid: original_fen - discount_fen */
  amount_fen: z.number().int(),
  /** the user coupon used (get_user_coupon id), null without one */
  coupon_id: z.number().int().nullable(),
  status: z.enum(ORDER_STATUSES),
  /** 待支付 / 已支付 / 已关闭 / 已退款 */
  status_text: z.string(),
  /** how it was paid; null until paid */
  pay_method: z.enum(PAY_METHODS).nullable(),
  created_at: z.number().int(),
  /** when an unpaid order closes (created_at + 15 minutes) */
  expires_at: z.number().int(),
  paid_at: z.number().int().nullable(),
  /** coins the order credits (coin packages), 0 for VIP */
  coins: z.number().int(),
  /** VIP days the order adds, 0 for coin packages */
  vip_days: z.number().int(),
  /** the caller's VIP expiry now (after a paid VIP order: the extended one); null when never VIP */
  vip_expire_at: z.number().int().nullable(),
  /** the caller's coin balance now */
  balance_coins: z.number().int(),
})
export type OrderInfo = z.infer<typeof orderInfo>

/** an order to pay: an existing one (`order_no`) or a new one made from `product_id` (+ optional coupon) */
const payReq = z
  .object({
    order_no: orderNo.optional(),
    product_id: z.string().trim().min(1, '缺少商品 product_id').optional(),
    coupon_id: zId.optional(),
  })
  .refine((v) => (v.order_no === undefined) !== (v.product_id === undefined), { message: '请提供订单号 order_no 或商品 product_id 之一', path: ['order_no'] })

/** what Taro.requestPayment / wx.requestPayment takes (WeChat Pay JSAPI v2, signType MD5) */
export const wechatPayParams = z.object({
  appId: z.string(),
  timeStamp: z.string(),
  nonceStr: z.string(),
  /** 'prepay_id=...' */
  package: z.string(),
  signType: z.literal('MD5'),
  paySign: z.string(),
})
export type WechatPayParams = z.infer<typeof wechatPayParams>

export const wechatPayRes = z.object({
  order: orderInfo,
  pay_params: wechatPayParams,
  /** the sandbox cashier for this order, relative to the API base ('cashier?order_no=...'): H5 and RN pay here */
  cashier_path: z.string(),
})
export type WechatPayRes = z.infer<typeof wechatPayRes>

/**
 * What wx.requestVirtualPayment takes (the mini program's virtual payment, issue 25): `sign_data` is
 * the JSON text WeChat reads (offerId, buyQuantity, env, currencyType, outTradeNo, attach; productId
 * and goodsPrice for goods), passed on byte for byte; `pay_sig` = HMAC-SHA256(app key,
 * 'requestVirtualPayment&' + sign_data) and `signature` = HMAC-SHA256(session key, sign_data), hex.
 */
export const virtualPayRes = z.object({
  order: orderInfo,
  /** short_series_coin (金币: 代币充值) or short_series_goods (VIP: 道具直购) */
  mode: z.enum(VIRTUAL_PAY_MODES),
  sign_data: z.string(),
  pay_sig: z.string(),
  signature: z.string(),
})
export type VirtualPayRes = z.infer<typeof virtualPayRes>

export const alipayRes = z.object({
  order: orderInfo,
  /** the Alipay page flow, relative to the API base ('api/Wechat/doalipay?order_no=...'): a GET that redirects to the cashier */
  pay_path: z.string(),
  /** the cashier itself, relative to the API base */
  cashier_path: z.string(),
})
export type AlipayRes = z.infer<typeof alipayRes>

// ---- coin purchases ----
export const coinPurchaseRes = z.object({
  /** the key the purchase is recorded under (the first one when the item was already bought) */
  order_no: z.string(),
  status: z.literal('paid'),
  /** the caller's coin balance after the purchase */
  coins: z.number().int(),
  /** coins it cost */
  price: z.number().int(),
})
export type CoinPurchaseRes = z.infer<typeof coinPurchaseRes>

// ---- VIP picks (二合一 jxdc_*, 单场 sd_*) ----
export const vipPickLeg = z.object({
  prediction_id: z.number().int(),
  match: matchRow,
  expert: expertSummary,
  play: z.enum(PREDICTION_PLAYS),
  /** the expert's headline */
  title: z.string(),
  /** pick in words and its odds; null while the caller may not read the pick */
  pick_text: z.string().nullable(),
  odds: z.number().nullable(),
  win_or_not: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
})
export type VipPickLeg = z.infer<typeof vipPickLeg>

export const vipPickRow = z.object({
  id: z.number().int(),
  kind: z.enum(VIP_PICK_KINDS),
  /** Beijing day the pick is for */
  date: z.string(),
  /** e.g. 二合一 · 英超 + 西甲 */
  title: z.string(),
  /** shown to everyone: what the pick is about, never the pick */
  teaser: z.string(),
  /** coins a non-VIP pays to read it (pay_jx) */
  price: z.number().int(),
  /** the caller may read the picks: VIP, bought it, or every match has finished */
  unlocked: z.boolean(),
  /** the caller bought it with coins */
  purchased: z.boolean(),
  /** 0 pending, 1 every leg hit (or pushed), 2 a leg missed, 3 every leg pushed */
  win_or_not: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  /** product of the legs' odds (two decimals); null while locked */
  combined_odds: z.number().nullable(),
  /** first kickoff among the legs, Unix ms */
  start_at: z.number().int(),
  /** the legs; their pick_text / odds are null while locked */
  legs: z.array(vipPickLeg),
})
export type VipPickRow = z.infer<typeof vipPickRow>

const vipPickListReq = pageReq.extend({
  /** a Beijing day 'YYYY-MM-DD' (default today), or 'all': every day's picks, newest day first */
  date: z.union([z.literal('all'), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期 date 应为 YYYY-MM-DD 或 all')]).optional(),
})
export const vipPickListRes = paged(vipPickRow).extend({
  /** the caller is VIP now (reads every pick) */
  is_vip: z.boolean(),
  vip_expire_at: z.number().int().nullable(),
})

// ---- check-in ----
export const checkInRes = z.object({
  /** consecutive Beijing days including today */
  streak: z.number().int(),
  /** coins earned now (CHECKIN_REWARDS) */
  reward: z.number().int(),
  /** the new coin balance */
  coins: z.number().int(),
  /** the Beijing day checked in */
  date: z.string(),
})
export type CheckInRes = z.infer<typeof checkInRes>

export const checkInMonthRes = z.object({
  /** 'YYYY-MM' */
  month: z.string(),
  /** today, Beijing 'YYYY-MM-DD' */
  today: z.string(),
  /** the checked days of the month, 'YYYY-MM-DD' ascending */
  checked_days: z.array(z.string()),
  checked_today: z.boolean(),
  /** the current streak (0 when neither today nor yesterday was checked) */
  streak: z.number().int(),
  /** what checking in today earns (or earned) */
  today_reward: z.number().int(),
  /** the reward table of days 1..7 */
  rewards: z.array(z.number().int()),
  coins: z.number().int(),
})
export type CheckInMonthRes = z.infer<typeof checkInMonthRes>

// ---- coupons ----
export const userCoupon = z.object({
  /** the user's coupon id (coupon_id of buy_vip / pay / zfb) */
  id: z.number().int(),
  batch_id: z.number().int(),
  name: z.string(),
  amount_fen: z.number().int(),
  /** the order must be at least this much (list price) */
  threshold_fen: z.number().int(),
  /** 满30减5 */
  rule_text: z.string(),
  valid_from: z.number().int(),
  valid_until: z.number().int(),
  status: z.enum(COUPON_STATUSES),
  status_text: z.string(),
  /** the order it paid for (or is held by while that order is unpaid) */
  order_no: z.string().nullable(),
  claimed_at: z.number().int(),
  /** what it pays for: coin packs (top-up) or VIP plans */
  applies_to: z.enum(COUPON_APPLIES_TO),
  /** the product ids it fits (coins_60 ..., vip_quarter ...); empty = every product of that kind */
  product_ids: z.array(z.string()),
})
export type UserCoupon = z.infer<typeof userCoupon>

export const couponBatch = z.object({
  id: z.number().int(),
  name: z.string(),
  amount_fen: z.number().int(),
  threshold_fen: z.number().int(),
  rule_text: z.string(),
  starts_at: z.number().int(),
  ends_at: z.number().int(),
  /** coupons left to claim */
  stock_left: z.number().int(),
  per_user_limit: z.number().int(),
  /** how many of this batch the caller holds (0 without a token) */
  claimed_by_me: z.number().int(),
  /** the caller may claim one now */
  can_claim: z.boolean(),
  applies_to: z.enum(COUPON_APPLIES_TO),
  /** empty = every product of that kind */
  product_ids: z.array(z.string()),
})
export type CouponBatch = z.infer<typeof couponBatch>

// ---- purchases (已购) ----
export const purchaseRow = z.object({
  /** the purchase's id within its kind (kind + id is unique: use both as a list key) */
  id: z.number().int(),
  kind: z.enum(PURCHASE_KINDS),
  /** what opens it: the prediction id (zjfb_xq), the VIP pick id (jxdc_xq / sd_xq); for vip the order's id (open query_order with order_no) */
  item_id: z.number().int(),
  /** the prediction's or pick's title, or the plan name (VIP月卡) */
  title: z.string(),
  /** cash paid in 元 (two decimals), 0 for coin purchases */
  price: z.number(),
  /** coins spent, 0 for cash */
  coins: z.number().int(),
  /** Unix ms */
  paid_at: z.number().int(),
  order_no: z.string(),
})
export type PurchaseRow = z.infer<typeof purchaseRow>

// ---- expert sales (the wallet's earnings per sale) ----
export const expertSaleRow = z.object({
  id: z.number().int(),
  kind: z.enum(EXPERT_SALE_KINDS),
  /** the prediction id (prediction) or the VIP pick id (vip_share) */
  item_id: z.number().int(),
  title: z.string(),
  /** coins the buyer paid (for vip_share: the pick's price) */
  coins: z.number().int(),
  /** the expert's share in fen (0 while held or once refunded) */
  share_fen: z.number().int(),
  status: z.enum(EXPERT_SALE_STATUSES),
  /** Unix ms of the sale */
  at: z.number().int(),
})
export type ExpertSaleRow = z.infer<typeof expertSaleRow>

// ---- withdrawal ----
export const withdrawal = z.object({
  id: z.number().int(),
  amount_fen: z.number().int(),
  /** the payee account, masked (e.g. 138****8000) */
  account: z.string(),
  status: z.enum(WITHDRAW_STATUSES),
  status_text: z.string(),
  /** why it was rejected, '' otherwise */
  reason: z.string(),
  created_at: z.number().int(),
  decided_at: z.number().int().nullable(),
})
export type Withdrawal = z.infer<typeof withdrawal>

// ---- catalogue, pay methods, wallet ----
export const vipPlanRow = z.object({
  id: z.enum(VIP_PLAN_IDS),
  /** product id for pay / zfb: vip_month ... */
  product_id: z.string(),
  name: z.string(),
  days: z.number().int(),
  price_fen: z.number().int(),
})
export const coinPackageRow = z.object({
  id: z.enum(COIN_PACKAGE_IDS),
  product_id: z.string(),
  coins: z.number().int(),
  bonus_coins: z.number().int(),
  price_fen: z.number().int(),
})
export const catalogueRes = z.object({
  vip_plans: z.array(vipPlanRow),
  coin_packages: z.array(coinPackageRow),
  /** the caller's VIP state (false / null without a token) */
  is_vip: z.boolean(),
  vip_expire_at: z.number().int().nullable(),
})
export type Catalogue = z.infer<typeof catalogueRes>

export const payMethodsRes = z.object({
  /** the pay-module flag: false = nothing may be bought (every buying entry hidden) */
  pay_module: z.boolean(),
  methods: z.array(z.object({ id: z.enum(PAY_METHODS), name: z.string(), enabled: z.boolean() })),
  /** buying needs a real-name verified adult; null without a token */
  realname_verified: z.boolean().nullable(),
})
export type PayMethods = z.infer<typeof payMethodsRes>

export const walletSummary = z.object({
  coins: z.number().int(),
  /** cash income (experts), fen */
  cash_fen: z.number().int(),
  is_expert: z.boolean(),
  is_vip: z.boolean(),
  vip_expire_at: z.number().int().nullable(),
  /** the least that may be withdrawn */
  withdraw_min_fen: z.number().int(),
  /** the pending withdrawal, if any (at most one) */
  pending_withdrawal: withdrawal.nullable(),
  /** unused, valid coupons */
  unused_coupons: z.number().int(),
  checked_in_today: z.boolean(),
  streak: z.number().int(),
})
export type WalletSummary = z.infer<typeof walletSummary>

export const moneyEndpoints = defineEndpoints({
  'api/user/mx': {
    part: 'spec',
    req: pageReq.extend({ kind: z.enum(['all', 'coin', 'money', 'cash'], { error: '类型 kind 应为 all、coin、money 或 cash' }).default('all') }),
    res: paged(ledgerEntry),
    access: 'user',
    doc: '收支明细（新的在前）：金币、余额，以及微信 / 支付宝付款（充值、VIP）；每行说明买了什么与订单号',
  },
  // ---- orders paid with money ----
  'api/Wechat/buy_vip': {
    part: 'spec',
    req: z.object({
      plan_id: z.enum(VIP_PLAN_IDS, { error: '套餐 plan_id 应为 month、quarter 或 year' }),
      coupon_id: zId.optional(),
    }),
    res: orderInfo,
    access: 'user',
    doc: '购买 VIP：按套餐生成订单（金额由服务器定，可用优惠券），再用 pay 或 zfb 支付',
  },
  'api/Wechat/pay': { part: 'spec', req: payReq, res: wechatPayRes, access: 'user', doc: '微信支付：订单（或由商品生成订单）的 requestPayment 参数（沙箱密钥 MD5 签名）与收银台地址' },
  'api/Wechat/virtual_pay': {
    part: 'extension',
    req: payReq,
    res: virtualPayRes,
    access: 'user',
    doc: '小程序虚拟支付：订单（或由商品生成订单）的 wx.requestVirtualPayment 参数（signData、paySig、signature、mode），金币为代币充值、VIP 为道具直购',
  },
  'api/Wechat/virtual_cancel': {
    part: 'extension',
    req: z.object({ order_no: orderNo }),
    res: orderInfo,
    access: 'user',
    doc: '小程序虚拟支付取消或失败：关闭该未支付订单（优惠券退回）；已支付的订单不变',
  },
  'api/Wechat/zfb': { part: 'spec', req: payReq, res: alipayRes, access: 'user', doc: '支付宝支付：订单（或由商品生成订单）的支付页地址（GET doalipay）与收银台地址' },
  'api/Wechat/query_order': { part: 'spec', req: z.object({ order_no: orderNo }), res: orderInfo, access: 'user', doc: '查询订单状态（paySuccess 轮询）' },
  'api/Wechat/order_list': {
    part: 'extension',
    req: pageReq.extend({ status: z.enum(ORDER_STATUSES).optional() }),
    res: paged(orderInfo),
    access: 'user',
    doc: '我的订单（VIP、充值），新的在前',
  },

  'api/Wechat/purchase_list': {

    part: 'extension',
    req: pageReq.extend({ kind: z.enum(PURCHASE_KINDS, { error: '类型 kind 应为 prediction、vip_pick 或 vip' }).optional() }),
    res: paged(purchaseRow),
    access: 'user',
    doc: '已购：买过的方案、VIP 精选与 VIP 会员，新的在前',
  },

  // ---- coin purchases ----
  'api/Wechat/pay_zjfb': {
    part: 'spec',
    req: z.object({ prediction_id: zId, order_no: orderNo }),
    res: coinPurchaseRes.extend({ prediction_id: z.number().int() }),
    access: 'user',
    doc: '用金币购买专家方案：同一 order_no 不重复扣费，同一方案只买一次；买后即可看推荐、赔率与内容',
  },
  'api/Wechat/pay_jx': {
    part: 'spec',
    req: z.object({ pick_id: zId, order_no: orderNo }),
    res: coinPurchaseRes.extend({ pick_id: z.number().int() }),
    access: 'user',
    doc: '非 VIP 用金币购买一条 VIP 精选（二合一或单场）',
  },

  // ---- VIP picks ----
  'api/ConfirmedOrder/jxdc_list': { part: 'spec', req: vipPickListReq, res: vipPickListRes, access: 'optional', doc: 'VIP 二合一精选（两场均出自近20场命中率不低于60%的专家，见 docs/product/vip-picks.md），VIP 可看推荐' },
  'api/ConfirmedOrder/jxdc_xq': { part: 'spec', req: z.object({ id: zId }), res: vipPickRow, access: 'optional', doc: '二合一精选详情' },
  'api/ConfirmedOrder/sd_list': { part: 'spec', req: vipPickListReq, res: vipPickListRes, access: 'optional', doc: 'VIP 单场精选（出自近20场命中率不低于60%的专家）' },
  'api/ConfirmedOrder/sd_xq': { part: 'spec', req: z.object({ id: zId }), res: vipPickRow, access: 'optional', doc: '单场精选详情' },

  // ---- check-in ----
  'api/Apis/daily_check_in': {
    part: 'spec',
    req: z.object({}).passthrough(),
    res: checkInRes,
    access: 'user',
    doc: `每日签到（北京时间自然日一次，连续签到奖励见 CHECKIN_REWARDS；重复签到答“${CHECKIN_ALREADY_MESSAGE}”）`,
  },
  'api/Apis/daily_check_in_month': {
    part: 'extension',
    req: z.object({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, '月份 month 应为 YYYY-MM').optional() }),
    res: checkInMonthRes,
    access: 'user',
    doc: '签到日历：某月（默认本月）已签到的日期、连续天数、今日奖励',
  },

  // ---- coupons ----
  'api/Apis/get_user_coupon': {
    part: 'spec',
    req: pageReq.extend({
      status: z.enum(COUPON_STATUSES, { error: '状态 status 应为 unused、used 或 expired' }).default('unused'),
      /** only coupons usable now on this product (threshold met), e.g. vip_month */
      product_id: z.string().trim().min(1).optional(),
    }),
    res: paged(userCoupon),
    access: 'user',
    doc: '我的优惠券：未使用 / 已使用 / 已过期；带 product_id 时只列该商品可用的',
  },
  'api/Apis/coupon_center': { part: 'extension', req: pageReq, res: paged(couponBatch), access: 'optional', doc: '可领取的优惠券' },
  'api/Apis/claim_coupon': { part: 'extension', req: z.object({ batch_id: zId }), res: userCoupon, access: 'user', doc: '领取优惠券（库存、每人限领）' },

  // ---- expert withdrawal ----
  'api/Apis/Expert_gold_coin_withdrawal': {
    part: 'spec',
    req: z.object({
      /** yuan with at most two decimals, e.g. '100' or '99.50' */
      amount: z.union([z.string(), z.number()]).transform(String).pipe(z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, '提现金额 amount 应为金额（最多两位小数）')),
      /** payee account (Alipay account: mobile or e-mail) */
      account: z.string({ error: '请填写收款账号 account' }).trim().min(3, '收款账号 account 至少 3 位').max(64, '收款账号 account 最多 64 位'),
    }),
    res: withdrawal.extend({ cash_fen: z.number().int() }),
    access: 'user',
    doc: '专家收益提现：仅专家，最低金额见 WITHDRAW_MIN_FEN，同时只能有一笔审核中',
  },
  'api/Apis/expert_sales': { part: 'extension', req: pageReq, res: paged(expertSaleRow), access: 'user', doc: '专家收益明细：每笔方案销售与 VIP 精选分成（仅专家）' },
  'api/Apis/withdrawal_list': { part: 'extension', req: pageReq, res: paged(withdrawal), access: 'user', doc: '我的提现记录' },

  // ---- catalogue, pay methods, wallet ----
  'api/Apis/chongzhi_vip_zb': { part: 'spec', req: z.object({}).passthrough(), res: catalogueRes, access: 'optional', doc: '在售的 VIP 套餐与金币充值包' },
  'api/Apis/zfzhibiao': { part: 'spec', req: z.object({}).passthrough(), res: payMethodsRes, access: 'optional', doc: '可用的支付方式（支付模块关闭时不可购买）' },
  'api/Apis/zmzh': { part: 'spec', req: z.object({}).passthrough(), res: walletSummary, access: 'user', doc: '账户总览：金币、专家收益、VIP、待审核提现、可用优惠券、签到' },
})
