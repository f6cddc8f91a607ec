import { createHash, randomBytes } from 'node:crypto'
import pg from 'pg'
import { applyPostgresMigrations, postgresPool } from '../../mocks/db/postgres'
import { PostgresStore } from '../../mocks/db/postgresStore'
import { allPostgresMigrations, connectFeatures, migrate } from '../../mocks/features'

/**
 * The run's private PostgreSQL (started once by tests/server/globalSetup.js, its URL in
 * TEST_POSTGRES_URL) and fresh databases on it: a suite that needs a plain PostgreSQL database takes
 * one of its own here instead of starting a server, and drops it when it closes the store.
 */

/** why this run has no PostgreSQL, or null when it has one */
export function postgresMissing(): string | null {
  return process.env.TEST_POSTGRES_URL ? null : 'the run started no private PostgreSQL (tests/server/globalSetup.js: no engine installed)'
}

/** `describe` where the run has its PostgreSQL; elsewhere `describe.skip`, after one line saying why */
export function describeOnPostgres(suite: string): jest.Describe {
  const missing = postgresMissing()
  if (missing) console.warn(`[${suite}] PostgreSQL part skipped: ${missing}`)
  return missing ? describe.skip : describe
}

/** the server suites store on PostgreSQL in this project (`server-pg`, jest.config.js) */
export const storesOnPostgres = (): boolean => process.env.TEST_STORAGE === 'postgres'

function serverUrl(): URL {
  const url = process.env.TEST_POSTGRES_URL
  if (!url) throw new Error(`no PostgreSQL: ${postgresMissing()}`)
  return new URL(url)
}

/** the URL of database `name` on the run's server */
export function databaseUrl(name: string): string {
  const url = serverUrl()
  url.pathname = `/${name}`
  return url.toString()
}

/** runs `fn` on a connection to the server's maintenance database (CREATE / DROP DATABASE run there) */
export async function onServer<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl('postgres') })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

/** a database name no other file of the run picks */
const freshName = (): string => `t_${process.pid}_${randomBytes(6).toString('hex')}`

/** a name for the template of `key`, the same in every worker (PostgreSQL names hold 63 bytes) */
export const templateName = (key: string): string => `tpl_${createHash('sha1').update(key).digest('hex').slice(0, 24)}`

/** a PostgreSQL store whose close also drops its database: each file's data goes with it */
class DroppedOnClose extends PostgresStore {
  constructor(readonly database: string) {
    super(postgresPool(databaseUrl(database)))
  }
  override async close(): Promise<void> {
    await super.close()
    await dropDatabase(this.database)
  }
}

/** a new empty database (no schema) on the run's server, for a suite that connects its own way */
export async function freshPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = freshName()
  await onServer((c) => c.query(`CREATE DATABASE "${name}"`))
  return { url: databaseUrl(name), drop: () => dropDatabase(name) }
}

async function dropDatabase(name: string): Promise<void> {
  await onServer((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))
}

/**
 * Two server processes on one new migrated database, as the scale-out suites need them: each store
 * has its own pool, write counters and listening connection. `close` ends both and drops the database.
 */
export async function twoProcessesOnOneDatabase(): Promise<{ a: PostgresStore; b: PostgresStore; close(): Promise<void> }> {
  const database = await freshPostgresDatabase()
  const pool = postgresPool(database.url)
  await applyPostgresMigrations(pool, allPostgresMigrations)
  const a = new PostgresStore(pool)
  const b = new PostgresStore(postgresPool(database.url))
  return {
    a, b,
    close: async () => {
      await a.close()
      await b.close()
      await database.drop()
    },
  }
}

/** a new, migrated database of its own; dropped when the store closes */
export async function freshPostgresStore(): Promise<PostgresStore> {
  connectFeatures()
  const name = freshName()
  await onServer((c) => c.query(`CREATE DATABASE "${name}"`))
  const store = new DroppedOnClose(name)
  await migrate(store)
  return store
}

/**
 * A new database cloned from template `template` (CREATE DATABASE … TEMPLATE: a file copy, no
 * seeding), which `fill` makes once per run when it does not exist yet. Workers that need the same
 * template at once wait on one advisory lock, so it is built once and never cloned half made.
 */
export async function clonedPostgresStore(template: string, fill: (db: PostgresStore) => Promise<void>): Promise<PostgresStore> {
  connectFeatures()
  await onServer(async (c) => {
    await c.query('SELECT pg_advisory_lock(hashtext($1))', [template])
    try {
      const made = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [template])
      if (made.rowCount) return
      await c.query(`CREATE DATABASE "${template}"`)
      // the builder's connections must be gone before anyone clones: a template in use cannot be copied
      const builder = new PostgresStore(postgresPool(databaseUrl(template)))
      try {
        await migrate(builder)
        await fill(builder)
      } catch (e) {
        await builder.close()
        await dropDatabase(template)
        throw e
      }
      await builder.close()
    } finally {
      await c.query('SELECT pg_advisory_unlock(hashtext($1))', [template])
    }
  })
  const name = freshName()
  await onServer((c) => c.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`))
  return new DroppedOnClose(name)
}

/** an empty migrated database: a clone of the run's empty template (cheaper than migrating anew) */
export const emptyPostgresStore = (): Promise<PostgresStore> => clonedPostgresStore(templateName('empty'), async () => undefined)
