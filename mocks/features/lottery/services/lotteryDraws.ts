import type { Db } from '../../../db'
import { dayStart } from '../../../engine/calendar'
import { SETTING_GENERATED_UNTIL, SETTING_SEED, SETTING_WINDOW_START } from '../../../engine/seed'
import { getSetting } from '../../../services/settings'
import { statement } from '../../../services/statements'

/** the seed the football data was generated with (lineups and lottery prizes derive from it) */
export function dataSeed(db: Db): number {
  return Number(getSetting(db, SETTING_SEED) ?? 0)
}

/** the first and last Beijing day the football data covers */
export function generatedDays(db: Db): [number, number] {
  return [Number(getSetting(db, SETTING_WINDOW_START)), Number(getSetting(db, SETTING_GENERATED_UNTIL))]
}

/** one 足彩 issue: its name and the ids of its matches (JSON) */
export interface PoolIssueRow {
  issue: string
  match_ids: string
}

/** issues whose sales opened by `lastDay`, newest first, one page */
export function poolIssuesPage(db: Db, lastDay: number, page: number, limit: number): { rows: PoolIssueRow[]; total: number } {
  const total = statement(db, 'SELECT COUNT(*) FROM fb_pool_issues WHERE day <= ?').pluck(true).get(lastDay) as number
  const rows = statement(db, 'SELECT issue, match_ids FROM fb_pool_issues WHERE day <= ? ORDER BY day DESC LIMIT ? OFFSET ?').all(lastDay, limit, (page - 1) * limit) as PoolIssueRow[]
  return { rows, total }
}

export function poolIssueByName(db: Db, issue: string): PoolIssueRow | undefined {
  return statement(db, 'SELECT issue, match_ids FROM fb_pool_issues WHERE issue = ?').get(issue) as PoolIssueRow | undefined
}

/** the newest issues up to `lastDay` (newest first) */
export function recentPoolIssues(db: Db, lastDay: number, limit: number): PoolIssueRow[] {
  return statement(db, 'SELECT issue, match_ids FROM fb_pool_issues WHERE day <= ? ORDER BY day DESC LIMIT ?').all(lastDay, limit) as PoolIssueRow[]
}

/** how many matches a Beijing day has (postponed ones left out) and when the last one ends */
export function dayMatchStats(db: Db, day: number): { n: number; last: number | null } {
  return statement(db, 'SELECT COUNT(*) AS n, MAX(end_at) AS last FROM fb_matches WHERE start_at >= ? AND start_at < ? AND postponed = 0')
    .get(dayStart(day), dayStart(day + 1)) as { n: number; last: number | null }
}
