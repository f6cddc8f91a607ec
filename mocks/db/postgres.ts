/**
 * The stand-in's PostgreSQL store (issue 33, STORAGE=postgres): a `pg` pool from DATABASE_URL, the
 * PostgreSQL migrations (each feature's migrations.postgres.ts) applied in the features' order, and a
 * Kysely over the pool for the repositories once they are asynchronous. The server does not run on it
 * yet; the schema and this connection are the first step (docs/operations.md, Scale-out).
 *
 * Types: SQLite's INTEGER holds 64 bits, so every integer column is BIGINT here (ids, milliseconds,
 * money, counts alike: one rule, no column narrower than on SQLite). `pg` hands BIGINT and NUMERIC
 * back as strings by default; this pool parses them to numbers, as better-sqlite3 gives them, and
 * refuses with an error a value a JavaScript number cannot hold exactly.
 */
import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import type { PostgresMigration } from './postgresMigration'

/** PostgreSQL's type ids of the integer-valued types `pg` would return as text */
const INT8_OID = pg.types.builtins.INT8
const NUMERIC_OID = pg.types.builtins.NUMERIC

/** any advisory lock number, the same in every process of one deployment: one migrates at a time */
const MIGRATION_LOCK = 3_300_001

/** a BIGINT as a number; beyond ±(2^53 − 1) it would silently change, so it is refused */
export function exactInteger(text: string): number {
  const n = Number(text)
  if (!Number.isSafeInteger(n)) throw new RangeError(`integer ${text} from PostgreSQL is beyond what a JavaScript number holds exactly (±${Number.MAX_SAFE_INTEGER})`)
  return n
}

/**
 * A NUMERIC as a number: whole values (SUM of a BIGINT column is NUMERIC) exactly or refused, like
 * BIGINT; a fraction (AVG) as the nearest double, as SQLite's REAL arithmetic gives it
 */
export function numericValue(text: string): number {
  if (/^-?\d+$/.test(text)) return exactInteger(text)
  const n = Number(text)
  if (Math.abs(n) > Number.MAX_SAFE_INTEGER) throw new RangeError(`numeric ${text} from PostgreSQL is beyond what a JavaScript number holds exactly`)
  return n
}

/** the pool's parsers: ours for the text form of BIGINT and NUMERIC, pg's own for everything else */
const numberTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (format !== 'binary' && oid === INT8_OID) return exactInteger
    if (format !== 'binary' && oid === NUMERIC_OID) return numericValue
    return pg.types.getTypeParser(oid, format as 'text')
  }) as pg.CustomTypesConfig['getTypeParser'],
}

/** a pool on DATABASE_URL whose integers come back as numbers */
export function postgresPool(url: string, options: { max?: number } = {}): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, types: numberTypes, max: options.max ?? 10 })
  // an idle connection the server dropped (restart, network) is an event, not a crash of the process
  pool.on('error', (e) => console.error(`[stand-in] PostgreSQL connection lost: ${e.message}`))
  return pool
}

/** Kysely over the pool, for the repositories' builders; `destroy()` ends the pool */
export function postgresKysely<Tables>(pool: pg.Pool): Kysely<Tables> {
  return new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) })
}

/**
 * Applies, in order, every migration of the list not yet recorded in `_migrations` (the table the
 * SQLite side keeps too), all in one transaction: PostgreSQL's DDL is transactional, so a failing
 * step leaves the database as it was. Several processes starting at once wait on one lock. Returns
 * the names applied now.
 */
export async function applyPostgresMigrations(pool: pg.Pool, migrations: readonly PostgresMigration[]): Promise<string[]> {
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
    await client.query('CREATE TABLE IF NOT EXISTS _migrations (name TEXT PRIMARY KEY, applied_at BIGINT NOT NULL)')
    const done = new Set((await client.query<{ name: string }>('SELECT name FROM _migrations')).rows.map((r) => r.name))
    const applied: string[] = []
    for (const m of migrations) {
      if (done.has(m.name)) continue
      await client.query(m.sql).catch((e: Error) => {
        throw new Error(`PostgreSQL migration ${m.name} failed: ${e.message}`)
      })
      await client.query('INSERT INTO _migrations (name, applied_at) VALUES ($1, $2)', [m.name, Date.now()])
      applied.push(m.name)
    }
    await client.query('COMMIT')
    return applied
  } catch (e) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw e
  } finally {
    client.release()
  }
}

/** the pool, migrated, and Kysely over it; close with `db.destroy()` */
export async function openPostgres<Tables>(url: string, migrations: readonly PostgresMigration[]): Promise<{ pool: pg.Pool; db: Kysely<Tables> }> {
  const pool = postgresPool(url)
  try {
    await applyPostgresMigrations(pool, migrations)
  } catch (e) {
    await pool.end()
    throw e
  }
  return { pool, db: postgresKysely<Tables>(pool) }
}
