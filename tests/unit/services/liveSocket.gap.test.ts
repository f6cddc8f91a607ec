import type { LiveMessage } from '@/services/liveSocket'
import { fakeLiveSocket } from './fakeSocket'

/** the gap rule in the one push client: numbers per match and stream (types/live.ts `seq`) */
function heard() {
  const fake = fakeLiveSocket()
  const got: Record<string, LiveMessage[]> = {}
  const hold = (topic: string) => fake.socket.subscribe(topic, (m) => (got[topic] ??= []).push(m))
  return { ...fake, got, hold }
}

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

test('numbers in order pass unmarked; a skipped number marks the message that follows the hole; a number heard already is dropped', () => {
  const { last, got, hold } = heard()
  hold('match:7')
  last().open()
  const push = (seq: number, type = 'event') => last().push({ topic: 'match:7', type, data: { match_id: 7 }, seq })
  push(4)
  push(5)
  push(7)
  push(7)
  push(6)
  push(8)
  expect(got['match:7'].map((m) => [m.seq, m.gap === true])).toEqual([[4, false], [5, false], [7, true], [8, false]])
})

test('the score board and the match stream are counted apart, and a `live` push about a match counts for its screen', () => {
  const { last, got, hold } = heard()
  hold('live')
  hold('match:7')
  last().open()
  last().push({ topic: 'live', type: 'minute', data: { match_id: 7 }, seq: 10 })
  last().push({ topic: 'match:7', type: 'event', data: { match_id: 7 }, seq: 3 })
  last().push({ topic: 'live', type: 'score', data: { match_id: 7 }, seq: 11 })
  last().push({ topic: 'live', type: 'minute', data: { match_id: 8 }, seq: 1 })
  last().push({ topic: 'match:7', type: 'chat', data: { match_id: 7 }, seq: 4 })
  expect(got['match:7'].filter((m) => m.gap)).toEqual([])
  expect(got.live.filter((m) => m.gap)).toEqual([])
  last().push({ topic: 'live', type: 'status', data: { match_id: 7 }, seq: 13 })
  expect(got['match:7'].at(-1)).toMatchObject({ type: 'status', gap: true })
  expect(got.live.at(-1)).toMatchObject({ type: 'status', gap: true })
})

test('a new connection and a match let go of start their counts over: no gap, nothing dropped', () => {
  const { last, got, hold } = heard()
  const release = hold('match:7')
  hold('match:9')
  last().open()
  last().push({ topic: 'match:7', type: 'event', data: { match_id: 7 }, seq: 20 })
  last().push({ topic: 'match:9', type: 'event', data: { match_id: 9 }, seq: 20 })
  release()
  hold('match:7')
  last().push({ topic: 'match:7', type: 'event', data: { match_id: 7 }, seq: 25 })
  last().drop()
  jest.advanceTimersByTime(2_000)
  last().open()
  // a restarted server numbers from 1 again
  last().push({ topic: 'match:9', type: 'event', data: { match_id: 9 }, seq: 1 })
  expect(got['match:7'].map((m) => [m.seq, m.gap === true])).toEqual([[20, false], [25, false]])
  expect(got['match:9'].map((m) => [m.seq, m.gap === true])).toEqual([[20, false], [1, false]])
})

test("the server's resync reaches every held topic marked as a gap, and the counts start over", () => {
  const { last, got, hold } = heard()
  hold('live')
  hold('match:7')
  last().open()
  last().push({ topic: 'match:7', type: 'event', data: { match_id: 7 }, seq: 30 })
  last().pushRaw(JSON.stringify({ type: 'resync', at: 5 }))
  expect(got.live.at(-1)).toMatchObject({ topic: 'live', type: 'resync', gap: true })
  expect(got['match:7'].at(-1)).toMatchObject({ topic: 'match:7', type: 'resync', gap: true })
  // Redis started over: its numbers begin at 1 and are not taken for repeats
  last().push({ topic: 'match:7', type: 'event', data: { match_id: 7 }, seq: 1 })
  expect(got['match:7'].at(-1)).toMatchObject({ seq: 1 })
  expect(got['match:7'].at(-1)?.gap).toBeUndefined()
})

test('pushes without a number (a server that does not number them) pass as before', () => {
  const { last, got, hold } = heard()
  hold('match:7')
  last().open()
  last().push({ topic: 'match:7', type: 'event', data: { match_id: 7 } })
  last().push({ topic: 'match:7', type: 'event', data: { match_id: 7 } })
  expect(got['match:7']).toHaveLength(2)
  expect(got['match:7'].some((m) => m.gap)).toBe(false)
})
