import type { Db } from '../../db'
import { allRows, firstRow, queryBuilder } from '../../db/query'
import type { MatchTables } from './tables'

/**
 * What the community board asks of the football data. Same names and signatures as match's own
 * exports on branch `match` (repository/forOthers.ts, the engine's re-exports): drop this file at the merge.
 */

export { refs, type Refs } from './services/footballRefs'
export { DAY_MS, dayOf, dayStart } from '../../engine/calendar'
export { hashKeys, rng, type Rng } from '../../engine/random'
export { COUNTRIES } from '../../engine/world'
export { SETTING_SEED } from '../../engine/seed'

const mq = queryBuilder<MatchTables>()

/** what a list of another feature shows of a match, or sorts and filters it by */
export interface MatchBrief {
  id: number
  league_id: number
  season_id: number
  home_team_id: number
  away_team_id: number
  start_at: number
  end_at: number
  postponed: number
  ft_home: number
  ft_away: number
}

const BRIEF_COLUMNS = ['m.id', 'm.league_id', 'm.season_id', 'm.home_team_id', 'm.away_team_id', 'm.start_at', 'm.end_at', 'm.postponed', 'm.ft_home', 'm.ft_away'] as const

/** an id list for `in`: never empty (no match, team or competition has id 0) */
const idList = (list: Iterable<number>) => {
  const unique = [...new Set(list)]
  return unique.length ? unique : [0]
}

/** these matches, in one query, by id (unknown ids are absent) */
export function matchBriefs(db: Db, matchIds: Iterable<number>): Map<number, MatchBrief> {
  return new Map(allRows(db, mq.selectFrom('fb_matches as m').select(BRIEF_COLUMNS).where('m.id', 'in', idList(matchIds))).map((m) => [m.id, m]))
}

export interface BriefFilter {
  /** kick-off in [from, to) */
  from: number
  to: number
  /** only matches of these competitions… */
  leagueIds?: number[]
  /** …or (with leagueIds) those where one of these teams plays */
  teamIds?: number[]
}

function briefQuery(f: BriefFilter) {
  let q = mq.selectFrom('fb_matches as m').where('m.start_at', '>=', f.from).where('m.start_at', '<', f.to).where('m.postponed', '=', 0)
  const { leagueIds, teamIds } = f
  if (teamIds) {
    q = q.where((eb) => eb.or([eb('m.league_id', 'in', idList(leagueIds ?? [])), eb('m.home_team_id', 'in', idList(teamIds)), eb('m.away_team_id', 'in', idList(teamIds))]))
  } else if (leagueIds) {
    q = q.where('m.league_id', 'in', idList(leagueIds))
  }
  return q
}

/** played (not postponed) matches of a filter, by kickoff */
export function matchBriefsBetween(db: Db, f: BriefFilter, limit = 10_000): MatchBrief[] {
  return allRows(db, briefQuery(f).select(BRIEF_COLUMNS).orderBy('m.start_at').orderBy('m.id').limit(limit))
}

/** one page of them, the matches of `preferLeagueIds` first (the board's taggable matches) */
export function matchBriefsPage(db: Db, f: BriefFilter, preferLeagueIds: number[], limit: number, offset: number): { rows: MatchBrief[]; total: number } {
  const total = firstRow(db, briefQuery(f).select((eb) => eb.fn.countAll<number>().as('n')))?.n ?? 0
  const rows = allRows(db, briefQuery(f).select(BRIEF_COLUMNS)
    .orderBy((eb) => eb('m.league_id', 'in', idList(preferLeagueIds)), 'desc').orderBy('m.start_at').orderBy('m.id')
    .limit(limit).offset(offset))
  return { rows, total }
}

/** every match the user follows (我的关注) */
export function followedMatchIds(db: Db, userId: number): number[] {
  return allRows(db, mq.selectFrom('fb_follows').select('match_id').where('user_id', '=', userId)).map((f) => f.match_id)
}

/** every country with its continent's name (the board's places) */
export function countriesWithContinent(db: Db): Array<{ id: number; name: string; continent: string }> {
  return allRows(db, mq.selectFrom('fb_countries as c').innerJoin('fb_continents as k', 'k.id', 'c.continent_id').select(['c.id', 'c.name', 'k.name as continent']))
}
