import type { Db } from '../../../db'
import type { Catalogue, PayMethods, WalletSummary } from '../../../../types/api/money'
import { COIN_PACKAGES, PAY_METHOD_TEXT, PAY_METHODS, VIP_PLANS, vipProductId, WITHDRAW_MIN_FEN } from '../../../../types/money-rules'
import { checkInState } from './checkin'
import { unusedCouponCount } from './coupons'
import { realnameInfo } from '../../account/services/realname'
import { isPayModuleOn } from '../../../services/settings'
import { statement } from '../../../services/statements'
import { isVipAt } from './wallet'
import { pendingWithdrawal } from './withdrawals'

/** the read-only money views: what is on sale (chongzhi_vip_zb), how to pay (zfzhibiao), the wallet (zmzh) */

interface WalletUserRow {
  coins: number
  money_cents: number
  is_expert: number
  vip_expire_at: number | null
}

function walletUser(db: Db, userId: number): WalletUserRow | undefined {
  return statement(db, 'SELECT coins, money_cents, is_expert, vip_expire_at FROM users WHERE id = ?').get(userId) as WalletUserRow | undefined
}

export function catalogue(db: Db, userId: number | undefined, now: number): Catalogue {
  const vipExpireAt = userId === undefined ? null : (walletUser(db, userId)?.vip_expire_at ?? null)
  return {
    vip_plans: VIP_PLANS.map((p) => ({ id: p.id, product_id: vipProductId(p.id), name: p.name, days: p.days, price_fen: p.price_fen })),
    coin_packages: COIN_PACKAGES.map((p) => ({ id: p.id, product_id: p.id, coins: p.coins, bonus_coins: p.bonus_coins, price_fen: p.price_fen })),
    is_vip: isVipAt(vipExpireAt, now),
    vip_expire_at: vipExpireAt,
  }
}

export function payMethods(db: Db, userId: number | undefined, payModuleDefault: boolean): PayMethods {
  const on = isPayModuleOn(db, payModuleDefault)
  return {
    pay_module: on,
    methods: PAY_METHODS.map((id) => ({ id, name: PAY_METHOD_TEXT[id], enabled: on })),
    realname_verified: userId === undefined ? null : realnameInfo(db, userId).verified,
  }
}

export function walletSummary(db: Db, userId: number, now: number): WalletSummary {
  const u = walletUser(db, userId)
  if (!u) throw new Error(`no user ${userId}`)
  const checkin = checkInState(db, userId, now)
  return {
    coins: u.coins,
    cash_fen: u.money_cents,
    is_expert: u.is_expert === 1,
    is_vip: isVipAt(u.vip_expire_at, now),
    vip_expire_at: u.vip_expire_at,
    withdraw_min_fen: WITHDRAW_MIN_FEN,
    pending_withdrawal: pendingWithdrawal(db, userId),
    unused_coupons: unusedCouponCount(db, userId, now),
    checked_in_today: checkin.checkedToday,
    streak: checkin.streak,
  }
}
