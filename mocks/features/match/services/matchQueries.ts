import type { Db } from '../../../db'
import type { MatchRow } from '../../../../types/football'
import type { MatchListFilter } from '../../../../types/match-status'
import { dayOf, dayOfDate, dayStart } from '../../../engine/calendar'
import { followedAmong } from './follows'
import { MATCH_COLUMNS, rowAt, type MatchDbRow } from './matchView'
import { statement } from '../../../services/statements'

/** longer than any match lasts, breaks, extra time and a long shoot-out included */
export const MAX_MATCH_MS = 4 * 3_600_000

/** SQL pieces of a match filter; `now` decides what is live, to come or finished */
export interface MatchFilter {
  date?: string
  status: MatchListFilter
  league_ids?: number[]
  /** only matches this user follows */
  followedBy?: number
  team_id?: number
  /** no day restriction at all (not even today's default): the live list's changes */
  anyDay?: boolean
}

export function whereOf(f: MatchFilter, now: number): { sql: string; params: Array<number | string> } {
  const parts: string[] = []
  const params: Array<number | string> = []
  if (f.status === 'live') {
    // no match lasts longer than MAX_MATCH_MS, so the start_at index finds the live ones in a short range
    parts.push('m.start_at > ? AND m.start_at <= ? AND m.end_at > ? AND m.postponed = 0')
    params.push(now - MAX_MATCH_MS, now, now)
  } else {
    if (f.date) {
      const d = dayOfDate(f.date)
      parts.push('m.start_at >= ? AND m.start_at < ?')
      params.push(dayStart(d), dayStart(d + 1))
    } else if (f.followedBy === undefined && f.team_id === undefined && !f.anyDay) {
      const d = dayOf(now)
      parts.push('m.start_at >= ? AND m.start_at < ?')
      params.push(dayStart(d), dayStart(d + 1))
    }
    if (f.status === 'not_started') {
      parts.push('m.start_at > ? AND m.postponed = 0')
      params.push(now)
    } else if (f.status === 'finished') {
      parts.push('m.end_at <= ?')
      params.push(now)
    }
  }
  if (f.league_ids?.length) {
    parts.push(`m.league_id IN (${f.league_ids.map(() => '?').join(',')})`)
    params.push(...f.league_ids)
  }
  if (f.followedBy !== undefined) {
    parts.push('m.id IN (SELECT match_id FROM fb_follows WHERE user_id = ?)')
    params.push(f.followedBy)
  }
  if (f.team_id !== undefined) {
    parts.push('(m.home_team_id = ? OR m.away_team_id = ?)')
    params.push(f.team_id, f.team_id)
  }
  return { sql: parts.length ? parts.join(' AND ') : '1', params }
}

export function toRows(db: Db, rows: MatchDbRow[], now: number, userId: number | undefined): MatchRow[] {
  const followed = followedAmong(db, userId, rows.map((m) => m.id))
  return rows.map((m) => rowAt(db, m, now, followed.has(m.id)))
}

/** the orders a match list comes in: by kick-off, or newest first (results, follows) */
export const MATCH_ORDER = { kickoff: 'm.start_at, m.id', newest: 'm.start_at DESC, m.id' } as const
export type MatchOrder = keyof typeof MATCH_ORDER

export function pagedMatches(db: Db, f: MatchFilter, now: number, page: number, limit: number, userId: number | undefined, orderBy: MatchOrder = 'kickoff') {
  const order = MATCH_ORDER[orderBy]
  const w = whereOf(f, now)
  const total = statement(db, `SELECT COUNT(*) FROM fb_matches m WHERE ${w.sql}`).pluck(true).get(...w.params) as number
  const rows = statement(db, `SELECT ${MATCH_COLUMNS} FROM fb_matches m WHERE ${w.sql} ORDER BY ${order} LIMIT ? OFFSET ?`).all(...w.params, limit, (page - 1) * limit) as MatchDbRow[]
  return { list: toRows(db, rows, now, userId), page, limit, total, has_more: page * limit < total }
}

export function matchById(db: Db, id: number): MatchDbRow | undefined {
  return statement(db, `SELECT ${MATCH_COLUMNS} FROM fb_matches m WHERE m.id = ?`).get(id) as MatchDbRow | undefined
}

export function selectMatches(db: Db, where: string, params: Array<number | string>, order: string, limit: number): MatchDbRow[] {
  return statement(db, `SELECT ${MATCH_COLUMNS} FROM fb_matches m WHERE ${where} ORDER BY ${order} LIMIT ?`).all(...params, limit) as MatchDbRow[]
}

/** the queries of the match, database and search endpoints, named; each SQL text is prepared once */

export function roundMatches(db: Db, seasonId: number, round: number): MatchDbRow[] {
  return selectMatches(db, 'm.season_id = ? AND m.round = ?', [seasonId, round], 'm.start_at, m.id', 100)
}

/** a team's finished matches, newest first, at home, away or both */
export function recentFinishedOf(db: Db, teamId: number, now: number, limit: number, venue: 'all' | 'home' | 'away' = 'all'): MatchDbRow[] {
  const side = venue === 'home' ? 'm.home_team_id = ?' : venue === 'away' ? 'm.away_team_id = ?' : '(m.home_team_id = ? OR m.away_team_id = ?)'
  const params = venue === 'all' ? [teamId, teamId, now] : [teamId, now]
  return selectMatches(db, `${side} AND m.end_at <= ?`, params, 'm.start_at DESC', limit)
}

/** a team's next matches, soonest first */
export function upcomingOf(db: Db, teamId: number, now: number, limit: number): MatchDbRow[] {
  return selectMatches(db, '(m.home_team_id = ? OR m.away_team_id = ?) AND m.start_at > ? AND m.postponed = 0', [teamId, teamId, now], 'm.start_at', limit)
}

/** finished meetings of two teams (either way round), newest first, this match left out */
export function headToHead(db: Db, homeId: number, awayId: number, now: number, excludeId: number, limit: number): MatchDbRow[] {
  return selectMatches(db, '((m.home_team_id = ? AND m.away_team_id = ?) OR (m.home_team_id = ? AND m.away_team_id = ?)) AND m.end_at <= ? AND m.id != ?',
    [homeId, awayId, awayId, homeId, now, excludeId], 'm.start_at DESC', limit)
}

/** per league, the matches of a Beijing day and how many are being played at `now` */
export function leagueDayCounts(db: Db, day: number, now: number): Array<{ league_id: number; n: number; live: number }> {
  return statement(db, `SELECT league_id, COUNT(*) AS n, SUM(start_at <= ? AND end_at > ? AND postponed = 0) AS live
      FROM fb_matches WHERE start_at >= ? AND start_at < ? GROUP BY league_id ORDER BY league_id`).all(now, now, dayStart(day), dayStart(day + 1)) as Array<{ league_id: number; n: number; live: number }>
}

export function liveCountOfLeague(db: Db, leagueId: number, now: number): number {
  return statement(db, 'SELECT COUNT(*) FROM fb_matches WHERE league_id = ? AND start_at <= ? AND end_at > ? AND postponed = 0').pluck(true).get(leagueId, now, now) as number
}

/** a league's latest results (newest first) and next fixtures (soonest first) */
export function leagueResults(db: Db, leagueId: number, now: number, limit: number): MatchDbRow[] {
  return selectMatches(db, 'm.league_id = ? AND m.end_at <= ?', [leagueId, now], 'm.start_at DESC', limit)
}
export function leagueFixtures(db: Db, leagueId: number, now: number, limit: number): MatchDbRow[] {
  return selectMatches(db, 'm.league_id = ? AND m.end_at > ? AND m.postponed = 0', [leagueId, now], 'm.start_at', limit)
}
export function nextMatchOfLeague(db: Db, leagueId: number, now: number): MatchDbRow | undefined {
  return selectMatches(db, 'm.league_id = ? AND m.start_at > ? AND m.postponed = 0', [leagueId, now], 'm.start_at', 1)[0]
}

/** every match of a Beijing day that is played (postponed ones left out), in kick-off order */
export function dayMatches(db: Db, day: number): MatchDbRow[] {
  return selectMatches(db, 'm.start_at >= ? AND m.start_at < ? AND m.postponed = 0', [dayStart(day), dayStart(day + 1)], 'm.start_at, m.id', 500)
}

/** an id list as one bound parameter (json_each), so each query below is one SQL text, prepared once */
const IN_IDS = '(SELECT value FROM json_each(?))'

/** matches of these leagues not yet over, starting within `horizonMs`, one page in kick-off order */
export function upcomingInLeaguesPage(db: Db, leagueIds: number[], now: number, horizonMs: number, page: number, limit: number): { rows: MatchDbRow[]; total: number } {
  const where = `m.league_id IN ${IN_IDS} AND m.end_at > ? AND m.start_at < ? AND m.postponed = 0`
  const params = [JSON.stringify(leagueIds), now, now + horizonMs]
  const total = statement(db, `SELECT COUNT(*) FROM fb_matches m WHERE ${where}`).pluck(true).get(...params) as number
  const rows = statement(db, `SELECT ${MATCH_COLUMNS} FROM fb_matches m WHERE ${where} ORDER BY m.start_at, m.id LIMIT ? OFFSET ?`)
    .all(...params, limit, (page - 1) * limit) as MatchDbRow[]
  return { rows, total }
}

/** matches of these leagues or teams within `rangeMs` of now, by kickoff, earliest first (search) */
export function matchesOfLeaguesOrTeamsPage(db: Db, leagueIds: number[], teamIds: number[], now: number, rangeMs: number, page: number, limit: number): { rows: MatchDbRow[]; total: number } {
  const where = `(m.league_id IN ${IN_IDS} OR m.home_team_id IN ${IN_IDS} OR m.away_team_id IN ${IN_IDS}) AND m.start_at BETWEEN ? AND ?`
  const params = [JSON.stringify(leagueIds), JSON.stringify(teamIds), JSON.stringify(teamIds), now - rangeMs, now + rangeMs]
  const total = statement(db, `SELECT COUNT(*) FROM fb_matches m WHERE ${where}`).pluck(true).get(...params) as number
  const rows = statement(db, `SELECT ${MATCH_COLUMNS} FROM fb_matches m WHERE ${where} ORDER BY m.start_at, m.id LIMIT ? OFFSET ?`)
    .all(...params, limit, (page - 1) * limit) as MatchDbRow[]
  return { rows, total }
}

/** the matches of a list that may have changed since `since`: those being played at some moment after it */
export function changedSince(db: Db, f: MatchFilter, since: number, now: number): MatchDbRow[] {
  const w = whereOf(f, now)
  return selectMatches(db, `${w.sql} AND m.start_at > ? AND m.start_at <= ? AND m.end_at >= ? AND m.postponed = 0`, [...w.params, since - MAX_MATCH_MS, now, since], MATCH_ORDER.kickoff, 1000)
}
