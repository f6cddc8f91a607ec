import { sql } from 'kysely'
import type { Db } from '../../../db'
import { allRows, execute, firstRow, insertedId } from '../../../db/query'
import { COUPON_APPLIES_TO, type CouponAppliesTo } from '../../../../types/money-rules'
import { oneOf } from '../values'
import { q } from './builder'

/** coupon batches and the coupons users claimed */

export interface BatchRow {
  id: number
  name: string
  amount_fen: number
  threshold_fen: number
  stock: number
  stock_left: number
  per_user_limit: number
  starts_at: number
  ends_at: number
  applies_to: CouponAppliesTo
  /** JSON array of product ids; [] = every product of its kind */
  product_ids: string
}

export interface UserCouponRow extends Pick<BatchRow, 'name' | 'amount_fen' | 'threshold_fen' | 'starts_at' | 'ends_at' | 'applies_to' | 'product_ids'> {
  id: number
  batch_id: number
  user_id: number
  claimed_at: number
  order_no: string | null
  used_at: number | null
}

const BATCH_COLUMNS = ['id', 'name', 'amount_fen', 'threshold_fen', 'stock', 'stock_left', 'per_user_limit', 'starts_at', 'ends_at', 'applies_to', 'product_ids'] as const
const appliesTo = <R extends { applies_to: string }>(r: R): R & { applies_to: CouponAppliesTo } =>
  ({ ...r, applies_to: oneOf(COUPON_APPLIES_TO, r.applies_to, 'coupon_batches.applies_to') })

export interface BatchToStore {
  name: string
  amount_fen: number
  threshold_fen: number
  stock: number
  per_user_limit: number
  starts_at: number
  ends_at: number
  applies_to: CouponAppliesTo
  product_ids: string
}

/** a batch once per seed key (NULL: the operator's, always new); the new id, or a stale one when the key existed */
export async function insertBatch(db: Db, b: BatchToStore, seedKey: string | null, now: number): Promise<number> {
  return (await insertedId(db, q.insertInto('coupon_batches').values({ ...b, stock_left: b.stock, created_at: now, seed_key: seedKey })
    .onConflict((oc) => oc.column('seed_key').doNothing())))
}

export async function hasSeedBatch(db: Db, seedKey: string): Promise<boolean> {
  return await firstRow(db, q.selectFrom('coupon_batches').select('id').where('seed_key', '=', seedKey)) !== undefined
}

export async function batchById(db: Db, id: number): Promise<BatchRow | undefined> {
  const b = await firstRow(db, q.selectFrom('coupon_batches').select(BATCH_COLUMNS).where('id', '=', id))
  return b && appliesTo(b)
}

/** takes one from the stock; the guard keeps it from going below zero whatever runs alongside */
export async function takeFromStock(db: Db, batchId: number): Promise<boolean> {
  return (await execute(db, q.updateTable('coupon_batches').set((eb) => ({ stock_left: eb('stock_left', '-', 1) })).where('id', '=', batchId).where('stock_left', '>', 0))).changes > 0
}

export async function openBatchesPage(db: Db, now: number, limit: number, offset: number): Promise<{ rows: BatchRow[]; total: number }> {
  const open = q.selectFrom('coupon_batches').where('ends_at', '>', now)
  const total = (await firstRow(db, open.select(sql<number>`COUNT(*)`.as('n'))))?.n ?? 0
  const rows = await allRows(db, open.select(BATCH_COLUMNS).orderBy('starts_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset))
  return { rows: rows.map(appliesTo), total }
}

export async function claimedCount(db: Db, userId: number, batchId: number): Promise<number> {
  return (await firstRow(db, q.selectFrom('user_coupons').select(sql<number>`COUNT(*)`.as('n')).where('user_id', '=', userId).where('batch_id', '=', batchId)))?.n ?? 0
}

/** how many of each batch the user claimed */
export async function claimedCounts(db: Db, userId: number, batchIds: readonly number[]): Promise<Map<number, number>> {
  if (!batchIds.length) return new Map()
  const rows = await allRows(db, q.selectFrom('user_coupons').select(['batch_id', sql<number>`COUNT(*)`.as('n')])
    .where('user_id', '=', userId).where('batch_id', 'in', [...new Set(batchIds)]).groupBy('batch_id'))
  return new Map(rows.map((r) => [r.batch_id, r.n]))
}

export async function insertUserCoupon(db: Db, batchId: number, userId: number, now: number): Promise<number> {
  return (await insertedId(db, q.insertInto('user_coupons').values({ batch_id: batchId, user_id: userId, claimed_at: now })))
}
