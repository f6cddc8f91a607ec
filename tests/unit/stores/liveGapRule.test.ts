import { MatchDetailModel } from '@/features/match/stores/matchDetailModel'
import { MatchListStore } from '@/features/match/stores/matchListStore'
import * as matches from '@/features/match/services/matches'
import { matchDetailFixture, matchRowFixture } from '../../components/matchFixtures'
import { fakeLiveSocket } from '../services/fakeSocket'

jest.mock('@/features/match/services/matches', () => ({
  ...jest.requireActual('@/features/match/services/matches'),
  fetchMatchDetail: jest.fn(),
  fetchMatchPage: jest.fn(),
  fetchChangedMatches: jest.fn(),
}))

const api = matches as jest.Mocked<typeof matches>
const flush = () => new Promise((r) => jest.requireActual<typeof import('timers')>('timers').setImmediate(r))

/** an open live match on the fake socket, its first read done and the socket up */
async function shownDetail() {
  const fake = fakeLiveSocket()
  api.fetchMatchDetail.mockResolvedValue(matchDetailFixture({ id: 7, status_id: 1, current_score: '0:0', elapsed: 20, elapsed_text: "20'" }))
  const model = new MatchDetailModel(7, () => false, fake.socket)
  await model.detail.load()
  model.startLive()
  fake.last().open()
  await flush()
  api.fetchMatchDetail.mockClear()
  return { model, ...fake }
}

const minute = (seq: number, elapsed: number) => ({ topic: 'match:7', type: 'minute', data: { match_id: 7, elapsed, elapsed_text: `${elapsed}'` }, seq })

beforeEach(() => jest.useFakeTimers())
afterEach(() => {
  jest.useRealTimers()
  jest.resetAllMocks()
})

test('the match page: numbers in order patch it without a read; a skipped number reads the match once over HTTP', async () => {
  const { model, last } = await shownDetail()
  last().push(minute(1, 21))
  last().push(minute(2, 22))
  await flush()
  expect(api.fetchMatchDetail).not.toHaveBeenCalled()
  expect(model.detail.data?.elapsed_text).toBe("22'")
  // number 3 was lost on the way
  last().push(minute(4, 24))
  await flush()
  expect(api.fetchMatchDetail).toHaveBeenCalledTimes(1)
  expect(api.fetchMatchDetail).toHaveBeenCalledWith(7)
  // the count resumes from the number that showed the hole
  last().push(minute(5, 25))
  await flush()
  expect(api.fetchMatchDetail).toHaveBeenCalledTimes(1)
  model.stopLive()
})

test('the match page reads the match again after a reconnect, and after the server says resync', async () => {
  const { model, last } = await shownDetail()
  last().push(minute(1, 21))
  last().drop()
  jest.advanceTimersByTime(2_000)
  last().open()
  await flush()
  expect(api.fetchMatchDetail).toHaveBeenCalledTimes(1)
  last().pushRaw(JSON.stringify({ type: 'resync', at: 1 }))
  await flush()
  expect(api.fetchMatchDetail).toHaveBeenCalledTimes(2)
  model.stopLive()
})

test('the match list: a skipped number on `live` asks for the changes once; numbers in order ask nothing', async () => {
  const fake = fakeLiveSocket()
  api.fetchMatchPage.mockResolvedValue({ list: [1, 2].map((id) => matchRowFixture({ id, status_id: 1, current_score: '0:0' })), serverTime: 1000, total: 2 })
  api.fetchChangedMatches.mockResolvedValue({ list: [], serverTime: 2000 })
  const store = new MatchListStore(() => true, fake.socket)
  await store.load()
  store.startLive()
  fake.last().open()
  await flush()
  api.fetchChangedMatches.mockClear()
  fake.last().push({ topic: 'live', type: 'minute', data: { match_id: 2, elapsed: 24, elapsed_text: "24'" }, seq: 8 })
  fake.last().push({ topic: 'live', type: 'minute', data: { match_id: 2, elapsed: 25, elapsed_text: "25'" }, seq: 9 })
  fake.last().push({ topic: 'live', type: 'minute', data: { match_id: 1, elapsed: 30, elapsed_text: "30'" }, seq: 3 })
  await flush()
  expect(api.fetchChangedMatches).not.toHaveBeenCalled()
  fake.last().push({ topic: 'live', type: 'score', data: { match_id: 2, current_score: '1:0', goal: true }, seq: 11 })
  await flush()
  expect(api.fetchChangedMatches).toHaveBeenCalledTimes(1)
  // the pushed change itself is shown too
  expect(store.table.get(2)?.current_score).toBe('1:0')
  store.stopLive()
})
