import type { Db } from '../../../db'
import { execute, firstRow } from '../../../db/query'
import type { LedgerKind } from '../services/wallet'
import { q } from './builder'

/** a user's wallet row: coins, cash in fen, VIP expiry; a user without one has 0, 0 and no VIP */
export interface WalletRow {
  coins: number
  money_cents: number
  vip_expire_at: number | null
}

const BALANCE_COLUMN = { coin: 'coins', money: 'money_cents' } as const

export async function walletRow(db: Db, userId: number): Promise<WalletRow | undefined> {
  return firstRow(db, q.selectFrom('wallets').select(['coins', 'money_cents', 'vip_expire_at']).where('user_id', '=', userId))
}

/** the user's wallet row, made empty if missing (the user must exist: the key references users) */
export async function ensureWallet(db: Db, userId: number): Promise<void> {
  await execute(db, q.insertInto('wallets').values({ user_id: userId }).onConflict((oc) => oc.column('user_id').doNothing()))
}

/**
 * Adds `amount` to the balance in one conditional UPDATE: a debit of n applies only while the
 * balance is at least n. Answers the new balance, or undefined when nothing changed (too low, or no row).
 */
export async function addToBalance(db: Db, userId: number, kind: LedgerKind, amount: number): Promise<number | undefined> {
  const column = BALANCE_COLUMN[kind]
  const floor = amount < 0 ? -amount : 0
  const row = await firstRow(db, q.updateTable('wallets')
    .set((eb) => (kind === 'coin' ? { coins: eb('coins', '+', amount) } : { money_cents: eb('money_cents', '+', amount) }))
    .where('user_id', '=', userId).where(column, '>=', floor)
    .returning(['coins', 'money_cents']))
  return row && row[column]
}

export async function setVipExpireAt(db: Db, userId: number, expireAt: number): Promise<void> {
  await ensureWallet(db, userId)
  await execute(db, q.updateTable('wallets').set({ vip_expire_at: expireAt }).where('user_id', '=', userId))
}

/** a refunded VIP order takes its days back */
export async function shortenVip(db: Db, userId: number, byMs: number): Promise<void> {
  await execute(db, q.updateTable('wallets').set((eb) => ({ vip_expire_at: eb('vip_expire_at', '-', byMs) }))
    .where('user_id', '=', userId).where('vip_expire_at', 'is not', null))
}
