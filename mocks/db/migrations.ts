import { coreMigrations } from './migrations/core'
import { expertMigrations } from './migrations/expert'
import { moneyMigrations } from './migrations/money'
import { gameMigrations } from './migrations/game'
import { userMigrations } from './migrations/user'
import { forumMigrations } from './migrations/forum'

export interface Migration {
  /** unique, never renamed: `<domain>_<nnn>_<what>` */
  name: string
  sql: string
}

/** applied in this order; each domain appends to its own list so parallel work never clashes */
export const migrations: Migration[] = [...coreMigrations, ...userMigrations, ...gameMigrations, ...expertMigrations, ...moneyMigrations, ...forumMigrations]
