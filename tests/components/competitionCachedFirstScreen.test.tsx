import Taro from '@tarojs/taro'
import { act, render, screen } from '@testing-library/react'
import CompetitionPage from '@/pages/competition/competition'
import * as matches from '@/features/match/services/matches'
import { FIRST_SCREEN_CACHE_VERSION, MATCHES_CACHE_KEY, readMatchesCache, saveMatchesCache } from '@/features/match/stores/firstScreenCache'
import { rootStore } from '@/stores/RootStore'
import { beijingToday } from '@/utils/beijingDay'
import { spyOnTaro } from '../setup/taroSpies'
import { leavePage } from '../setup/pageEvents'
import { deferred } from '../setup/deferred'
import { matchRowFixture } from './matchFixtures'

jest.mock('@/features/match/services/matches', () => ({
  ...jest.requireActual('@/features/match/services/matches'),
  fetchMatchPage: jest.fn(),
  fetchChangedMatches: jest.fn(),
  fetchCompetitionsOfList: jest.fn(),
}))
const api = matches as jest.Mocked<typeof matches>
const row = (id: number, minute: string) => matchRowFixture({ id, elapsed_text: minute, home_team: { ...matchRowFixture().home_team, short_name: `主队${id}` } })

beforeEach(() => {
  spyOnTaro()
  api.fetchChangedMatches.mockResolvedValue({ list: [], serverTime: 1000 })
  api.fetchCompetitionsOfList.mockResolvedValue([])
})
afterEach(() => {
  rootStore.matches.stopLive()
  leavePage()
  jest.restoreAllMocks()
})

test('the tab draws the last list from storage before the network answers, greyed, then the answer replaces it', async () => {
  saveMatchesCache(beijingToday(), [row(1, "30'"), row(2, "31'")])
  const answer = deferred<Awaited<ReturnType<typeof matches.fetchMatchPage>>>()
  api.fetchMatchPage.mockReturnValue(answer.promise)
  render(<CompetitionPage />)
  await act(async () => undefined)
  // no answer yet: the cached rows, their minutes marked old, and a line saying so
  expect(screen.getByText('主队1')).toBeTruthy()
  expect(screen.getByTestId('cached-first-screen').textContent).toContain('上次')
  expect(screen.getAllByTestId('minute').map((m) => m.getAttribute('data-stale'))).toEqual(['true', 'true'])
  await act(async () => answer.resolve({ list: [row(3, "62'")], serverTime: 1000, total: 1 }))
  expect(screen.queryByText('主队1')).toBeNull()
  expect(screen.getByText('主队3')).toBeTruthy()
  expect(screen.queryByTestId('cached-first-screen')).toBeNull()
  expect(screen.getAllByTestId('minute').map((m) => m.getAttribute('data-stale'))).toEqual([null])
  // kept for the next start
  expect(readMatchesCache(beijingToday())?.map((m) => m.id)).toEqual([3])
  // an old version's cache is not drawn: the next start waits for the answer
  Taro.setStorageSync(MATCHES_CACHE_KEY, { ...(Taro.getStorageSync(MATCHES_CACHE_KEY) as object), v: FIRST_SCREEN_CACHE_VERSION - 1 })
  expect(readMatchesCache(beijingToday())).toBeNull()
})
