import { sql, type CompiledQuery, type Compilable } from 'kysely'
import { queryBuilder } from '../../../db/query'
import type { MatchTables } from '../tables'

/** the one query builder of match: over match's own tables only */
export const mq = queryBuilder<MatchTables>()

/**
 * An id list as one bound parameter (json_each): the SQL text is the same for any number of ids,
 * so the statement cache (keyed by SQL text) holds one entry instead of one per list length.
 */
export const idList = (ids: Iterable<number>) => sql<number>`(SELECT value FROM json_each(${JSON.stringify([...ids])}))`

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

/** stands for the i-th argument of a query built once (see `builtOnce`) */
class Slot {
  constructor(readonly index: number) {}
}

/**
 * A query of fixed shape on a hot path, built and compiled once: building a Kysely query (parsing
 * its column list and conditions) costs far more than running it, so the builder runs once with
 * placeholders and each call binds its own values. `build` must use its arguments only as values.
 */
export function builtOnce<O, A extends Array<number | string>>(arity: A['length'], build: (...args: A) => Compilable<O>): (...args: A) => Compilable<O> {
  let compiled: CompiledQuery<O> | undefined
  const compile = (): CompiledQuery<O> => {
    // placeholders go where the values go; Kysely keeps them as they are in the parameter list
    const slots = Array.from({ length: arity }, (_, i) => new Slot(i))
    if (compiled) return compiled
    const built: Compilable<O> = Reflect.apply(build, undefined, slots)
    compiled = built.compile()
    return compiled
  }
  return (...args: A) => ({
    compile: () => {
      const once = compile()
      return { ...once, parameters: once.parameters.map((p) => (p instanceof Slot ? args[p.index] : p)) }
    },
  })
}
