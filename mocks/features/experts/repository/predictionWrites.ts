import type { Db } from '../../../db'
import { allRows, execute, firstRow, insertedId } from '../../../db/query'
import type { PredictionPick, PredictionPlay } from '../../../../types/expert-rules'
import { SINGLE, q } from './builder'

/** what publishing, editing and deleting write to predictions and prediction_legs */

export interface LegToStore {
  event_id: number
  play: PredictionPlay
  pick: PredictionPick
  line: number | null
  odds: number
  ends_at: number
}

export interface PredictionTexts {
  title: string
  content: string
  price: number
  refund_on_miss: boolean
}

/** the id of the expert's single on this match and play, if any */
export async function singleOn(db: Db, expertId: number, matchId: number, play: PredictionPlay): Promise<number | undefined> {
  return (await firstRow(db, q.selectFrom('predictions').select('id')
    .where('expert_id', '=', expertId).where('match_id', '=', matchId).where('play', '=', play).where('kind', '=', SINGLE)))?.id
}

export async function insertSingle(db: Db, expertId: number, l: LegToStore, t: PredictionTexts, times: { now: number; lockAt: number }): Promise<number> {
  return (await insertedId(db, q.insertInto('predictions').values({
    expert_id: expertId, kind: 'single', match_id: l.event_id, play: l.play, pick: l.pick, line: l.line, odds: l.odds,
    title: t.title, content: t.content, price: t.price, refund_on_miss: t.refund_on_miss ? 1 : 0,
    published_at: times.now, lock_at: times.lockAt, ends_at: l.ends_at,
  })))
}

export async function updateSingle(db: Db, id: number, l: LegToStore, t: PredictionTexts, times: { now: number; lockAt: number }): Promise<void> {
  await execute(db, q.updateTable('predictions').set({
    match_id: l.event_id, play: l.play, pick: l.pick, line: l.line, odds: l.odds, title: t.title, content: t.content, price: t.price,
    refund_on_miss: t.refund_on_miss ? 1 : 0, edited_at: times.now, lock_at: times.lockAt, ends_at: l.ends_at,
  }).where('id', '=', id))
}

interface ParlayFigures {
  odds: number
  lockAt: number
  endsAt: number
}

export async function insertParlay(db: Db, expertId: number, f: ParlayFigures, t: PredictionTexts, now: number): Promise<number> {
  return (await insertedId(db, q.insertInto('predictions').values({
    expert_id: expertId, kind: 'parlay', odds: f.odds, title: t.title, content: t.content, price: t.price,
    refund_on_miss: t.refund_on_miss ? 1 : 0, published_at: now, lock_at: f.lockAt, ends_at: f.endsAt,
  })))
}

export async function updateParlay(db: Db, id: number, f: ParlayFigures, t: PredictionTexts, now: number): Promise<void> {
  await execute(db, q.updateTable('predictions').set({
    odds: f.odds, title: t.title, content: t.content, price: t.price, refund_on_miss: t.refund_on_miss ? 1 : 0,
    edited_at: now, lock_at: f.lockAt, ends_at: f.endsAt,
  }).where('id', '=', id))
}

/** a parlay's legs as chosen, in their order */
export async function legChoicesOf(db: Db, id: number): Promise<Array<Omit<LegToStore, 'ends_at'>>> {
  return allRows(db, q.selectFrom('prediction_legs').select(['match_id as event_id', 'play', 'pick', 'line', 'odds'])
    .where('prediction_id', '=', id).orderBy('leg_no').$narrowType<{ play: PredictionPlay; pick: PredictionPick }>())
}

export async function replaceLegs(db: Db, id: number, legs: readonly LegToStore[]): Promise<void> {
  await execute(db, q.deleteFrom('prediction_legs').where('prediction_id', '=', id))
  for (const [legNo, l] of legs.entries()) {
    await execute(db, q.insertInto('prediction_legs').values({ prediction_id: id, match_id: l.event_id, play: l.play, pick: l.pick, line: l.line, odds: l.odds, ends_at: l.ends_at, leg_no: legNo }))
  }
}

/** legs, versions and follows go with it (ON DELETE CASCADE) */
export async function deletePredictionRow(db: Db, id: number): Promise<void> {
  await execute(db, q.deleteFrom('predictions').where('id', '=', id))
}

/** the analysis of a seeded prediction written later (ensureAnalyses) */
export async function setContent(db: Db, id: number, content: string): Promise<number> {
  return (await execute(db, q.updateTable('predictions').set({ content }).where('id', '=', id))).changes
}
