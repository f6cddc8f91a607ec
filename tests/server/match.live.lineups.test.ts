import { LINEUPS_BEFORE_KICKOFF_MS, matchTopic, type LiveDataByType, type LivePush, type LivePushType, type LiveServerMessage } from '../../types/live'
import { LiveTicker, type Publisher } from '../../mocks/features/match/live/ticker'
import { allRows, q } from './rows'
import { ok, SEED_TIMEOUT_MS, SEEDED_AT, useSeededServer } from './match.helpers'
import { startLiveServer, subscribed, type LiveServer, type TestSocket } from './live.helpers'
import type { Db } from '../../mocks/db'

const MIN = 60_000
const HOUR = 60 * MIN

interface Sent { topic: string; type: LivePushType; data: LiveDataByType[LivePushType] }

/** matches kicking off from `from` (3 h after the seed moment) to 20 h after it: their line-ups not out yet, their topic open to sockets */
async function upcomingMatches(db: Db, n: number, from = SEEDED_AT + 3 * HOUR): Promise<Array<{ id: number; start_at: number }>> {
  const rows = await allRows(db, q.selectFrom('fb_matches').select(['id', 'start_at'])
    .where('start_at', '>=', from).where('start_at', '<=', SEEDED_AT + 20 * HOUR).where('postponed', '=', 0).orderBy('start_at').orderBy('id').limit(n))
  expect(rows).toHaveLength(n)
  return rows
}

/**
 * 首发公布 on the live channel: a `lineups` message on `match:<id>`, once, at the moment the
 * stand-in announces the line-ups (LINEUPS_BEFORE_KICKOFF_MS before kickoff). The clock is set,
 * never raced: the ticker looks when the test says so.
 */
describe('the line-up announcement on the live channel (ticker)', () => {
  const h = useSeededServer()

  function tickerWatching(ids: () => number[]) {
    const sent: Sent[] = []
    const out: Publisher = { publish: (topic, type, data) => void sent.push({ topic, type, data }), publishScoreboard: () => undefined, watchedMatchIds: ids }
    const ticker = new LiveTicker(h.db, h.s.clock, out)
    const lineups = () => sent.filter((p) => p.type === 'lineups')
    const at = async (t: number) => {
      h.s.clock.t = t
      await ticker.tick()
    }
    /** the matches get their first subscriber at `t` (what they show then is the baseline), and the ticker looks */
    const watchFrom = async (t: number, ...ids: number[]) => {
      h.s.clock.t = t
      for (const id of ids) await ticker.watch(id)
      await ticker.tick()
    }
    return { sent, lineups, at, watchFrom }
  }

  it('is sent once, at the announcement moment, with the teams and formations the line-up endpoint then confirms', async () => {
    const [m] = await upcomingMatches(h.db, 1)
    const announced = m.start_at - LINEUPS_BEFORE_KICKOFF_MS
    const t = tickerWatching(() => [m.id])
    await t.watchFrom(announced - 5 * MIN, m.id)
    await t.at(announced - 1)
    expect(t.lineups()).toEqual([])
    expect((await ok(h.s, 'api/Game/xq_bszr', { event_id: m.id })).confirmed).toBe(false)

    await t.at(announced)
    const lineup = await ok(h.s, 'api/Game/xq_bszr', { event_id: m.id })
    expect(lineup.confirmed).toBe(true)
    const side = (s: typeof lineup.home) => ({ team_id: s.team.id, short_name: s.team.short_name, formation: s.formation })
    expect(t.lineups()).toEqual([{ topic: matchTopic(m.id), type: 'lineups', data: { match_id: m.id, home: side(lineup.home), away: side(lineup.away) } }])
    // a banner's worth, not the players: the whole frame in UTF-8 bytes
    expect(Buffer.byteLength(JSON.stringify({ ...t.lineups()[0], at: Date.now() }))).toBeLessThan(256)

    // through kickoff and into the match: still the one
    await t.at(announced + 30 * MIN)
    await t.at(m.start_at + 5 * MIN)
    expect(t.sent.some((p) => p.type === 'event' || p.type === 'commentary')).toBe(true)
    expect(t.lineups()).toHaveLength(1)
  })

  it('tells nothing of a match whose line-ups were out when it was first watched, or that nobody watches at the moment', async () => {
    const [early] = await upcomingMatches(h.db, 1)
    const [unwatched] = await upcomingMatches(h.db, 1, early.start_at + HOUR)
    const announced = early.start_at - LINEUPS_BEFORE_KICKOFF_MS
    let watched = [early.id, unwatched.id]
    const t = tickerWatching(() => watched)
    await t.watchFrom(announced + 10 * MIN, early.id, unwatched.id)
    // the unwatched one: its socket left before its announcement
    watched = [early.id]
    await t.at(unwatched.start_at - LINEUPS_BEFORE_KICKOFF_MS + MIN)
    await t.at(Math.max(early.start_at, unwatched.start_at) + 5 * MIN)
    expect(t.sent.some((p) => p.topic === matchTopic(early.id) && (p.type === 'event' || p.type === 'commentary'))).toBe(true)
    expect(t.lineups()).toEqual([])
  })

  it('is sent once when the clock jumps over the moment', async () => {
    const [m] = await upcomingMatches(h.db, 1)
    const announced = m.start_at - LINEUPS_BEFORE_KICKOFF_MS
    const t = tickerWatching(() => [m.id])
    await t.watchFrom(announced - 2 * HOUR, m.id)
    await t.at(announced + 20 * MIN)
    await t.at(announced + 21 * MIN)
    expect(t.lineups().map((p) => p.data.match_id)).toEqual([m.id])
  })
})

describe('the line-up announcement over /ws', () => {
  let srv: LiveServer
  const open: TestSocket[] = []
  const isPush = (x: LiveServerMessage): x is LivePush => 'topic' in x
  const client = async (topics: string[]) => {
    const s = await subscribed(srv.url, topics)
    open.push(s)
    return s
  }

  beforeAll(async () => {
    srv = await startLiveServer()
  }, SEED_TIMEOUT_MS)
  afterAll(async () => {
    for (const s of open) s.close()
    await srv.close()
  })

  it('reaches an anonymous socket holding the match 61 min before kickoff, once; not `live`, not a socket that came after', async () => {
    const [m] = await upcomingMatches(srv.db, 1)
    const announced = m.start_at - LINEUPS_BEFORE_KICKOFF_MS
    await srv.setClock(announced - MIN)
    const watcher = await client([matchTopic(m.id)])
    expect(watcher.messages.filter((x) => x.type === 'error')).toEqual([])
    const board = await client(['live'])

    await srv.setClock(announced)
    const push = await watcher.next((x) => isPush(x) && x.type === 'lineups')
    expect(push).toMatchObject({ topic: matchTopic(m.id), data: { match_id: m.id } })

    const late = await client([matchTopic(m.id)])
    await srv.setClock(m.start_at + MIN)
    await late.next((x) => isPush(x) && x.type === 'status')
    await watcher.next((x) => isPush(x) && x.type === 'status')
    const count = (s: TestSocket) => s.messages.filter((x) => isPush(x) && x.type === 'lineups').length
    expect([count(watcher), count(board), count(late)]).toEqual([1, 0, 0])
  })
})
