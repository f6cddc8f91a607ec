import { sql, type Compilable, type CompiledQuery } from 'kysely'
import { queryBuilder } from '../../../db/query'
import type { ExpertsTables } from '../tables'

/** the experts feature's query builder: its own tables only (mocks/db/query.ts) */
export const q = queryBuilder<ExpertsTables>()

/** a JSON array of ids as one bound parameter: `IN (SELECT value FROM json_each(?))` keeps one SQL text (one cached statement) whatever the count */
export const idsJson = (ids: Iterable<number>): string => JSON.stringify([...new Set(ids)])

/** stands for the i-th argument of a prepared query while it is compiled */
class Hole {
  constructor(readonly index: number) {}
}

/**
 * A query of fixed shape, built and compiled once: later calls only put their arguments in the
 * parameters' places. For the hot paths (settlement probes on every read, records of every expert
 * on a list), where building and compiling the query each time would cost more than running it.
 * The arguments must go into the query as values only (no `if` on them, no arrays to expand).
 */
export function prepared<A extends Array<string | number | null>, O>(build: (...args: A) => Compilable<O>): (...args: A) => Compilable<O> {
  let compiled: CompiledQuery<O> | undefined
  return (...args: A) => {
    if (!compiled) {
      // the holes are handed over where the values go: the builder only stores them as parameters
      const holes = args.map((_, i) => new Hole(i))
      compiled = build(...(holes as unknown as A)).compile()
    }
    const query = compiled
    const parameters = query.parameters.map((p) => (p instanceof Hole ? args[p.index] : p))
    return { compile: () => ({ ...query, parameters }) }
  }
}

// Constants that partial indexes are defined on (`WHERE win_or_not = 0`, `WHERE win_or_not > 0`) go
// into the SQL text as literals: SQLite uses a partial index only when the query's own text implies
// its condition, which a bound parameter never does.
export const PENDING = sql.lit(0)
export const SINGLE = sql.lit('single')
export const PARLAY = sql.lit('parlay')
