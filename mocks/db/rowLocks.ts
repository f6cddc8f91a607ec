/**
 * Rows a transaction locks before it starts (`db.transaction(fn, locks)`), so transactions that
 * change the same rows wait for one another instead of failing each other.
 *
 * The rule (docs/operations.md, Scale-out): locks are always taken in one fixed order, by `rank`
 * first and then by ascending key, so two transactions never wait on each other in a circle. A
 * feature names its rows and their ranks (money: moneyLocks.ts); the store sorts them here.
 *
 * SQLite takes none: its one writer already runs write transactions one at a time. PostgreSQL
 * (postgresStore.ts) takes each one twice, in the same order: an advisory lock on the row's name
 * before BEGIN, and the row itself with SELECT … FOR UPDATE as the transaction's first statements.
 * The advisory lock is what makes a waiter queue: SERIALIZABLE fixes a transaction's snapshot at its
 * first statement, so a transaction that waited on FOR UPDATE alone would still be refused (40001)
 * once the holder committed a change to that row; one whose snapshot starts after the wait sees it.
 */
export interface RowLock {
  /** position in the fixed order: lower ranks are locked first */
  rank: number
  /** a table and its key column; from code, never from a request (they are written into the SQL) */
  table: string
  column: string
  key: number | string
}

const byKey = (a: number | string, b: number | string): number =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0

/** the locks in the rule's order, each row once */
export function inLockOrder(locks: readonly RowLock[]): RowLock[] {
  const unique = new Map(locks.map((l) => [lockName(l), l]))
  return [...unique.values()].sort((a, b) => a.rank - b.rank || byKey(a.key, b.key))
}

/** the row's name, for PostgreSQL's advisory lock (hashed to its 64-bit key there) */
export function lockName(l: RowLock): string {
  return `${l.table}.${l.column}=${l.key}`
}

/** the locks of one table, in order, for one SELECT … FOR UPDATE each */
export function byTable(ordered: readonly RowLock[]): Array<{ table: string; column: string; keys: Array<number | string> }> {
  const groups: Array<{ table: string; column: string; keys: Array<number | string> }> = []
  for (const l of ordered) {
    const last = groups[groups.length - 1]
    if (last && last.table === l.table && last.column === l.column) last.keys.push(l.key)
    else groups.push({ table: l.table, column: l.column, keys: [l.key] })
  }
  return groups
}
