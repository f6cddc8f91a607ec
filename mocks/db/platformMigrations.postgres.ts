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
  {
    // SQLite's side is a function of each connection (mocks/db/idList.ts), so no SQLite step: covers none
    name: 'platform_pg_002_id_lists',
    covers: [],
    sql: `
      CREATE FUNCTION id_list(ids TEXT) RETURNS TABLE (value BIGINT) LANGUAGE sql IMMUTABLE PARALLEL SAFE
        AS $$ SELECT e::BIGINT FROM json_array_elements_text(ids::json) AS e $$;
      CREATE FUNCTION text_list(list TEXT) RETURNS TABLE (value TEXT) LANGUAGE sql IMMUTABLE PARALLEL SAFE
        AS $$ SELECT e FROM json_array_elements_text(list::json) AS e $$;
    `,
  },
]
