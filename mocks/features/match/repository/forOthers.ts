import { idList } from '../../../db/idList'
import { sql } from 'kysely'
import type { Db } from '../../../db'
import { allRows, firstRow } from '../../../db/query'
import { q } from './builder'
import { MATCH_COLUMNS, type MatchDbRow } from './matches'

/**
 * Typed reads of match's tables for the features above (experts, money, community, lottery, home):
 * batched by ids, so a list of theirs costs one query here, never one per row. The experts' part
 * keeps the names experts' branch gave it in match/forExperts.ts.
 */

export { leagueMembers } from './world'

const ids = (list: Iterable<number>) => idList(new Set(list))

/** the odds history (JSON) of a match: of one company, or of the lowest company id (the reference bookmaker) */
export async function oddsHistoryText(db: Db, matchId: number, companyId?: number): Promise<string | undefined> {
  let query = q.selectFrom('fb_odds').select('history').where('match_id', '=', matchId)
  query = companyId === undefined ? query.orderBy('company_id').limit(1) : query.where('company_id', '=', companyId)
  return (await firstRow(db, query))?.history
}

/** the competition of each of these matches */
export async function leaguesOfMatches(db: Db, matchIds: Iterable<number>): Promise<Map<number, number>> {
  return new Map((await allRows(db, q.selectFrom('fb_matches').select(['id', 'league_id']).where('id', 'in', ids(matchIds)))).map((r) => [r.id, r.league_id]))
}

export interface PublishableFilter {
  from: number
  until: number
  leagueId?: number
  keyword?: string
}

function publishable(f: PublishableFilter) {
  let query = q.selectFrom('fb_matches as m')
    .where('m.start_at', '>', f.from).where('m.start_at', '<=', f.until).where('m.postponed', '=', 0)
    .where(({ exists, selectFrom }) => exists(selectFrom('fb_odds as o').select('o.match_id').whereRef('o.match_id', '=', 'm.id')))
  if (f.leagueId) query = query.where('m.league_id', '=', f.leagueId)
  if (f.keyword) {
    const like = `%${f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    query = query.where(({ exists, selectFrom }) => exists(selectFrom('fb_teams as t').select('t.id')
      .where(sql<boolean>`t.id IN (m.home_team_id, m.away_team_id) AND (t.name LIKE ${like} ESCAPE '\\' OR t.short_name LIKE ${like} ESCAPE '\\')`)))
  }
  return query
}

/** matches open for publishing in (from, until]: not postponed, with odds, optionally of a competition or with a team name containing the keyword; by kickoff */
export async function publishableMatchesPage(db: Db, f: PublishableFilter, limit: number, offset: number): Promise<{ rows: MatchDbRow[]; total: number }> {
  const total = (await firstRow(db, publishable(f).select((eb) => eb.fn.countAll<number>().as('n'))))?.n ?? 0
  const rows = await allRows(db, publishable(f).select(MATCH_COLUMNS).orderBy('m.start_at').orderBy('m.id').limit(limit).offset(offset))
  return { rows, total }
}

// ---- the prediction seeder's reads ----

export interface MatchToPredict {
  id: number
  league_id: number
  season_id: number
  home_team_id: number
  away_team_id: number
  start_at: number
  end_at: number
  ft_home: number
  ft_away: number
}

const PREDICT_COLUMNS = ['id', 'league_id', 'season_id', 'home_team_id', 'away_team_id', 'start_at', 'end_at', 'ft_home', 'ft_away'] as const

/** matches kicking off in [from, to), not postponed, by kickoff */
export async function matchesKickingOff(db: Db, from: number, to: number): Promise<MatchToPredict[]> {
  return allRows(db, q.selectFrom('fb_matches').select(PREDICT_COLUMNS)
    .where('start_at', '>=', from).where('start_at', '<', to).where('postponed', '=', 0).orderBy('start_at').orderBy('id'))
}

export async function matchesToPredictByIds(db: Db, matchIds: Iterable<number>): Promise<Map<number, MatchToPredict>> {
  return new Map((await allRows(db, q.selectFrom('fb_matches').select(PREDICT_COLUMNS).where('id', 'in', ids(matchIds)))).map((m) => [m.id, m]))
}

export interface ResultRow {
  home: number
  away: number
  hg: number
  ag: number
  start_at: number
}

/** a team's last finished matches at home (or away) before `at`, newest first */
export async function recentResults(db: Db, teamId: number, side: 'home_team_id' | 'away_team_id', at: number, limit: number): Promise<ResultRow[]> {
  return allRows(db, q.selectFrom('fb_matches')
    .select(['home_team_id as home', 'away_team_id as away', 'ft_home as hg', 'ft_away as ag', 'start_at'])
    .where(side, '=', teamId).where('end_at', '<=', at).where('postponed', '=', 0).orderBy('start_at', 'desc').limit(limit))
}

/** every match that is not postponed, with its result and times (read once; filtered by `end_at` in memory) */
export async function playedResults(db: Db): Promise<Array<ResultRow & { id: number; end_at: number }>> {
  return allRows(db, q.selectFrom('fb_matches')
    .select(['id', 'home_team_id as home', 'away_team_id as away', 'ft_home as hg', 'ft_away as ag', 'start_at', 'end_at']).where('postponed', '=', 0))
}

/** the last meetings of two teams before `at` (either at home), newest first */
export async function meetingsBefore(db: Db, a: number, b: number, at: number, limit: number): Promise<Array<{ home: number; hg: number; ag: number; start_at: number }>> {
  const half = (home: number, away: number) => q.selectFrom('fb_matches').select(['home_team_id as home', 'ft_home as hg', 'ft_away as ag', 'start_at'])
    .where('home_team_id', '=', home).where('away_team_id', '=', away).where('end_at', '<=', at).where('postponed', '=', 0)
  // two indexed halves rather than one OR, which would scan
  return allRows(db, q.selectFrom(half(a, b).unionAll(half(b, a)).as('x')).selectAll().orderBy('start_at', 'desc').limit(limit))
}

/** a season's results in the order they were played */
export async function seasonResults(db: Db, seasonId: number): Promise<Array<{ home: number; away: number; hg: number; ag: number; end: number }>> {
  return allRows(db, q.selectFrom('fb_matches')
    .select(['home_team_id as home', 'away_team_id as away', 'ft_home as hg', 'ft_away as ag', 'end_at as end'])
    .where('season_id', '=', seasonId).where('postponed', '=', 0).orderBy('end_at'))
}

// ---- the board (community), VIP picks (money), the lottery ----

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

/** these matches, in one query, by id (unknown ids are absent) */
export async function matchBriefs(db: Db, matchIds: Iterable<number>): Promise<Map<number, MatchBrief>> {
  return new Map((await allRows(db, q.selectFrom('fb_matches as m').select(BRIEF_COLUMNS).where('m.id', 'in', ids(matchIds)))).map((m) => [m.id, m]))
}

export interface BriefFilter {
  /** kick-off in [from, to) */
  from: number
  to: number
  /** only matches of these competitions… */
  leagueIds?: number[]
  /** …or (with leagueIds) those where one of these teams plays */
  teamIds?: number[]
  /** not yet kicked off at this moment */
  notStartedAt?: number
}

function briefQuery(f: BriefFilter) {
  let qb = q.selectFrom('fb_matches as m').where('m.start_at', '>=', f.from).where('m.start_at', '<', f.to).where('m.postponed', '=', 0)
  if (f.notStartedAt !== undefined) qb = qb.where('m.start_at', '>', f.notStartedAt)
  const { leagueIds, teamIds } = f
  if (teamIds) {
    qb = qb.where((eb) => eb.or([eb('m.league_id', 'in', idList(leagueIds ?? [])), eb('m.home_team_id', 'in', idList(teamIds)), eb('m.away_team_id', 'in', idList(teamIds))]))
  } else if (leagueIds) {
    qb = qb.where('m.league_id', 'in', idList(leagueIds))
  }
  return qb
}

/** played (not postponed) matches of a filter, by kickoff */
export async function matchBriefsBetween(db: Db, f: BriefFilter, limit = 10_000): Promise<MatchBrief[]> {
  return allRows(db, briefQuery(f).select(BRIEF_COLUMNS).orderBy('m.start_at').orderBy('m.id').limit(limit))
}

/** one page of them, the matches of `preferLeagueIds` first (the board's taggable matches) */
export async function matchBriefsPage(db: Db, f: BriefFilter, preferLeagueIds: number[], limit: number, offset: number): Promise<{ rows: MatchBrief[]; total: number }> {
  const total = (await firstRow(db, briefQuery(f).select((eb) => eb.fn.countAll<number>().as('n'))))?.n ?? 0
  const rows = await allRows(db, briefQuery(f).select(BRIEF_COLUMNS)
    .orderBy(sql`(m.league_id IN ${idList(preferLeagueIds)})`, 'desc').orderBy('m.start_at').orderBy('m.id')
    .limit(limit).offset(offset))
  return { rows, total }
}

/** every match the user follows (我的关注) */
export { followedMatchIds } from './follows'

/** every country with its continent's name (the board's places) */
export { countriesWithContinent } from './world'
