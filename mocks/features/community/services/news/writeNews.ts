import type { Db } from '../../../../db'
import { DAY_MS, matchBriefs, matchBriefsBetween, matchesFinishedBetween, refs } from '../../../match'
import { getSetting, setSetting } from '../../../../services/settings'
import { insertNewsPost, writtenNewsKeys } from '../../repository/news'
import { matchPreviewText } from './matchPreview'
import { matchReportText } from './matchReport'
import { newsAccountId } from './newsAccount'

/**
 * Writes the board's 资讯 as the simulation moves (seed and every top-up): a 战报 for each match of
 * the main leagues whose whistle has gone since the last run, a 前瞻 for each of their matches
 * kicking off within a day. Each is written once (its news_key), whatever runs again.
 */

/** where the last run's 战报 stopped; a first run looks a day back */
const SETTING_REPORTS_UNTIL = 'forum_news_reports_until'
/** a 战报 is dated a few minutes after the whistle (never later than now) */
const REPORT_AFTER_WHISTLE_MS = 5 * 60_000
/** how far ahead a 前瞻 is written */
export const PREVIEW_AHEAD_MS = DAY_MS

export const reportKey = (matchId: number) => `report:${matchId}`
export const previewKey = (matchId: number) => `preview:${matchId}`

async function mainLeagueIds(db: Db): Promise<number[]> {
  return [...(await refs(db)).leagues.values()].filter((l) => l.famous).map((l) => l.id)
}

async function writeReports(db: Db, author: number, main: ReadonlySet<number>, now: number): Promise<number> {
  const since = Number(await getSetting(db, SETTING_REPORTS_UNTIL) ?? now - DAY_MS)
  // in the order the matches finished (a map's order would be the store's row order, not the same on both stores)
  const finished = await matchesFinishedBetween(db, Math.min(since, now), now)
  const byId = await matchBriefs(db, finished)
  const briefs = finished.flatMap((id) => byId.get(id) ?? []).filter((m) => main.has(m.league_id))
  const done = await writtenNewsKeys(db, briefs.map((m) => reportKey(m.id)))
  let written = 0
  for (const m of briefs) {
    if (done.has(reportKey(m.id))) continue
    const content = await matchReportText(db, m.id, now)
    if (!content) continue
    const created_at = Math.min(now, m.end_at + REPORT_AFTER_WHISTLE_MS)
    if (await insertNewsPost(db, author, { key: reportKey(m.id), kind: 'report', content, match_id: m.id, league_id: m.league_id, created_at })) written++
  }
  await setSetting(db, SETTING_REPORTS_UNTIL, String(Math.max(since, now)))
  return written
}

async function writePreviews(db: Db, author: number, main: readonly number[], now: number): Promise<number> {
  const coming = await matchBriefsBetween(db, { from: now, to: now + PREVIEW_AHEAD_MS, leagueIds: [...main], notStartedAt: now })
  const done = await writtenNewsKeys(db, coming.map((m) => previewKey(m.id)))
  let written = 0
  for (const m of coming) {
    if (done.has(previewKey(m.id))) continue
    const content = await matchPreviewText(db, m)
    if (await insertNewsPost(db, author, { key: previewKey(m.id), kind: 'preview', content, match_id: m.id, league_id: m.league_id, created_at: now })) written++
  }
  return written
}

/** idempotent: writes what is due at `now` and answers how many of each were written */
export async function writeMatchNews(db: Db, now: number): Promise<{ reports: number; previews: number }> {
  let out = { reports: 0, previews: 0 }
  await db.transaction(async () => {
    const author = await newsAccountId(db, now)
    const main = await mainLeagueIds(db)
    out = { reports: await writeReports(db, author, new Set(main), now), previews: await writePreviews(db, author, main, now) }
  })
  return out
}
