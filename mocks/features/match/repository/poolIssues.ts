import type { Db } from '../../../db'
import { allRows, execute, firstRow } from '../../../db/query'
import { q, parsedJson } from './builder'

/** fb_pool_issues: the 足彩 issues and their matches (JSON id list) */
export interface PoolIssueRow {
  issue: string
  match_ids: string
}

/** issues whose sales opened by `lastDay`, newest first, one page */
export async function poolIssuesPage(db: Db, lastDay: number, page: number, limit: number): Promise<{ rows: PoolIssueRow[]; total: number }> {
  const total = (await firstRow(db, q.selectFrom('fb_pool_issues').select((eb) => eb.fn.countAll<number>().as('n')).where('day', '<=', lastDay)))?.n ?? 0
  return { rows: await recentPoolIssues(db, lastDay, limit, (page - 1) * limit), total }
}

export async function poolIssueByName(db: Db, issue: string): Promise<PoolIssueRow | undefined> {
  return firstRow(db, q.selectFrom('fb_pool_issues').select(['issue', 'match_ids']).where('issue', '=', issue))
}

/** the newest issues up to `lastDay` (newest first) */
export async function recentPoolIssues(db: Db, lastDay: number, limit: number, offset = 0): Promise<PoolIssueRow[]> {
  return allRows(db, q.selectFrom('fb_pool_issues').select(['issue', 'match_ids']).where('day', '<=', lastDay).orderBy('day', 'desc').limit(limit).offset(offset))
}

/** an issue already written is kept (a top-up may reach its day again) */
export async function insertPoolIssue(db: Db, row: { issue: string; day: number; match_ids: string }): Promise<void> {
  await execute(db, q.insertInto('fb_pool_issues').values(row).onConflict((oc) => oc.doNothing()))
}

/** the ids of an issue's matches, in the issue's order */
export function issueMatchIds(issue: PoolIssueRow): number[] {
  return parsedJson<number[]>(issue.match_ids)
}
