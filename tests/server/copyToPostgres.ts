import type Database from 'better-sqlite3'
import { followHighestIds } from '../../mocks/db/identities'
import type { PostgresStore } from '../../mocks/db/postgresStore'

/**
 * Copies every row of a SQLite database into a migrated, empty PostgreSQL database of the same
 * schema (db.schemaParity.test.ts holds the two schemas to the same tables and columns): the seeded
 * worlds of the `server-pg` project are seeded once on SQLite and copied, about a tenth of the time
 * of seeding them on PostgreSQL through the repositories. db.sameAnswers.test.ts checks that a copied
 * world answers every endpoint the same as one seeded on PostgreSQL.
 *
 * Rows go in as JSON, a batch a statement, through json_populate_recordset: PostgreSQL parses each
 * value with its column type's own input (so SQLite's 0/1, text and numbers land as the column's
 * type) and columns match by name, not position. All in one transaction with the foreign-key
 * triggers off (session_replication_role, the run's own superuser), since the tables go in name
 * order; then every identity sequence moves past its highest id, as after a seeding, and the tables
 * are analysed.
 */

/** rows a statement: JSON of a few MB, well inside what one query carries */
const BATCH = 5000

/** the tables to copy: the application's, not SQLite's own nor the migration record (both sides keep their own) */
function tablesOf(sqlite: Database.Database): string[] {
  return sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> '_migrations' ORDER BY name").pluck().all().map(String)
}

/** a SQLite value as PostgreSQL's text input reads it: a BLOB as bytea's hex form */
const asJsonValue = (_key: string, value: unknown): unknown =>
  value && typeof value === 'object' && (value as { type?: unknown }).type === 'Buffer' ? `\\x${Buffer.from((value as { data: number[] }).data).toString('hex')}` : value

/** copies every table's rows; answers how many rows went */
export async function copySqliteInto(sqlite: Database.Database, target: PostgresStore): Promise<number> {
  let copied = 0
  const client = await target.pool.connect()
  try {
    await client.query('BEGIN')
    await client.query('SET LOCAL session_replication_role = replica')
    for (const table of tablesOf(sqlite)) {
      const rows = sqlite.prepare(`SELECT * FROM "${table}"`).all()
      for (let at = 0; at < rows.length; at += BATCH) {
        const json = JSON.stringify(rows.slice(at, at + BATCH), asJsonValue)
        await client.query(`INSERT INTO "${table}" OVERRIDING SYSTEM VALUE SELECT * FROM json_populate_recordset(NULL::"${table}", $1::json)`, [json])
      }
      copied += rows.length
    }
    await client.query('COMMIT')
  } catch (e) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw e
  } finally {
    client.release()
  }
  await followHighestIds(target)
  // the planner's statistics, as autovacuum would gather them later: without them a clone made at once
  // plans its joins blind (every clone of a template inherits the template's statistics)
  await target.pool.query('ANALYZE')
  return copied
}
