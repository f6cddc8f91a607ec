import { LIVE_POLL_MS, MatchListStore } from '@/features/match/stores/matchListStore'
import { LIVE_SAFETY_POLL_MS } from '@/features/match/stores/liveFeed'
import * as matches from '@/features/match/services/matches'
import { matchRowFixture } from '../../components/matchFixtures'
import { fakeLiveSocket } from '../services/fakeSocket'

jest.mock('@/features/match/services/matches', () => ({
  ...jest.requireActual('@/features/match/services/matches'),
  fetchMatchPage: jest.fn(),
  fetchChangedMatches: jest.fn(),
}))

const api = matches as jest.Mocked<typeof matches>
const flush = () => new Promise((r) => jest.requireActual<typeof import('timers')>('timers').setImmediate(r))

async function shownStore() {
  const fake = fakeLiveSocket()
  api.fetchMatchPage.mockResolvedValue({ list: [1, 2, 3].map((id) => matchRowFixture({ id, status_id: 1, current_score: '0:0' })), serverTime: 1000, total: 3 })
  api.fetchChangedMatches.mockResolvedValue({ list: [], serverTime: 2000 })
  const store = new MatchListStore(() => true, fake.socket)
  await store.load()
  store.startLive()
  return { store, ...fake }
}

beforeEach(() => jest.useFakeTimers())
afterEach(() => {
  jest.useRealTimers()
  jest.resetAllMocks()
})

test('a pushed goal patches its row only and lights it; no poll is asked for', async () => {
  const { store, last } = await shownStore()
  last().open()
  await flush()
  api.fetchChangedMatches.mockClear()
  const untouched = store.table.get(1)
  last().push({ topic: 'live', type: 'score', data: { match_id: 2, current_score: '1:0', goal: true } })
  expect(store.table.get(2)?.current_score).toBe('1:0')
  expect(store.table.flashing.has(2)).toBe(true)
  expect(store.table.get(1)).toBe(untouched)
  last().push({ topic: 'live', type: 'minute', data: { match_id: 2, elapsed: 24, elapsed_text: "24'" } })
  expect(store.table.get(2)?.elapsed_text).toBe("24'")
  expect(api.fetchChangedMatches).not.toHaveBeenCalled()
  store.stopLive()
})

test('a pushed final whistle takes the match off 即时', async () => {
  const { store, last } = await shownStore()
  last().open()
  last().push({ topic: 'live', type: 'status', data: { match_id: 3, status_id: 8, status_text: '完场', elapsed_text: '完场' } })
  expect(store.table.ids).toEqual([1, 2])
  store.stopLive()
})

test('while the socket is up the poll is slow; when it drops the list polls every 10 s again', async () => {
  const { store, last } = await shownStore()
  last().open()
  await flush()
  api.fetchChangedMatches.mockClear()
  jest.advanceTimersByTime(3 * LIVE_POLL_MS)
  await flush()
  expect(api.fetchChangedMatches).not.toHaveBeenCalled()
  jest.advanceTimersByTime(LIVE_SAFETY_POLL_MS)
  await flush()
  expect(api.fetchChangedMatches).toHaveBeenCalledTimes(1)

  last().drop()
  expect(store.live.up).toBe(false)
  api.fetchChangedMatches.mockClear()
  // the reconnect keeps failing: the list is kept fresh by its poll
  for (let i = 0; i < 3; i++) {
    jest.advanceTimersByTime(LIVE_POLL_MS)
    await flush()
  }
  expect(api.fetchChangedMatches).toHaveBeenCalledTimes(3)
  store.stopLive()
})

test('coming back up catches up at once with one poll', async () => {
  const { store, last } = await shownStore()
  await flush()
  api.fetchChangedMatches.mockClear()
  api.fetchChangedMatches.mockResolvedValueOnce({ list: [matchRowFixture({ id: 1, status_id: 1, current_score: '0:1' })], serverTime: 3000 })
  last().open()
  await flush()
  expect(api.fetchChangedMatches).toHaveBeenCalledTimes(1)
  expect(store.table.get(1)?.current_score).toBe('0:1')
  store.stopLive()
})

test('a hidden list holds no subscription; shown again, it subscribes again', async () => {
  const { store, socket, last } = await shownStore()
  last().open()
  expect(socket.topics).toEqual(['live'])
  store.stopLive()
  expect(socket.topics).toEqual([])
  expect(last().ops('unsub')).toEqual([{ op: 'unsub', topics: ['live'] }])
  expect(last().closed).toBe(true)
  store.startLive()
  expect(socket.topics).toEqual(['live'])
  store.stopLive()
})

test('the gap rule: a skipped number on `live` asks for the changes once; numbers in order ask nothing', async () => {
  const { store, last } = await shownStore()
  last().open()
  await flush()
  api.fetchChangedMatches.mockClear()
  last().push({ topic: 'live', type: 'minute', data: { match_id: 2, elapsed: 24, elapsed_text: "24'" }, seq: 8 })
  last().push({ topic: 'live', type: 'minute', data: { match_id: 2, elapsed: 25, elapsed_text: "25'" }, seq: 9 })
  last().push({ topic: 'live', type: 'minute', data: { match_id: 1, elapsed: 30, elapsed_text: "30'" }, seq: 3 })
  await flush()
  expect(api.fetchChangedMatches).not.toHaveBeenCalled()
  last().push({ topic: 'live', type: 'score', data: { match_id: 2, current_score: '1:0', goal: true }, seq: 11 })
  await flush()
  expect(api.fetchChangedMatches).toHaveBeenCalledTimes(1)
  // the pushed change itself is shown too
  expect(store.table.get(2)?.current_score).toBe('1:0')
  store.stopLive()
})
