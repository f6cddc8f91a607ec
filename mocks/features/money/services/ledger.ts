import type { Db } from '../../../db'
import { fail } from '../../../http/errors'
import { statement } from '../../../services/statements'
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

const BALANCE_COLUMN: Record<LedgerKind, 'coins' | 'money_cents'> = { coin: 'coins', money: 'money_cents' }

export function balanceOf(db: Db, userId: number, kind: LedgerKind): number {
  const v = statement(db, `SELECT ${BALANCE_COLUMN[kind]} FROM users WHERE id = ?`).pluck(true).get(userId) as number | undefined
  if (v === undefined) throw new Error(`no user ${userId}`)
  return v
}

/** posts one entry once per key; throws fail(shortMessage) (rolled back) when the balance would go negative */
export function postEntry(db: Db, p: Posting, now: number): PostResult {
  if (!Number.isInteger(p.amount) || p.amount === 0) throw new Error(`ledger amount must be a non-zero integer: ${p.amount}`)
  const column = BALANCE_COLUMN[p.kind]
  return db.transaction((): PostResult => {
    const seen = statement(db, 'SELECT 1 FROM ledger WHERE idem_key = ?').pluck(true).get(p.key)
    if (seen) return { applied: false, balance: balanceOf(db, p.userId, p.kind) }
    // credits always apply; a debit of n applies only while the balance is at least n
    const row = statement(db, `UPDATE users SET ${column} = ${column} + ? WHERE id = ? AND ${column} >= ? RETURNING ${column} AS balance`)
      .get(p.amount, p.userId, p.amount < 0 ? -p.amount : 0) as { balance: number } | undefined
    if (!row) {
      if (statement(db, 'SELECT 1 FROM users WHERE id = ?').pluck(true).get(p.userId) === undefined) throw new Error(`no user ${p.userId}`)
      throw fail(p.shortMessage ?? (p.kind === 'coin' ? '金币不足' : '余额不足'))
    }
    statement(db, 'INSERT INTO ledger (user_id, kind, amount, balance, title, ref, created_at, idem_key) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
      .run(p.userId, p.kind, p.amount, row.balance, p.title, p.ref ?? '', now, p.key)
    return { applied: true, balance: row.balance }
  })()
}

/** whether an entry with this key exists */
export function hasEntry(db: Db, key: string): boolean {
  return statement(db, 'SELECT 1 FROM ledger WHERE idem_key = ?').pluck(true).get(key) !== undefined
}

/** the sum of a user's entries of a kind (the invariant: equals the balance) */
export function sumOfEntries(db: Db, userId: number, kind: LedgerKind): number {
  return statement(db, 'SELECT COALESCE(SUM(amount), 0) FROM ledger WHERE user_id = ? AND kind = ?').pluck(true).get(userId, kind) as number
}
