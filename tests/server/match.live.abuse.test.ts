import { LIVE_ERROR_TEXT, matchTopic, type LiveServerMessage } from '../../types/live'
import { LiveTicker } from '../../mocks/features/match/live/ticker'
import { LIVE_WATCH_AHEAD_MS } from '../../mocks/features/match/live/hub'
import { allRows, q } from './rows'
import { SEED_TIMEOUT_MS } from './match.helpers'
import { attemptUpgrade, connect, startLiveServer, type LiveServer, type TestSocket } from './live.helpers'

/**
 * Issue 23 §1: the push channel holds under abuse. Sockets per address and in total are capped
 * (refused at the upgrade), `match:<id>` is watchable only while the match is live or kicks off
 * within 24 hours, and the ticker's work follows the live matches, not the topics sockets name.
 */

const PER_ADDRESS = 3
const TOTAL = 5
/** sub/unsub messages per address in a window longer than the suite, so no test races the clock */
const SUB_BUDGET = { max: 30, windowMs: 3_600_000 }
const HOUR = 3600_000

describe('live push channel under abuse', () => {
  let srv: LiveServer
  const open: TestSocket[] = []
  const client = async (localAddress = '127.0.0.1') => {
    const s = await connect(srv.url, { localAddress })
    open.push(s)
    return s
  }
  /** the HTTP status the upgrade was refused with, or 'open' */
  const attempt = (localAddress: string) => attemptUpgrade(srv.url, localAddress, open)
  const closeAll = async () => {
    for (const s of open.splice(0)) {
      s.close()
      await s.waitClosed().catch(() => undefined)
    }
    // the server drops a socket on its close event
    await new Promise((r) => setTimeout(r, 50))
  }

  beforeAll(async () => {
    srv = await startLiveServer({ heartbeatMs: 60_000, subBudget: SUB_BUDGET }, { liveMaxSocketsPerAddress: PER_ADDRESS, liveMaxSockets: TOTAL })
  }, SEED_TIMEOUT_MS)
  afterEach(closeAll)
  afterAll(async () => {
    await srv.close()
  })

  const matchIds = q.selectFrom('fb_matches').select('id')
  const ids = async (query: typeof matchIds) => (await allRows(srv.db, query)).map((r) => r.id)

  it('refuses a socket beyond the per-address cap with 429, and takes it again once one closes', async () => {
    for (let i = 0; i < PER_ADDRESS; i++) await client('127.0.0.1')
    expect(await attempt('127.0.0.1')).toBe(429)
    // another address is not affected
    expect(await attempt('127.0.0.2')).toBe('open')
    open[0].close()
    await open[0].waitClosed()
    await new Promise((r) => setTimeout(r, 50))
    expect(await attempt('127.0.0.1')).toBe('open')
    const res = await srv.app.inject({ method: 'GET', url: '/api/Game/get?status=live&limit=5' })
    expect(res.statusCode).toBe(200)
  })

  it('refuses a socket beyond the total cap with 503, whatever its address', async () => {
    for (let i = 0; i < TOTAL; i++) await client(`127.0.0.${10 + i}`)
    expect(await attempt('127.0.0.20')).toBe(503)
    expect(await attempt('127.0.0.1')).toBe(503)
  })

  it('lets a socket watch only live matches and those kicking off within 24 h; the others are refused, the rest of the sub held', async () => {
    const now = srv.clock.now()
    const [finished] = await ids(matchIds.where('end_at', '<=', now).orderBy('id').limit(1))
    const [farAhead] = await ids(matchIds.where('start_at', '>', now + LIVE_WATCH_AHEAD_MS + HOUR).where('postponed', '=', 0).orderBy('id').limit(1))
    const [soon] = await ids(matchIds.where('start_at', '>', now).where('start_at', '<=', now + LIVE_WATCH_AHEAD_MS).where('postponed', '=', 0).orderBy('id').limit(1))
    const [live] = await ids(matchIds.where('start_at', '<=', now).where('end_at', '>', now).where('postponed', '=', 0).orderBy('id').limit(1))
    for (const id of [finished, farAhead, soon, live]) expect(id).toBeGreaterThan(0)

    const s = await client()
    s.send({ op: 'sub', topics: ['live', matchTopic(finished), matchTopic(farAhead), matchTopic(soon), matchTopic(live)] })
    const ack = await s.next((m) => m.type === 'ack')
    expect(ack).toMatchObject({ op: 'sub' })
    expect(new Set((ack as Extract<LiveServerMessage, { type: 'ack'; op: 'sub' | 'unsub' }>).topics)).toEqual(new Set(['live', matchTopic(soon), matchTopic(live)]))
    const error = await s.next((m) => m.type === 'error')
    expect(error).toMatchObject({ type: 'error', code: 'bad_topic', op: 'sub' })
    expect((error as { msg: string }).msg).toContain(LIVE_ERROR_TEXT.bad_topic)
    expect((error as { msg: string }).msg).toContain(matchTopic(finished))

    // the app asks for a finished match's topic on its detail page: it gets no pushes, and its socket is not closed for it
    for (let i = 0; i < 12; i++) s.send({ op: 'sub', topics: [matchTopic(finished)] })
    await new Promise((r) => setTimeout(r, 200))
    expect(s.closed).toBeNull()
    const from = s.messages.length
    s.send({ op: 'ping' })
    await s.next((m) => m.type === 'pong', 2000, from)
  })

  it('answers an address that names topics too often with rate_limited, cheaply, without closing its sockets; other addresses are served', async () => {
    const sockets = [await client('127.0.0.40'), await client('127.0.0.40'), await client('127.0.0.40')]
    // ten each: under the per-socket flood limit, the address's thirty all answered
    for (const s of sockets) for (let i = 0; i < SUB_BUDGET.max / sockets.length; i++) s.send({ op: 'sub', topics: ['live'] })
    for (const s of sockets) await s.next((m) => m.type === 'ack' && m.op === 'sub' && s.messages.filter((x) => x.type === 'ack').length === SUB_BUDGET.max / sockets.length)
    sockets[0].send({ op: 'sub', topics: ['live'] })
    const refused = await sockets[0].next((m) => m.type === 'error')
    expect(refused).toEqual({ type: 'error', code: 'rate_limited', msg: LIVE_ERROR_TEXT.rate_limited, op: 'sub' })
    expect(sockets.every((s) => s.closed === null)).toBe(true)
    const other = await client('127.0.0.41')
    other.send({ op: 'sub', topics: ['live'] })
    expect(await other.next((m) => m.type === 'ack')).toMatchObject({ op: 'sub', topics: ['live'] })
  })

  it("does the ticker's work per live match, not per topic: every watchable match watched costs what none does", async () => {
    const start = srv.clock.now()
    const watchable = await ids(matchIds.where('postponed', '=', 0).where('end_at', '>', start).where('start_at', '<=', start + LIVE_WATCH_AHEAD_MS))
    const live = await ids(matchIds.where('postponed', '=', 0).where('end_at', '>', start).where('start_at', '<=', start))
    expect(watchable.length).toBeGreaterThan(live.length + 20)
    let now = start
    const clock = { now: () => now }
    const quiet = { publish: () => undefined, publishScoreboard: () => undefined }
    const idle = new LiveTicker(srv.db, clock, { ...quiet, watchedMatchIds: () => [] })
    const busy = new LiveTicker(srv.db, clock, { ...quiet, watchedMatchIds: () => watchable })
    for (const id of watchable) await busy.watch(id)
    for (let i = 0; i < 3; i++) {
      await idle.tick()
      await busy.tick()
      now += 60_000
    }
    expect(busy.work.rows).toBe(idle.work.rows)
    expect(busy.work.rows).toBeLessThanOrEqual(3 * (live.length + 5))
    // details only for the watched matches that are live
    expect(busy.work.details).toBeLessThanOrEqual(3 * (live.length + 5))
    expect(idle.work.details).toBe(0)
  })
})
