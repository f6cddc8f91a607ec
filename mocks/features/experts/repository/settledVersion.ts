import type { Db } from '../../../db'
import { firstRow, compiledOnce } from '../../../db/query'
import { writeVersion } from '../../../db/writeVersion'
import { PENDING, q } from './builder'

/**
 * Whether a read of settled predictions can be reused, and under which key. Settled rows change only
 * by writes to `predictions` (a result stored, a prediction added or removed), so a figure read from
 * them stays right while the table's write count is unchanged — as long as the clock has passed every
 * settled row's final whistle: a clock moved back (operators and tests can) would hide some of them,
 * and then nothing is reused.
 */
const latestSettledEndQuery = compiledOnce(() => q.selectFrom('predictions').select((eb) => eb.fn.max('ends_at').as('at')).where('win_or_not', '>', PENDING))

const known = new WeakMap<Db, { version: number; latestEnd: number }>()

/** the key under which settled reads may be reused at `now`; null when they must be read afresh */
export async function settledReadKey(db: Db, now: number): Promise<number | null> {
  const version = writeVersion(db, 'expert_settled_rows', [['predictions']])
  let k = known.get(db)
  if (!k || k.version !== version) {
    k = { version, latestEnd: (await firstRow(db, latestSettledEndQuery()))?.at ?? 0 }
    known.set(db, k)
  }
  return now >= k.latestEnd ? version : null
}
