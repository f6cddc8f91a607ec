import type { Migration } from './migration'

/** the server's own table, before any feature's: operator settings (services/settings.ts) */
export const platformMigrations: Migration[] = [
  {
    name: 'platform_001_settings',
    // a database made before features had their own lists has it already (from core_001)
    sql: 'CREATE TABLE IF NOT EXISTS settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);',
  },
]
