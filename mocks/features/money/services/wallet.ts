import type { Db } from '../../../db'
import { statement } from '../../../services/statements'
import { fail } from '../../../http/errors'

/**
 * Coins, cash balance and VIP time of a user. Every balance change goes through `addLedgerEntry`,
 * so the ledger (api/user/mx) always explains the balance. Other domains (check-in, purchases,
 * expert income, VIP buying) call these functions instead of touching the columns.
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

const column = (kind: LedgerKind) => (kind === 'coin' ? 'coins' : 'money_cents')

/** applies the change and records it; refuses to go below zero. Returns the new balance. */
export function addLedgerEntry(db: Db, userId: number, change: LedgerChange, now: number): number {
  if (!Number.isInteger(change.amount) || change.amount === 0) throw new Error(`ledger amount must be a non-zero integer: ${change.amount}`)
  return db.transaction(() => {
    const balance = statement(db, `SELECT ${column(change.kind)} FROM users WHERE id = ?`).pluck(true).get(userId) as number | undefined
    if (balance === undefined) throw new Error(`no user ${userId}`)
    const next = balance + change.amount
    if (next < 0) throw fail(change.kind === 'coin' ? '金币不足' : '余额不足')
    statement(db, `UPDATE users SET ${column(change.kind)} = ? WHERE id = ?`).run(next, userId)
    statement(db, 'INSERT INTO ledger (user_id, kind, amount, balance, title, ref, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(userId, change.kind, change.amount, next, change.title, change.ref ?? '', now)
    return next
  })()
}

/** extends VIP from now or from the current expiry, whichever is later; returns the new expiry */
export function extendVip(db: Db, userId: number, durationMs: number, now: number): number {
  const current = statement(db, 'SELECT vip_expire_at FROM users WHERE id = ?').pluck(true).get(userId) as number | null | undefined
  const next = Math.max(current ?? 0, now) + durationMs
  statement(db, 'UPDATE users SET vip_expire_at = ? WHERE id = ?').run(next, userId)
  return next
}

export const isVipAt = (vipExpireAt: number | null, now: number): boolean => vipExpireAt !== null && vipExpireAt > now

/** fen to yuan with two decimals */
export const centsToYuan = (cents: number): number => Math.round(cents) / 100

export interface LedgerRow {
  id: number
  kind: LedgerKind
  amount: number
  balance: number
  title: string
  created_at: number
}

export function ledgerPage(db: Db, userId: number, kind: LedgerKind | 'all', page: number, limit: number): { rows: LedgerRow[]; total: number } {
  const where = kind === 'all' ? 'user_id = ?' : 'user_id = ? AND kind = ?'
  const args: (number | string)[] = kind === 'all' ? [userId] : [userId, kind]
  const total = statement(db, `SELECT COUNT(*) FROM ledger WHERE ${where}`).pluck(true).get(...args) as number
  const rows = statement(db, `SELECT id, kind, amount, balance, title, created_at FROM ledger WHERE ${where} ORDER BY id DESC LIMIT ? OFFSET ?`)
    .all(...args, limit, (page - 1) * limit) as LedgerRow[]
  return { rows, total }
}
