import crypto from 'node:crypto'
import pg from 'pg'
import type { WriteCounts } from './writeCounts'
import { EVERY_TABLE } from './writeCounts'

/** the channel every process of one database tells its writes on */
export const WRITES_CHANNEL = 'stand_in_writes'

/** PostgreSQL refuses a payload of 8000 bytes or more: past this, "every table" is sent instead */
const MAX_PAYLOAD_CHARS = 2000
const RECONNECT_FIRST_MS = 100
const RECONNECT_MAX_MS = 2000

/**
 * The write counters of the processes sharing one PostgreSQL (docs/operations.md, Shared state): each
 * process tells the write keys it committed with NOTIFY (one per turn of the event loop, however many
 * writes it made), and hears the others' on a connection of its own kept for LISTEN, outside the
 * pool. A notification carries the sender's id (its own are ignored: it counted them at the write).
 * While that connection is down the counters are blind (every read answers a new version, so no
 * cache is trusted), and it connects again with a growing pause; a write told while it was down is
 * not lost to the caches, since nothing was cached meanwhile.
 */
export class PostgresWriteFeed {
  private readonly id = crypto.randomBytes(6).toString('hex')
  private client: pg.Client | null = null
  private stopped = false
  private retry: NodeJS.Timeout | null = null
  private pause = RECONNECT_FIRST_MS
  private readonly toTell = new Set<string>()
  private telling: Promise<void> | null = null
  private listening: Promise<void> | null = null

  constructor(private readonly pool: pg.Pool, private readonly counts: WriteCounts) {}

  /** starts listening (once); blind until PostgreSQL confirms, which the answer waits for (or the first attempt's failure) */
  listen(): Promise<void> {
    if (!this.listening) {
      this.counts.setBlind(true)
      this.listening = this.connect()
    }
    return this.listening
  }

  /** the listening connection (tests end it, as a network fault would) */
  get connection(): pg.Client | null {
    return this.client
  }

  private async connect(): Promise<void> {
    this.retry = null
    if (this.stopped) return
    const client = new pg.Client(this.pool.options)
    this.client = client
    const lost = () => this.lost(client)
    client.on('error', lost)
    client.on('end', lost)
    client.on('notification', (m) => this.heard(m.payload ?? ''))
    try {
      await client.connect()
      await client.query(`LISTEN ${WRITES_CHANNEL}`)
    } catch {
      lost()
    }
    // stopped (or lost) meanwhile: this connection is no longer the one listening
    if (this.client !== client) {
      await client.end().catch(() => undefined)
      return
    }
    this.pause = RECONNECT_FIRST_MS
    this.counts.setBlind(false)
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return
    this.client = null
    this.counts.setBlind(true)
    client.end().catch(() => undefined)
    if (this.stopped) return
    this.retry = setTimeout(() => void this.connect(), this.pause)
    this.retry.unref()
    this.pause = Math.min(this.pause * 2, RECONNECT_MAX_MS)
  }

  private heard(payload: string): void {
    const space = payload.indexOf(' ')
    if (space < 0 || payload.slice(0, space) === this.id) return
    this.counts.bump(payload.slice(space + 1).split(','))
  }

  /** tells the other processes of committed writes (sent on the next turn, with the others made by then) */
  tell(keys: Iterable<string>): void {
    for (const k of keys) this.toTell.add(k)
    if (this.toTell.size === 0) return
    this.telling ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.send())
  }

  private async send(): Promise<void> {
    const keys = [...this.toTell]
    this.toTell.clear()
    this.telling = null
    let text = keys.join(',')
    if (text.length > MAX_PAYLOAD_CHARS) text = EVERY_TABLE
    try {
      await this.pool.query('SELECT pg_notify($1, $2)', [WRITES_CHANNEL, `${this.id} ${text}`])
    } catch (e) {
      // the others' listening connections are most likely down too (they then trust no cache)
      console.error(`[stand-in] could not tell other processes of writes: ${(e as Error).message}`)
    }
  }

  /** stops listening, after telling what is still to be told */
  async stop(): Promise<void> {
    this.stopped = true
    if (this.retry) clearTimeout(this.retry)
    await this.telling
    const client = this.client
    this.client = null
    await client?.end().catch(() => undefined)
  }
}
