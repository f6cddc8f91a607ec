/**
 * One schema step for PostgreSQL. The SQLite steps (migration.ts) are a history of ALTERs and table
 * rebuilds; a PostgreSQL database starts empty, so its steps create the final schema directly. Every
 * later SQLite step needs a PostgreSQL step of its own that brings a PostgreSQL database to the same
 * schema, naming the SQLite step in `covers`: tests/server/db.schemaParity.test.ts fails otherwise,
 * and compares the two migrated schemas table by table.
 */
export interface PostgresMigration {
  /** unique, never renamed: `<feature>_pg_<nnn>_<what>` */
  name: string
  sql: string
  /** the SQLite steps (by name) whose result this step produces on PostgreSQL */
  covers: string[]
}
