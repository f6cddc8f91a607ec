import type { Db } from './store'

/**
 * PostgreSQL's identity columns draw the next id from a sequence that an insert with an explicit id
 * (the seeded world's fixed ids) does not move: the next insert without one would collide. This moves
 * every identity sequence of the schema past the highest id its column holds (an empty table: back to
 * 1). Run after seeding, after each top-up, and after any insert that names its ids. SQLite needs
 * nothing: its next rowid already follows the highest.
 */
const FOLLOW_HIGHEST_IDS = `
DO $$
DECLARE c record;
BEGIN
  FOR c IN SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema() AND is_identity = 'YES' LOOP
    EXECUTE format('SELECT setval(pg_get_serial_sequence(%L, %L), COALESCE((SELECT MAX(%I) FROM %I), 0) + 1, false)',
      c.table_name, c.column_name, c.column_name, c.table_name);
  END LOOP;
END $$`

export async function followHighestIds(db: Db): Promise<void> {
  if (db.dialect !== 'postgres') return
  await db.run({ sql: FOLLOW_HIGHEST_IDS, parameters: [] })
}
