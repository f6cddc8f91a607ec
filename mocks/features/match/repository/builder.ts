import { queryBuilder } from '../../../db/query'
import type { MatchTables } from '../tables'

/** the one query builder of match: over match's own tables only */
export const q = queryBuilder<MatchTables>()

/** stored JSON (scripts, odds histories, id lists) was written by the engine from these types */
export function parsedJson<T>(text: string): T {
  return JSON.parse(text)
}

/** multi-row inserts in chunks of this many rows (well under SQLite's bound-parameter limit) */
export const INSERT_CHUNK = 100

export function chunks<T>(rows: T[], size = INSERT_CHUNK): T[][] {
  const out: T[][] = []
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size))
  return out
}
