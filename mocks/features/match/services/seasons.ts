import type { Db } from '../../../db'
import { latestStartedRound, roundsOfSeason } from '../repository/matches'

/** seasons and rounds of the football data (fb_seasons, fb_matches) */
export { seasonById, seasonCycle, startedSeasons, type SeasonRow } from '../repository/seasons'

export async function roundsOf(db: Db, seasonId: number): Promise<Array<{ round: number; stage: string }>> {
  return roundsOfSeason(db, seasonId)
}

/** the round of the latest match that has kicked off by `now` */
export async function playingRound(db: Db, seasonId: number, now: number): Promise<number | undefined> {
  return latestStartedRound(db, seasonId, now)
}
