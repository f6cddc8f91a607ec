import type { Db } from '../../../db'
import { latestStartedRound, roundsOfSeason } from '../repository/matches'
import { seasonCycle as storedSeasonCycle } from '../repository/seasons'

/** seasons and rounds of the football data (fb_seasons, fb_matches) */
export { seasonById, startedSeasons, type SeasonRow } from '../repository/seasons'

/**
 * a season's edition number is written with the season and never changed (top-ups add seasons, they
 * do not edit one), so each is read once per database: every match key asks for it (sidesOf)
 */
const cycles = new WeakMap<Db, Map<number, number>>()

export async function seasonCycle(db: Db, seasonId: number): Promise<number | undefined> {
  let known = cycles.get(db)
  if (!known) cycles.set(db, (known = new Map()))
  const hit = known.get(seasonId)
  if (hit !== undefined) return hit
  const cycle = await storedSeasonCycle(db, seasonId)
  if (cycle !== undefined) known.set(seasonId, cycle)
  return cycle
}

export async function roundsOf(db: Db, seasonId: number): Promise<Array<{ round: number; stage: string }>> {
  return roundsOfSeason(db, seasonId)
}

/** the round of the latest match that has kicked off by `now` */
export async function playingRound(db: Db, seasonId: number, now: number): Promise<number | undefined> {
  return latestStartedRound(db, seasonId, now)
}
