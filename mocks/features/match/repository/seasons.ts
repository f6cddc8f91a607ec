import type { Db } from '../../../db'
import { allRows, firstRow, insertedId } from '../../../db/query'
import { q } from './builder'

/** fb_seasons: the editions of each competition */
export interface SeasonRow {
  id: number
  league_id: number
  name: string
}

/** the season, if it exists (and belongs to `leagueId` when given) */
export async function seasonById(db: Db, seasonId: number, leagueId?: number): Promise<SeasonRow | undefined> {
  let qb = q.selectFrom('fb_seasons').select(['id', 'league_id', 'name']).where('id', '=', seasonId)
  if (leagueId !== undefined) qb = qb.where('league_id', '=', leagueId)
  return firstRow(db, qb)
}

/** a league's seasons that have started by `now`, newest first */
export async function startedSeasons(db: Db, leagueId: number, now: number): Promise<SeasonRow[]> {
  return allRows(db, q.selectFrom('fb_seasons').select(['id', 'league_id', 'name']).where('league_id', '=', leagueId).where('start_at', '<=', now).orderBy('start_at', 'desc'))
}

/** the edition number the seeder gave the season (part of each match's key) */
export async function seasonCycle(db: Db, seasonId: number): Promise<number | undefined> {
  return (await firstRow(db, q.selectFrom('fb_seasons').select('cycle').where('id', '=', seasonId)))?.cycle
}

export async function latestStartedSeasonId(db: Db, leagueId: number, now: number): Promise<number | undefined> {
  return (await firstRow(db, q.selectFrom('fb_seasons').select('id').where('league_id', '=', leagueId).where('start_at', '<=', now).orderBy('start_at', 'desc').limit(1)))?.id
}

export async function firstSeasonId(db: Db, leagueId: number): Promise<number | undefined> {
  return (await firstRow(db, q.selectFrom('fb_seasons').select('id').where('league_id', '=', leagueId).orderBy('start_at').limit(1)))?.id
}

export async function seasonIdOf(db: Db, leagueId: number, cycle: number): Promise<number | undefined> {
  return (await firstRow(db, q.selectFrom('fb_seasons').select('id').where('league_id', '=', leagueId).where('cycle', '=', cycle)))?.id
}

export async function insertSeason(db: Db, s: { league_id: number; cycle: number; name: string; start_at: number }): Promise<number> {
  return (await insertedId(db, q.insertInto('fb_seasons').values(s)))
}
