import type { LiveMessage } from '@/services/liveSocket'
import { fakeLiveSocket } from './fakeSocket'

/** the gap rule in the one push client: numbers per match and stream (types/live.ts `seq`) */
function heard(...topics: string[]) {
  const fake = fakeLiveSocket()
  const got: Record<string, LiveMessage[]> = {}
  const hold = (topic: string) => fake.socket.subscribe(topic, (m) => (got[topic] ??= []).push(m))
  const releases = topics.map(hold)
  fake.last().open()
  return { ...fake, got, hold, releases }
}
/** a push about match `id` on `topic` (its own by default) */
const about = (id: number, seq: number | undefined, type = 'event', topic = `match:${id}`) => ({ topic, type, data: { match_id: id }, seq })

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

test('numbers in order pass unmarked; a skipped number marks the message that follows the hole; a number heard already is dropped', () => {
  const { last, got } = heard('match:7')
  for (const seq of [4, 5, 7, 7, 6, 8]) last().push(about(7, seq))
  expect(got['match:7'].map((m) => [m.seq, m.gap === true])).toEqual([[4, false], [5, false], [7, true], [8, false]])
})

test('the score board and the match stream are counted apart, and a `live` push about a match counts for its screen', () => {
  const { last, got } = heard('live', 'match:7')
  last().push(about(7, 10, 'minute', 'live'))
  last().push(about(7, 3))
  last().push(about(7, 11, 'score', 'live'))
  last().push(about(8, 1, 'minute', 'live'))
  last().push(about(7, 4, 'chat'))
  expect(got['match:7'].filter((m) => m.gap)).toEqual([])
  expect(got.live.filter((m) => m.gap)).toEqual([])
  last().push(about(7, 13, 'status', 'live'))
  expect(got['match:7'].at(-1)).toMatchObject({ type: 'status', gap: true })
  expect(got.live.at(-1)).toMatchObject({ type: 'status', gap: true })
})

test('a new connection and a match let go of start their counts over: no gap, nothing dropped', () => {
  const { last, got, hold, releases } = heard('match:7', 'match:9')
  last().push(about(7, 20))
  last().push(about(9, 20))
  releases[0]()
  hold('match:7')
  last().push(about(7, 25))
  last().drop()
  jest.advanceTimersByTime(2_000)
  last().open()
  // a restarted server numbers from 1 again
  last().push(about(9, 1))
  expect(got['match:7'].map((m) => [m.seq, m.gap === true])).toEqual([[20, false], [25, false]])
  expect(got['match:9'].map((m) => [m.seq, m.gap === true])).toEqual([[20, false], [1, false]])
})

test("the server's resync reaches every held topic marked as a gap, and the counts start over", () => {
  const { last, got } = heard('live', 'match:7')
  last().push(about(7, 30))
  last().pushRaw(JSON.stringify({ type: 'resync', at: 5 }))
  expect(got.live.at(-1)).toMatchObject({ topic: 'live', type: 'resync', gap: true })
  expect(got['match:7'].at(-1)).toMatchObject({ topic: 'match:7', type: 'resync', gap: true })
  // Redis started over: its numbers begin at 1 and are not taken for repeats
  last().push(about(7, 1))
  expect(got['match:7'].at(-1)).toMatchObject({ seq: 1 })
  expect(got['match:7'].at(-1)?.gap).toBeUndefined()
})

test('pushes without a number (a server that does not number them) pass as before', () => {
  const { last, got } = heard('match:7')
  last().push(about(7, undefined))
  last().push(about(7, undefined))
  expect(got['match:7']).toHaveLength(2)
  expect(got['match:7'].some((m) => m.gap)).toBe(false)
})
