import { coreMigrations } from './migrations/core'
import { expertsMigrations } from '../features/experts/migrations'
import { moneyMigrations } from '../features/money/migrations'
import { matchMigrations } from '../features/match/migrations'
import { accountMigrations } from '../features/account/migrations'
import { communityMigrations } from '../features/community/migrations'

export interface Migration {
  /** unique, never renamed: `<domain>_<nnn>_<what>` */
  name: string
  sql: string
  /**
   * rebuilds a table others reference (create new, copy, drop, rename): run with foreign keys off,
   * as SQLite's documented procedure requires (with them on, the DROP would cascade into the
   * referencing tables); the references are checked after the migration and before it is recorded
   */
  foreignKeysOff?: boolean
}

/** applied in this order; each domain appends to its own list so parallel work never clashes */
export const migrations: Migration[] = [...coreMigrations, ...accountMigrations, ...matchMigrations, ...expertsMigrations, ...moneyMigrations, ...communityMigrations]
