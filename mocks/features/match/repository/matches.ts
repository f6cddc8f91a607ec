import { idList } from '../../../db/idList'
import { sql, type ExpressionBuilder, type Insertable, type SelectQueryBuilder } from 'kysely'
import type { Db } from '../../../db'
import { allRows, chunks, compiledOnce, execute, firstRow } from '../../../db/query'
import type { MatchTables } from '../tables'
import { q } from './builder'

/** fb_matches: the fixtures and results the engine wrote (the script, read apart, holds the minute-by-minute story) */

/** the columns every row query selects (the script is read through the cache) */
export const MATCH_COLUMNS = [
  'm.id', 'm.league_id', 'm.season_id', 'm.round', 'm.stage', 'm.home_team_id', 'm.away_team_id', 'm.start_at', 'm.end_at', 'm.postponed',
  'm.ht_home', 'm.ht_away', 'm.ft_home', 'm.ft_away', 'm.et_home', 'm.et_away', 'm.pen_home', 'm.pen_away', 'm.referee',
] as const

export interface MatchDbRow {
  id: number
  league_id: number
  season_id: number
  round: number
  stage: string
  home_team_id: number
  away_team_id: number
  start_at: number
  end_at: number
  postponed: number
  ht_home: number
  ht_away: number
  ft_home: number
  ft_away: number
  et_home: number | null
  et_away: number | null
  pen_home: number | null
  pen_away: number | null
  referee: string
}

type MatchDb = MatchTables & { m: MatchTables['fb_matches'] }
export type MatchQuery<O = object> = SelectQueryBuilder<MatchDb, 'm', O>
type M = ExpressionBuilder<MatchDb, 'm'>
/** the conditions of a list, applied alike to its count and to its rows */
export type MatchWhere = <O>(qb: MatchQuery<O>) => MatchQuery<O>

export const fromMatches = (): MatchQuery => q.selectFrom('fb_matches as m')
/** built once: parsing the column list is most of the cost of compiling a row query */
const MATCH_SELECT = fromMatches().select(MATCH_COLUMNS)
export const matchSelect = () => MATCH_SELECT

/** the orders a match list comes in: by kick-off, or newest first (results, follows) */
export type MatchOrder = 'kickoff' | 'newest'

function sortedBy<O>(qb: MatchQuery<O>, order: MatchOrder | 'kickoffOnly' | 'newestOnly'): MatchQuery<O> {
  if (order === 'kickoffOnly') return qb.orderBy('m.start_at')
  if (order === 'newestOnly') return qb.orderBy('m.start_at', 'desc')
  return order === 'kickoff' ? qb.orderBy('m.start_at').orderBy('m.id') : qb.orderBy('m.start_at', 'desc').orderBy('m.id')
}

/** the rows of a filtered list, one page */
export async function matchRows(db: Db, where: MatchWhere, order: MatchOrder | 'kickoffOnly' | 'newestOnly', limit: number, offset = 0): Promise<MatchDbRow[]> {
  return allRows(db, sortedBy(where(MATCH_SELECT), order).limit(limit).offset(offset))
}

export async function countMatches(db: Db, where: MatchWhere): Promise<number> {
  return (await firstRow(db, where(fromMatches()).select((eb) => eb.fn.countAll<number>().as('n'))))?.n ?? 0
}

export const hasTeam = (teamId: number) => (eb: M) => eb.or([eb('m.home_team_id', '=', teamId), eb('m.away_team_id', '=', teamId)])

const byIdQuery = compiledOnce((id: number) => MATCH_SELECT.where('m.id', '=', id))

export async function matchById(db: Db, id: number): Promise<MatchDbRow | undefined> {
  return firstRow(db, byIdQuery(id))
}

/** these matches in one query, by id (unknown ids are absent) */
export async function matchesByIds(db: Db, ids: Iterable<number>): Promise<Map<number, MatchDbRow>> {
  return new Map((await allRows(db, MATCH_SELECT.where('m.id', 'in', idList(new Set(ids))))).map((m) => [m.id, m]))
}

export async function matchScriptText(db: Db, id: number): Promise<string | undefined> {
  return (await firstRow(db, q.selectFrom('fb_matches').select('script').where('id', '=', id)))?.script
}

/** the scripts of these matches in one read */
export async function matchScriptTexts(db: Db, ids: number[]): Promise<Array<{ id: number; script: string }>> {
  return allRows(db, q.selectFrom('fb_matches').select(['id', 'script']).where('id', 'in', idList(ids)))
}

/**
 * per league, the matches of a list (the same conditions as its rows and its count, so a league's
 * figure is what the list shows when that league is picked) and how many are being played at `now`
 */
export async function leagueCountsOf(db: Db, where: MatchWhere, now: number): Promise<Array<{ league_id: number; n: number; live: number }>> {
  return allRows(db, where(fromMatches())
    .select(['m.league_id', (eb) => eb.fn.countAll<number>().as('n'), sql<number>`SUM(CASE WHEN m.start_at <= ${now} AND m.end_at > ${now} AND m.postponed = 0 THEN 1 ELSE 0 END)`.as('live')])
    .groupBy('m.league_id').orderBy('m.league_id'))
}

export async function liveCountOfLeague(db: Db, leagueId: number, now: number): Promise<number> {
  return countMatches(db, (qb) => qb.where('m.league_id', '=', leagueId).where('m.start_at', '<=', now).where('m.end_at', '>', now).where('m.postponed', '=', 0))
}

/** ids of matches whose final whistle fell in (since, now] */
export async function idsFinishedBetween(db: Db, since: number, now: number): Promise<number[]> {
  return (await allRows(db, q.selectFrom('fb_matches').select('id').where('end_at', '>', since).where('end_at', '<=', now).where('postponed', '=', 0)
    .orderBy('end_at').orderBy('id'))).map((r) => r.id)
}

/** the results of a season finished by `now`, in the order they were played */
export function finishedResultsOfSeason(db: Db, seasonId: number, now: number) {
  return allRows(db, q.selectFrom('fb_matches').select(['home_team_id', 'away_team_id', 'ft_home', 'ft_away'])
    .where('season_id', '=', seasonId).where('end_at', '<=', now).where('postponed', '=', 0).orderBy('end_at').orderBy('id'))
}

export async function roundsOfSeason(db: Db, seasonId: number): Promise<Array<{ round: number; stage: string }>> {
  return allRows(db, q.selectFrom('fb_matches').select((eb) => ['round', eb.fn.min('stage').as('stage')]).where('season_id', '=', seasonId).groupBy('round').orderBy('round'))
}

/** the round of the latest match of the season that has kicked off by `now` */
export async function latestStartedRound(db: Db, seasonId: number, now: number): Promise<number | undefined> {
  return (await firstRow(db, q.selectFrom('fb_matches').select('round').where('season_id', '=', seasonId).where('start_at', '<=', now)
    .orderBy('start_at', 'desc').limit(1)))?.round
}

/** how many matches start in [from, to) (postponed ones left out) and when the last one ends */
export async function playedStatsBetween(db: Db, from: number, to: number): Promise<{ n: number; last: number | null }> {
  const row = await firstRow(db, q.selectFrom('fb_matches').select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('end_at').as('last')])
    .where('start_at', '>=', from).where('start_at', '<', to).where('postponed', '=', 0))
  return { n: row?.n ?? 0, last: row?.last ?? null }
}

/** how many played matches of [from, to) come before this one in kick-off order (the 竞彩 day number) */
export async function playedBefore(db: Db, from: number, to: number, m: { start_at: number; id: number }): Promise<number> {
  return countMatches(db, (qb) => qb.where('m.start_at', '>=', from).where('m.start_at', '<', to).where('m.postponed', '=', 0)
    .where((eb) => eb.or([eb('m.start_at', '<', m.start_at), eb.and([eb('m.start_at', '=', m.start_at), eb('m.id', '<', m.id)])])))
}

/** the big European leagues' played matches starting in [from, to), by kickoff (足彩 issues pick from them) */
export async function poolCandidateIds(db: Db, from: number, to: number): Promise<number[]> {
  return (await allRows(db, q.selectFrom('fb_matches').select('id').where('start_at', '>=', from).where('start_at', '<', to).where('postponed', '=', 0)
    .where('league_id', 'in', q.selectFrom('fb_leagues').select('id').where('type', '=', 1).where('continent_id', '=', 1))
    .orderBy('start_at').orderBy('id'))).map((r) => r.id)
}

// ---- the engine's writes ----

export type NewMatch = Insertable<MatchTables['fb_matches']> & { id: number }
export interface NewGoal { match_id: number; season_id: number; team_id: number; player_id: number; assist_player_id: number | null; type: string; at: number }

/** the id the next match will get (INTEGER PRIMARY KEY: the largest plus one), so a batch knows its ids before it is written */
export async function nextMatchId(db: Db): Promise<number> {
  return ((await firstRow(db, q.selectFrom('fb_matches').select((eb) => eb.fn.max('id').as('id'))))?.id ?? 0) + 1
}

export async function insertMatches(db: Db, rows: NewMatch[]): Promise<void> {
  // a script is a few kB: smaller chunks keep each statement's text moderate
  for (const part of chunks(rows, 25)) await execute(db, q.insertInto('fb_matches').values(part))
}

export async function insertGoals(db: Db, rows: NewGoal[]): Promise<void> {
  for (const part of chunks(rows)) await execute(db, q.insertInto('fb_goals').values(part))
}
