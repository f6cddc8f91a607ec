import type { Db } from '../../../db'
import { fail } from '../../../http/errors'
import { insertEntry } from '../repository/ledger'
import { ensureWallet, setVipExpireAt, walletRow } from '../repository/wallets'
import { changeBalance } from './ledger'
import { walletLock } from './moneyLocks'

/**
 * Coins, cash balance and VIP time of a user (the wallets table). Every balance change is a ledger
 * entry, so the ledger (api/user/mx) always explains the balance. Other features call these
 * functions (through money's index.ts) instead of touching the table.
 */
export type LedgerKind = 'coin' | 'money'

export interface LedgerChange {
  kind: LedgerKind
  /** whole coins, or fen for money; negative spends */
  amount: number
  /** Chinese description shown in the ledger, e.g. 每日签到 */
  title: string
  /** optional reference to the cause (order id, post id...) */
  ref?: string
}

/** applies the change and records it (an entry without a key of its own); refuses to go below zero. Returns the new balance. */
export async function addLedgerEntry(db: Db, userId: number, change: LedgerChange, now: number): Promise<number> {
  if (!Number.isInteger(change.amount) || change.amount === 0) throw new Error(`ledger amount must be a non-zero integer: ${change.amount}`)
  return db.transaction(async () => {
    const next = await changeBalance(db, userId, change.kind, change.amount)
    if (next === undefined) throw fail(change.kind === 'coin' ? '金币不足' : '余额不足')
    await insertEntry(db, { userId, kind: change.kind, amount: change.amount, balance: next, title: change.title, ref: change.ref ?? '', key: null }, now)
    return next
  }, [walletLock(userId)])
}

/** the user's VIP expiry (null: never VIP) */
export async function vipExpireAt(db: Db, userId: number): Promise<number | null> {
  return (await walletRow(db, userId))?.vip_expire_at ?? null
}

/** extends VIP from now or from the current expiry, whichever is later; returns the new expiry */
export async function extendVip(db: Db, userId: number, durationMs: number, now: number): Promise<number> {
  const next = Math.max(await vipExpireAt(db, userId) ?? 0, now) + durationMs
  await setVipExpireAt(db, userId, next)
  return next
}

export const isVipAt = (vipExpireAt: number | null, now: number): boolean => vipExpireAt !== null && vipExpireAt > now

/** fen to yuan with two decimals */
export const centsToYuan = (cents: number): number => Math.round(cents) / 100

/** an empty wallet for a new account (account's onAccountCreated); a user without one has nothing all the same */
export async function openWallet(db: Db, userId: number): Promise<void> {
  await ensureWallet(db, userId)
}
