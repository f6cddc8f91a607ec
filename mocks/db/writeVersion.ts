import type { Db } from './store'
import type { WatchedTable } from './writeCounts'

export type { WatchedTable } from './writeCounts'

/**
 * A number that moves whenever a write may have changed some tables, for caches that must forget
 * what a write changed (docs/operations.md, Shared state). Writes are counted where they are made:
 * `execute` (query.ts) names the tables each insert, update or delete writes, the store counts them
 * at once (the writing request's next read sees its change) and again when its transaction ends
 * (a cache filled inside a transaction that rolls back is not kept). On PostgreSQL the other
 * processes hear of committed writes through NOTIFY (writeFeed.ts); on SQLite one process owns the
 * file. Each feature watches its own tables only; a cache over several features adds their versions.
 */
export function writeVersion(db: Db, name: string, tables: readonly WatchedTable[]): number {
  return db.writes.version(name, tables)
}
