import type { Db } from '../db'
import type { MatchRow } from '../../types/football'
import type { MatchListFilter } from '../../types/match-status'
import { dayOf, dayOfDate, dayStart } from '../engine/calendar'
import { followedAmong } from './follows'
import { MATCH_COLUMNS, rowAt, type MatchDbRow } from './matchView'
import { statement } from './statements'

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

export function pagedMatches(db: Db, f: MatchFilter, now: number, page: number, limit: number, userId: number | undefined, order = 'm.start_at, m.id') {
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
