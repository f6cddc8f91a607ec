import { queryBuilder } from '../../../db/query'
import type { MatchTables } from '../tables'

/** the one query builder of match: over match's own tables only */
export const q = queryBuilder<MatchTables>()

/** stored JSON (scripts, odds histories, id lists) was written by the engine from these types */
export function parsedJson<T>(text: string): T {
  return JSON.parse(text)
}
