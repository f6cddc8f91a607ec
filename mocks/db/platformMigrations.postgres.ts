import type { PostgresMigration } from './postgresMigration'

/** the platform's table on PostgreSQL (platformMigrations.ts is the SQLite side) */
export const platformPostgresMigrations: PostgresMigration[] = [
  {
    name: 'platform_pg_000_settings',
    covers: ['platform_001_settings'],
    sql: 'CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);',
  },
]
