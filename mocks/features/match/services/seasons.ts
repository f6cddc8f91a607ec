import type { Db } from '../../../db'
import { latestStartedRound, roundsOfSeason } from '../repository/matches'

/** seasons and rounds of the football data (fb_seasons, fb_matches) */
export { seasonById, seasonCycle, startedSeasons, type SeasonRow } from '../repository/seasons'

export function roundsOf(db: Db, seasonId: number): Array<{ round: number; stage: string }> {
  return roundsOfSeason(db, seasonId)
}

/** the round of the latest match that has kicked off by `now` */
export function playingRound(db: Db, seasonId: number, now: number): number | undefined {
  return latestStartedRound(db, seasonId, now)
}
