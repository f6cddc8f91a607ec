import { applyMigrations, openDatabase, sqliteOf, type Db } from '../db'
import { applyPostgresMigrations, postgresPool } from '../db/postgres'
import { PostgresStore } from '../db/postgresStore'
import type { Migration } from '../db/migration'
import { platformMigrations } from '../db/platformMigrations'
import { platformPostgresMigrations } from '../db/platformMigrations.postgres'
import type { PostgresMigration } from '../db/postgresMigration'
import { Router } from '../http/router'
import { accountFeature } from './account'
import { communityFeature } from './community'
import { expertsFeature } from './experts'
import type { Feature } from './feature'
import { homeFeature } from './home'
import { lotteryFeature } from './lottery'
import { matchFeature } from './match'
import { moneyFeature } from './money'

/**
 * The one list of the stand-in's features, lowest first: each may call only those before it
 * (docs/architecture.md › Features; eslint enforces it). Tables are created in this order.
 */
export const features: readonly Feature[] = [accountFeature, matchFeature, expertsFeature, moneyFeature, communityFeature, lotteryFeature, homeFeature]

/** every schema step: the platform's, then each feature's in order */
export const allMigrations: readonly Migration[] = [...platformMigrations, ...features.flatMap((f) => f.migrations)]

/** the same schema on PostgreSQL, in the same order (mocks/db/postgres.ts applies them) */
export const allPostgresMigrations: readonly PostgresMigration[] = [...platformPostgresMigrations, ...features.flatMap((f) => f.postgresMigrations ?? [])]

let connected = false
/** plugs each feature into the ports of those below it, once per process */
export function connectFeatures(): void {
  if (connected) return
  connected = true
  for (const f of features) f.connect?.()
}

/** every feature's handlers */
export function buildRouter(): Router {
  connectFeatures()
  const r = new Router()
  for (const f of features) f.routes(r)
  return r
}

/** opens (creating if needed) the database and brings its schema up to date */
export function openDb(file: string): Db {
  connectFeatures()
  return openDatabase(file, allMigrations)
}

/** the configured store, its schema up to date: PostgreSQL on DATABASE_URL (STORAGE=postgres) or the SQLite file */
export async function openStore(config: { storage: 'sqlite' | 'postgres'; databaseUrl: string; dbFile: string }): Promise<Db> {
  if (config.storage === 'sqlite') return openDb(config.dbFile)
  connectFeatures()
  const store = new PostgresStore(postgresPool(config.databaseUrl))
  try {
    await migrate(store)
  } catch (e) {
    await store.close()
    throw e
  }
  return store
}

/** brings the schema of an open store up to date, each engine with its own migrations */
export async function migrate(db: Db): Promise<void> {
  if (db instanceof PostgresStore) await applyPostgresMigrations(db.pool, allPostgresMigrations)
  else applyMigrations(sqliteOf(db), allMigrations)
}
