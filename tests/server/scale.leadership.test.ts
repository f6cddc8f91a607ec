import { spawn } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'
import type pg from 'pg'
import type { Kysely } from 'kysely'
import type { Db } from '../../mocks/db'
import { applyPostgresMigrations, postgresKysely, postgresPool } from '../../mocks/db/postgres'
import { platformPostgresMigrations } from '../../mocks/db/platformMigrations.postgres'
import type { PlatformTables } from '../../mocks/db/platformTables'
import { LiveTicker } from '../../mocks/features/match/live/ticker'
import { clockClaimQuery } from '../../mocks/services/clockClaims'
import type { LeadershipChange } from '../../mocks/services/leadership'
import { PostgresLeadership } from '../../mocks/services/postgresLeadership'
import { missingEngine, startPostgres, type RunningEngine } from '../../scripts/scale/localEngines'
import { startTestServer, type TestServer } from './helpers'

/**
 * One clock among N processes (issue 33): leadership by a PostgreSQL advisory lock on a private
 * PostgreSQL (scripts/scale/localEngines.ts). Without the package a developer's run says why it
 * skipped; CI (CI=true) installs it and must run it.
 */
const missing = missingEngine('postgres')
const runHere = missing === null || process.env.CI === 'true'
if (!runHere) console.warn(`[scale.leadership] skipped, PostgreSQL is missing here: ${missing}`)
const describePostgres = runHere ? describe : describe.skip

/** the bound the issue sets for a new leader after the old one's connection is gone */
const FAILOVER_BOUND_MS = 5_000

/** waits for `done`, asking every 20 ms, up to `limitMs`; returns how long it took (the test asserts the bound) */
async function within(limitMs: number, done: () => boolean): Promise<number> {
  const started = Date.now()
  while (!done()) {
    if (Date.now() - started > limitMs) throw new Error(`not done within ${limitMs} ms`)
    await new Promise((r) => setTimeout(r, 20))
  }
  return Date.now() - started
}

describePostgres('one leader of the clock among processes on PostgreSQL', () => {
  // initdb and a start of PostgreSQL, several failovers of about a second each: seconds on a busy core
  jest.setTimeout(120_000)
  let engine: RunningEngine
  let admin: pg.Pool
  const running: PostgresLeadership[] = []
  let nextKey = 4_200_000

  beforeAll(async () => {
    engine = await startPostgres()
    admin = postgresPool(engine.url, { max: 2 })
  })
  afterAll(async () => {
    await admin?.end()
    await engine?.stop()
  })
  afterEach(async () => {
    await Promise.all(running.splice(0).map((l) => l.stop()))
  })

  /** `n` processes' leaderships on one lock of their own (each test its own key), started together, with what each heard */
  async function processes(n: number) {
    const lockKey = ++nextKey
    const heard: LeadershipChange[][] = []
    const all = Array.from({ length: n }, (_, i) => {
      const l = new PostgresLeadership({ url: engine.url, lockKey, log: () => undefined })
      heard[i] = []
      l.onChange((c) => heard[i].push(c))
      running.push(l)
      return l
    })
    await Promise.all(all.map((l) => l.start()))
    return { all, heard, lockKey, leaders: () => all.filter((l) => l.isLeader()) }
  }

  /** ends the session holding the lock, as PostgreSQL does when the leader's process or network dies */
  async function terminateHolder(lockKey: number): Promise<number> {
    const { rows } = await admin.query<{ ended: boolean }>(
      "SELECT pg_terminate_backend(pid) AS ended FROM pg_locks WHERE locktype = 'advisory' AND granted AND objid = $1", [lockKey])
    return rows.filter((r) => r.ended).length
  }

  it('elects exactly one of two processes, and no other while it lives', async () => {
    const p = await processes(2)
    expect(p.leaders()).toHaveLength(1)
    // followers keep asking every second: still one leader after a few of their attempts
    await new Promise((r) => setTimeout(r, 2_500))
    expect(p.leaders()).toHaveLength(1)
    expect(p.heard.flat()).toEqual(['gained'])
  })

  it(`hands the clock to the other within ${FAILOVER_BOUND_MS} ms once the leader's session is terminated, and the old leader steps down`, async () => {
    const p = await processes(2)
    const [leader] = p.leaders()
    const follower = p.all.find((l) => l !== leader) as PostgresLeadership
    expect(await terminateHolder(p.lockKey)).toBe(1)
    const terminatedAt = Date.now()
    await within(FAILOVER_BOUND_MS * 2, () => !leader.isLeader())
    const steppedDown = Date.now() - terminatedAt
    const failover = await within(FAILOVER_BOUND_MS * 2, () => follower.isLeader()) + steppedDown
    console.log(`[scale.leadership] failover after pg_terminate_backend: old leader stepped down in ${steppedDown} ms, new leader in ${failover} ms (load ${os.loadavg().map((x) => x.toFixed(2)).join(' ')})`)
    expect(failover).toBeLessThan(FAILOVER_BOUND_MS)
    expect(p.leaders()).toEqual([follower])
    const [first, second] = p.all.map((l) => p.heard[p.all.indexOf(l)])
    expect([first, second]).toContainEqual(['gained', 'lost'])
    expect([first, second]).toContainEqual(['gained'])
  })

  it(`hands the clock to a process within ${FAILOVER_BOUND_MS} ms of the leading process's kill -9`, async () => {
    const lockKey = ++nextKey
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'scale.leaderProcess.ts')], {
      cwd: path.join(__dirname, '../..'),
      env: { ...process.env, LEADER_DATABASE_URL: engine.url, LEADER_LOCK_KEY: String(lockKey) },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    const exited = new Promise((r) => child.once('exit', r))
    try {
      let said = ''
      child.stdout.on('data', (d: Buffer) => (said += d.toString()))
      await within(60_000, () => said.includes('gained'))
      const follower = new PostgresLeadership({ url: engine.url, lockKey, log: () => undefined })
      running.push(follower)
      await follower.start()
      expect(follower.isLeader()).toBe(false)
      child.kill('SIGKILL')
      await exited
      const took = await within(FAILOVER_BOUND_MS * 2, () => follower.isLeader())
      console.log(`[scale.leadership] failover after kill -9 of the leading process: new leader in ${took} ms (load ${os.loadavg().map((x) => x.toFixed(2)).join(' ')})`)
      expect(took).toBeLessThan(FAILOVER_BOUND_MS)
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
      await exited
    }
  })

  it('hands the clock over when the leader stops (a process shut down)', async () => {
    const p = await processes(3)
    const [leader] = p.leaders()
    await leader.stop()
    const took = await within(FAILOVER_BOUND_MS * 2, () => p.leaders().length === 1)
    expect(took).toBeLessThan(FAILOVER_BOUND_MS)
    expect(p.leaders()).not.toContain(leader)
  })

  it('runs the ticker only in the leading server, and in the other once the lead moves', async () => {
    const lockKey = ++nextKey
    const servers: TestServer[] = []
    const ticksOf = new Map<Db, number>()
    const spy = jest.spyOn(LiveTicker.prototype, 'tick').mockImplementation(async function (this: LiveTicker) {
      // the ticker's database tells the servers apart (each has its own)
      const db = (this as unknown as { db: Db }).db
      ticksOf.set(db, (ticksOf.get(db) ?? 0) + 1)
    })
    try {
      const leaderships = [0, 1].map(() => new PostgresLeadership({ url: engine.url, lockKey, log: () => undefined }))
      for (const leadership of leaderships) servers.push(await startTestServer({ leadership, livePush: { tickMs: 20 } }))
      const leading = leaderships.findIndex((l) => l.isLeader())
      expect(leaderships.filter((l) => l.isLeader())).toHaveLength(1)
      await within(10_000, () => ticksOf.size > 0 && [...ticksOf.values()][0] >= 3)
      expect(ticksOf.size).toBe(1)
      const leaderDb = [...ticksOf.keys()][0]
      // the leading server stops: the other's ticker starts within the bound
      await servers.splice(leading, 1)[0].close()
      await within(FAILOVER_BOUND_MS, () => ticksOf.size === 2)
      const before = ticksOf.get(leaderDb)
      await new Promise((r) => setTimeout(r, 200))
      expect(ticksOf.get(leaderDb)).toBe(before)
    } finally {
      await Promise.all(servers.map((s) => s.close()))
      spy.mockRestore()
    }
  })

  // last: it stops and restarts the shared PostgreSQL
  it('stops running the clock when PostgreSQL goes away, and one process leads again once it is back', async () => {
    const p = await processes(2)
    const [leader] = p.leaders()
    await engine.kill()
    // the leader hears its connection end, or its next check (every second, 2 s to answer) fails
    const steppedDown = await within(FAILOVER_BOUND_MS, () => !leader.isLeader())
    expect(p.leaders()).toEqual([])
    await engine.restart()
    const restartedAt = Date.now()
    await within(FAILOVER_BOUND_MS * 2, () => p.leaders().length === 1)
    console.log(`[scale.leadership] PostgreSQL killed: the leader stepped down in ${steppedDown} ms; back up: a leader in ${Date.now() - restartedAt} ms (load ${os.loadavg().map((x) => x.toFixed(2)).join(' ')})`)
    await new Promise((r) => setTimeout(r, 1_500))
    expect(p.leaders()).toHaveLength(1)
  })

  describe('the claim table', () => {
    let pool: pg.Pool
    let db: Kysely<PlatformTables>
    beforeAll(async () => {
      pool = postgresPool(engine.url, { max: 4 })
      await applyPostgresMigrations(pool, platformPostgresMigrations)
      db = postgresKysely<PlatformTables>(pool)
    })
    afterAll(() => db.destroy())

    const claim = async (key: string, holder: string) => Number((await clockClaimQuery(db, key, holder, Date.now()).executeTakeFirst()).numInsertedOrUpdatedRows)

    it('refuses a second process the claim of a tick, and lets its holder claim it again', async () => {
      expect(await claim('tick:1795000000', 'process-a')).toBe(1)
      expect(await claim('tick:1795000000', 'process-b')).toBe(0)
      expect(await claim('tick:1795000000', 'process-a')).toBe(1)
    })

    it('gives a tick claimed by many processes at once to exactly one', async () => {
      const got = await Promise.all(['a', 'b', 'c', 'd'].map((h) => claim('tick:1795000001', `process-${h}`)))
      expect(got.filter((n) => n === 1)).toHaveLength(1)
      const { rows } = await admin.query<{ n: number }>("SELECT COUNT(*) AS n FROM clock_claims WHERE key = 'tick:1795000001'")
      expect(rows[0].n).toBe(1)
    })
  })
})
