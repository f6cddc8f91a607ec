import type { Db } from '../../../db'
import { allRows, execute, firstRow } from '../../../db/query'
import { mq } from './builder'

/** fb_seasons: the editions of each competition */
export interface SeasonRow {
  id: number
  league_id: number
  name: string
}

/** the season, if it exists (and belongs to `leagueId` when given) */
export function seasonById(db: Db, seasonId: number, leagueId?: number): SeasonRow | undefined {
  let q = mq.selectFrom('fb_seasons').select(['id', 'league_id', 'name']).where('id', '=', seasonId)
  if (leagueId !== undefined) q = q.where('league_id', '=', leagueId)
  return firstRow(db, q)
}

/** a league's seasons that have started by `now`, newest first */
export function startedSeasons(db: Db, leagueId: number, now: number): SeasonRow[] {
  return allRows(db, mq.selectFrom('fb_seasons').select(['id', 'league_id', 'name']).where('league_id', '=', leagueId).where('start_at', '<=', now).orderBy('start_at', 'desc'))
}

/** the edition number the seeder gave the season (part of each match's key) */
export function seasonCycle(db: Db, seasonId: number): number | undefined {
  return firstRow(db, mq.selectFrom('fb_seasons').select('cycle').where('id', '=', seasonId))?.cycle
}

export function latestStartedSeasonId(db: Db, leagueId: number, now: number): number | undefined {
  return firstRow(db, mq.selectFrom('fb_seasons').select('id').where('league_id', '=', leagueId).where('start_at', '<=', now).orderBy('start_at', 'desc').limit(1))?.id
}

export function firstSeasonId(db: Db, leagueId: number): number | undefined {
  return firstRow(db, mq.selectFrom('fb_seasons').select('id').where('league_id', '=', leagueId).orderBy('start_at').limit(1))?.id
}

export function seasonIdOf(db: Db, leagueId: number, cycle: number): number | undefined {
  return firstRow(db, mq.selectFrom('fb_seasons').select('id').where('league_id', '=', leagueId).where('cycle', '=', cycle))?.id
}

export function insertSeason(db: Db, s: { league_id: number; cycle: number; name: string; start_at: number }): number {
  return Number(execute(db, mq.insertInto('fb_seasons').values(s)).lastInsertRowid)
}
