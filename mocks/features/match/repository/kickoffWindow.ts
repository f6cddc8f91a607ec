import { idList } from '../../../db/idList'
import type { Db } from '../../../db'
import { firstRow } from '../../../db/query'
import { writeVersion } from '../../../db/writeVersion'

import { fromMatches, type MatchWhere } from './matches'

/**
 * The writes seen so far to the match rows (mocks/db/writeVersion.ts): a cache of match lists read
 * by features above (search's matches) forgets what it kept when the seeded world gains or changes
 * a match (a top-up, an operator's postponement).
 */
export function matchRowsVersion(db: Db): number {
  return writeVersion(db, 'match_rows', [['fb_matches']])
}

/** the matches of these leagues or teams (any kick-off) */
export const ofLeaguesOrTeams = (leagueIds: number[], teamIds: number[]): MatchWhere => (q) => q.where((eb) => eb.or([
  eb('m.league_id', 'in', idList(leagueIds)), eb('m.home_team_id', 'in', idList(teamIds)), eb('m.away_team_id', 'in', idList(teamIds)),
]))

/**
 * Until when the matches of these leagues or teams kicking off within `rangeMs` of `now` stay the
 * same set as time moves on: the earliest one in the window leaves it `rangeMs` after its kick-off,
 * the next one after the window enters it `rangeMs` before its own. A later `now` below this bound
 * has the same list.
 */
export async function kickoffWindowStableUntil(db: Db, leagueIds: number[], teamIds: number[], now: number, rangeMs: number): Promise<number> {
  const of = ofLeaguesOrTeams(leagueIds, teamIds)
  const firstIn = (await firstRow(db, of(fromMatches()).where('m.start_at', '>=', now - rangeMs).where('m.start_at', '<=', now + rangeMs)
    .select((eb) => eb.fn.min<number | null>('m.start_at').as('t'))))?.t
  const nextAfter = (await firstRow(db, of(fromMatches()).where('m.start_at', '>', now + rangeMs)
    .select((eb) => eb.fn.min<number | null>('m.start_at').as('t'))))?.t
  const leaves = firstIn == null ? Infinity : firstIn + rangeMs + 1
  const enters = nextAfter == null ? Infinity : nextAfter - rangeMs
  return Math.min(leaves, enters)
}
