import type { Db } from '../../../db'
import { allRows, execute, compiledOnce } from '../../../db/query'
import type { PredictionPick, PredictionPlay, WinOrNot } from '../../../../types/expert-rules'
import { PENDING, SINGLE, PARLAY, q } from './builder'

/**
 * What settlement reads and writes: the pending rows whose final whistle has passed (probes of the
 * partial indexes of pending rows), and their results. A stored result never changes (triggers).
 */

export interface PendingPick {
  /** the prediction (or arena entry) the pick belongs to: a leg is its owner's one leg on the match */
  id: number
  play: PredictionPlay
  pick: PredictionPick
  line: number | null
}

type Narrow = { play: PredictionPlay; pick: PredictionPick }

/** the matches of pending singles due by `now` (no DISTINCT: the planner would then scan by match instead of probing the pending index) */
const dueSinglesQuery = compiledOnce((now: number) => q.selectFrom('predictions').select('match_id').where('win_or_not', '=', PENDING).where('ends_at', '<=', now))

export async function dueSingleMatches(db: Db, now: number): Promise<Set<number>> {
  const due = new Set<number>()
  for (const r of await allRows(db, dueSinglesQuery(now))) {
    if (r.match_id !== null) due.add(r.match_id) // parlays: settled from their legs
  }
  return due
}

const pendingSinglesQuery = compiledOnce((matchId: number) => q.selectFrom('predictions').select(['id', 'expert_id', 'play', 'pick', 'line'])
  .where('match_id', '=', matchId).where('win_or_not', '=', PENDING).where('kind', '=', SINGLE).$narrowType<Narrow>())

export async function pendingSinglesOn(db: Db, matchId: number): Promise<Array<PendingPick & { expert_id: number }>> {
  return allRows(db, pendingSinglesQuery(matchId))
}

export async function storeSingleResult(db: Db, id: number, w: WinOrNot): Promise<number> {
  return (await execute(db, q.updateTable('predictions').set({ win_or_not: w }).where('id', '=', id).where('win_or_not', '=', PENDING))).changes
}

const duePredictionLegsQuery = compiledOnce((now: number) => q.selectFrom('prediction_legs').select('match_id').where('win_or_not', '=', PENDING).where('ends_at', '<=', now))
const dueArenaLegsQuery = compiledOnce((now: number) => q.selectFrom('arena_legs').select('match_id').where('win_or_not', '=', PENDING).where('ends_at', '<=', now))

export async function duePredictionLegMatches(db: Db, now: number): Promise<Set<number>> {
  return new Set((await allRows(db, duePredictionLegsQuery(now))).map((r) => r.match_id))
}

export async function dueArenaLegMatches(db: Db, now: number): Promise<Set<number>> {
  return new Set((await allRows(db, dueArenaLegsQuery(now))).map((r) => r.match_id))
}

export async function pendingPredictionLegsOn(db: Db, matchId: number): Promise<PendingPick[]> {
  return allRows(db, q.selectFrom('prediction_legs').select(['prediction_id as id', 'play', 'pick', 'line'])
    .where('match_id', '=', matchId).where('win_or_not', '=', PENDING).$narrowType<Narrow>())
}

export async function pendingArenaLegsOn(db: Db, matchId: number): Promise<PendingPick[]> {
  return allRows(db, q.selectFrom('arena_legs').select(['entry_id as id', 'play', 'pick', 'line'])
    .where('match_id', '=', matchId).where('win_or_not', '=', PENDING).$narrowType<Narrow>())
}

/** a leg's result, by its key (prediction, match) */
export async function storePredictionLegResult(db: Db, predictionId: number, matchId: number, w: WinOrNot): Promise<void> {
  await execute(db, q.updateTable('prediction_legs').set({ win_or_not: w })
    .where('prediction_id', '=', predictionId).where('match_id', '=', matchId).where('win_or_not', '=', PENDING))
}

/** an arena leg's result, by its key (entry, match) */
export async function storeArenaLegResult(db: Db, entryId: number, matchId: number, w: WinOrNot): Promise<void> {
  await execute(db, q.updateTable('arena_legs').set({ win_or_not: w }).where('entry_id', '=', entryId).where('match_id', '=', matchId).where('win_or_not', '=', PENDING))
}

/** pending parlays due by `now` (a single has no legs: its pick is on the row) */
const dueParlaysQuery = compiledOnce((now: number) => q.selectFrom('predictions').select(['id', 'expert_id']).where('win_or_not', '=', PENDING).where('ends_at', '<=', now).where('kind', '=', PARLAY))
const dueArenaEntriesQuery = compiledOnce((now: number) => q.selectFrom('arena_entries').select('id').where('win_or_not', '=', PENDING).where('ends_at', '<=', now))

export async function dueParlays(db: Db, now: number): Promise<Array<{ id: number; expert_id: number }>> {
  return allRows(db, dueParlaysQuery(now))
}

export async function dueArenaEntries(db: Db, now: number): Promise<Array<{ id: number }>> {
  return allRows(db, dueArenaEntriesQuery(now))
}

export async function predictionLegResults(db: Db, predictionId: number): Promise<Array<{ win_or_not: WinOrNot; odds: number }>> {
  return allRows(db, q.selectFrom('prediction_legs').select(['win_or_not', 'odds']).where('prediction_id', '=', predictionId).$narrowType<{ win_or_not: WinOrNot }>())
}

export async function arenaLegResults(db: Db, entryId: number): Promise<Array<{ win_or_not: WinOrNot; odds: number }>> {
  return allRows(db, q.selectFrom('arena_legs').select(['win_or_not', 'odds']).where('entry_id', '=', entryId).$narrowType<{ win_or_not: WinOrNot }>())
}

export async function storeParlayResult(db: Db, id: number, w: WinOrNot, settledOdds: number | null): Promise<number> {
  return (await execute(db, q.updateTable('predictions').set({ win_or_not: w, settled_odds: settledOdds }).where('id', '=', id).where('win_or_not', '=', PENDING))).changes
}

export async function storeArenaResult(db: Db, id: number, w: WinOrNot, settledOdds: number | null): Promise<number> {
  return (await execute(db, q.updateTable('arena_entries').set({ win_or_not: w, settled_odds: settledOdds }).where('id', '=', id).where('win_or_not', '=', PENDING))).changes
}
