import Redis from 'ioredis'
import type { Db } from '../../mocks/db'
import { SettableClock } from '../../mocks/http/context'
import { missingEngine, startRedis, type RunningEngine } from '../../scripts/scale/localEngines'
import type { MatchRow } from '../../types/football'
import { ResultCode, type ApiEnvelope } from '../../types/envelope'
import { liveSeqStream, matchTopic, type LivePush, type LiveServerMessage } from '../../types/live'
import { createMember, SEED_TIMEOUT_MS, SEEDED_AT, seededAtNoon } from './match.helpers'
import { connect, type TestSocket } from './live.helpers'
import { sleep, startInstance, until, type Instance } from './scale.helpers'

/**
 * Two server processes' worth of the stand-in in one jest process, sharing one database and one
 * private Redis (scripts/scale/localEngines.ts): the live push fans out through Redis. Without
 * redis-server a developer's run says why it skipped; CI (CI=true) installs it and must run this.
 */
const missing = missingEngine('redis')
const runHere = missing === null || process.env.CI === 'true'
if (!runHere) console.warn(`[scale] live push through Redis skipped: ${missing}`)
const describeRedis = runHere ? describe : describe.skip

const MIN = 60_000
const isPush = (m: LiveServerMessage): m is LivePush => 'topic' in m
const chatsOf = (s: TestSocket) => s.messages.filter(isPush).filter((x) => x.type === 'chat')

describeRedis('live push through Redis across two instances', () => {
  jest.setTimeout(60_000)
  let redis: RunningEngine
  let probe: Redis
  let db: Db
  const clock = new SettableClock(SEEDED_AT, { frozen: true })
  let a: Instance
  let b: Instance
  const open: TestSocket[] = []
  let mobile = 13900000100

  const client = async (on: Instance) => {
    const s = await connect(on.url)
    open.push(s)
    return s
  }
  const subscribe = async (s: TestSocket, topics: string[]) => {
    const from = s.messages.length
    s.send({ op: 'sub', topics })
    await s.next((m) => m.type === 'ack', 5000, from)
  }
  const chat = async (on: Instance, matchId: number, content: string) => {
    const user = await createMember(db, String(mobile++), clock.now())
    const res = await on.app.inject({
      method: 'POST', url: '/api/Game/chat_send', payload: new URLSearchParams({ event_id: String(matchId), content }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${user.token}` },
    })
    expect(res.json()).toMatchObject({ code: ResultCode.OK })
  }
  const subscribers = async (topic: string) => {
    const [, count] = (await probe.pubsub('NUMSUB', `football:live:push:${topic}`)) as [string, number]
    return Number(count)
  }
  /** waits until Redis counts `n` processes on the topic's channel (unsubscribing is sent as the socket closes) */
  const expectSubscribers = async (topic: string, n: number) => {
    await until(async () => (await subscribers(topic)) === n)
    expect(await subscribers(topic)).toBe(n)
  }
  const liveMatch = async (): Promise<MatchRow> => {
    const res = await a.app.inject({ method: 'GET', url: '/api/Game/get?status=live&limit=1' })
    return (res.json() as ApiEnvelope<{ list: MatchRow[] }>).data.list[0]
  }

  beforeAll(async () => {
    redis = await startRedis()
    probe = new Redis(redis.url, { maxRetriesPerRequest: 2 })
    db = await seededAtNoon()
    a = await startInstance(db, clock, redis.url)
    b = await startInstance(db, clock, redis.url)
  }, SEED_TIMEOUT_MS + 30_000)
  afterAll(async () => {
    for (const s of open) s.close()
    await Promise.allSettled([a?.app.close(), b?.app.close()])
    probe?.disconnect()
    await db?.close()
    await redis?.stop()
  }, 30_000)

  it('a socket on A hears the chat posted on B, and both processes number it alike, with no hole', async () => {
    const m = await liveMatch()
    const onA = await client(a)
    const onB = await client(b)
    await subscribe(onA, [matchTopic(m.id)])
    await subscribe(onB, [matchTopic(m.id)])
    // the socket's ack does not wait for Redis: what is published before a process's SUBSCRIBE lands is not its to hear
    await expectSubscribers(matchTopic(m.id), 2)
    await chat(b, m.id, '从 B 发出')
    await chat(a, m.id, '从 A 发出')
    await chat(b, m.id, '又从 B 发出')
    await until(() => chatsOf(onA).length === 3 && chatsOf(onB).length === 3)
    const heardByA = chatsOf(onA)
    const heardByB = chatsOf(onB)
    expect(heardByA.map((x) => (x.type === 'chat' && x.data.action === 'post' ? x.data.message.content : ''))).toEqual(['从 B 发出', '从 A 发出', '又从 B 发出'])
    const first = heardByA[0].seq
    expect(heardByA.map((x) => x.seq)).toEqual([first, first + 1, first + 2])
    expect(heardByB.map((x) => x.seq)).toEqual(heardByA.map((x) => x.seq))
  })

  it("a `live` socket on A hears the score board B's ticker found, each match's numbers consecutive", async () => {
    const onA = await client(a)
    await subscribe(onA, ['live'])
    await until(async () => (await subscribers('live')) >= 1)
    const moveClockOnB = async (offset: number) => {
      const res = await b.app.inject({
        method: 'POST', url: '/admin/clock', payload: new URLSearchParams({ offset: String(offset) }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-admin-token': b.adminToken },
      })
      expect(res.statusCode).toBe(200)
    }
    // B's ticker's first look is its baseline; the second finds what ten minutes changed
    await moveClockOnB(0)
    await moveClockOnB(10 * MIN)
    await onA.next((x) => isPush(x) && x.topic === 'live', 5000)
    await sleep(300)
    const byMatch = new Map<number, number[]>()
    for (const p of onA.messages.filter(isPush)) {
      expect(liveSeqStream(p.type)).toBe('board')
      byMatch.set(p.data.match_id, [...(byMatch.get(p.data.match_id) ?? []), p.seq])
    }
    expect(byMatch.size).toBeGreaterThan(0)
    for (const seqs of byMatch.values()) seqs.forEach((n, i) => expect(n).toBe(seqs[0] + i))
  })

  it("a process holds a match's channel only while one of its own sockets watches the match", async () => {
    const m = await liveMatch()
    const topic = matchTopic(m.id)
    await subscribe(await client(a), ['live'])
    expect(await subscribers(`match:${m.id + 1_000_000}`)).toBe(0)
    const before = await subscribers(topic)
    const first = await client(a)
    const second = await client(a)
    await subscribe(first, [topic])
    await subscribe(second, [topic])
    const onB = await client(b)
    await subscribe(onB, [topic])
    // earlier tests' sockets may still hold it; what counts is the change these make
    expect(await subscribers(topic)).toBeGreaterThanOrEqual(Math.max(before, 1))
    for (const s of open.filter((s) => s !== first && s !== second && s !== onB)) s.close()
    await expectSubscribers(topic, 2)
    first.close()
    // A still has a socket on the match: its process stays subscribed
    await sleep(200)
    expect(await subscribers(topic)).toBe(2)
    second.close()
    await expectSubscribers(topic, 1)
    onB.send({ op: 'unsub', topics: [topic] })
    await expectSubscribers(topic, 0)
  })

  it('after Redis went away and came back, every socket holding a topic is told to resync', async () => {
    const m = await liveMatch()
    const onA = await client(a)
    await subscribe(onA, [matchTopic(m.id)])
    await redis.kill()
    await redis.restart()
    await onA.next((x) => x.type === 'resync', 20_000)
    // and pushes flow again (the counters started over with the empty Redis: the resync said to forget them)
    await expectSubscribers(matchTopic(m.id), 1)
    const from = onA.messages.length
    await chat(b, m.id, 'Redis 回来了')
    // B's own link may still be waiting out its reconnect delay: the push waits in its queue
    const again = await onA.next((x) => isPush(x) && x.type === 'chat', 15_000, from)
    expect(again).toMatchObject({ seq: 1 })
  })
})
