import { sql } from 'kysely'
import type { Db } from '../../../db'
import { allRows, execute, firstRow, insertedId } from '../../../db/query'
import { WITHDRAW_STATUSES, type WithdrawStatus } from '../../../../types/money-rules'
import { oneOf } from '../values'
import { q } from './builder'

/** experts' withdrawal requests; at most one pending per expert (a partial unique index) */

export interface WithdrawalRow {
  id: number
  user_id: number
  amount_fen: number
  account: string
  status: WithdrawStatus
  reason: string
  created_at: number
  decided_at: number | null
}

const COLUMNS = ['id', 'user_id', 'amount_fen', 'account', 'status', 'reason', 'created_at', 'decided_at'] as const
const selectWithdrawals = () => q.selectFrom('withdrawals').select(COLUMNS)
const toWithdrawal = <R extends { status: string }>(w: R): R & { status: WithdrawStatus } => ({ ...w, status: oneOf(WITHDRAW_STATUSES, w.status, 'withdrawals.status') })

export async function withdrawalById(db: Db, id: number): Promise<WithdrawalRow | undefined> {
  const w = await firstRow(db, selectWithdrawals().where('id', '=', id))
  return w && toWithdrawal(w)
}

export async function pendingOf(db: Db, userId: number): Promise<WithdrawalRow | undefined> {
  const w = await firstRow(db, selectWithdrawals().where('user_id', '=', userId).where('status', '=', 'pending'))
  return w && toWithdrawal(w)
}

export async function insertWithdrawal(db: Db, userId: number, amountFen: number, account: string, now: number): Promise<number> {
  return (await insertedId(db, q.insertInto('withdrawals').values({ user_id: userId, amount_fen: amountFen, account, created_at: now })))
}

export async function withdrawalsPage(db: Db, userId: number, limit: number, offset: number): Promise<{ rows: WithdrawalRow[]; total: number }> {
  const total = (await firstRow(db, q.selectFrom('withdrawals').select(sql<number>`COUNT(*)`.as('n')).where('user_id', '=', userId)))?.n ?? 0
  const rows = await allRows(db, selectWithdrawals().where('user_id', '=', userId).orderBy('id', 'desc').limit(limit).offset(offset))
  return { rows: rows.map(toWithdrawal), total }
}

/** every request of a status, oldest first (the operator's list) */
export async function withdrawalsWithStatus(db: Db, status: WithdrawStatus): Promise<WithdrawalRow[]> {
  return (await allRows(db, selectWithdrawals().where('status', '=', status).orderBy('id').limit(500))).map(toWithdrawal)
}

/** decides a pending request (once) */
export async function decide(db: Db, id: number, status: WithdrawStatus, reason: string, now: number): Promise<void> {
  await execute(db, q.updateTable('withdrawals').set({ status, reason, decided_at: now }).where('id', '=', id).where('status', '=', 'pending'))
}
