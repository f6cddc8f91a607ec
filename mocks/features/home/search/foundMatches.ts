import type { Db } from '../../../db'
import { kickoffWindowStableUntil, matchesOfLeaguesOrTeamsPage, matchRowsVersion, type MatchDbRow } from '../../match'

/** matches listed: a week either side of now */
export const MATCH_WINDOW_MS = 7 * 86_400_000
/** pages kept; the oldest is forgotten first */
const PAGES_KEPT = 2000

interface KeptPage {
  rows: MatchDbRow[]
  total: number
  /** the match rows' write version it was read at */
  version: number
  /** it holds for a `now` in [from, until): no match enters or leaves the window in between */
  from: number
  until: number
}

const kept = new WeakMap<Db, Map<string, KeptPage>>()

function keptOf(db: Db): Map<string, KeptPage> {
  let pages = kept.get(db)
  if (!pages) kept.set(db, (pages = new Map()))
  return pages
}

/**
 * A page of the matches a search lists (of its first competitions and teams, within a week of now,
 * by kick-off). The rows are the stored matches (what they show at `now` is worked out after), so
 * a page read once is kept per keyword, page and size until a match enters or leaves the window or
 * a match row is written: the same keyword asked again costs no query.
 */
export async function foundMatches(db: Db, keyword: string, ids: { leagueIds: number[]; teamIds: number[] }, now: number, page: number, limit: number): Promise<{ rows: MatchDbRow[]; total: number }> {
  if (!ids.leagueIds.length && !ids.teamIds.length) return { rows: [], total: 0 }
  const pages = keptOf(db)
  const key = `${page}:${limit}:${keyword}`
  const version = matchRowsVersion(db)
  const hit = pages.get(key)
  if (hit && hit.version === version && now >= hit.from && now < hit.until) return hit
  const found = await matchesOfLeaguesOrTeamsPage(db, ids.leagueIds, ids.teamIds, now, MATCH_WINDOW_MS, page, limit)
  const until = await kickoffWindowStableUntil(db, ids.leagueIds, ids.teamIds, now, MATCH_WINDOW_MS)
  if (hit) pages.delete(key)
  else if (pages.size >= PAGES_KEPT) {
    const oldest = pages.keys().next()
    if (!oldest.done) pages.delete(oldest.value)
  }
  pages.set(key, { ...found, version, from: now, until })
  return found
}
