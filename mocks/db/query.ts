import type { RunResult } from 'better-sqlite3'
import {
  DummyDriver,
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type CompiledQuery,
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

function prepared(db: Db, query: CompiledQuery) {
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
