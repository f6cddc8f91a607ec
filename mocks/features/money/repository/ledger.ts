import { sql } from 'kysely'
import type { Db } from '../../../db'
import { allRows, execute, firstRow } from '../../../db/query'
import type { LedgerKind } from '../services/wallet'
import { q } from './builder'

/** the keyed, append-only ledger (triggers refuse changes and removals; the key is unique) */

export interface NewEntry {
  userId: number
  kind: LedgerKind
  amount: number
  balance: number
  title: string
  ref: string
  /** null: the trigger gives it 'entry:<id>' */
  key: string | null
}

export async function insertEntry(db: Db, e: NewEntry, now: number): Promise<void> {
  await execute(db, q.insertInto('ledger').values({
    user_id: e.userId, kind: e.kind, amount: e.amount, balance: e.balance, title: e.title, ref: e.ref, created_at: now, idem_key: e.key,
  }))
}

export async function entryExists(db: Db, key: string): Promise<boolean> {
  return await firstRow(db, q.selectFrom('ledger').select('id').where('idem_key', '=', key)) !== undefined
}

/** the amounts of the entries with these keys (an expert's paid shares) */
export async function entryAmounts(db: Db, keys: readonly string[]): Promise<Map<string, number>> {
  if (!keys.length) return new Map()
  const rows = await allRows(db, q.selectFrom('ledger').select(['idem_key', 'amount']).where('idem_key', 'in', [...new Set(keys)]))
  return new Map(rows.flatMap((r) => (r.idem_key === null ? [] : [[r.idem_key, r.amount] as const])))
}

export async function sumOfAmounts(db: Db, userId: number, kind: LedgerKind): Promise<number> {
  const row = await firstRow(db, q.selectFrom('ledger').select(sql<number>`COALESCE(SUM(amount), 0)`.as('total')).where('user_id', '=', userId).where('kind', '=', kind))
  return row?.total ?? 0
}

export async function hasAnyEntry(db: Db, userId: number): Promise<boolean> {
  return await firstRow(db, q.selectFrom('ledger').select('id').where('user_id', '=', userId).limit(1)) !== undefined
}
