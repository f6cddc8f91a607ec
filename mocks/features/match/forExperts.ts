import { sql, type Compilable, type CompiledQuery, type InferResult } from 'kysely'
import type { Db } from '../../db'
import { allRows, firstRow, queryBuilder } from '../../db/query'
import type { MatchDbRow } from './services/matchView'
import type { MatchTables } from './tables'

/**
 * What the experts feature needs of match (rule 4 of the stand-in refactor): the match views and
 * refs it shows, the engine's helpers its seeder uses, and typed queries over match's tables.
 */

export { matchResult, rowAt, type MatchDbRow, type MatchResult } from './services/matchView'
export { matchById, toRows } from './services/matchQueries'
export { followedAmong } from './services/follows'
export { refs, type Refs } from './services/footballRefs'
export { DAY_MS, dayOf, dayStart } from '../../engine/calendar'
export { handicapText, overUnderText, type OddsHistory } from '../../engine/odds'
export { rng, type Rng } from '../../engine/random'
export { SETTING_GENERATED_UNTIL, SETTING_SEED, SETTING_WINDOW_START } from '../../engine/seed'
export { LEAGUES } from '../../engine/world'

const mq = queryBuilder<MatchTables>()
const ids = (list: Iterable<number>) => sql<number>`(SELECT value FROM json_each(${JSON.stringify([...new Set(list)])}))`

/** the odds history (JSON) of a match: of one company, or of the lowest company id (the reference bookmaker) */
export function oddsHistoryText(db: Db, matchId: number, companyId?: number): string | undefined {
  let query = mq.selectFrom('fb_odds').select('history').where('match_id', '=', matchId)
  query = companyId === undefined ? query.orderBy('company_id').limit(1) : query.where('company_id', '=', companyId)
  return firstRow(db, query)?.history
}

const leaguesQuery = (json: string) => mq.selectFrom('fb_matches').select(['id', 'league_id']).where('id', 'in', sql<number>`(SELECT value FROM json_each(${json}))`)
type LeagueRow = InferResult<ReturnType<typeof leaguesQuery>>[number]
// read for an expert's page and the filtered experts lists: compiled once, the ids (JSON) bound per call
let leaguesCompiled: CompiledQuery<LeagueRow> | undefined
const leagues = (json: string): Compilable<LeagueRow> => {
  const compiled = (leaguesCompiled ??= leaguesQuery('[]').compile())
  return { compile: () => ({ ...compiled, parameters: [json] }) }
}

/** the competition of each of these matches */
export function leaguesOfMatches(db: Db, matchIds: Iterable<number>): Map<number, number> {
  return new Map(allRows(db, leagues(JSON.stringify([...new Set(matchIds)]))).map((r) => [r.id, r.league_id]))
}

const MATCH_COLUMNS = [
  'm.id', 'm.league_id', 'm.season_id', 'm.round', 'm.stage', 'm.home_team_id', 'm.away_team_id', 'm.start_at', 'm.end_at', 'm.postponed',
  'm.ht_home', 'm.ht_away', 'm.ft_home', 'm.ft_away', 'm.et_home', 'm.et_away', 'm.pen_home', 'm.pen_away', 'm.referee',
] as const

export interface PublishableFilter {
  from: number
  until: number
  leagueId?: number
  keyword?: string
}

function publishable(f: PublishableFilter) {
  let query = mq.selectFrom('fb_matches as m')
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
export function publishableMatchesPage(db: Db, f: PublishableFilter, limit: number, offset: number): { rows: MatchDbRow[]; total: number } {
  const total = firstRow(db, publishable(f).select((eb) => eb.fn.countAll<number>().as('n')))?.n ?? 0
  const rows = allRows(db, publishable(f).select(MATCH_COLUMNS).orderBy('m.start_at').orderBy('m.id').limit(limit).offset(offset))
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
export function matchesKickingOff(db: Db, from: number, to: number): MatchToPredict[] {
  return allRows(db, mq.selectFrom('fb_matches').select(PREDICT_COLUMNS)
    .where('start_at', '>=', from).where('start_at', '<', to).where('postponed', '=', 0).orderBy('start_at').orderBy('id'))
}

export function matchesToPredictByIds(db: Db, matchIds: Iterable<number>): Map<number, MatchToPredict> {
  return new Map(allRows(db, mq.selectFrom('fb_matches').select(PREDICT_COLUMNS).where('id', 'in', ids(matchIds))).map((m) => [m.id, m]))
}

export interface ResultRow {
  home: number
  away: number
  hg: number
  ag: number
  start_at: number
}

/** a team's last finished matches at home (or away) before `at`, newest first */
export function recentResults(db: Db, teamId: number, side: 'home_team_id' | 'away_team_id', at: number, limit: number): ResultRow[] {
  return allRows(db, mq.selectFrom('fb_matches')
    .select(['home_team_id as home', 'away_team_id as away', 'ft_home as hg', 'ft_away as ag', 'start_at'])
    .where(side, '=', teamId).where('end_at', '<=', at).where('postponed', '=', 0).orderBy('start_at', 'desc').limit(limit))
}

/** the last meetings of two teams before `at` (either at home), newest first */
export function meetingsBefore(db: Db, a: number, b: number, at: number, limit: number): Array<{ home: number; hg: number; ag: number; start_at: number }> {
  const half = (home: number, away: number) => mq.selectFrom('fb_matches').select(['home_team_id as home', 'ft_home as hg', 'ft_away as ag', 'start_at'])
    .where('home_team_id', '=', home).where('away_team_id', '=', away).where('end_at', '<=', at).where('postponed', '=', 0)
  // two indexed halves rather than one OR, which would scan
  return allRows(db, mq.selectFrom(half(a, b).unionAll(half(b, a)).as('x')).selectAll().orderBy('start_at', 'desc').limit(limit))
}

/** a season's results in the order they were played */
export function seasonResults(db: Db, seasonId: number): Array<{ home: number; away: number; hg: number; ag: number; end: number }> {
  return allRows(db, mq.selectFrom('fb_matches')
    .select(['home_team_id as home', 'away_team_id as away', 'ft_home as hg', 'ft_away as ag', 'end_at as end'])
    .where('season_id', '=', seasonId).where('postponed', '=', 0).orderBy('end_at'))
}

export function leagueMembers(db: Db, leagueId: number): number[] {
  return allRows(db, mq.selectFrom('fb_league_teams').select('team_id').where('league_id', '=', leagueId)).map((r) => r.team_id)
}
