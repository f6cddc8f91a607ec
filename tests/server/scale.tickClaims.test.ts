import type { Db } from '../../mocks/db'
import { LiveTicker, type Publisher } from '../../mocks/features/match/live/ticker'
import { liveMatches } from '../../mocks/features/match/repository/matchLists'
import { setAlertConsent } from '../../mocks/features/match/services/alerts'
import { detailAt } from '../../mocks/features/match/services/matchView'
import { claimClockStep, clockStepKey, pruneClockClaims } from '../../mocks/services/clockClaims'
import { countOf } from './rows'
import { createMember, SEED_TIMEOUT_MS, SEEDED_AT, seededAtNoon } from './match.helpers'
import { TestClock } from './helpers'

/**
 * The step claims of the clock (issue 33, one clock), on the embedded store: a tick or a scheduled run
 * applies only when its key is its own, so two processes that both run the clock for a moment (the
 * leadership's overlap bound) write each tick's alerts once. The same on PostgreSQL: scale.leadership.
 */

const MIN = 60_000

let db: Db
beforeAll(async () => {
  db = await seededAtNoon()
}, SEED_TIMEOUT_MS)
afterAll(() => db.close())

describe('the claim of a clock step', () => {
  it('goes to the first holder; another holder is refused, the first may claim it again', async () => {
    const key = clockStepKey('tick', SEEDED_AT + 1_500, 1_000)
    expect(key).toBe(`tick:${Math.floor(SEEDED_AT / 1_000) + 1}`)
    expect(await claimClockStep(db, key, 'process-a', 10)).toBe(true)
    expect(await claimClockStep(db, key, 'process-b', 11)).toBe(false)
    expect(await claimClockStep(db, key, 'process-a', 12)).toBe(true)
    expect(await claimClockStep(db, clockStepKey('tick', SEEDED_AT + 2_000, 1_000), 'process-b', 13)).toBe(true)
  })

  it('is forgotten once old, and then free for anyone', async () => {
    expect(await claimClockStep(db, 'topUp:1', 'process-a', 1_000)).toBe(true)
    expect(await claimClockStep(db, 'topUp:2', 'process-a', 5_000)).toBe(true)
    expect(await pruneClockClaims(db, 2_000)).toBeGreaterThanOrEqual(1)
    expect(await claimClockStep(db, 'topUp:1', 'process-b', 6_000)).toBe(true)
    expect(await claimClockStep(db, 'topUp:2', 'process-b', 6_000)).toBe(false)
  })
})

describe('two tickers on one database, as two processes both running the clock for a moment', () => {
  const quiet: Publisher = { publish: () => undefined, publishScoreboard: () => undefined, watchedMatchIds: () => [] }
  const goalsOf = async (m: Awaited<ReturnType<typeof liveMatches>>[number], t: number) => (await detailAt(db, m, t, false, [null, null])).current_score
  const goalAlerts = (matchId: number, userId: number) => countOf(db, 'fb_alert_outbox', { match_id: matchId, user_id: userId, kind: 'goal' })

  /** a live match whose score changes in the next 20 minutes, and a member who asked for its goal alerts */
  async function consentedGoal(mobile: string) {
    let m: Awaited<ReturnType<typeof liveMatches>>[number] | undefined
    for (const x of await liveMatches(db, SEEDED_AT)) {
      if ((await goalsOf(x, SEEDED_AT + 20 * MIN)) !== (await goalsOf(x, SEEDED_AT))) {
        m = x
        break
      }
    }
    if (!m) throw new Error('no live match scores in the next 20 minutes of the seeded world')
    const member = await createMember(db, mobile, SEEDED_AT)
    await setAlertConsent(db, member.id, m.id, ['tpl-goal'], true, SEEDED_AT)
    return { m, member }
  }

  /** both tickers look at the same clock moments: the seed moment (their baseline), then 20 minutes on */
  async function bothLookAt(a: LiveTicker, b: LiveTicker, clock: TestClock) {
    for (const t of [SEEDED_AT, SEEDED_AT + 20 * MIN]) {
      clock.t = t
      await a.tick()
      await b.tick()
    }
  }

  it('writes a goal alert once when each ticker claims under its own name', async () => {
    const { m, member } = await consentedGoal('13900000001')
    const clock = new TestClock(SEEDED_AT)
    const claimAs = (holder: string) => (key: string) => claimClockStep(db, key, holder, SEEDED_AT)
    await bothLookAt(new LiveTicker(db, clock, quiet, undefined, claimAs('process-a')), new LiveTicker(db, clock, quiet, undefined, claimAs('process-b')), clock)
    expect(await goalAlerts(m.id, member.id)).toBe(1)
  })

  it('would write it twice without the claims (what the claim prevents)', async () => {
    const { m, member } = await consentedGoal('13900000002')
    const clock = new TestClock(SEEDED_AT)
    await bothLookAt(new LiveTicker(db, clock, quiet), new LiveTicker(db, clock, quiet), clock)
    expect(await goalAlerts(m.id, member.id)).toBe(2)
  })
})
