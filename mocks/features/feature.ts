import type { ServerConfig } from '../config'
import type { Db } from '../db'
import type { Migration } from '../db/migration'
import type { PostgresMigration } from '../db/postgresMigration'
import type { Clock } from '../http/context'
import type { Router } from '../http/router'

/** the names of the stand-in's features, lowest first (see docs/architecture.md › Features) */
export type FeatureName = 'account' | 'match' | 'experts' | 'money' | 'community' | 'lottery' | 'home'

/**
 * What a feature gives the server: its tables (migrations), its endpoints (routes), and its data
 * (seed on a fresh database, top-up on a running one). The functions other features may call are
 * exported beside this object from the feature's `index.ts`; a feature calls only features below it
 * and is told of events above it through the ports a lower feature offers (`connect`).
 */
export interface Feature {
  name: FeatureName
  /** the feature's schema steps, applied after those of the features below it */
  migrations: Migration[]
  /**
   * the same tables on PostgreSQL: the final schema those steps build (mocks/db/postgresMigration.ts);
   * a feature with migrations has them (tests/server/db.schemaParity.test.ts checks)
   */
  postgresMigrations?: PostgresMigration[]
  /** registers the feature's handlers */
  routes(r: Router): void
  /** plugs the feature into the ports of features below it; called once by the wiring, before serving */
  connect?(): void
  /** fills a fresh database (in the features' order) */
  seed?(db: Db, clock: Clock, config: ServerConfig): Promise<void>
  /** keeps a running database going (new fixtures, settlement…), hourly and at start on an existing database */
  topUp?(db: Db, clock: Clock, config: ServerConfig): Promise<void>
}
