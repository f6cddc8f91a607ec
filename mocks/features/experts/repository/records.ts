import { sql } from 'kysely'
import type { Db } from '../../../db'
import { allRows, firstRow, compiledOnce } from '../../../db/query'
import type { PredictionKind, PredictionPlay, WinOrNot } from '../../../../types/expert-rules'
import { PENDING, q } from './builder'

/**
 * Settled predictions as the records read them: win_or_not 1..3 on a match that has ended by `now`
 * (the guard keeps answers true to the clock even when a test clock moves back), newest first by the
 * final whistle, then id.
 */

export interface SettledDbRow {
  id: number
  expert_id: number
  kind: PredictionKind
  play: PredictionPlay | null
  /** a single's match (its competition is the match feature's); null for parlays and in the every-expert read */
  match_id: number | null
  win_or_not: Exclude<WinOrNot, 0>
  /** what a hit pays on a unit stake (odds, or a parlay's odds without its pushed legs) */
  payout: number
  ends_at: number
}

type Narrow = { kind: PredictionKind; play: PredictionPlay | null; win_or_not: Exclude<WinOrNot, 0> }

/** one expert's settled predictions, newest first */
export async function settledOfExpert(db: Db, expertId: number, now: number): Promise<SettledDbRow[]> {
  return allRows(db, settledOfExpertQuery(expertId, now))
}

const settledOfExpertQuery = compiledOnce((expertId: number, now: number) => q.selectFrom('predictions as p')
    .select((eb) => ['p.id', 'p.expert_id', 'p.kind', 'p.play', 'p.match_id', 'p.win_or_not', eb.fn.coalesce('p.settled_odds', 'p.odds').as('payout'), 'p.ends_at'])
    .where('p.expert_id', '=', expertId).where('p.win_or_not', '>', PENDING).where('p.ends_at', '<=', now)
    .orderBy('p.ends_at', 'desc').orderBy('p.id', 'desc').$narrowType<Narrow>())

/** one expert's settled predictions without the match (match_id null): one covering index read (predictions_settled), for the summaries */
export async function settledResultsOfExpert(db: Db, expertId: number, now: number): Promise<SettledDbRow[]> {
  return allRows(db, settledResultsOfExpertQuery(expertId, now))
}

const settledResultsOfExpertQuery = compiledOnce((expertId: number, now: number) => q.selectFrom('predictions as p')
    .select((eb) => ['p.id', 'p.expert_id', 'p.kind', 'p.play', sql<number | null>`NULL`.as('match_id'), 'p.win_or_not',
      eb.fn.coalesce('p.settled_odds', 'p.odds').as('payout'), 'p.ends_at'])
    .where('p.expert_id', '=', expertId).where('p.win_or_not', '>', PENDING).where('p.ends_at', '<=', now)
    .orderBy('p.ends_at', 'desc').orderBy('p.id', 'desc').$narrowType<Narrow>())

/** the newest `limit` of them (the head a last-N figure reads) */
export async function settledResultsHeadOfExpert(db: Db, expertId: number, now: number, limit: number): Promise<SettledDbRow[]> {
  return allRows(db, settledResultsHeadQuery(expertId, now, limit))
}

const settledResultsHeadQuery = compiledOnce((expertId: number, now: number, limit: number) => q.selectFrom('predictions as p')
    .select((eb) => ['p.id', 'p.expert_id', 'p.kind', 'p.play', sql<number | null>`NULL`.as('match_id'), 'p.win_or_not',
      eb.fn.coalesce('p.settled_odds', 'p.odds').as('payout'), 'p.ends_at'])
    .where('p.expert_id', '=', expertId).where('p.win_or_not', '>', PENDING).where('p.ends_at', '<=', now)
    .orderBy('p.ends_at', 'desc').orderBy('p.id', 'desc').limit(limit).$narrowType<Narrow>())

/** how many settled predictions an expert has at `now` (counted on the covering index, no row read) */
export async function settledCountOfExpert(db: Db, expertId: number, now: number): Promise<number> {
  return (await firstRow(db, settledCountQuery(expertId, now)))?.n ?? 0
}

const settledCountQuery = compiledOnce((expertId: number, now: number) => q.selectFrom('predictions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('expert_id', '=', expertId).where('win_or_not', '>', PENDING).where('ends_at', '<=', now))

/** every expert's settled predictions, by expert then newest first; without the match, so the read is one covering index (predictions_settled) */
export async function settledOfAll(db: Db, now: number): Promise<SettledDbRow[]> {
  return allRows(db, settledOfAllQuery(now))
}

const settledOfAllQuery = compiledOnce((now: number) => q.selectFrom('predictions as p')
    .select((eb) => ['p.id', 'p.expert_id', 'p.kind', 'p.play', sql<number | null>`NULL`.as('match_id'), 'p.win_or_not',
      eb.fn.coalesce('p.settled_odds', 'p.odds').as('payout'), 'p.ends_at'])
    .where('p.win_or_not', '>', PENDING).where('p.ends_at', '<=', now)
    .orderBy('p.expert_id').orderBy('p.ends_at', 'desc').orderBy('p.id', 'desc').$narrowType<Narrow>())

/** how many settled predictions the hit rate covers */
export const HIT_RATE_WINDOW = 20
