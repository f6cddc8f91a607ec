import { AsyncLocalStorage } from 'node:async_hooks'
import type pg from 'pg'
import { byTable, inLockOrder, lockName, type RowLock } from './rowLocks'
import { bindable, type BoundQuery, type Db, type WriteResult } from './store'
import { WriteCounts } from './writeCounts'
import { PostgresWriteFeed } from './writeFeed'

/**
 * how often a transaction that lost a race (serialization failure, deadlock) is tried in all: with
 * 5, six payment notifications of six orders at once still ran out (SERIALIZABLE's predicate locks
 * conflict across neighbouring rows too), so 10, each after a random pause that doubles (≤ 320 ms)
 */
export const TRANSACTION_ATTEMPTS = 10

/** PostgreSQL's codes for "run the transaction again": serialization failure, deadlock detected */
const RETRYABLE = new Set(['40001', '40P01'])

interface OpenTransaction {
  client: pg.PoolClient
  open: boolean
  savepoints: number
  /** write keys counted inside it: counted again when it ends, and told to the other processes once it commits */
  written: Set<string>
}

/**
 * how many distinct SQL texts run as named prepared statements: PostgreSQL then parses and plans each
 * once per connection instead of on every call (the hot read paths run the same few dozen texts);
 * texts beyond these, rare, run unnamed, so a connection's prepared statements stay bounded
 */
const MAX_PREPARED = 500

/** how many transactions were run again after a serialization failure or a deadlock, since the process started (benches print it) */
export const transactionRetries = { count: 0 }

/**
 * The PostgreSQL store (STORAGE=postgres): the same interface as SQLite's (store.ts) over a `pg` pool
 * whose integers come back as numbers (postgres.ts). A transaction takes one connection from the pool
 * and runs at SERIALIZABLE isolation, so a service's read-then-write (a balance read, then a guarded
 * debit) is as safe as on SQLite's single writer; when PostgreSQL refuses it for a concurrent one
 * (40001) or a deadlock (40P01), the whole transaction is run again, at most TRANSACTION_ATTEMPTS
 * times, after a short random pause. A transaction's function must therefore do nothing outside the
 * database that cannot be done twice.
 */
export class PostgresStore implements Db {
  readonly dialect = 'postgres' as const
  private readonly chain = new AsyncLocalStorage<OpenTransaction>()
  /** SQL text → its prepared statement's name */
  private readonly prepared = new Map<string, string>()

  private ended = false
  /** the writes of this process and of the others (writeFeed.ts); listening starts with the first cache's watch */
  readonly writes: WriteCounts
  readonly writeFeed: PostgresWriteFeed

  constructor(readonly pool: pg.Pool) {
    this.writes = new WriteCounts({ firstWatch: () => void this.writeFeed.listen() })
    this.writeFeed = new PostgresWriteFeed(pool, this.writes)
  }

  get open(): boolean {
    return !this.ended
  }

  watchWrites(): Promise<void> {
    return this.writeFeed.listen()
  }

  get inTransaction(): boolean {
    return this.chain.getStore()?.open === true
  }

  private async query(query: BoundQuery): Promise<pg.QueryResult> {
    const tx = this.chain.getStore()
    const runner = tx?.open ? tx.client : this.pool
    return runner.query({ name: this.statementName(query.sql), text: query.sql, values: bindable(query.parameters) as unknown[] })
  }

  private statementName(sql: string): string | undefined {
    let name = this.prepared.get(sql)
    if (name === undefined && this.prepared.size < MAX_PREPARED) this.prepared.set(sql, (name = `s${this.prepared.size + 1}`))
    return name
  }

  async rows(query: BoundQuery, written?: readonly string[]): Promise<unknown[]> {
    const result = await this.query(query)
    if (written) this.count(written)
    return result.rows
  }

  async first(query: BoundQuery, written?: readonly string[]): Promise<unknown> {
    const result = await this.query(query)
    if (written) this.count(written)
    return result.rows[0]
  }

  async run(query: BoundQuery, written?: readonly string[]): Promise<WriteResult> {
    const result = await this.query(query)
    if (written) this.count(written)
    return { changes: result.rowCount ?? 0 }
  }

  /**
   * a write made: counted after the statement (a read that sees the new version sees the write),
   * again when its transaction ends, and told to the other processes once committed
   */
  private count(written: readonly string[]): void {
    this.writes.bump(written)
    const tx = this.chain.getStore()
    if (tx?.open) for (const k of written) tx.written.add(k)
    else this.writeFeed.tell(written)
  }

  async transaction<T>(fn: () => T | Promise<T>, locks: readonly RowLock[] = []): Promise<T> {
    const outer = this.chain.getStore()
    if (outer?.open) return this.savepoint(outer, fn)
    const ordered = inLockOrder(locks)
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.once(fn, ordered)
      } catch (e) {
        const code = (e as { code?: string }).code
        if (!code || !RETRYABLE.has(code) || attempt >= TRANSACTION_ATTEMPTS) throw e
        transactionRetries.count++
        await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(320, 5 * 2 ** attempt)))
      }
    }
  }

  private async once<T>(fn: () => T | Promise<T>, locks: readonly RowLock[]): Promise<T> {
    const client = await this.pool.connect()
    const tx: OpenTransaction = { client, open: true, savepoints: 0, written: new Set() }
    let broken = false
    try {
      // waited for before BEGIN, so the snapshot starts after the previous holder committed (rowLocks.ts)
      for (const l of locks) await client.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [lockName(l)])
      await client.query('BEGIN ISOLATION LEVEL SERIALIZABLE')
      for (const g of byTable(locks)) {
        await client.query(`SELECT 1 FROM "${g.table}" WHERE "${g.column}" = ANY($1) ORDER BY "${g.column}" FOR UPDATE`, [g.keys])
      }
      const result = await this.chain.run(tx, fn)
      await client.query('COMMIT')
      this.writeFeed.tell(tx.written)
      return result
    } catch (e) {
      await client.query('ROLLBACK').catch(() => (broken = true))
      throw e
    } finally {
      tx.open = false
      // other requests read the old rows until the commit: what they cached meanwhile is forgotten now
      this.writes.bump(tx.written)
      if (locks.length && !broken) await client.query('SELECT pg_advisory_unlock_all()').catch(() => (broken = true))
      // a connection that could not even roll back is dropped, not handed to the next request
      client.release(broken)
    }
  }

  private async savepoint<T>(tx: OpenTransaction, fn: () => T | Promise<T>): Promise<T> {
    const name = `sp${++tx.savepoints}`
    await tx.client.query(`SAVEPOINT ${name}`)
    try {
      const result = await fn()
      await tx.client.query(`RELEASE SAVEPOINT ${name}`)
      return result
    } catch (e) {
      await tx.client.query(`ROLLBACK TO SAVEPOINT ${name}`)
      throw e
    }
  }

  async close(): Promise<void> {
    this.ended = true
    await this.writeFeed.stop()
    await this.pool.end()
  }
}
