import type { Db } from '../../../db'
import { hasTeam, matchRows, type MatchDbRow } from './matches'

/** a team's matches of one season finished by `now` (postponed ones never finish), oldest first */
export async function finishedOfTeamInSeason(db: Db, teamId: number, seasonId: number, now: number): Promise<MatchDbRow[]> {
  return matchRows(db, (q) => q.where(hasTeam(teamId)).where('m.season_id', '=', seasonId).where('m.end_at', '<=', now).where('m.postponed', '=', 0), 'kickoff', 200)
}

/** a team's live matches (kicked off, not finished) */
export async function liveOfTeam(db: Db, teamId: number, now: number): Promise<MatchDbRow[]> {
  return matchRows(db, (q) => q.where(hasTeam(teamId)).where('m.start_at', '<=', now).where('m.end_at', '>', now).where('m.postponed', '=', 0), 'kickoff', 2)
}
