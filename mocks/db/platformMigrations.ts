import type { Migration } from './migration'

/** the server's own table, before any feature's: operator settings (services/settings.ts) */
export const platformMigrations: Migration[] = [
  {
    name: 'platform_001_settings',
    // a database made before features had their own lists has it already (from core_001)
    sql: 'CREATE TABLE IF NOT EXISTS settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);',
  },
  {
    // issue 33, one clock: each tick and scheduled run claims its key here before applying (services/clockClaims.ts)
    name: 'platform_002_clock_claims',
    sql: `
      CREATE TABLE clock_claims (key TEXT PRIMARY KEY, holder TEXT NOT NULL, claimed_at INTEGER NOT NULL);
      CREATE INDEX clock_claims_claimed_at ON clock_claims(claimed_at);
    `,
  },
]
