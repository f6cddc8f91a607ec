import type { RunResult } from 'better-sqlite3'
import {
  DummyDriver,
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type Compilable,
  type InferResult,
} from 'kysely'
import type { Db } from './index'
import { statement } from '../services/statements'

/**
 * The stand-in's query layer: Kysely builds and types each query, better-sqlite3 runs it.
 *
 * Kysely is used as a compiler only (its DummyDriver never executes anything): the compiled SQL
 * and parameters go to better-sqlite3's prepared statements, so queries stay synchronous (a
 * transaction is still one `db.transaction(fn)`) and the statement cache keyed by SQL text keeps
 * working. The same builders compile for PostgreSQL by swapping the adapter and compiler here.
 *
 * Each feature makes its own builder over its own tables (`queryBuilder<MatchTables>()`), so a
 * query that names another feature's table does not type-check: the tables a feature may touch
 * are the ones in its `tables.ts`.
 */
export function queryBuilder<Tables>(): Kysely<Tables> {
  return new Kysely<Tables>({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new SqliteIntrospector(db),
      createQueryCompiler: () => new SqliteQueryCompiler(),
    },
  })
}

type Param = string | number | bigint | Buffer | null

/** better-sqlite3 binds numbers, strings, bigints, buffers and null; booleans are stored as 0/1 */
function bindable(parameters: readonly unknown[]): Param[] {
  return parameters.map((p) => (typeof p === 'boolean' ? (p ? 1 : 0) : p === undefined ? null : (p as Param)))
}

/** what runs: the SQL text (the statement cache's key) and its values */
interface BoundQuery {
  sql: string
  parameters: readonly unknown[]
}

function prepared(db: Db, query: BoundQuery) {
  return statement(db, query.sql)
}

/** every row of a select (or of an insert/update … returning) */
export function allRows<Q extends Compilable<unknown>>(db: Db, q: Q): Array<InferResult<Q>[number]> {
  const query = q.compile()
  // the one place a query result is given its type: Kysely inferred it from the tables and the select
  return prepared(db, query).all(...bindable(query.parameters)) as Array<InferResult<Q>[number]>
}

/** the first row, or undefined */
export function firstRow<Q extends Compilable<unknown>>(db: Db, q: Q): InferResult<Q>[number] | undefined {
  const query = q.compile()
  return prepared(db, query).get(...bindable(query.parameters)) as InferResult<Q>[number] | undefined
}

/** runs an insert, update or delete; the result says how many rows changed and the last rowid */
export function execute(db: Db, q: Compilable<unknown>): RunResult {
  const query = q.compile()
  return prepared(db, query).run(...bindable(query.parameters))
}

/** a query compiled once and run with new values (hot paths: no Kysely compile per call) */
export interface PreparedQuery<A extends readonly unknown[], Q extends Compilable<unknown>> {
  /** the SQL and parameters for these values */
  bind(args: A): BoundQuery
  /** typing only: the query the builder makes */
  readonly query?: Q
}

const SLOT = '\u0000prepared-arg:'

/**
 * Compiles `build` once, with a marker in place of each argument, and remembers where each argument
 * lands among the parameters; later calls only fill in the values. Each argument must be passed to
 * the builder unchanged, as a value of the query (never transformed, split into an `in` list or used
 * to choose the query's shape): an argument whose marker does not come back as a parameter is
 * refused at the first call.
 */
export function prepareQuery<A extends readonly (string | number | null)[], Q extends Compilable<unknown>>(build: (...args: A) => Q): PreparedQuery<A, Q> {
  let template: { sql: string; slots: Array<{ arg: number } | { value: unknown }> } | undefined
  const compileTemplate = (arity: number) => {
    // the markers stand in for the values: typed as A for the builder only
    const markers = Array.from({ length: arity }, (_, i) => `${SLOT}${i}`) as unknown as A
    const compiled = build(...markers).compile()
    const slots = compiled.parameters.map((p) => (typeof p === 'string' && p.startsWith(SLOT) ? { arg: Number(p.slice(SLOT.length)) } : { value: p }))
    for (let i = 0; i < arity; i++) {
      if (!slots.some((s) => 'arg' in s && s.arg === i)) throw new Error(`prepareQuery: argument ${i} does not reach the query as a value; build this query per call`)
    }
    return { sql: compiled.sql, slots }
  }
  return {
    bind(args: A): BoundQuery {
      template ??= compileTemplate(args.length)
      return { sql: template.sql, parameters: template.slots.map((s) => ('arg' in s ? args[s.arg] : s.value)) }
    },
  }
}

/** every row of a prepared query for these values */
export function allPrepared<A extends readonly (string | number | null)[], Q extends Compilable<unknown>>(db: Db, q: PreparedQuery<A, Q>, ...args: A): Array<InferResult<Q>[number]> {
  const query = q.bind(args)
  return prepared(db, query).all(...bindable(query.parameters)) as Array<InferResult<Q>[number]>
}

/** the first row of a prepared query for these values, or undefined */
export function firstPrepared<A extends readonly (string | number | null)[], Q extends Compilable<unknown>>(db: Db, q: PreparedQuery<A, Q>, ...args: A): InferResult<Q>[number] | undefined {
  const query = q.bind(args)
  return prepared(db, query).get(...bindable(query.parameters)) as InferResult<Q>[number] | undefined
}
