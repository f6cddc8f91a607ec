import type { TableWrite } from './writeTarget'

/** a watched table, optionally only some of its columns for updates (an insert or a delete always counts) */
export type WatchedTable = [table: string, columns?: readonly string[]]

/**
 * The keys a write moves: `t` (any write to t), `t:rows` (a row added or removed) and `t.c` (column
 * c updated). A watch of a whole table listens to `t`; a watch of some columns to `t:rows` and to
 * each `t.c`. Keys are also what one process tells the others (writeFeed.ts).
 */
export function keysOf(write: TableWrite): string[] {
  if (write.kind === 'update') return [write.table, ...write.columns.map((c) => `${write.table}.${c}`)]
  return [write.table, `${write.table}:rows`]
}

/** a key standing for every table: a write whose target is not known */
export const EVERY_TABLE = '*'

/** the keys of a statement's writes (writeTarget.ts) */
export function writeKeys(writes: readonly TableWrite[] | 'unknown'): string[] {
  return writes === 'unknown' ? [EVERY_TABLE] : writes.flatMap(keysOf)
}

function keysWatched([table, columns]: WatchedTable): string[] {
  return columns?.length ? [`${table}:rows`, ...columns.map((c) => `${table}.${c}`)] : [table]
}

/**
 * One store's write counters (store.ts and postgresStore.ts each own one). A named watch is a
 * number that grows whenever a write to one of its tables is counted, here or (on PostgreSQL) in
 * another process; the counting is pushed to the watches at the write, so reading a version, which
 * every cached read does, is one map look-up.
 *
 * `epoch` is added to every version: it moves when writes may have been missed (a write whose
 * tables are unknown, another process's writes while the feed was down). While `blind`, each read
 * answers a new number, so no cache is trusted until the feed listens again.
 */
export class WriteCounts {
  private readonly watches = new Map<string, { n: number }>()
  private readonly byKey = new Map<string, Array<{ n: number }>>()
  private epoch = 0
  private blind = false

  /**
   * `firstWatch` runs when the first watch is made (PostgreSQL starts listening then: a process
   * without caches needs no feed); `beforeRead` runs before each version is read (SQLite's check for
   * writes made outside the query layer, store.ts).
   */
  constructor(private readonly hooks: { firstWatch?: () => void; beforeRead?: () => void } = {}) {}

  /** the version of the watch `name` over `tables` (made on first use; a name keeps its first tables) */
  version(name: string, tables: readonly WatchedTable[]): number {
    this.hooks.beforeRead?.()
    let w = this.watches.get(name)
    if (!w) w = this.watch(name, tables)
    return this.blind ? w.n + ++this.epoch : w.n + this.epoch
  }

  private watch(name: string, tables: readonly WatchedTable[]): { n: number } {
    if (this.watches.size === 0) this.hooks.firstWatch?.()
    const w = { n: 0 }
    this.watches.set(name, w)
    for (const key of new Set(tables.flatMap(keysWatched))) {
      const list = this.byKey.get(key)
      if (list) list.push(w)
      else this.byKey.set(key, [w])
    }
    return w
  }

  /** counts writes made (here, or told by another process) */
  bump(keys: Iterable<string>): void {
    for (const key of keys) {
      if (key === EVERY_TABLE) this.epoch++
      else for (const w of this.byKey.get(key) ?? []) w.n++
    }
  }

  /** writes of unknown tables: every version moves */
  everything(): void {
    this.epoch++
  }

  /** while true, writes elsewhere may be going unseen: every read answers a new version */
  setBlind(blind: boolean): void {
    this.blind = blind
    this.epoch++
  }
}
