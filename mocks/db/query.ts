import {
  createQueryId,
  sql,
  type InsertQueryBuilder,
  type InsertResult,
  DummyDriver,
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  PostgresQueryCompiler,
  type Compilable,
  type CompiledQuery,
  type InferResult,
  type OperationNode,
  type OperationNodeSource,
  type RootOperationNode,
} from 'kysely'
import type { BoundQuery, Db, WriteResult } from './store'
import { writeKeys } from './writeCounts'
import { writeOf } from './writeTarget'
import { LIST_FUNCTIONS } from './idList'

/**
 * The stand-in's query layer: Kysely builds and types each query, the store runs it (store.ts).
 *
 * The builders compile for SQLite (their DummyDriver never executes anything); on PostgreSQL the
 * same operation tree is compiled by Kysely's PostgreSQL compiler, so no query is written twice.
 * The store runs the SQL: better-sqlite3's cached statements, or `pg`.
 *
 * Each feature makes its own builder over its own tables (`queryBuilder<MatchTables>()`), so a
 * query that names another feature's table does not type-check: the tables a feature may touch
 * are the ones in its `tables.ts`.
 */
/**
 * SQLite's own names for the functions the queries call by PostgreSQL's (or our) name: the list
 * functions of idList.ts (PostgreSQL has them as SQL functions), and the many-argument `greatest` and
 * `least`, which SQLite spells `max` and `min`
 */
const SQLITE_NAMES: Record<string, string> = {
  ...Object.fromEntries(LIST_FUNCTIONS.map((f) => [f, 'json_each'])),
  greatest: 'max',
  least: 'min',
}

class StandInSqliteCompiler extends SqliteQueryCompiler {
  protected override visitFunction(node: { readonly kind: 'FunctionNode'; readonly func: string; readonly arguments: readonly OperationNode[] }): void {
    const own = SQLITE_NAMES[node.func]
    super.visitFunction(own ? { ...node, func: own } : node)
  }
}

export function queryBuilder<Tables>(): Kysely<Tables> {
  return new Kysely<Tables>({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new SqliteIntrospector(db),
      createQueryCompiler: () => new StandInSqliteCompiler(),
    },
  })
}

/** a limit that keeps every row: SQLite's `LIMIT -1`, which PostgreSQL refuses, is spelled as the largest safe integer on both */
export const ALL_ROWS = Number.MAX_SAFE_INTEGER

/** a query as Kysely builds it: compilable (for SQLite) and an operation tree (for PostgreSQL) */
type Built = Compilable<unknown> & OperationNodeSource

const postgresCompiler = new PostgresQueryCompiler()

/** the builder's query in SQL of this dialect */
function compileFor(dialect: Db['dialect'], q: Built): BoundQuery {
  if (dialect === 'sqlite') return q.compile()
  return postgresCompiler.compileQuery(q.toOperationNode() as RootOperationNode, createQueryId())
}

/** a query compiled once per dialect (compiledOnce), with this call's values */
export interface OnceQuery<O> extends Compilable<O> {
  bindFor(dialect: Db['dialect']): BoundQuery
  /** what it writes, if it writes (writeTarget.ts) */
  writes(): ReturnType<typeof writeOf>
}

/** what the run functions take: a query a builder made, or one of compiledOnce */
type Runnable = Built | OnceQuery<unknown>

function bound(db: Db, q: Runnable): BoundQuery {
  return 'bindFor' in q ? q.bindFor(db.dialect) : compileFor(db.dialect, q)
}

/** the write keys of an insert, update or delete (undefined for a read); raw SQL run by `execute` may write any table */
function writtenBy(q: Runnable, raw: 'read' | 'write'): readonly string[] | undefined {
  const w = 'bindFor' in q ? q.writes() : writeOf(q.toOperationNode())
  return w ? writeKeys(w) : raw === 'write' ? writeKeys('unknown') : undefined
}

/** every row of a select (or of an insert/update … returning) */
export async function allRows<Q extends Runnable>(db: Db, q: Q): Promise<Array<InferResult<Q>[number]>> {
  // the one place a query result is given its type: Kysely inferred it from the tables and the select
  return (await db.rows(bound(db, q), writtenBy(q, 'read'))) as Array<InferResult<Q>[number]>
}

/** the first row, or undefined */
export async function firstRow<Q extends Runnable>(db: Db, q: Q): Promise<InferResult<Q>[number] | undefined> {
  return (await db.first(bound(db, q), writtenBy(q, 'read'))) as InferResult<Q>[number] | undefined
}

/**
 * runs an insert, update or delete; the result says how many rows changed (an id comes back by
 * `returning`). The store counts the tables it writes, for caches (writeVersion.ts).
 */
export async function execute(db: Db, q: Runnable): Promise<WriteResult> {
  return db.run(bound(db, q), writtenBy(q, 'write'))
}

/** runs an insert and answers the new row's id (`returning id`, the same on both engines); 0 when a conflict rule inserted nothing */
export async function insertedId<DB, TB extends keyof DB>(db: Db, q: InsertQueryBuilder<DB, TB, InsertResult>): Promise<number> {
  // the insert's table is generic here, so Kysely cannot narrow the row: it is the one column asked for
  const row = (await firstRow(db, q.returning(sql<number>`id`.as('id')))) as { id: number } | undefined
  return row ? Number(row.id) : 0
}

/**
 * stands for the i-th argument while a compiledOnce query is compiled; Kysely keeps it as a value.
 * Turned into a string or a number it throws: an argument transformed while building would
 * otherwise be baked into the query with the first call's value.
 */
class Slot {
  constructor(readonly index: number) {}
  [Symbol.toPrimitive](): never {
    throw new Error(`compiledOnce: argument ${this.index} is transformed while building the query, not passed as a value; build this query per call`)
  }
}

/**
 * A query of fixed shape, built and compiled once per dialect: later calls only put their values in
 * the parameters' places. For the hot paths (lists, details, settlement probes on every read), where
 * building and compiling a Kysely query costs more than running it. Each argument must reach the
 * query unchanged, as a value, or not be used at all: never transformed (refused at the first call),
 * split into an `in` list or used to choose the query's shape (a shape is chosen by what the
 * function closes over, and each shape gets its own compiledOnce).
 */
export function compiledOnce<A extends Array<string | number | null>, O>(build: (...args: A) => Compilable<O> & OperationNodeSource): (...args: A) => OnceQuery<O> {
  const templates: Partial<Record<Db['dialect'], BoundQuery>> = {}
  let writes: { of: ReturnType<typeof writeOf> } | undefined
  const built = (arity: number) => {
    const slots = Array.from({ length: arity }, (_, i) => new Slot(i))
    // the slots stand in for the values: typed as A for the builder only
    return build(...(slots as unknown as A))
  }
  const template = (dialect: Db['dialect'], arity: number): BoundQuery => compileFor(dialect, built(arity))
  return (...args: A) => {
    const bindFor = (dialect: Db['dialect']): BoundQuery => {
      const t = (templates[dialect] ??= template(dialect, args.length))
      return { sql: t.sql, parameters: t.parameters.map((p) => (p instanceof Slot ? args[p.index] : p)) }
    }
    const writesOf = () => (writes ??= { of: writeOf(built(args.length).toOperationNode()) }).of
    // compile() answers as Kysely's own queries do (SQLite's text), typed with the builder's result
    return { bindFor, writes: writesOf, compile: () => bindFor('sqlite') as CompiledQuery<O> }
  }
}

/** multi-row inserts in chunks of this many rows by default (well under SQLite's bound-parameter limit) */
const INSERT_CHUNK = 100

/** rows cut into runs of `size`, for multi-row statements: on PostgreSQL each statement is a round trip */
export function chunks<T>(rows: T[], size = INSERT_CHUNK): T[][] {
  const out: T[][] = []
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size))
  return out
}
