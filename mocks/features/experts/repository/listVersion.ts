import { sql } from 'kysely'
import type { Db } from '../../../db'
import { firstRow, compiledOnce } from '../../../db/query'
import { writeVersion } from '../../../db/writeVersion'
import { PENDING, q } from './builder'

/**
 * What the experts list's cache (services/expertDirectory.ts) checks before it answers from memory:
 * the writes seen so far to the experts' tables the list reads (mocks/db/writeVersion.ts); the
 * users' card columns are account's, counted by account (services/expertDirectory.ts adds them).
 */
export function expertListVersion(db: Db): number {
  return writeVersion(db, 'expert_list', [['predictions'], ['prediction_legs'], ['experts'], ['expert_follows']])
}

/** later than any moment: an integer literal, BIGINT on PostgreSQL as on SQLite */
const UNTIL_NEVER = sql.lit(9e15)

/**
 * The moments around `now` where the list's figures may change without a write: a settled
 * prediction's final whistle (it starts to count), a publication (on sale, shown under a filter)
 * and a lock (no longer on sale). `from` is the latest at or before `now`, `until` the first after.
 */
const windowQuery = compiledOnce((now: number) => q.selectNoFrom((eb) => {
  const times = (col: 'ends_at' | 'published_at' | 'lock_at', before: boolean) => {
    let s = eb.selectFrom('predictions').where(col, before ? '<=' : '>', now)
    if (col === 'ends_at') s = s.where('win_or_not', '>', PENDING)
    return s.select((e) => (before ? e.fn.max(col) : e.fn.min(col)).as('t')).$asScalar()
  }
  return [
    eb.fn<number | null>('greatest', [sql`COALESCE(${times('ends_at', true)}, -1)`, sql`COALESCE(${times('published_at', true)}, -1)`, sql`COALESCE(${times('lock_at', true)}, -1)`]).as('from'),
    eb.fn<number | null>('least', [sql`COALESCE(${times('ends_at', false)}, ${UNTIL_NEVER})`, sql`COALESCE(${times('published_at', false)}, ${UNTIL_NEVER})`, sql`COALESCE(${times('lock_at', false)}, ${UNTIL_NEVER})`]).as('until'),
  ]
}))

export async function stableWindow(db: Db, now: number): Promise<{ from: number; until: number }> {
  const row = await firstRow(db, windowQuery(now))
  return { from: row?.from ?? -1, until: row?.until ?? 9e15 }
}
