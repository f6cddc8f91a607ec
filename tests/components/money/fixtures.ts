import type { CheckInMonthRes, CouponBatch, OrderInfo, UserCoupon, VipPickRow, WalletSummary } from '@contract/api/money'
import { Current } from '@tarojs/runtime'
import { httpAnswer, type TaroSpies } from '../../setup/taroSpies'
import { matchRowFixture } from '../matchFixtures'
import { expertFixture } from '../predictionFixtures'

const DAY_MS = 86_400_000
/** a fixed moment (2026-11-22 12:00 Beijing): fixtures never depend on the time of day */
export const NOW = Date.parse('2026-11-22T12:00:00+08:00')

/** what the fake server answers per API path: data, an envelope refusal, or a function of the payload */
export type Answer = unknown | { refuse: { code: number; msg: string } } | ((data: Record<string, unknown>) => unknown)
export type Routes = Record<string, Answer>

/** answers Taro.request by path (`api/...`); an unknown path fails the test loudly */
export function serve(spies: TaroSpies, routes: Routes): void {
  spies.request.mockImplementation(((opts: { url: string; data: Record<string, unknown> }) => {
    const path = opts.url.replace(/^.*?(api\/)/, 'api/')
    if (!(path in routes)) return Promise.reject(new Error(`unexpected request ${path}`))
    let answer = routes[path]
    if (typeof answer === 'function') answer = (answer as (d: Record<string, unknown>) => unknown)(opts.data)
    if (answer && typeof answer === 'object' && 'refuse' in answer) {
      const { code, msg } = (answer as { refuse: { code: number; msg: string } }).refuse
      return Promise.resolve(httpAnswer({ code, msg, data: null }))
    }
    return Promise.resolve(httpAnswer({ code: 1, msg: 'ok', data: answer }))
  }) as never)
}

/** every request sent, as path and fields */
export function sent(spies: TaroSpies): { path: string; data: Record<string, unknown> }[] {
  return spies.request.mock.calls.map(([o]) => {
    const { url, data } = o as { url: string; data: Record<string, unknown> }
    return { path: url.replace(/^.*?(api\/)/, 'api/'), data }
  })
}

export const paths = (spies: TaroSpies) => sent(spies).map((r) => r.path)

/** opens a page with these parameters (useRouter reads Current.router) */
export function openWith(params: Record<string, string>, path = '/pages/test'): void {
  Current.router = { params, path, $taroPath: path, onReady: '', onHide: '', onShow: '' }
}

export const pageOf = <T>(list: T[], page = 1, hasMore = false) => ({ list, page, limit: 20, total: list.length, has_more: hasMore })

export function walletFixture(over: Partial<WalletSummary> = {}): WalletSummary {
  return {
    coins: 90,
    cash_fen: 0,
    is_expert: false,
    is_vip: false,
    vip_expire_at: null,
    withdraw_min_fen: 5000,
    pending_withdrawal: null,
    unused_coupons: 0,
    checked_in_today: false,
    streak: 0,
    ...over,
  }
}

export function vipPickFixture(over: Partial<VipPickRow> = {}): VipPickRow {
  const locked = !(over.unlocked ?? false)
  return {
    id: 5,
    kind: 'double',
    date: '2026-11-22',
    title: '二合一 · 英超 + 西甲',
    teaser: '两位高命中专家联手，稳健组合',
    price: 38,
    unlocked: false,
    purchased: false,
    win_or_not: 0,
    combined_odds: locked ? null : 3.42,
    start_at: NOW + 6 * 3600_000,
    legs: [51, 52].map((id, i) => ({
      prediction_id: id,
      match: matchRowFixture({ id: 700 + i }),
      expert: expertFixture({ expert_id: 3 + i, nickname: i === 0 ? '老刘看球' : '西甲观察' }),
      play: '1x2' as const,
      title: i === 0 ? '主队状态正佳' : '客队难以全身而退',
      pick_text: locked ? null : i === 0 ? '主胜' : '客不败',
      odds: locked ? null : i === 0 ? 1.8 : 1.9,
      win_or_not: 0 as const,
    })),
    ...over,
  }
}

export const vipListOf = (list: VipPickRow[], isVip = false, expire: number | null = null) => ({ ...pageOf(list), is_vip: isVip, vip_expire_at: expire })

export const CATALOGUE = {
  vip_plans: [
    { id: 'month', product_id: 'vip_month', name: '月卡', days: 30, price_fen: 3000 },
    { id: 'quarter', product_id: 'vip_quarter', name: '季卡', days: 90, price_fen: 8000 },
    { id: 'year', product_id: 'vip_year', name: '年卡', days: 365, price_fen: 28800 },
  ],
  coin_packages: [
    { id: 'coins_60', product_id: 'coins_60', coins: 60, bonus_coins: 0, price_fen: 600 },
    { id: 'coins_680', product_id: 'coins_680', coins: 710, bonus_coins: 30, price_fen: 6800 },
  ],
  is_vip: false,
  vip_expire_at: null,
}

export const PAY_METHODS = {
  pay_module: true,
  methods: [
    { id: 'wechat', name: '微信支付', enabled: true },
    { id: 'alipay', name: '支付宝', enabled: true },
  ],
  realname_verified: true,
}

export function couponFixture(over: Partial<UserCoupon> = {}): UserCoupon {
  return {
    id: 31,
    batch_id: 3,
    name: 'VIP 新人券',
    amount_fen: 500,
    threshold_fen: 3000,
    rule_text: '满30减5',
    valid_from: NOW - DAY_MS,
    valid_until: NOW + 7 * DAY_MS,
    status: 'unused',
    status_text: '未使用',
    order_no: null,
    claimed_at: NOW - DAY_MS,
    applies_to: 'vip',
    product_ids: [],
    ...over,
  }
}

export function batchFixture(over: Partial<CouponBatch> = {}): CouponBatch {
  return {
    id: 3,
    name: 'VIP 新人券',
    amount_fen: 500,
    threshold_fen: 3000,
    rule_text: '满30减5',
    starts_at: NOW - DAY_MS,
    ends_at: NOW + 7 * DAY_MS,
    stock_left: 10,
    per_user_limit: 1,
    claimed_by_me: 0,
    can_claim: true,
    applies_to: 'vip',
    product_ids: [],
    ...over,
  }
}

export function orderFixture(over: Partial<OrderInfo> = {}): OrderInfo {
  return {
    order_no: 'PAY20261122ABCDEF',
    product_kind: 'coins',
    product_id: 'coins_60',
    title: '60金币',
    original_fen: 600,
    discount_fen: 0,
    amount_fen: 600,
    coupon_id: null,
    status: 'created',
    status_text: '待支付',
    pay_method: null,
    created_at: NOW,
    expires_at: NOW + 15 * 60_000,
    paid_at: null,
    coins: 60,
    vip_days: 0,
    vip_expire_at: null,
    balance_coins: 90,
    ...over,
  }
}

export function monthFixture(over: Partial<CheckInMonthRes> = {}): CheckInMonthRes {
  return {
    month: '2026-11',
    today: '2026-11-22',
    checked_days: ['2026-11-20', '2026-11-21'],
    checked_today: false,
    streak: 2,
    today_reward: 10,
    rewards: [5, 5, 10, 10, 15, 15, 30],
    coins: 90,
    ...over,
  }
}
