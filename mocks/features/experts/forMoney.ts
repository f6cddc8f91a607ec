import type { Db } from '../../db'
import { allRows, execute, firstRow, queryBuilder } from '../../db/query'
import {
  PREDICTION_KINDS, PREDICTION_PICKS, PREDICTION_PLAYS, WIN_OR_NOT, type PredictionKind, type PredictionPick, type PredictionPlay, type WinOrNot,
} from '../../../types/expert-rules'
import type { ExpertsTables } from './tables'

/**
 * What money needs of experts until experts' index offers it (brief rule 4): the names and shapes of
 * the experts branch's own (repository/purchases.ts, repository/predictions.ts, hooks.ts), which
 * replace these at the merge.
 */

const q = queryBuilder<ExpertsTables>()

export { expertSummaries } from './services/experts'
export { settleDue } from './services/settlement'

// ---- prediction_purchases: money makes the sale, experts keeps the row ----

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

export function predictionPurchaseByOrder(db: Db, orderNo: string): PredictionPurchase | undefined {
  return firstRow(db, q.selectFrom('prediction_purchases').select(PURCHASE_COLUMNS).where('order_no', '=', orderNo))
}

export function predictionPurchaseOf(db: Db, predictionId: number, userId: number): PredictionPurchase | undefined {
  return firstRow(db, q.selectFrom('prediction_purchases').select(PURCHASE_COLUMNS).where('prediction_id', '=', predictionId).where('user_id', '=', userId))
}

export function recordPredictionPurchase(db: Db, p: { predictionId: number; userId: number; orderNo: string; price: number }, now: number): void {
  execute(db, q.insertInto('prediction_purchases').values({ prediction_id: p.predictionId, user_id: p.userId, order_no: p.orderNo, price: p.price, created_at: now }))
}

export function markPredictionPurchaseRefunded(db: Db, orderNo: string, now: number): void {
  execute(db, q.updateTable('prediction_purchases').set({ refunded_at: now }).where('order_no', '=', orderNo).where('refunded_at', 'is', null))
}

/** every purchase by this user, newest first (money's 已购 list) */
export function predictionPurchasesOfUser(db: Db, userId: number): PredictionPurchase[] {
  return allRows(db, q.selectFrom('prediction_purchases').select(PURCHASE_COLUMNS).where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc'))
}

/** every sale of this expert's predictions, newest first (money's expert sales) */
export function predictionSalesOfExpert(db: Db, expertId: number): PredictionPurchase[] {
  return allRows(db, q.selectFrom('prediction_purchases as pp').innerJoin('predictions as p', 'p.id', 'pp.prediction_id')
    .select(['pp.id', 'pp.prediction_id', 'pp.user_id', 'pp.order_no', 'pp.price', 'pp.created_at', 'pp.refunded_at'])
    .where('p.expert_id', '=', expertId).orderBy('pp.created_at', 'desc').orderBy('pp.id', 'desc'))
}

// ---- predictions, as money's VIP picks, sales and ledger read them ----

export interface PredictionBrief {
  id: number
  expert_id: number
  kind: PredictionKind
  match_id: number | null
  play: PredictionPlay | null
  pick: PredictionPick | null
  line: number | null
  odds: number
  title: string
  price: number
  refund_on_miss: number
  published_at: number
  lock_at: number | null
  ends_at: number
  win_or_not: WinOrNot
}

function member<T extends string | number>(allowed: readonly T[], value: string | number, column: string): T {
  const hit = allowed.find((a) => a === value)
  if (hit === undefined) throw new Error(`predictions.${column} holds ${value}`)
  return hit
}

const WIN_OR_NOTS: readonly WinOrNot[] = Object.values(WIN_OR_NOT)

/** these predictions, by id (deleted ones are absent) */
export function predictionsByIds(db: Db, ids: readonly number[]): Map<number, PredictionBrief> {
  if (!ids.length) return new Map()
  const rows = allRows(db, q.selectFrom('predictions')
    .select(['id', 'expert_id', 'kind', 'match_id', 'play', 'pick', 'line', 'odds', 'title', 'price', 'refund_on_miss', 'published_at', 'lock_at', 'ends_at', 'win_or_not'])
    .where('id', 'in', [...new Set(ids)]))
  return new Map(rows.map((r): [number, PredictionBrief] => [r.id, {
    ...r,
    kind: member(PREDICTION_KINDS, r.kind, 'kind'),
    play: r.play === null ? null : member(PREDICTION_PLAYS, r.play, 'play'),
    pick: r.pick === null ? null : member(PREDICTION_PICKS, r.pick, 'pick'),
    win_or_not: member(WIN_OR_NOTS, r.win_or_not, 'win_or_not'),
  }]))
}

/** pending singles on these matches published by `now` (the VIP picks' candidates) */
export function pendingSinglesOnMatches(db: Db, matchIds: readonly number[], now: number): Array<{ id: number; expert_id: number; match_id: number }> {
  if (!matchIds.length) return []
  const rows = allRows(db, q.selectFrom('predictions').select(['id', 'expert_id', 'match_id'])
    .where('match_id', 'in', [...new Set(matchIds)]).where('published_at', '<=', now).where('win_or_not', '=', 0))
  return rows.flatMap((r) => (r.match_id === null ? [] : [{ id: r.id, expert_id: r.expert_id, match_id: r.match_id }]))
}

// ---- hooks (coordination.md); experts' hooks.ts takes their place at the merge ----

/** a prediction whose result a settlement run just stored */
export interface SettledPrediction {
  id: number
  expert_id: number
  win_or_not: Exclude<WinOrNot, 0>
}

type SettledListener = (db: Db, settled: readonly SettledPrediction[], now: number) => void
const settledListeners: SettledListener[] = []

/** called after every settlement run (settleDue), outside its transaction */
export function onPredictionsSettled(listener: SettledListener): void {
  settledListeners.push(listener)
}

export function predictionsSettled(db: Db, settled: readonly SettledPrediction[], now: number): void {
  for (const listener of settledListeners) listener(db, settled, now)
}

type LockCheck = (db: Db, predictionId: number) => boolean
const lockChecks: LockCheck[] = []

/** a higher feature that sells a prediction inside something of its own says when it must stay as sold */
export function registerPredictionLock(check: LockCheck): void {
  lockChecks.push(check)
}

export function isLockedBySale(db: Db, predictionId: number): boolean {
  return lockChecks.some((check) => check(db, predictionId))
}
