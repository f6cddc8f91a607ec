import pg from 'pg'
import { LeadershipState, type Leadership, type LeadershipChange } from './leadership'

/**
 * One leader among the processes sharing a PostgreSQL database (STORAGE=postgres): the one holding
 * the session advisory lock CLOCK_LEADER_LOCK on a connection of its own (not the pool's: a pooled
 * connection goes back to the pool and the lock with it). PostgreSQL frees the lock when that session
 * ends, so a leader that dies (kill -9, a lost network) lets another take it:
 *
 * - a follower asks `pg_try_advisory_lock` every `retryMs` (1 s), so once the old session is gone a
 *   new leader runs the clock within about `retryMs` and a connect (tests/server/scale.leadership.test.ts
 *   measures it, docs/operations.md gives the figure);
 * - the leader runs `SELECT 1` every `checkMs` (1 s): an error, or no answer within `checkTimeoutMs`
 *   (2 s), makes it step down at once and drop its session; a connection PostgreSQL ended
 *   (pg_terminate_backend, a restart) is an error event, heard at once. So a leader that lost its
 *   lock stops its clock work at most `checkMs + checkTimeoutMs` (3 s) later, usually within
 *   milliseconds; the step claims (clockClaims.ts) keep that overlap from applying a step twice.
 */

/** the advisory lock's number, the same in every process of one deployment (the migrations use 3_300_001) */
const CLOCK_LEADER_LOCK = 3_300_002

interface PostgresLeadershipOptions {
  url: string
  lockKey?: number
  /** how often a follower asks for the lock */
  retryMs?: number
  /** how often the leader checks its connection */
  checkMs?: number
  /** a check not answered this long counts as a lost connection */
  checkTimeoutMs?: number
  log?: (line: string) => void
}

export class PostgresLeadership implements Leadership {
  private readonly state = new LeadershipState()
  private readonly lockKey: number
  private readonly retryMs: number
  /** until then this process does not ask for the lock (set when it lost the lead) */
  private standAsideUntil = 0
  private readonly checkMs: number
  private readonly checkTimeoutMs: number
  private readonly log: (line: string) => void
  private client: pg.Client | null = null
  private timer: NodeJS.Timeout | null = null
  private running = false
  /** the step under way: stop() waits for it */
  private current: Promise<void> = Promise.resolve()

  constructor(private readonly options: PostgresLeadershipOptions) {
    this.lockKey = options.lockKey ?? CLOCK_LEADER_LOCK
    this.retryMs = options.retryMs ?? 1_000
    this.checkMs = options.checkMs ?? 1_000
    this.checkTimeoutMs = options.checkTimeoutMs ?? 2_000
    this.log = options.log ?? ((line) => console.log(line))
  }

  isLeader(): boolean {
    return this.state.isLeader()
  }

  onChange(listener: (change: LeadershipChange) => void): () => void {
    return this.state.onChange(listener)
  }

  /** the first attempt is made before this resolves: a process alone on the database leads at once */
  async start(): Promise<void> {
    if (this.running) return
    this.running = true
    this.current = this.step()
    await this.current
  }

  /** the clock work stops first (listeners hear `lost`), then the session ends and frees the lock */
  async stop(): Promise<void> {
    this.running = false
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    await this.current
    this.state.set(false)
    await this.dropConnection()
  }

  private schedule(): void {
    if (!this.running) return
    this.timer = setTimeout(() => {
      this.timer = null
      this.current = this.step()
    }, this.isLeader() ? this.checkMs : this.retryMs)
    this.timer.unref()
  }

  private async step(): Promise<void> {
    try {
      if (this.isLeader()) await this.checkConnection()
      else await this.tryLock()
    } catch (e) {
      await this.lose(e as Error)
    }
    this.schedule()
  }

  private async tryLock(): Promise<void> {
    // a process that just lost the lead (its connection failed) lets the others ask first
    if (Date.now() < this.standAsideUntil) return
    const client = await this.connection()
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [this.lockKey])
    if (!rows[0]?.locked || client !== this.client) return
    if (!this.running) return // stopped while asking: stop() ends the session, which frees the lock
    this.log(`[leadership] this process runs the clock (advisory lock ${this.lockKey})`)
    this.state.set(true)
  }

  private async checkConnection(): Promise<void> {
    const client = this.client
    if (!client) throw new Error('no connection')
    let timer: NodeJS.Timeout | undefined
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer to the check within ${this.checkTimeoutMs} ms`)), this.checkTimeoutMs)
    })
    try {
      await Promise.race([client.query('SELECT 1'), late])
    } finally {
      clearTimeout(timer)
    }
  }

  /** the dedicated connection, opened when there is none; its loss is a lost lead at once */
  private async connection(): Promise<pg.Client> {
    if (this.client) return this.client
    const client = new pg.Client({ connectionString: this.options.url, connectionTimeoutMillis: this.checkTimeoutMs, keepAlive: true })
    client.on('error', (e) => void this.lose(e, client))
    client.on('end', () => void this.lose(new Error('connection ended'), client))
    this.client = client
    try {
      await client.connect()
    } catch (e) {
      await this.dropConnection()
      throw e
    }
    return client
  }

  /** steps down (when leading) and drops the connection; `of` ignores events of a connection already dropped */
  private async lose(reason: Error, of: pg.Client | null = this.client): Promise<void> {
    if (of !== this.client) return
    if (this.isLeader()) {
      this.log(`[leadership] this process stops running the clock: ${reason.message}`)
      this.state.set(false)
      // two of the followers' attempts: a healthy follower takes over first; alone, it leads again after
      this.standAsideUntil = Date.now() + 2 * this.retryMs
    }
    await this.dropConnection()
  }

  private async dropConnection(): Promise<void> {
    const client = this.client
    this.client = null
    if (!client) return
    // its later events are about a connection given up; an error must still have a listener
    client.removeAllListeners()
    client.on('error', () => undefined)
    await client.end().catch(() => undefined)
  }
}
