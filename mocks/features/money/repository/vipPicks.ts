import { sql } from 'kysely'
import type { Db } from '../../../db'
import { allRows, execute, firstRow, insertedId } from '../../../db/query'
import { VIP_PICK_KINDS, type VipPickKind } from '../../../../types/money-rules'
import { oneOf } from '../values'
import { q } from './builder'

/** VIP picks: the days built, the picks and their legs (predictions of experts), the coin purchases */

export interface PickRow {
  id: number
  kind: VipPickKind
  day: string
  slot: number
  title: string
  teaser: string
  price: number
  start_at: number
}

const PICK_COLUMNS = ['id', 'kind', 'day', 'slot', 'title', 'teaser', 'price', 'start_at'] as const
const toPick = <R extends { kind: string }>(p: R): R & { kind: VipPickKind } => ({ ...p, kind: oneOf(VIP_PICK_KINDS, p.kind, 'vip_picks.kind') })

export async function isDayBuilt(db: Db, day: string): Promise<boolean> {
  return await firstRow(db, q.selectFrom('vip_pick_days').select('day').where('day', '=', day)) !== undefined
}

/** claims the building of a day: false when another run built it */
export async function markDayBuilt(db: Db, day: string, now: number): Promise<boolean> {
  return (await execute(db, q.insertInto('vip_pick_days').values({ day, built_at: now }).onConflict((oc) => oc.doNothing()))).changes > 0
}

export async function insertPick(db: Db, p: Omit<PickRow, 'id'>, predictionIds: readonly number[], now: number): Promise<number> {
  const id = (await insertedId(db, q.insertInto('vip_picks').values({ ...p, created_at: now })))
  for (const [i, predictionId] of predictionIds.entries()) await execute(db, q.insertInto('vip_pick_legs').values({ pick_id: id, position: i + 1, prediction_id: predictionId }))
  return id
}

export async function pickById(db: Db, id: number): Promise<PickRow | undefined> {
  const p = await firstRow(db, q.selectFrom('vip_picks').select(PICK_COLUMNS).where('id', '=', id))
  return p && toPick(p)
}

/** a day's picks of a kind, or (day 'all') every day's up to `today`, newest day first */
export async function picksPage(db: Db, kind: VipPickKind, day: string, today: string, limit: number, offset: number): Promise<{ rows: PickRow[]; total: number }> {
  const picks = day === 'all' ? q.selectFrom('vip_picks').where('kind', '=', kind).where('day', '<=', today) : q.selectFrom('vip_picks').where('kind', '=', kind).where('day', '=', day)
  const total = (await firstRow(db, picks.select(sql<number>`COUNT(*)`.as('n'))))?.n ?? 0
  const rows = await allRows(db, picks.select(PICK_COLUMNS).orderBy('day', 'desc').orderBy('slot').limit(limit).offset(offset))
  return { rows: rows.map(toPick), total }
}

/** the pick's legs in order: which prediction stands at each position */
export async function legsOf(db: Db, pickId: number): Promise<Array<{ position: number; prediction_id: number }>> {
  return allRows(db, q.selectFrom('vip_pick_legs').select(['position', 'prediction_id']).where('pick_id', '=', pickId).orderBy('position'))
}

/** whether the prediction is a leg of a pick somebody bought (it then stays as they bought it) */
export async function isLegOfSoldPick(db: Db, predictionId: number): Promise<boolean> {
  return await firstRow(db, q.selectFrom('vip_pick_legs as l').innerJoin('vip_pick_purchases as b', 'b.pick_id', 'l.pick_id')
    .select('l.pick_id').where('l.prediction_id', '=', predictionId).limit(1)) !== undefined
}

// ---- purchases ----

export interface PickPurchase {
  pick_id: number
  user_id: number
  order_no: string
  price: number
}

export async function pickPurchaseByOrder(db: Db, orderNo: string): Promise<PickPurchase | undefined> {
  return firstRow(db, q.selectFrom('vip_pick_purchases').select(['pick_id', 'user_id', 'order_no', 'price']).where('order_no', '=', orderNo))
}

export async function pickPurchaseOf(db: Db, pickId: number, userId: number): Promise<PickPurchase | undefined> {
  return firstRow(db, q.selectFrom('vip_pick_purchases').select(['pick_id', 'user_id', 'order_no', 'price']).where('pick_id', '=', pickId).where('user_id', '=', userId))
}

export async function insertPickPurchase(db: Db, p: PickPurchase, now: number): Promise<void> {
  await execute(db, q.insertInto('vip_pick_purchases').values({ ...p, created_at: now }))
}

/** the user's pick purchases (已购), newest first, the first `limit`, with the pick's title */
export async function pickPurchasesOfUser(db: Db, userId: number, limit: number): Promise<{ rows: Array<{ id: number; pick_id: number; title: string; price: number; created_at: number; order_no: string }>; total: number }> {
  const total = (await firstRow(db, q.selectFrom('vip_pick_purchases').select(sql<number>`COUNT(*)`.as('n')).where('user_id', '=', userId)))?.n ?? 0
  const rows = await allRows(db, q.selectFrom('vip_pick_purchases as vp').innerJoin('vip_picks as v', 'v.id', 'vp.pick_id')
    .select(['vp.id', 'vp.pick_id', 'v.title', 'vp.price', 'vp.created_at', 'vp.order_no']).where('vp.user_id', '=', userId)
    .orderBy('vp.created_at', 'desc').orderBy('vp.id', 'desc').limit(limit))
  return { rows, total }
}

/** the sold legs standing on these predictions: one row per (sale, leg), with the pick's title (an expert's VIP shares) */
export async function soldLegsOf(db: Db, predictionIds: readonly number[]): Promise<Array<{ id: number; pick_id: number; position: number; prediction_id: number; title: string; price: number; order_no: string; created_at: number }>> {
  if (!predictionIds.length) return []
  return allRows(db, q.selectFrom('vip_pick_purchases as vp').innerJoin('vip_picks as v', 'v.id', 'vp.pick_id').innerJoin('vip_pick_legs as l', 'l.pick_id', 'vp.pick_id')
    .select(['vp.id', 'vp.pick_id', 'l.position', 'l.prediction_id', 'v.title', 'vp.price', 'vp.order_no', 'vp.created_at'])
    .where('l.prediction_id', 'in', [...new Set(predictionIds)]))
}

/** the predictions standing in sold picks */
export async function soldLegPredictionIds(db: Db): Promise<number[]> {
  return (await allRows(db, q.selectFrom('vip_pick_legs as l').innerJoin('vip_pick_purchases as b', 'b.pick_id', 'l.pick_id').select('l.prediction_id').distinct()))
    .map((r) => r.prediction_id)
}
