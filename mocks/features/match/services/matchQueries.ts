import type { Db } from '../../../db'
import type { MatchRow } from '../../../../types/football'
import { followedAmong } from './follows'
import { rowAt } from './matchView'
import { leagueCountsOf, type MatchDbRow, type MatchOrder } from '../repository/matches'
import { filtered, filteredPage, type MatchFilter } from '../repository/matchLists'

/** the match lists of the match, database, search and lottery endpoints, each one query (or two with its count) */
export {
  MAX_MATCH_MS, changedSince, dayMatches, headToHead, leagueFixtures, leagueResults, liveMatches, matchesOfLeaguesOrTeamsPage, nextMatchOfLeague,
  playedBetween, recentFinishedOf, roundMatches, upcomingInLeaguesPage, upcomingOf, type MatchFilter,
} from '../repository/matchLists'
export { liveCountOfLeague, matchById, matchesByIds, type MatchOrder } from '../repository/matches'

export async function toRows(db: Db, rows: MatchDbRow[], now: number, userId: number | undefined): Promise<MatchRow[]> {
  const followed = await followedAmong(db, userId, rows.map((m) => m.id))
  return (await Promise.all(rows.map((m) => rowAt(db, m, now, followed.has(m.id)))))
}

export async function pagedMatches(db: Db, f: MatchFilter, now: number, page: number, limit: number, userId: number | undefined, orderBy: MatchOrder = 'kickoff') {
  const { rows, total } = await filteredPage(db, f, now, orderBy, limit, (page - 1) * limit)
  return { list: await toRows(db, rows, now, userId), page, limit, total, has_more: page * limit < total }
}

/**
 * per league, how many matches the list of this filter shows (the list's own conditions: a league's
 * figure is the list's total with that league picked) and how many of them are being played
 */
export async function leagueCountsOfList(db: Db, f: MatchFilter, now: number): Promise<Array<{ league_id: number; n: number; live: number }>> {
  return leagueCountsOf(db, filtered({ ...f, league_ids: undefined }, now), now)
}
