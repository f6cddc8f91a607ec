import type { Db } from '../../../db'
import { fail } from '../../../http/errors'
import { userExists } from '../../account'
import { entryExists, insertEntry, sumOfAmounts } from '../repository/ledger'
import { addToBalance, ensureWallet, walletRow } from '../repository/wallets'
import { walletLock } from './moneyLocks'
import type { LedgerKind } from './wallet'

/**
 * The keyed, append-only ledger of coins and cash (fen). Every balance change of the money domain
 * is one `postEntry`: the entry and the balance change are written in one transaction, the balance
 * UPDATE refuses to go below zero (`WHERE coins >= ?`), and the entry's idempotency key is unique,
 * so a repeated request, notification or settlement run changes nothing the second time.
 * Invariant (tested): for every user and kind, the sum of the entries equals the balance.
 */

export interface Posting {
  userId: number
  kind: LedgerKind
  /** whole coins, or fen for kind 'money'; negative spends */
  amount: number
  /** shown in the ledger (LEDGER_TITLES) */
  title: string
  /** unique idempotency key: 'buy:<order_no>', 'checkin:<user>:<day>', ... */
  key: string
  /** what caused it (order number, prediction id...) */
  ref?: string
  /** the refusal when the balance is too low (default 金币不足 / 余额不足) */
  shortMessage?: string
}

export interface PostResult {
  /** false when an entry with this key already existed (nothing changed) */
  applied: boolean
  /** the user's balance of that kind now */
  balance: number
}

/** a user without a wallet row has nothing; an unknown user is a bug of the caller */
export async function balanceOf(db: Db, userId: number, kind: LedgerKind): Promise<number> {
  const w = await walletRow(db, userId)
  if (w) return kind === 'coin' ? w.coins : w.money_cents
  if (!await userExists(db, userId)) throw new Error(`no user ${userId}`)
  return 0
}

/**
 * The balance change as one conditional UPDATE (a debit applies only while the balance covers it);
 * a user's first change makes the wallet row. Undefined when the balance is too low.
 */
export async function changeBalance(db: Db, userId: number, kind: LedgerKind, amount: number): Promise<number | undefined> {
  const balance = await addToBalance(db, userId, kind, amount)
  if (balance !== undefined || await walletRow(db, userId)) return balance
  if (!await userExists(db, userId)) throw new Error(`no user ${userId}`)
  await ensureWallet(db, userId)
  return addToBalance(db, userId, kind, amount)
}

/** posts one entry once per key; throws fail(shortMessage) (rolled back) when the balance would go negative */
export async function postEntry(db: Db, p: Posting, now: number): Promise<PostResult> {
  if (!Number.isInteger(p.amount) || p.amount === 0) throw new Error(`ledger amount must be a non-zero integer: ${p.amount}`)
  return db.transaction(async (): Promise<PostResult> => {
    if (await entryExists(db, p.key)) return { applied: false, balance: await balanceOf(db, p.userId, p.kind) }
    const balance = await changeBalance(db, p.userId, p.kind, p.amount)
    if (balance === undefined) throw fail(p.shortMessage ?? (p.kind === 'coin' ? '金币不足' : '余额不足'))
    await insertEntry(db, { userId: p.userId, kind: p.kind, amount: p.amount, balance, title: p.title, ref: p.ref ?? '', key: p.key }, now)
    return { applied: true, balance }
  }, [walletLock(p.userId)])
}

/** whether an entry with this key exists */
export async function hasEntry(db: Db, key: string): Promise<boolean> {
  return entryExists(db, key)
}

/** the sum of a user's entries of a kind (the invariant: equals the balance) */
export async function sumOfEntries(db: Db, userId: number, kind: LedgerKind): Promise<number> {
  return sumOfAmounts(db, userId, kind)
}
