import type { Db } from '../../../db'
import { execute, firstRow } from '../../../db/query'
import type { LedgerKind } from '../services/wallet'
import { q } from './db'

/** a user's wallet row: coins, cash in fen, VIP expiry; a user without one has 0, 0 and no VIP */
export interface WalletRow {
  coins: number
  money_cents: number
  vip_expire_at: number | null
}

const BALANCE_COLUMN = { coin: 'coins', money: 'money_cents' } as const

export function walletRow(db: Db, userId: number): WalletRow | undefined {
  return firstRow(db, q.selectFrom('wallets').select(['coins', 'money_cents', 'vip_expire_at']).where('user_id', '=', userId))
}

/** the user's wallet row, made empty if missing (the user must exist: the key references users) */
export function ensureWallet(db: Db, userId: number): void {
  execute(db, q.insertInto('wallets').values({ user_id: userId }).onConflict((oc) => oc.column('user_id').doNothing()))
}

/**
 * Adds `amount` to the balance in one conditional UPDATE: a debit of n applies only while the
 * balance is at least n. Answers the new balance, or undefined when nothing changed (too low, or no row).
 */
export function addToBalance(db: Db, userId: number, kind: LedgerKind, amount: number): number | undefined {
  const column = BALANCE_COLUMN[kind]
  const floor = amount < 0 ? -amount : 0
  const row = firstRow(db, q.updateTable('wallets')
    .set((eb) => (kind === 'coin' ? { coins: eb('coins', '+', amount) } : { money_cents: eb('money_cents', '+', amount) }))
    .where('user_id', '=', userId).where(column, '>=', floor)
    .returning(['coins', 'money_cents']))
  return row && row[column]
}

export function setVipExpireAt(db: Db, userId: number, expireAt: number): void {
  ensureWallet(db, userId)
  execute(db, q.updateTable('wallets').set({ vip_expire_at: expireAt }).where('user_id', '=', userId))
}

/** a refunded VIP order takes its days back */
export function shortenVip(db: Db, userId: number, byMs: number): void {
  execute(db, q.updateTable('wallets').set((eb) => ({ vip_expire_at: eb('vip_expire_at', '-', byMs) }))
    .where('user_id', '=', userId).where('vip_expire_at', 'is not', null))
}
