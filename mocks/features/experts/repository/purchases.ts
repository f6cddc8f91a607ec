import { idsIn, idsJson } from '../../../db/idList'
import type { Db } from '../../../db'
import { allRows, execute, firstRow, compiledOnce } from '../../../db/query'
import { q } from './builder'

/**
 * Predictions bought for coins (prediction_purchases). The money feature makes the sale (coins,
 * shares, refunds) and records it here through the functions of this file, exported from index.ts.
 */

export interface PredictionPurchase {
  id: number
  prediction_id: number
  user_id: number
  order_no: string
  price: number
  created_at: number
  refunded_at: number | null
}

const PURCHASE_COLUMNS = ['id', 'prediction_id', 'user_id', 'order_no', 'price', 'created_at', 'refunded_at'] as const

/** the purchase made under this order number, if any */
export async function predictionPurchaseByOrder(db: Db, orderNo: string): Promise<PredictionPurchase | undefined> {
  return firstRow(db, q.selectFrom('prediction_purchases').select(PURCHASE_COLUMNS).where('order_no', '=', orderNo))
}

/** the user's purchase of this prediction, if any */
export async function predictionPurchaseOf(db: Db, predictionId: number, userId: number): Promise<PredictionPurchase | undefined> {
  return firstRow(db, q.selectFrom('prediction_purchases').select(PURCHASE_COLUMNS).where('prediction_id', '=', predictionId).where('user_id', '=', userId))
}

/** records a sale (once per user and prediction; the order number is unique) */
export async function recordPredictionPurchase(db: Db, p: { predictionId: number; userId: number; orderNo: string; price: number }, now: number): Promise<void> {
  await execute(db, q.insertInto('prediction_purchases').values({ prediction_id: p.predictionId, user_id: p.userId, order_no: p.orderNo, price: p.price, created_at: now }))
}

/** a 不中退 sale refunded on a miss (once) */
export async function markPredictionPurchaseRefunded(db: Db, orderNo: string, now: number): Promise<void> {
  await execute(db, q.updateTable('prediction_purchases').set({ refunded_at: now }).where('order_no', '=', orderNo).where('refunded_at', 'is', null))
}

/** every purchase by this user, newest first (money's 已购 list) */
export async function predictionPurchasesOfUser(db: Db, userId: number): Promise<PredictionPurchase[]> {
  return allRows(db, q.selectFrom('prediction_purchases').select(PURCHASE_COLUMNS).where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc'))
}

/** every sale of this expert's predictions, newest first (money's expert sales) */
export async function predictionSalesOfExpert(db: Db, expertId: number): Promise<PredictionPurchase[]> {
  return allRows(db, q.selectFrom('prediction_purchases as pp').innerJoin('predictions as p', 'p.id', 'pp.prediction_id')
    .select(['pp.id', 'pp.prediction_id', 'pp.user_id', 'pp.order_no', 'pp.price', 'pp.created_at', 'pp.refunded_at'])
    .where('p.expert_id', '=', expertId).orderBy('pp.created_at', 'desc').orderBy('pp.id', 'desc'))
}

const boughtQuery = compiledOnce((userId: number, json: string) => q.selectFrom('prediction_purchases').select('prediction_id').where('user_id', '=', userId)
  .where('prediction_id', 'in', idsIn(json)))

/** which of these predictions the user has bought */
export async function boughtAmong(db: Db, userId: number | undefined | null, ids: readonly number[]): Promise<Set<number>> {
  if (!userId || !ids.length) return new Set()
  return new Set((await allRows(db, boughtQuery(userId, idsJson(ids)))).map((r) => r.prediction_id))
}

export async function hasBought(db: Db, predictionId: number, userId: number): Promise<boolean> {
  return await predictionPurchaseOf(db, predictionId, userId) !== undefined
}

export async function hasAnyPurchase(db: Db, predictionId: number): Promise<boolean> {
  return await firstRow(db, q.selectFrom('prediction_purchases').select('id').where('prediction_id', '=', predictionId).limit(1)) !== undefined
}
