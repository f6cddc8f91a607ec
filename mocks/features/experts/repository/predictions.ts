import { idList, idsIn, idsJson } from '../../../db/idList'
import type { ExpressionBuilder } from 'kysely'
import type { Db } from '../../../db'
import { allRows, firstRow, compiledOnce } from '../../../db/query'
import type { PredictionKind, PredictionListStatus, PredictionPick, PredictionPlay, WinOrNot } from '../../../../types/expert-rules'
import type { ExpertsTables } from '../tables'
import { PENDING, q } from './builder'

/** predictions and their legs as stored: reads of the lists and the detail, writes of publishing */

export interface PredictionDbRow {
  id: number
  expert_id: number
  kind: PredictionKind
  match_id: number | null
  play: PredictionPlay | null
  pick: PredictionPick | null
  line: number | null
  odds: number
  title: string
  content: string
  price: number
  refund_on_miss: number
  published_at: number
  edited_at: number | null
  lock_at: number
  ends_at: number
  win_or_not: WinOrNot
}

/** a leg as stored (prediction_legs, arena_legs, or a single's own row) */
export interface StoredLeg {
  match_id: number
  play: PredictionPlay
  pick: PredictionPick
  line: number | null
  odds: number
  ends_at: number
  win_or_not: WinOrNot
}

const PREDICTION_COLUMNS = [
  'p.id', 'p.expert_id', 'p.kind', 'p.match_id', 'p.play', 'p.pick', 'p.line', 'p.odds', 'p.title', 'p.content', 'p.price',
  'p.refund_on_miss', 'p.published_at', 'p.edited_at', 'p.lock_at', 'p.ends_at', 'p.win_or_not',
] as const

type Narrowed = { kind: PredictionKind; play: PredictionPlay | null; pick: PredictionPick | null; lock_at: number; win_or_not: WinOrNot }

const predictions = () => q.selectFrom('predictions as p').select(PREDICTION_COLUMNS).$narrowType<Narrowed>()

/** a prediction published by `now` */
const publishedQuery = compiledOnce((id: number, now: number) => predictions().where('p.id', '=', id).where('p.published_at', '<=', now))
const predictionQuery = compiledOnce((id: number) => predictions().where('p.id', '=', id))

export async function publishedPrediction(db: Db, id: number, now: number): Promise<PredictionDbRow | undefined> {
  return firstRow(db, publishedQuery(id, now))
}

/** any prediction, published or not (publishing reads the caller's own) */
export async function predictionRow(db: Db, id: number): Promise<PredictionDbRow | undefined> {
  return firstRow(db, predictionQuery(id))
}

export interface PredictionListWhere {
  kind?: PredictionKind
  expertId?: number
  eventId?: number
  free?: boolean
  followerId?: number
  status: PredictionListStatus | 'all'
}

type PredictionEb = ExpressionBuilder<ExpertsTables & { p: ExpertsTables['predictions'] }, 'p'>

/** the values of a list's filters, in a fixed order (a filter that is absent is given a placeholder its query never reads) */
type ListArgs = [now: number, kind: string, expertId: number, eventId: number, followerId: number]

/** `f` decides which conditions the query has (its shape); `v` gives their values */
function listConditions(eb: PredictionEb, f: PredictionListWhere, [now, kind, expertId, eventId, followerId]: ListArgs) {
  const conds = [eb('p.published_at', '<=', now)]
  if (f.kind) conds.push(eb('p.kind', '=', kind))
  if (f.expertId !== undefined) conds.push(eb('p.expert_id', '=', expertId))
  // a UNION of two index probes: an OR of the two would scan the whole table
  if (f.eventId !== undefined) {
    conds.push(eb('p.id', 'in', eb.selectFrom('predictions').select('id').where('match_id', '=', eventId)
      .unionAll(eb.selectFrom('prediction_legs').select('prediction_id as id').where('match_id', '=', eventId))))
  }
  if (f.free) conds.push(eb('p.price', '=', 0))
  if (f.followerId !== undefined) conds.push(eb('p.id', 'in', eb.selectFrom('prediction_follows').select('prediction_id').where('user_id', '=', followerId)))
  if (f.status === 'current') conds.push(eb.or([eb('p.win_or_not', '=', PENDING), eb('p.ends_at', '>', now)]))
  if (f.status === 'settled') conds.push(eb.and([eb('p.win_or_not', '>', PENDING), eb('p.ends_at', '<=', now)]))
  return eb.and(conds)
}

function listQueries(f: PredictionListWhere) {
  const count = compiledOnce((...v: ListArgs) => q.selectFrom('predictions as p').select((eb) => eb.fn.countAll<number>().as('n')).where((eb) => listConditions(eb, f, v)))
  const rows = compiledOnce((limit: number, offset: number, ...v: ListArgs) => {
    const query = predictions().where((eb) => listConditions(eb, f, v))
    const ordered = f.status === 'settled' ? query.orderBy('p.ends_at', 'desc').orderBy('p.id', 'desc') : query.orderBy('p.published_at', 'desc').orderBy('p.id', 'desc')
    return ordered.limit(limit).offset(offset)
  })
  return { count, rows }
}

/** the compiled list queries, by the filters present: a list is read on every screen, so each shape is built once */
const listShapes = new Map<string, ReturnType<typeof listQueries>>()

/** current and all: newest published first; settled: latest settled first */
export async function predictionsPage(db: Db, f: PredictionListWhere, now: number, limit: number, offset: number): Promise<{ rows: PredictionDbRow[]; total: number }> {
  const shape = [f.kind ? 'k' : '', f.expertId !== undefined ? 'e' : '', f.eventId !== undefined ? 'm' : '', f.free ? 'f' : '', f.followerId !== undefined ? 'u' : '', f.status].join()
  let queries = listShapes.get(shape)
  if (!queries) listShapes.set(shape, (queries = listQueries(f)))
  const v: ListArgs = [now, f.kind ?? '', f.expertId ?? 0, f.eventId ?? 0, f.followerId ?? 0]
  const total = (await firstRow(db, queries.count(...v)))?.n ?? 0
  return { rows: await allRows(db, queries.rows(limit, offset, ...v)), total }
}

const parlayLegsQuery = compiledOnce((json: string) => q.selectFrom('prediction_legs')
  .select(['prediction_id', 'match_id', 'play', 'pick', 'line', 'odds', 'ends_at', 'win_or_not'])
  .where('prediction_id', 'in', idsIn(json))
  .orderBy('prediction_id').orderBy('leg_no')
  .$narrowType<{ play: PredictionPlay; pick: PredictionPick; win_or_not: WinOrNot }>())

/** the legs of these parlays, in their order, by prediction id */
export async function parlayLegs(db: Db, ids: readonly number[]): Promise<Map<number, StoredLeg[]>> {
  const out = new Map<number, StoredLeg[]>()
  if (!ids.length) return out
  const rows = await allRows(db, parlayLegsQuery(idsJson(ids)))
  for (const { prediction_id, ...leg } of rows) {
    let list = out.get(prediction_id)
    if (!list) out.set(prediction_id, (list = []))
    list.push(leg)
  }
  return out
}

/** predictions on sale (published, not yet locked) by expert */
const onSaleQuery = compiledOnce((now: number) => q.selectFrom('predictions').select((eb) => ['expert_id', eb.fn.countAll<number>().as('n')])
  .where('published_at', '<=', now).where('lock_at', '>', now).groupBy('expert_id'))

export async function onSaleCounts(db: Db, now: number): Promise<Map<number, number>> {
  return new Map((await allRows(db, onSaleQuery(now))).map((r) => [r.expert_id, r.n]))
}

/** an expert's published predictions not yet settled at `now` */
export async function currentCount(db: Db, expertId: number, now: number): Promise<number> {
  return (await firstRow(db, currentCountQuery(expertId, now)))?.n ?? 0
}

const currentCountQuery = compiledOnce((expertId: number, now: number) => q.selectFrom('predictions').select((eb) => eb.fn.countAll<number>().as('n'))
  .where('expert_id', '=', expertId).where('published_at', '<=', now)
  .where((eb) => eb.or([eb('win_or_not', '=', PENDING), eb('ends_at', '>', now)])))

/** who published, by `now`, a single (of this play) or a parlay leg on which match: distinct pairs */
export async function predictedMatches(db: Db, now: number, play: PredictionPlay | 'parlay' | undefined): Promise<Array<{ expert_id: number; match_id: number }>> {
  const out: Array<{ expert_id: number; match_id: number }> = []
  if (play !== 'parlay') {
    let singles = q.selectFrom('predictions').select(['expert_id', 'match_id']).distinct().where('published_at', '<=', now).where('match_id', 'is not', null)
    if (play) singles = singles.where('play', '=', play)
    out.push(...await allRows(db, singles.$narrowType<{ match_id: number }>()))
  }
  if (!play || play === 'parlay') {
    out.push(...await allRows(db, q.selectFrom('predictions as p').innerJoin('prediction_legs as pl', 'pl.prediction_id', 'p.id')
      .select(['p.expert_id', 'pl.match_id']).distinct().where('p.published_at', '<=', now)))
  }
  return out
}

// ---- for the money feature (VIP picks, purchases, the ledger's titles) ----

/** a prediction without its analysis text and edit time */
export type PredictionBrief = Omit<PredictionDbRow, 'content' | 'edited_at'>

const BRIEF_COLUMNS = PREDICTION_COLUMNS.filter((c): c is Exclude<(typeof PREDICTION_COLUMNS)[number], 'p.content' | 'p.edited_at'> =>
  c !== 'p.content' && c !== 'p.edited_at')

/** these predictions, by id (deleted ones are absent) */
export async function predictionsByIds(db: Db, ids: readonly number[]): Promise<Map<number, PredictionBrief>> {
  if (!ids.length) return new Map()
  const rows = await allRows(db, q.selectFrom('predictions as p')
    .select(BRIEF_COLUMNS)
    .where('p.id', 'in', idList(ids)).$narrowType<Narrowed>())
  return new Map(rows.map((r) => [r.id, r]))
}

/** pending singles on these matches published by `now` (the VIP picks' candidates) */
export async function pendingSinglesOnMatches(db: Db, matchIds: readonly number[], now: number): Promise<Array<{ id: number; expert_id: number; match_id: number }>> {
  if (!matchIds.length) return []
  return allRows(db, q.selectFrom('predictions').select(['id', 'expert_id', 'match_id'])
    .where('match_id', 'in', idList(matchIds))
    .where('published_at', '<=', now).where('win_or_not', '=', PENDING).$narrowType<{ match_id: number }>())
}
