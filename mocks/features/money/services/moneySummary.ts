import type { Db } from '../../../db'
import type { Catalogue, PayMethods, WalletSummary } from '../../../../types/api/money'
import { COIN_PACKAGES, PAY_METHOD_TEXT, PAY_METHODS, VIP_PLANS, vipProductId, WITHDRAW_MIN_FEN } from '../../../../types/money-rules'
import { checkInState } from './checkin'
import { unusedCouponCount } from './coupons'
import { isExpertUser, isRealnameVerified, userExists } from '../../account'
import { isPayModuleOn } from '../../../services/settings'
import { walletRow, type WalletRow } from '../repository/wallets'
import { centsToYuan, isVipAt } from './wallet'
import { pendingWithdrawal } from './withdrawals'

/** the read-only money views: what is on sale (chongzhi_vip_zb), how to pay (zfzhibiao), the wallet (zmzh) */

const EMPTY_WALLET: WalletRow = { coins: 0, money_cents: 0, vip_expire_at: null }

/** the user's wallet; a user without a row has an empty one */
async function walletOf(db: Db, userId: number): Promise<WalletRow> {
  return await walletRow(db, userId) ?? EMPTY_WALLET
}

/** the wallet part of account's member info (provideWalletSummary) */
export async function memberWallet(db: Db, userId: number, now: number): Promise<{ coins: number; money: number; is_vip: boolean; vip_expire_at: number | null }> {
  const w = await walletOf(db, userId)
  return { coins: w.coins, money: centsToYuan(w.money_cents), is_vip: isVipAt(w.vip_expire_at, now), vip_expire_at: w.vip_expire_at }
}

export async function catalogue(db: Db, userId: number | undefined, now: number): Promise<Catalogue> {
  const vipExpireAt = userId === undefined ? null : (await walletOf(db, userId)).vip_expire_at
  return {
    vip_plans: VIP_PLANS.map((p) => ({ id: p.id, product_id: vipProductId(p.id), name: p.name, days: p.days, price_fen: p.price_fen })),
    coin_packages: COIN_PACKAGES.map((p) => ({ id: p.id, product_id: p.id, coins: p.coins, bonus_coins: p.bonus_coins, price_fen: p.price_fen })),
    is_vip: isVipAt(vipExpireAt, now),
    vip_expire_at: vipExpireAt,
  }
}

export async function payMethods(db: Db, userId: number | undefined, payModuleDefault: boolean): Promise<PayMethods> {
  const on = await isPayModuleOn(db, payModuleDefault)
  return {
    pay_module: on,
    methods: PAY_METHODS.map((id) => ({ id, name: PAY_METHOD_TEXT[id], enabled: on })),
    realname_verified: userId === undefined ? null : await isRealnameVerified(db, userId),
  }
}

export async function walletSummary(db: Db, userId: number, now: number): Promise<WalletSummary> {
  if (!await userExists(db, userId)) throw new Error(`no user ${userId}`)
  const u = await walletOf(db, userId)
  const checkin = await checkInState(db, userId, now)
  return {
    coins: u.coins,
    cash_fen: u.money_cents,
    is_expert: await isExpertUser(db, userId),
    is_vip: isVipAt(u.vip_expire_at, now),
    vip_expire_at: u.vip_expire_at,
    withdraw_min_fen: WITHDRAW_MIN_FEN,
    pending_withdrawal: await pendingWithdrawal(db, userId),
    unused_coupons: await unusedCouponCount(db, userId, now),
    checked_in_today: checkin.checkedToday,
    streak: checkin.streak,
  }
}
