import { MatchListStore } from '@/features/match/stores/matchListStore'
import * as matches from '@/features/match/services/matches'
import * as firstScreen from '@/platform/homeFirstScreen'
import { beijingToday } from '@/utils/beijingDay'
import type { TabFirstScreenData } from '@contract/tab-first-screen'
import { deferred } from '../../setup/deferred'
import { matchRowFixture } from '../../components/matchFixtures'

jest.mock('@/features/match/services/matches', () => ({
  ...jest.requireActual('@/features/match/services/matches'),
  fetchMatchPage: jest.fn(),
  fetchChangedMatches: jest.fn(),
  fetchCompetitionsOfList: jest.fn(),
}))
jest.mock('@/platform/homeFirstScreen', () => ({ ...jest.requireActual('@/platform/homeFirstScreen'), takeTabFirstScreen: jest.fn() }))

const api = matches as jest.Mocked<typeof matches>
const take = jest.mocked(firstScreen.takeTabFirstScreen)
const rows = (ids: number[]) => ids.map((id) => matchRowFixture({ id, status_id: 2, elapsed_text: "30'" }))

/** the answers index.html carries for 赛事 (mocks/http/h5CompetitionFirstScreen.ts) */
const written = (date = beijingToday()): TabFirstScreenData['competition'] => ({
  date,
  matches: { list: rows([1, 2]), total: 3, server_time: 500 } as unknown as NonNullable<TabFirstScreenData['competition']>['matches'],
  competitions: [{ id: 9, short_name: '德甲', match_count: 3, live_count: 3 }] as unknown as NonNullable<TabFirstScreenData['competition']>['competitions'],
})

afterEach(() => jest.resetAllMocks())

// docs/benchmarks.md: the H5 赛事 tab opened first draws the rows its HTML first screen showed, then refreshes them
test('opened at 赛事 without a login: the first render has the written rows and filter, the first load replaces them in place', async () => {
  take.mockImplementation(((tab: string) => (tab === 'competition' ? written() : undefined)) as typeof take)
  const answer = deferred<void>()
  api.fetchMatchPage.mockImplementation(async () => {
    await answer.promise
    return { list: rows([1, 2, 3]), serverTime: 900, total: 3 }
  })
  const store = new MatchListStore(() => false)
  // drawn at once, not as a loading state nor greyed as the last start's cache
  expect(store.table.ids).toEqual([1, 2])
  expect(store.loaded).toBe(true)
  expect(store.fromCache).toBe(false)
  expect(store.competitions.map((c) => c.id)).toEqual([9])
  expect(store.needsFirstLoad).toBe(true)
  const loading = store.load()
  // while the refresh is on its way the rows stay
  expect(store.table.ids).toEqual([1, 2])
  expect(store.loaded).toBe(true)
  answer.resolve()
  await loading
  expect(store.table.ids).toEqual([1, 2, 3])
  expect(store.needsFirstLoad).toBe(false)
  expect(api.fetchMatchPage).toHaveBeenCalledWith(expect.objectContaining({ status: 'live', date: beijingToday() }), 1)
})

test('a signed-in user, or answers of another day, start from the API as before', () => {
  take.mockImplementation((() => written()) as unknown as typeof take)
  const signedIn = new MatchListStore(() => true)
  expect(signedIn.table.size).toBe(0)
  expect(signedIn.loaded).toBe(false)
  take.mockImplementation((() => written('2000-01-01')) as unknown as typeof take)
  const otherDay = new MatchListStore(() => false)
  expect(otherDay.table.size).toBe(0)
  expect(otherDay.needsFirstLoad).toBe(true)
})

test('when the first load fails over the written rows, they stay with their minutes marked as maybe behind, and the next poll asks again', async () => {
  take.mockImplementation(((tab: string) => (tab === 'competition' ? written() : undefined)) as typeof take)
  api.fetchMatchPage.mockRejectedValueOnce(Object.assign(new Error('网络连接失败'), { kind: 'network' }))
  const store = new MatchListStore(() => false)
  await store.load()
  expect(store.table.ids).toEqual([1, 2])
  expect(store.error).toBeNull()
  expect(store.liveStale).toBe(true)
  api.fetchMatchPage.mockResolvedValueOnce({ list: rows([1, 2, 3]), serverTime: 900, total: 3 })
  await store.poll()
  expect(store.table.ids).toEqual([1, 2, 3])
  expect(store.liveStale).toBe(false)
  expect(store.needsFirstLoad).toBe(false)
})
