import { idList } from '../../../db/idList'
import type { Db } from '../../../db'
import { allRows, chunks, compiledOnce, execute, firstRow } from '../../../db/query'
import type { FbFinalPlayerRatingsTable } from '../tables'
import { q } from './builder'

/**
 * fb_final_ratings / fb_final_player_ratings: the final ratings of finished matches, written once
 * (docs/product/match-centre.md, Player ratings). A match is stored when it has its fb_final_ratings
 * row; its players' rows are written in the same transaction.
 */

export type FinalPlayerRow = FbFinalPlayerRatingsTable

const PLAYER_COLUMNS = [
  'p.match_id', 'p.player_id', 'p.side', 'p.seq', 'p.starter', 'p.on_minute', 'p.minutes', 'p.goals', 'p.assists', 'p.yellow', 'p.red', 'p.rating',
] as const

const MATCH_BEST = compiledOnce((matchId: number) => q.selectFrom('fb_final_ratings').select('best_player_id').where('match_id', '=', matchId))

const MATCH_PLAYERS = compiledOnce((matchId: number) =>
  q.selectFrom('fb_final_player_ratings as p').select(PLAYER_COLUMNS).where('p.match_id', '=', matchId).orderBy('p.seq'))

/** a stored match's best player and rows in the answer's order; undefined when the match is not stored */
export async function storedMatchRatings(db: Db, matchId: number): Promise<{ best: number | null; rows: FinalPlayerRow[] } | undefined> {
  const head = await firstRow(db, MATCH_BEST(matchId))
  return head ? { best: head.best_player_id, rows: await allRows(db, MATCH_PLAYERS(matchId)) } : undefined
}

/** a player's rows among these matches (the ones he played in, of those stored) */
export async function storedPlayerRows(db: Db, playerId: number, matchIds: number[]): Promise<FinalPlayerRow[]> {
  return allRows(db, q.selectFrom('fb_final_player_ratings as p').select(PLAYER_COLUMNS).where('p.player_id', '=', playerId).where('p.match_id', 'in', idList(matchIds)))
}

/** one finished match's final ratings as written: its best player and its players' rows */
export interface FinalRatingsOfMatch {
  matchId: number
  best: number | null
  rows: FinalPlayerRow[]
}

/** writes finished matches' final ratings (inside the caller's transaction) */
export async function insertFinalRatings(db: Db, matches: FinalRatingsOfMatch[]): Promise<void> {
  // a few statements for a whole slice of matches: on PostgreSQL each statement is a round trip
  for (const part of chunks(matches, 500)) {
    await execute(db, q.insertInto('fb_final_ratings').values(part.map((m) => ({ match_id: m.matchId, best_player_id: m.best }))).onConflict((c) => c.doNothing()))
  }
  // 12 columns a row: 400 rows stay far below either engine's limit of bound values
  for (const part of chunks(matches.flatMap((m) => m.rows), 400)) await execute(db, q.insertInto('fb_final_player_ratings').values(part).onConflict((c) => c.doNothing()))
}

/** ids of the matches finished by `now` and not stored yet, the newest first */
export async function unstoredFinishedIds(db: Db, now: number): Promise<number[]> {
  return (await allRows(db, q.selectFrom('fb_matches as m').select('m.id').where('m.end_at', '<=', now).where('m.postponed', '=', 0)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('fb_final_ratings as f').select('f.match_id').whereRef('f.match_id', '=', 'm.id'))))
    .orderBy('m.end_at', 'desc').orderBy('m.id'))).map((r) => r.id)
}

/** of these finished matches, the ones not stored yet */
export async function unstoredMatchIds(db: Db, matchIds: number[]): Promise<number[]> {
  const stored = new Set((await allRows(db, q.selectFrom('fb_final_ratings').select('match_id').where('match_id', 'in', idList(matchIds)))).map((r) => r.match_id))
  return matchIds.filter((id) => !stored.has(id))
}
