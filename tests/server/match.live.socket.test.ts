import type { MatchRow } from '../../types/football'
import {
  CHAT_TOO_FAST, LIVE_CLOSE, LIVE_ERROR_TEXT, LIVE_MAX_FRAME_BYTES, LIVE_MAX_TOPICS, LIVE_TOPIC_TYPES, isLiveTopicType, matchTopic,
  type LivePush, type LiveServerMessage,
} from '../../types/live'
import { ResultCode, type ApiEnvelope } from '../../types/envelope'
import { matchById } from '../../mocks/features/match/services/matchQueries'
import { detailAt } from '../../mocks/features/match/services/matchView'
import { createMember, SEED_TIMEOUT_MS, SEEDED_AT } from './match.helpers'
import { connect, startLiveServer, type LiveServer, type TestSocket } from './live.helpers'

const MIN = 60_000
const isPush = (m: LiveServerMessage): m is LivePush => 'topic' in m

describe('live push over /ws', () => {
  let srv: LiveServer
  const open: TestSocket[] = []
  const client = async (query = '') => {
    const s = await connect(srv.url + query)
    open.push(s)
    return s
  }

  beforeAll(async () => {
    srv = await startLiveServer({ heartbeatMs: 300 })
  }, SEED_TIMEOUT_MS)
  afterAll(async () => {
    for (const s of open) s.close()
    await srv.close()
  })
  beforeEach(async () => {
    await srv.setClock(SEEDED_AT)
  })

  async function liveMatches(): Promise<MatchRow[]> {
    const res = await srv.app.inject({ method: 'GET', url: '/api/Game/get?status=live&limit=100' })
    return (res.json() as ApiEnvelope<{ list: MatchRow[] }>).data.list
  }

  /** a socket that is still served: ping answered by pong */
  async function stillServed(s: TestSocket) {
    const from = s.messages.length
    s.send({ op: 'ping' })
    await s.next((m) => m.type === 'pong', 2000, from)
  }

  it('sends score or minute changes of every live match to `live` within 2 s of a 10-minute clock move', async () => {
    const live = await liveMatches()
    expect(live.length).toBeGreaterThan(0)
    const s = await client()
    s.send({ op: 'sub', topics: ['live'] })
    await s.next((m) => m.type === 'ack')
    const moved = Date.now()
    await srv.moveClock(10 * MIN)
    const first = await s.next((m) => isPush(m) && (m.type === 'minute' || m.type === 'score' || m.type === 'status'), 2000)
    expect(Date.now() - moved).toBeLessThan(2000)
    expect(first).toMatchObject({ topic: 'live' })
    // every match that was in play heard of its new minute (or a new status)
    await new Promise((r) => setTimeout(r, 100))
    const pushes = s.messages.filter(isPush)
    for (const p of pushes) {
      expect(p.topic).toBe('live')
      expect(LIVE_TOPIC_TYPES).toContain(p.type)
      expect(typeof p.at).toBe('number')
    }
    const heard = new Set(pushes.map((p) => p.data.match_id))
    for (const m of live) if (m.status_id === 1 || m.status_id === 3) expect(heard).toContain(m.id)
  })

  /** a match in play with an event in the next ten minutes, found from the stored scripts */
  async function matchWithEventAhead(): Promise<number> {
    const now = srv.clock.now()
    const events = async (id: number, t: number) => (await detailAt(srv.db, (await matchById(srv.db, id))!, t, false, [null, null])).basics_match_event.reduce((n, g) => n + g.events.length, 0)
    let target: Awaited<ReturnType<typeof liveMatches>>[number] | undefined
    for (const m of await liveMatches()) {
      if ((m.status_id === 1 || m.status_id === 3) && (await events(m.id, now + 10 * MIN)) > (await events(m.id, now))) {
        target = m
        break
      }
    }
    expect(target).toBeDefined()
    return target!.id
  }

  it('sends a match topic its events, commentary and stats as the clock reveals them, and nothing after unsub', async () => {
    const id = await matchWithEventAhead()
    const s = await client()
    s.send({ op: 'sub', topics: [matchTopic(id)] })
    await s.next((m) => m.type === 'ack')
    await srv.moveClock(10 * MIN)
    const event = await s.next((m) => isPush(m) && m.type === 'event')
    expect(event).toMatchObject({ topic: matchTopic(id), data: { match_id: id } })
    await s.next((m) => isPush(m) && m.type === 'commentary')
    await s.next((m) => isPush(m) && m.type === 'stats')
    // the new minute, or a new status when the move crossed half time
    await s.next((m) => isPush(m) && (m.type === 'minute' || m.type === 'status'))

    s.send({ op: 'unsub', topics: [matchTopic(id)] })
    const ack = await s.next((m) => m.type === 'ack' && m.op === 'unsub')
    expect(ack).toMatchObject({ topics: [] })
    const after = s.messages.length
    await srv.moveClock(5 * MIN)
    await new Promise((r) => setTimeout(r, 300))
    expect(s.messages.slice(after).filter(isPush)).toEqual([])
  })

  it('sends a score, minute or status change to each socket once: on `live` when it holds `live`, else on `match:<id>`', async () => {
    const id = await matchWithEventAhead()
    const both = await client()
    const matchOnly = await client()
    const liveOnly = await client()
    const subscribe = async (s: TestSocket, topics: string[]) => {
      s.send({ op: 'sub', topics })
      await s.next((m) => m.type === 'ack' && m.op === 'sub')
    }
    await subscribe(both, ['live', matchTopic(id)])
    await subscribe(matchOnly, [matchTopic(id)])
    await subscribe(liveOnly, ['live'])
    const from = [both, matchOnly, liveOnly].map((s) => s.messages.length)

    await srv.moveClock(10 * MIN)
    await both.next((m) => isPush(m) && m.type === 'event', 2000, from[0])
    await matchOnly.next((m) => isPush(m) && m.type === 'minute', 2000, from[1])
    await liveOnly.next((m) => isPush(m) && m.type === 'minute' && m.data.match_id === id, 2000, from[2])
    await new Promise((r) => setTimeout(r, 300))

    const scoreboard = (s: TestSocket, i: number) =>
      s.messages.slice(from[i]).filter(isPush).filter((p) => isLiveTopicType(p.type) && p.data.match_id === id)
    const [onBoth, onMatch, onLive] = [both, matchOnly, liveOnly].map(scoreboard)
    const changes = (pushes: LivePush[]) => pushes.map((p) => `${p.type} ${JSON.stringify(p.data)}`)
    expect(onMatch.length).toBeGreaterThan(0)
    // the socket holding both topics hears each change once, on `live`; the others on the topic they hold
    expect(onBoth.map((p) => p.topic)).toEqual(onBoth.map(() => 'live'))
    expect(onMatch.map((p) => p.topic)).toEqual(onMatch.map(() => matchTopic(id)))
    expect(onLive.map((p) => p.topic)).toEqual(onLive.map(() => 'live'))
    expect(changes(onBoth)).toEqual(changes(onMatch))
    expect(changes(onLive)).toEqual(changes(onMatch))
    // the match's own news stays on its topic
    const details = both.messages.slice(from[0]).filter(isPush).filter((p) => !isLiveTopicType(p.type))
    expect(details.length).toBeGreaterThan(0)
    for (const p of details) expect(p.topic).toBe(matchTopic(id))
    expect(liveOnly.messages.slice(from[2]).filter(isPush).every((p) => p.topic === 'live' && isLiveTopicType(p.type))).toBe(true)
  })

  it('refuses a token in the URL with close 4003', async () => {
    const s = await client('?token=abc')
    expect(await s.waitClosed()).toEqual({ code: LIVE_CLOSE.TOKEN_IN_URL.code, reason: LIVE_CLOSE.TOKEN_IN_URL.reason })
  })

  it('closes on a forged token with 4001, and takes a real one in the first message only', async () => {
    const forged = await client()
    forged.send({ op: 'auth', token: 'forged-token-123' })
    expect((await forged.waitClosed()).code).toBe(LIVE_CLOSE.AUTH_FAILED.code)

    const member = await createMember(srv.db, '13800001701', srv.clock.now())
    const s = await client()
    s.send({ op: 'auth', token: member.token })
    expect(await s.next((m) => m.type === 'ack')).toEqual({ type: 'ack', op: 'auth', user_id: member.id })
    s.send({ op: 'auth', token: member.token })
    expect(await s.next((m) => m.type === 'error')).toMatchObject({ code: 'auth_not_first' })
  })

  it('answers not-JSON, unknown ops and bad topics with an error and keeps serving; closes 4400 after too many', async () => {
    const s = await client()
    s.send('this is not json')
    expect(await s.next((m) => m.type === 'error')).toMatchObject({ code: 'bad_json', msg: '消息不是合法的 JSON' })
    s.send({ op: 'explode' })
    expect(await s.next((m) => m.type === 'error' && m.code === 'unknown_op')).toMatchObject({ op: 'explode' })
    s.send({ op: 'sub', topics: ['match:abc'] })
    await s.next((m) => m.type === 'error' && m.code === 'bad_topic')
    const from = s.messages.length
    s.send({ op: 'sub', topics: ['match:999999999'] })
    expect(await s.next((m) => m.type === 'error', 2000, from)).toMatchObject({ code: 'bad_topic', msg: LIVE_ERROR_TEXT.bad_topic })
    await stillServed(s)
    for (let i = 0; i < 7; i++) s.send('{')
    expect((await s.waitClosed()).code).toBe(LIVE_CLOSE.BAD_INPUT.code)
  })

  it('caps topics per connection: 51 topics are refused, 10,000 topics exceed the frame limit (1009)', async () => {
    const s = await client()
    const many = Array.from({ length: LIVE_MAX_TOPICS + 1 }, (_, i) => matchTopic(i + 1))
    s.send({ op: 'sub', topics: many })
    expect(await s.next((m) => m.type === 'error')).toMatchObject({ code: 'too_many_topics' })
    await stillServed(s)

    const huge = await client()
    huge.send({ op: 'sub', topics: Array.from({ length: 10_000 }, (_, i) => matchTopic(i + 1)) })
    expect((await huge.waitClosed()).code).toBe(LIVE_CLOSE.TOO_BIG.code)
    await stillServed(s)
  })

  it('closes a 1 MB frame with 1009 while other clients and HTTP go on', async () => {
    const other = await client()
    const big = await client()
    big.send('x'.repeat(1024 * 1024))
    expect((await big.waitClosed()).code).toBe(LIVE_CLOSE.TOO_BIG.code)
    expect(1024 * 1024).toBeGreaterThan(LIVE_MAX_FRAME_BYTES)
    await stillServed(other)
    const res = await srv.app.inject({ method: 'GET', url: '/api/Game/get?status=live&limit=1' })
    expect(res.statusCode).toBe(200)
  })

  it('closes a flooding socket with 4429 and leaves the others alone', async () => {
    const other = await client()
    const flood = await client()
    for (let i = 0; i < 40; i++) flood.send({ op: 'ping' })
    expect(await flood.waitClosed()).toEqual({ code: LIVE_CLOSE.FLOOD.code, reason: LIVE_CLOSE.FLOOD.reason })
    await stillServed(other)
  })

  it('terminates a socket that stops answering heartbeats', async () => {
    const dead = await client()
    // a client that ignores pings: the ws option autoPong off
    const silent = await connect(srv.url, { autoPong: false })
    open.push(silent)
    await silent.waitClosed(3000)
    await stillServed(dead)
  })

  it('lets two users see each other’s chat within 2 s, by HTTP and by socket, and stops a flooding chatter', async () => {
    const [m] = await liveMatches()
    const a = await createMember(srv.db, '13800001702', srv.clock.now())
    const b = await createMember(srv.db, '13800001703', srv.clock.now())
    const sa = await client()
    const sb = await client()
    sa.send({ op: 'auth', token: a.token })
    sb.send({ op: 'auth', token: b.token })
    await sa.next((x) => x.type === 'ack')
    await sb.next((x) => x.type === 'ack')
    sa.send({ op: 'sub', topics: [matchTopic(m.id)] })
    sb.send({ op: 'sub', topics: [matchTopic(m.id)] })
    await sa.next((x) => x.type === 'ack' && x.op === 'sub')
    await sb.next((x) => x.type === 'ack' && x.op === 'sub')

    const sent = Date.now()
    const res = await srv.app.inject({
      method: 'POST', url: '/api/Game/chat_send', payload: new URLSearchParams({ event_id: String(m.id), content: '主队加油！' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${a.token}` },
    })
    expect(res.json()).toMatchObject({ code: ResultCode.OK })
    const heardByB = await sb.next((x) => isPush(x) && x.type === 'chat')
    expect(Date.now() - sent).toBeLessThan(2000)
    expect(heardByB).toMatchObject({ topic: matchTopic(m.id), data: { action: 'post', message: { user_id: a.id, content: '主队加油！' } } })

    sb.send({ op: 'chat', event_id: m.id, content: '客队必胜' })
    expect(await sb.next((x) => x.type === 'ack' && x.op === 'chat')).toMatchObject({ message: { content: '客队必胜' } })
    const heardByA = await sa.next((x) => isPush(x) && x.type === 'chat' && x.data.action === 'post' && x.data.message.user_id === b.id)
    expect(heardByA).toMatchObject({ data: { message: { content: '客队必胜' } } })

    // the same user again at once (the clock stands still): refused by the 3-second rule, socket kept
    sb.send({ op: 'chat', event_id: m.id, content: '再说一句' })
    expect(await sb.next((x) => x.type === 'error' && x.code === 'chat_rejected')).toMatchObject({ msg: CHAT_TOO_FAST })
    await stillServed(sb)
  })

  it('refuses chat from an anonymous socket', async () => {
    const [m] = await liveMatches()
    const s = await client()
    s.send({ op: 'chat', event_id: m.id, content: '你好' })
    expect(await s.next((x) => x.type === 'error')).toMatchObject({ code: 'login_required', msg: '请先登录' })
  })
})
