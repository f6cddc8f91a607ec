import { AsyncLocalStorage } from 'node:async_hooks'
import type Database from 'better-sqlite3'
import type { Statement } from 'better-sqlite3'
import type { RowLock } from './rowLocks'
import { WriteCounts } from './writeCounts'

/** a query ready to run: its SQL text (the statement cache's key) and its values */
export interface BoundQuery {
  sql: string
  parameters: readonly unknown[]
}

/** what a write changed */
export interface WriteResult {
  /** rows inserted, updated or deleted */
  changes: number
}

/**
 * The stand-in's store, one interface over both engines (docs/operations.md, Scale-out): SQLite, the
 * embedded default (this file), and PostgreSQL (postgresStore.ts). Every call is asynchronous, so the
 * same repositories run on both; queries are built by Kysely and compiled by the store's own dialect
 * (query.ts).
 *
 * Transactions: `transaction(fn)` runs `fn` as one transaction. Queries made while `fn` runs, through
 * this same object, belong to it (the open transaction follows the asynchronous call chain), so a
 * service does not pass a transaction handle down its calls. A transaction inside another is a
 * savepoint: its failure undoes its own writes and the error goes on to the outer one.
 *
 * `locks`: the rows the transaction will change, locked before it starts in one fixed order
 * (rowLocks.ts); a transaction inside another takes none (the outer one locked up front).
 */
export interface Db {
  readonly dialect: 'sqlite' | 'postgres'
  /**
   * `written`, on these three: the write keys the statement moves (writeCounts.ts; an insert …
   * returning is read as rows), counted at once and again when its transaction ends
   */
  rows(query: BoundQuery, written?: readonly string[]): Promise<unknown[]>
  first(query: BoundQuery, written?: readonly string[]): Promise<unknown>
  run(query: BoundQuery, written?: readonly string[]): Promise<WriteResult>
  /** the writes counted through this store, for caches (writeVersion.ts) */
  readonly writes: WriteCounts
  /**
   * hears of other processes' writes from now on; resolves once it does (PostgreSQL's LISTEN
   * confirmed, or its first attempt failed), so caches filled after it are trusted. SQLite: at once
   */
  watchWrites(): Promise<void>
  transaction<T>(fn: () => T | Promise<T>, locks?: readonly RowLock[]): Promise<T>
  /** a transaction is open in the calling chain */
  readonly inTransaction: boolean
  /** not yet closed */
  readonly open: boolean
  close(): Promise<void>
}

type Param = string | number | bigint | Buffer | null

/** better-sqlite3 binds numbers, strings, bigints, buffers and null; booleans are stored as 0/1 */
export function bindable(parameters: readonly unknown[]): Param[] {
  return parameters.map((p) => (typeof p === 'boolean' ? (p ? 1 : 0) : p === undefined ? null : (p as Param)))
}

const MAX_STATEMENTS = 500

/** the transaction a call chain is in: closed once it commits or rolls back (a late query then waits its turn) */
interface OpenTransaction {
  open: boolean
  savepoints: number
  /** write keys counted inside it: counted again when it ends, so a cache filled inside it is not kept after a rollback */
  written: Set<string>
}

/**
 * SQLite through better-sqlite3. Each statement runs at once and synchronously, as before; only a
 * transaction needs more: better-sqlite3 has one connection, so while one call chain holds a
 * transaction open across its awaits, queries from every other chain wait until it ends (a write
 * from another request must not land inside it, nor a read see its half-done state). Outside a
 * transaction nothing waits. Prepared statements are kept per SQL text (the hot list and detail paths
 * skip re-parsing SQL).
 */
export class SqliteStore implements Db {
  readonly dialect = 'sqlite' as const
  private readonly statements = new Map<string, Statement>()
  private readonly chain = new AsyncLocalStorage<OpenTransaction>()
  /** ends when the open transaction ends; null when none is open */
  private held: Promise<void> | null = null
  readonly writes = new WriteCounts({ beforeRead: () => this.noticeOutsideWrites() })
  /** SQLite's total_changes() after the last counted write, once the raw connection was handed out (sqliteOf) */
  private changesSeen: number | null = null
  private changesQuery: Statement | null = null

  constructor(readonly raw: Database.Database) {}

  /**
   * The raw connection was handed out (tests, tools): writes may now be made on it outside the query
   * layer, so each version read compares total_changes() with what was counted (writes that moved
   * it unseen move every version). The server itself never asks for it after migrating.
   */
  rawHandedOut(): void {
    this.changesQuery ??= this.raw.prepare('SELECT total_changes()').pluck()
    this.changesSeen = this.changesQuery.get() as number
  }

  private noticeOutsideWrites(): void {
    if (this.changesSeen === null || !this.raw.open) return
    const now = this.changesQuery!.get() as number
    if (now !== this.changesSeen) {
      this.changesSeen = now
      this.writes.everything()
    }
  }

  /** one process owns the file: every write is counted where it is made */
  async watchWrites(): Promise<void> {}

  get inTransaction(): boolean {
    return this.chain.getStore()?.open === true
  }

  get open(): boolean {
    return this.raw.open
  }

  private statement(sql: string): Statement {
    let st = this.statements.get(sql)
    if (!st) {
      if (this.statements.size >= MAX_STATEMENTS) this.statements.clear()
      st = this.raw.prepare(sql)
      this.statements.set(sql, st)
    }
    return st
  }

  // each statement waits while another chain's transaction is open, then runs with no await in
  // between, so no other chain can slip in
  async rows(query: BoundQuery, written?: readonly string[]): Promise<unknown[]> {
    while (this.held && !this.inTransaction) await this.held
    const rows = this.statement(query.sql).all(...bindable(query.parameters))
    if (written) this.count(written)
    return rows
  }

  async first(query: BoundQuery, written?: readonly string[]): Promise<unknown> {
    while (this.held && !this.inTransaction) await this.held
    const row = this.statement(query.sql).get(...bindable(query.parameters))
    if (written) this.count(written)
    return row
  }

  async run(query: BoundQuery, written?: readonly string[]): Promise<WriteResult> {
    while (this.held && !this.inTransaction) await this.held
    const r = this.statement(query.sql).run(...bindable(query.parameters))
    if (written) this.count(written)
    return { changes: r.changes }
  }

  /** a write made: counted now and when its transaction ends; one process owns the file (serverLock.ts), so nobody else is told */
  private count(written: readonly string[]): void {
    this.writes.bump(written)
    const tx = this.chain.getStore()
    if (tx?.open) for (const k of written) tx.written.add(k)
    if (this.changesSeen !== null) this.changesSeen = this.changesQuery!.get() as number
  }

  // `locks` are not taken: BEGIN IMMEDIATE already runs one write transaction at a time
  async transaction<T>(fn: () => T | Promise<T>, _locks?: readonly RowLock[]): Promise<T> {
    const outer = this.chain.getStore()
    if (outer?.open) return this.savepoint(outer, fn)
    while (this.held) await this.held
    let release!: () => void
    this.held = new Promise<void>((resolve) => (release = resolve))
    const tx: OpenTransaction = { open: true, savepoints: 0, written: new Set() }
    try {
      this.raw.exec('BEGIN IMMEDIATE')
      const result = await this.chain.run(tx, fn)
      this.raw.exec('COMMIT')
      return result
    } catch (e) {
      if (this.raw.inTransaction) this.raw.exec('ROLLBACK')
      throw e
    } finally {
      tx.open = false
      this.writes.bump(tx.written)
      this.held = null
      release()
    }
  }

  private async savepoint<T>(tx: OpenTransaction, fn: () => T | Promise<T>): Promise<T> {
    const name = `sp${++tx.savepoints}`
    this.raw.exec(`SAVEPOINT ${name}`)
    try {
      const result = await fn()
      this.raw.exec(`RELEASE ${name}`)
      return result
    } catch (e) {
      this.raw.exec(`ROLLBACK TO ${name}`)
      this.raw.exec(`RELEASE ${name}`)
      throw e
    }
  }

  async close(): Promise<void> {
    this.statements.clear()
    this.raw.close()
  }
}

/** the SQLite connection under a store, for what only SQLite has (backup, pragmas, tests' own statements); refused on PostgreSQL */
export function sqliteOf(db: Db): Database.Database {
  if (db instanceof SqliteStore) {
    db.rawHandedOut()
    return db.raw
  }
  throw new Error(`this needs the SQLite store; the server runs on ${db.dialect}`)
}
