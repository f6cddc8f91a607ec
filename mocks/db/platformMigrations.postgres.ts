import type { PostgresMigration } from './postgresMigration'

/** the platform's table on PostgreSQL (platformMigrations.ts is the SQLite side) */
export const platformPostgresMigrations: PostgresMigration[] = [
  {
    name: 'platform_pg_000_settings',
    covers: ['platform_001_settings'],
    sql: 'CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);',
  },
  {
    name: 'platform_pg_001_clock_claims',
    covers: ['platform_002_clock_claims'],
    sql: `
      CREATE TABLE clock_claims (key TEXT PRIMARY KEY, holder TEXT NOT NULL, claimed_at BIGINT NOT NULL);
      CREATE INDEX clock_claims_claimed_at ON clock_claims(claimed_at);
    `,
  },
]
