import { MatchSearchStore, SEARCH_HISTORY_KEY, SEARCH_HISTORY_MAX } from '@/features/match/stores/matchSearchStore'
import * as matches from '@/features/match/services/matches'
import { readStored } from '@/platform/storage'
import { matchRowFixture } from '../../components/matchFixtures'

jest.mock('@/features/match/services/matches', () => ({
  ...jest.requireActual('@/features/match/services/matches'),
  searchMatches: jest.fn(),
}))
const api = matches as jest.Mocked<typeof matches>

type Answer = Awaited<ReturnType<typeof matches.searchMatches>>
const answer = (id: number): Answer => ({
  leagues: [],
  teams: [],
  players: [],
  matches: { list: [matchRowFixture({ id })], page: 1, limit: 20, total: 1, has_more: false },
})

beforeEach(() => window.localStorage.clear())
afterEach(() => jest.resetAllMocks())

test('a second search while the first is loading shows the second keyword’s results', async () => {
  let answerFirst: (a: Answer) => void = () => undefined
  api.searchMatches.mockReturnValueOnce(new Promise((r) => (answerFirst = r)))
  api.searchMatches.mockResolvedValueOnce(answer(2))
  const store = new MatchSearchStore()
  store.search('拜仁')
  store.search('皇马')
  await new Promise((r) => setTimeout(r, 0))
  answerFirst(answer(1))
  await new Promise((r) => setTimeout(r, 0))
  expect(api.searchMatches.mock.calls.map((c) => c[0])).toEqual(['拜仁', '皇马'])
  expect(store.keyword).toBe('皇马')
  expect(store.matches.items.map((m) => m.id)).toEqual([2])
})

test('recent searches: newest first, no repeats, at most the cap, kept in storage; blank is refused', () => {
  api.searchMatches.mockResolvedValue(answer(1))
  const store = new MatchSearchStore()
  expect(store.search('   ')).toBe(false)
  for (let i = 0; i < SEARCH_HISTORY_MAX + 2; i++) store.search(`球队${i}`)
  store.search('球队5')
  expect(store.history[0]).toBe('球队5')
  expect(store.history).toHaveLength(SEARCH_HISTORY_MAX)
  expect(new Set(store.history).size).toBe(SEARCH_HISTORY_MAX)
  expect(readStored(SEARCH_HISTORY_KEY)).toEqual(store.history)
  expect(new MatchSearchStore().history).toEqual(store.history)
  store.clearHistory()
  expect(readStored(SEARCH_HISTORY_KEY)).toBeFalsy()
})
