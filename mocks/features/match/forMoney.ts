import type { Db } from '../../db'
import { allRows, queryBuilder } from '../../db/query'
import type { MatchTables } from './tables'

/** What money needs of match until match's index offers it (brief rule 4); match's own exports replace these at the merge. */

const q = queryBuilder<MatchTables>()

export { matchById } from './services/matchQueries'
export { rowAt } from './services/matchView'

/** the matches kicking off in [from, to), postponed ones left out (the VIP picks of a day) */
export function matchesStartingBetween(db: Db, from: number, to: number): Array<{ id: number; start_at: number }> {
  return allRows(db, q.selectFrom('fb_matches').select(['id', 'start_at']).where('start_at', '>=', from).where('start_at', '<', to).where('postponed', '=', 0))
}
