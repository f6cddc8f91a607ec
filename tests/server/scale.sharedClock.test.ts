import type { PostgresStore } from '../../mocks/db/postgresStore'
import { clockFromEnv } from '../../mocks/http/clockAdmin'
import { SettableClock } from '../../mocks/http/context'
import { sharedClock, type SharedClock } from '../../mocks/services/sharedClock'
import { describeOnPostgres, twoProcessesOnOneDatabase } from './testPostgres'

/**
 * Issue 33, one clock: processes on one PostgreSQL database each hold a clock object, and a move
 * made on any of them (POST /admin/clock through nginx) moves them all, so the leader's ticker and
 * every process's answers see one time (mocks/services/sharedClock.ts). Two stores with their own
 * pools and write feeds stand for two processes. Without the PostgreSQL package a developer's run
 * says why it skipped; CI always runs it.
 */
const describePostgres = describeOnPostgres('scale.sharedClock')

const SATURDAY = Date.parse('2026-11-21T20:30:00+08:00')
const MIN = 60_000

/** polls `check` (another process's write arrives through its feed), at most `ms` */
async function within(ms: number, check: () => boolean): Promise<void> {
  for (const end = Date.now() + ms; !check(); await new Promise((r) => setTimeout(r, 20))) {
    if (Date.now() > end) throw new Error(`not within ${ms} ms`)
  }
}

describePostgres('one clock for the processes of one deployment', () => {
  jest.setTimeout(60_000)
  let a: PostgresStore
  let b: PostgresStore
  let close: () => Promise<void>
  const running: SharedClock[] = []
  const env = { CLOCK_START: '2026-11-21T20:30:00+08:00', CLOCK_FROZEN: '1' }

  beforeAll(async () => {
    ({ a, b, close } = await twoProcessesOnOneDatabase())
    await Promise.all([a.watchWrites(), b.watchWrites()])
  }, 120_000)
  afterAll(async () => {
    for (const s of running) s.stop()
    await close?.()
  }, 30_000)

  const follow = async (db: PostgresStore, clock: SettableClock) => {
    const s = sharedClock(db, clock, () => undefined)
    running.push(s)
    await s.start()
    return s
  }

  it('a move made on one process is the time of the other within a second, which hears it; a restarted process joins the moved clock', async () => {
    const clockA = clockFromEnv(env)
    const clockB = clockFromEnv(env)
    const onA = await follow(a, clockA)
    const onB = await follow(b, clockB)
    let heardOnB = 0
    onB.onMoved(() => heardOnB++)

    clockA.set(SATURDAY + 10 * MIN)
    await onA.publish()
    await within(1_000, () => clockB.now() === SATURDAY + 10 * MIN)
    expect(heardOnB).toBe(1)
    // frozen on both: the time stands still
    expect(clockB.frozen).toBe(true)

    // the move back the other way, made on B, running again
    clockB.setFrozen(false)
    clockB.set(SATURDAY + 45 * MIN)
    await onB.publish()
    await within(1_000, () => !clockA.frozen)
    expect(Math.abs(clockA.now() - clockB.now())).toBeLessThan(50)
    expect(clockA.now()).toBeGreaterThanOrEqual(SATURDAY + 45 * MIN)

    // a process started again with the same settings (kill -9, the cluster restarts it) takes the moved time over at start
    const restarted = clockFromEnv(env)
    expect(restarted.now()).toBe(SATURDAY)
    await follow(b, restarted)
    expect(Math.abs(restarted.now() - clockA.now())).toBeLessThan(50)
    expect(restarted.frozen).toBe(false)
  })

  it("a process's own move is never taken back over its newer time (two moves in a row, or a clock set here)", async () => {
    const clock = clockFromEnv({ CLOCK_START: '2026-11-23T20:00:00+08:00', CLOCK_FROZEN: '1' })
    const own = await follow(a, clock)
    clock.set(SATURDAY + 60 * MIN)
    await own.publish()
    // set again before that move was written anew: the followers' looks (every 100 ms) must leave it
    clock.set(SATURDAY + 90 * MIN)
    await new Promise((r) => setTimeout(r, 400))
    expect(clock.now()).toBe(SATURDAY + 90 * MIN)
  })

  it('a deployment started at another moment starts there, not at the moved time of the one before', async () => {
    const other = clockFromEnv({ CLOCK_START: '2026-11-22T12:00:00+08:00', CLOCK_FROZEN: '1' })
    await follow(b, other)
    expect(other.now()).toBe(Date.parse('2026-11-22T12:00:00+08:00'))
  })
})
