import type { Db } from '../../../db'
import { dayStart, playedStatsBetween } from '../../match'

/** how many matches a Beijing day has (postponed ones left out) and when the last one ends */
export function dayMatchStats(db: Db, day: number): { n: number; last: number | null } {
  return playedStatsBetween(db, dayStart(day), dayStart(day + 1))
}
