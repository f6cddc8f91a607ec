import type { Db } from '../../../db'
import { dayStart, playedStatsBetween } from '../../match'

/** how many matches a Beijing day has (postponed ones left out) and when the last one ends */
export async function dayMatchStats(db: Db, day: number): Promise<{ n: number; last: number | null }> {
  return playedStatsBetween(db, dayStart(day), dayStart(day + 1))
}
