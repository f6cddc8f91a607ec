import { BASE_BACKOFF_MS, HEARTBEAT_MS, MAX_BACKOFF_MS, liveSocketUrl, matchIdOf } from '@/services/liveSocket'
import { LIVE_SUB_WINDOW_MS } from '@contract/live'
import { fakeLiveSocket } from './fakeSocket'

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

test('connects on the first subscription, authenticates in the first message and subscribes', () => {
  const { socket, connections, last } = fakeLiveSocket(() => 'tok-1')
  expect(connections).toHaveLength(0)
  socket.subscribe('live', () => undefined)
  expect(connections).toHaveLength(1)
  expect(last().url).toBe('ws://stand-in/ws')
  last().open()
  expect(last().sent[0]).toEqual({ op: 'auth', token: 'tok-1' })
  expect(last().sent[1]).toEqual({ op: 'sub', topics: ['live'] })
  expect(socket.isUp).toBe(true)
})

test('a logged-out client sends no auth message and no token anywhere', () => {
  const { socket, last } = fakeLiveSocket(() => null)
  socket.subscribe('match:5', () => undefined)
  last().open()
  expect(last().ops('auth')).toHaveLength(0)
  expect(last().url).not.toContain('tok')
})

test('subscriptions are reference-counted: one sub per topic, unsub when the last screen leaves, closed when none is left', () => {
  const { socket, last } = fakeLiveSocket()
  const a = socket.subscribe('live', () => undefined)
  last().open()
  const b = socket.subscribe('live', () => undefined)
  const c = socket.subscribe('match:9', () => undefined)
  expect(last().ops('sub')).toEqual([{ op: 'sub', topics: ['live'] }, { op: 'sub', topics: ['match:9'] }])
  a()
  a() // twice changes nothing
  expect(last().ops('unsub')).toHaveLength(0)
  b()
  expect(last().ops('unsub')).toEqual([{ op: 'unsub', topics: ['live'] }])
  expect(last().closed).toBe(false)
  c()
  expect(last().closed).toBe(true)
  expect(socket.topics).toEqual([])
  expect(socket.isUp).toBe(false)
})

test('reconnects with exponential backoff (1 s, 2 s, 4 s ... capped at 30 s) and starts over after a success', () => {
  const { socket, connections, last } = fakeLiveSocket()
  socket.subscribe('live', () => undefined)
  const delays: number[] = []
  for (let i = 0; i < 7; i++) {
    const before = connections.length
    last().drop()
    let waited = 0
    while (connections.length === before) {
      jest.advanceTimersByTime(100)
      waited += 100
    }
    delays.push(waited)
  }
  expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000].map((d) => Math.min(d, MAX_BACKOFF_MS)))
  last().open()
  last().drop()
  const before = connections.length
  jest.advanceTimersByTime(BASE_BACKOFF_MS)
  expect(connections.length).toBe(before + 1)
})

test('after a reconnect every held topic is subscribed again and messages reach their screens', () => {
  const { socket, last } = fakeLiveSocket(() => 'tok-2')
  const live: string[] = []
  const match: string[] = []
  socket.subscribe('live', (m) => live.push(`${m.topic}/${m.type}`))
  socket.subscribe('match:3', (m) => match.push(m.type))
  last().open()
  last().drop()
  expect(socket.isUp).toBe(false)
  jest.advanceTimersByTime(BASE_BACKOFF_MS)
  last().open()
  expect(last().sent).toEqual([{ op: 'auth', token: 'tok-2' }, { op: 'sub', topics: ['live', 'match:3'] }])
  // a socket holding `live` hears match 3's score once, on `live`; its chat on match:3
  last().push({ topic: 'live', type: 'score', data: { match_id: 3, current_score: '1:0' } })
  last().push({ topic: 'match:3', type: 'chat', data: { match_id: 3, action: 'post' } })
  expect(live).toEqual(['live/score'])
  expect(match).toEqual(['score', 'chat'])
})

describe('one change, every screen that wants it (the server sends a scoreboard change once per socket)', () => {
  test('a `live` score, minute or status of match X reaches the `live` screens and the `match:X` screens, each once', () => {
    const { socket, last } = fakeLiveSocket()
    const list: string[] = []
    const detail: string[] = []
    const otherMatch: string[] = []
    socket.subscribe('live', (m) => list.push(`${m.topic}/${m.type}/${(m.data as { match_id: number }).match_id}`))
    socket.subscribe('match:3', (m) => detail.push(`${m.topic}/${m.type}`))
    socket.subscribe('match:4', (m) => otherMatch.push(`${m.topic}/${m.type}`))
    last().open()
    last().push({ topic: 'live', type: 'score', data: { match_id: 3, current_score: '1:0', goal: true } })
    last().push({ topic: 'live', type: 'minute', data: { match_id: 3, elapsed: 31, elapsed_text: "31'" } })
    last().push({ topic: 'live', type: 'status', data: { match_id: 3, status_id: 2, status_text: '中场' } })
    expect(list).toEqual(['live/score/3', 'live/minute/3', 'live/status/3'])
    expect(detail).toEqual(['live/score', 'live/minute', 'live/status'])
    expect(otherMatch).toEqual([])
  })

  test('a screen holding only `match:X` gets the change on its own topic; other types stay on `match:X` only', () => {
    const { socket, last } = fakeLiveSocket()
    const detail: string[] = []
    const list: string[] = []
    socket.subscribe('match:3', (m) => detail.push(`${m.topic}/${m.type}`))
    last().open()
    last().push({ topic: 'match:3', type: 'score', data: { match_id: 3, current_score: '2:0' } })
    last().push({ topic: 'match:3', type: 'event', data: { match_id: 3, period: 1 } })
    expect(detail).toEqual(['match:3/score', 'match:3/event'])
    // a `live` screen sees no match-topic traffic
    socket.subscribe('live', (m) => list.push(m.type))
    last().push({ topic: 'match:3', type: 'commentary', data: { match_id: 3 } })
    expect(list).toEqual([])
  })

  test('a `live` push still in flight when the last `live` screen left reaches the `match:X` screen (the server had not seen the unsub yet)', () => {
    const { socket, last } = fakeLiveSocket()
    const detail: string[] = []
    const leaveList = socket.subscribe('live', () => undefined)
    socket.subscribe('match:3', (m) => detail.push(m.type))
    last().open()
    leaveList()
    expect(last().ops('unsub')).toEqual([{ op: 'unsub', topics: ['live'] }])
    last().push({ topic: 'live', type: 'minute', data: { match_id: 3, elapsed: 40, elapsed_text: "40'" } })
    expect(detail).toEqual(['minute'])
  })

  test('a handler held on both topics hears a `live` push once, and a bad handler stops no other', () => {
    const { socket, last } = fakeLiveSocket()
    const both: string[] = []
    const handler = (m: { type: string }) => both.push(m.type)
    socket.subscribe('live', handler)
    socket.subscribe('match:3', handler)
    const after: string[] = []
    socket.subscribe('match:3', () => {
      throw new Error('broken screen')
    })
    socket.subscribe('match:3', (m) => after.push(m.type))
    last().open()
    last().push({ topic: 'live', type: 'score', data: { match_id: 3, current_score: '1:1' } })
    expect(both).toEqual(['score'])
    expect(after).toEqual(['score'])
  })
})

test('reports down and up so screens fall back to polling while it is down', () => {
  const { socket, last } = fakeLiveSocket()
  const seen: boolean[] = []
  socket.onStatus((up) => seen.push(up))
  socket.subscribe('live', () => undefined)
  last().open()
  last().drop()
  jest.advanceTimersByTime(BASE_BACKOFF_MS)
  last().open()
  expect(seen).toEqual([true, false, true])
})

test('sends a ping every heartbeat and drops a connection silent for two beats', () => {
  const { socket, connections, last } = fakeLiveSocket()
  socket.subscribe('live', () => undefined)
  last().open()
  jest.advanceTimersByTime(HEARTBEAT_MS)
  expect(last().ops('ping')).toHaveLength(1)
  last().push({ topic: 'live', type: 'pong', data: null })
  jest.advanceTimersByTime(2 * HEARTBEAT_MS)
  expect(socket.isUp).toBe(true)
  jest.advanceTimersByTime(2 * HEARTBEAT_MS)
  expect(socket.isUp).toBe(false)
  expect(connections[0].closed).toBe(true)
  jest.advanceTimersByTime(BASE_BACKOFF_MS)
  expect(connections).toHaveLength(2)
})

test('a token the server refuses (4001) is not sent again; the socket comes back anonymous until the user changes', () => {
  const { socket, connections, last } = fakeLiveSocket(() => 'expired')
  socket.subscribe('live', () => undefined)
  last().open()
  last().drop(4001)
  jest.advanceTimersByTime(BASE_BACKOFF_MS)
  last().open()
  expect(last().ops('auth')).toHaveLength(0)
  expect(last().ops('sub')).toHaveLength(1)
  socket.restart()
  last().open()
  expect(last().ops('auth')).toEqual([{ op: 'auth', token: 'expired' }])
  expect(connections).toHaveLength(3)
})

test('a message that is not JSON or has no topic is ignored', () => {
  const { socket, last } = fakeLiveSocket()
  const got: string[] = []
  socket.subscribe('live', (m) => got.push(m.type))
  last().open()
  last().pushRaw('nonsense')
  last().pushRaw('{"type":"score"}')
  last().push({ topic: 'live', type: 'minute', data: { match_id: 1, elapsed: 3 } })
  expect(got).toEqual(['minute'])
})

test('the socket URL is /ws on the API origin; a relative base uses the page origin', () => {
  expect(liveSocketUrl('http://127.0.0.1:3721/')).toBe('ws://127.0.0.1:3721/ws')
  expect(liveSocketUrl('https://api.example.com/v1/')).toBe('wss://api.example.com/ws')
  expect(liveSocketUrl('/')).toBe(`ws://${location.host}/ws`)
  expect(matchIdOf({ topic: 'match:42', type: 'score', data: {}, at: 0 })).toBe(42)
  expect(matchIdOf({ topic: 'live', type: 'score', data: { match_id: 7 }, at: 0 })).toBe(7)
})

test('a sub the server refused as too frequent (rate_limited) is made good: the whole topic list is named again once, a little later', () => {
  const { socket, last } = fakeLiveSocket()
  socket.subscribe('live', () => undefined)
  last().open()
  socket.subscribe('match:7', () => undefined)
  const before = last().ops('sub').length
  last().pushRaw(JSON.stringify({ type: 'error', code: 'rate_limited', msg: '订阅过于频繁，请稍后再试', op: 'sub' }))
  last().pushRaw(JSON.stringify({ type: 'error', code: 'rate_limited', msg: '订阅过于频繁，请稍后再试', op: 'sub' }))
  expect(last().ops('sub')).toHaveLength(before)
  jest.advanceTimersByTime(LIVE_SUB_WINDOW_MS / 2)
  expect(last().ops('sub').slice(before)).toEqual([{ op: 'sub', topics: ['live', 'match:7'] }])
  jest.advanceTimersByTime(LIVE_SUB_WINDOW_MS)
  expect(last().ops('sub')).toHaveLength(before + 1)
})
