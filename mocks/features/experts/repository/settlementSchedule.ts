import { sql } from 'kysely'
import type { Db } from '../../../db'
import { firstRow, compiledOnce } from '../../../db/query'
import { writeVersion, type WatchedTable } from '../../../db/writeVersion'
import { PENDING, q } from './builder'

/**
 * When the next settlement can be due: the earliest final whistle (`ends_at`) among pending rows.
 * Every prediction read runs settlement first; before that moment there is nothing to settle and no
 * need to probe the four pending indexes. The answer is kept until a write to the settled tables
 * (a new prediction, an entry, a stored result) may move it.
 */
const WATCHED: readonly WatchedTable[] = [['predictions'], ['prediction_legs'], ['arena_legs'], ['arena_entries']]

const earliestQuery = compiledOnce(() => q.selectNoFrom([
  sql<number | null>`(SELECT MIN(ends_at) FROM predictions WHERE win_or_not = ${PENDING})`.as('p'),
  sql<number | null>`(SELECT MIN(ends_at) FROM prediction_legs WHERE win_or_not = ${PENDING})`.as('l'),
  sql<number | null>`(SELECT MIN(ends_at) FROM arena_legs WHERE win_or_not = ${PENDING})`.as('a'),
  sql<number | null>`(SELECT MIN(ends_at) FROM arena_entries WHERE win_or_not = ${PENDING})`.as('e'),
]))

const known = new WeakMap<Db, { version: number; at: number }>()

/** the earliest moment a pending row can settle (Infinity: nothing pending) */
export async function nextSettlementAt(db: Db): Promise<number> {
  const version = writeVersion(db, 'expert_settlement', WATCHED)
  const cached = known.get(db)
  if (cached && cached.version === version) return cached.at
  const row = await firstRow(db, earliestQuery())
  const times = row ? [row.p, row.l, row.a, row.e].filter((t): t is number => t !== null) : []
  const at = times.length ? Math.min(...times) : Infinity
  known.set(db, { version, at })
  return at
}
