import { SqliteStore, sqliteOf, type Db } from './store'

/**
 * A count of the rows written to some tables through this connection, for caches that must forget
 * what a write changed. TEMP triggers (this connection only, never stored in the file) call a JS
 * function on every row inserted, updated (optionally: only these columns) or deleted. A write made
 * through another connection or process is not seen: the stand-in server has one connection. Each
 * feature watches its own tables only; a cache over several features adds their counts.
 */
export type WatchedTable = [table: string, columns?: readonly string[]]

const counters = new WeakMap<Db, Map<string, { n: number }>>()

function install(store: Db, name: string, tables: readonly WatchedTable[]): { n: number } {
  const db = sqliteOf(store)
  const v = { n: 0 }
  db.function(`${name}_touched`, { deterministic: false, varargs: false }, () => {
    v.n++
    return null
  })
  for (const [table, columns] of tables) {
    const update = columns?.length ? `UPDATE OF ${columns.join(', ')}` : 'UPDATE'
    for (const event of ['INSERT', update, 'DELETE']) {
      const trigger = `${name}_${table}_${event.split(' ')[0].toLowerCase()}`
      db.exec(`CREATE TEMP TRIGGER IF NOT EXISTS ${trigger} AFTER ${event} ON main.${table} BEGIN SELECT ${name}_touched(); END`)
    }
  }
  return v
}

/** on a store without the triggers: a new number on every call */
let unwatched = 0

/** the rows written so far to `tables` (the counter `name` is made on first use, per connection) */
export function writeVersion(db: Db, name: string, tables: readonly WatchedTable[]): number {
  // PostgreSQL has no connection-local triggers to count with (being rewritten for both stores):
  // until then every call answers a new version, so a cache keyed on it always misses and never
  // serves what another process or request changed
  if (!(db instanceof SqliteStore)) return --unwatched
  let byName = counters.get(db)
  if (!byName) counters.set(db, (byName = new Map()))
  let v = byName.get(name)
  if (!v) byName.set(name, (v = install(db, name, tables)))
  return v.n
}
