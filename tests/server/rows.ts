import type { InferResult, Insertable, Kysely, Selectable, Updateable } from 'kysely'
import { allRows, execute, firstRow, insertedId, queryBuilder } from '../../mocks/db/query'
import type { PlatformTables } from '../../mocks/db/platformTables'
import { sqliteOf, type Db } from '../../mocks/db/store'
import type { AccountTables } from '../../mocks/features/account/tables'
import type { CommunityTables } from '../../mocks/features/community/tables'
import type { ExpertsTables } from '../../mocks/features/experts/tables'
import type { MatchTables } from '../../mocks/features/match/tables'
import type { MoneyTables } from '../../mocks/features/money/tables'

/**
 * Rows for tests, through the stand-in's typed query layer (mocks/db/query.ts) instead of raw
 * SQLite: the same calls run on either store, and a renamed column is a type error here too.
 *
 * A test sees every table at once (it sets up and checks what several features wrote), so its
 * builder `q` knows all the generated table types; the stand-in's own features each see theirs only.
 * The helpers below cover a table and equal-to conditions; anything else is a query built with `q`
 * and run with `allRows` / `firstRow` / `execute`.
 */
export type StandInTables = AccountTables & MatchTables & ExpertsTables & MoneyTables & CommunityTables & PlatformTables

export const q = queryBuilder<StandInTables>()

export { allRows, execute, firstRow }

/** the first row of a query the test's data must answer; throws (naming `what`) when none does */
export async function someRow<Q extends Parameters<typeof firstRow>[1]>(db: Db, query: Q, what: string): Promise<InferResult<Q>[number]> {
  const row = await firstRow(db, query)
  if (row === undefined) throw new Error(`the data holds no ${what}`)
  return row
}

type Table = keyof StandInTables & string
type Row<T extends Table> = Selectable<StandInTables[T]>
/** columns equal to these values (null: IS NULL) */
type Where<T extends Table> = Partial<Row<T>>

// Kysely cannot follow a table name that is a type parameter through its builders, so the helpers
// build on an untyped view of the same builder and hand back the row type of the table named.
type AnyRow = Record<string, unknown>
const loose = q as unknown as Kysely<Record<string, AnyRow>>

interface Filterable<B> {
  where(column: string, op: '=' | 'is', value: unknown): B
}

function filtered<B extends Filterable<B>>(qb: B, where: AnyRow): B {
  let out = qb
  for (const [column, value] of Object.entries(where)) {
    if (value !== undefined) out = value === null ? out.where(column, 'is', null) : out.where(column, '=', value)
  }
  return out
}

/** the rows of a table matching `where`, all columns or the ones named (unordered, as a plain SELECT) */
export async function rowsOf<T extends Table, K extends keyof Row<T> & string = keyof Row<T> & string>(
  db: Db,
  table: T,
  where: Where<T> = {},
  columns?: readonly K[],
): Promise<Array<Pick<Row<T>, K>>> {
  const from = loose.selectFrom(table as string)
  const picked = columns ? from.select(columns as readonly string[]) : from.selectAll()
  return (await allRows(db, filtered(picked, where))) as Array<Pick<Row<T>, K>>
}

/** one column of the rows matching `where` */
export async function valuesOf<T extends Table, K extends keyof Row<T> & string>(db: Db, table: T, column: K, where: Where<T> = {}): Promise<Array<Row<T>[K]>> {
  return (await rowsOf(db, table, where, [column])).map((r) => r[column])
}

/** one column of the first row matching `where`, or undefined when none does */
export async function valueOf<T extends Table, K extends keyof Row<T> & string>(db: Db, table: T, column: K, where: Where<T> = {}): Promise<Row<T>[K] | undefined> {
  return (await valuesOf(db, table, column, where))[0]
}

/** how many rows match `where` */
export async function countOf<T extends Table>(db: Db, table: T, where: Where<T> = {}): Promise<number> {
  const row = await firstRow(db, filtered(loose.selectFrom(table as string).select((eb) => eb.fn.countAll<number>().as('n')), where))
  return Number(row?.n ?? 0)
}

/** inserts one row into a table with an `id` column and answers its id */
export async function insertRow<T extends Table>(db: Db, table: T, values: Insertable<StandInTables[T]>): Promise<number> {
  return insertedId(db, loose.insertInto(table as string).values(values as AnyRow))
}

/** inserts rows (any table); answers how many went in */
export async function insertRows<T extends Table>(db: Db, table: T, values: Insertable<StandInTables[T]> | ReadonlyArray<Insertable<StandInTables[T]>>): Promise<number> {
  const list = (Array.isArray(values) ? values : [values]) as AnyRow[]
  return (await execute(db, loose.insertInto(table as string).values(list))).changes
}

/** sets columns on the rows matching `where`; answers how many changed */
export async function updateRows<T extends Table>(db: Db, table: T, set: Updateable<StandInTables[T]>, where: Where<T>): Promise<number> {
  return (await execute(db, filtered(loose.updateTable(table as string).set(set as AnyRow), where))).changes
}

/** deletes the rows matching `where`; answers how many went */
export async function deleteRows<T extends Table>(db: Db, table: T, where: Where<T>): Promise<number> {
  return (await execute(db, filtered(loose.deleteFrom(table as string), where))).changes
}

/**
 * The message a write was refused with ('' when it went through). better-sqlite3 throws errors of
 * the realm it was first loaded in, another jest file's after the first: `rejects.toThrow` would
 * take such an error for nothing thrown (db.schemaParity.test.ts meets the same).
 */
export async function refusalOf(write: Promise<unknown>): Promise<string> {
  try {
    await write
    return ''
  } catch (e) {
    return e instanceof Object && 'message' in e ? String(e.message) : String(e)
  }
}

/**
 * runs `write` with the foreign-key checks off, for data a test sets up without the rows it points
 * at: SQLite's switch is a connection pragma, PostgreSQL's the session's replication role, which
 * holds for one transaction here (the run's own user may set it)
 */
export async function withoutForeignKeys<T>(db: Db, write: () => Promise<T>): Promise<T> {
  if (db.dialect === 'postgres') {
    return db.transaction(async () => {
      await db.run({ sql: 'SET LOCAL session_replication_role = replica', parameters: [] })
      return write()
    })
  }
  // raw SQLite on purpose: the switch is a pragma, and a no-op inside a transaction
  const sqlite = sqliteOf(db)
  sqlite.pragma('foreign_keys = OFF')
  try {
    return await write()
  } finally {
    sqlite.pragma('foreign_keys = ON')
  }
}
