import { runInAction } from 'mobx'
import { act, fireEvent, render, screen } from '@testing-library/react'
import type { MatchRow } from '@contract/football'
import { belongsToList } from '@contract/match-status'
import CompetitionPage from '@/pages/competition/competition'
import * as matches from '@/features/match/services/matches'
import { rootStore } from '@/stores/RootStore'
import { beijingToday } from '@/utils/beijingDay'
import { spyOnTaro } from '../setup/taroSpies'
import { leavePage } from '../setup/pageEvents'
import { matchRowFixture } from './matchFixtures'

jest.mock('@/features/match/services/matches', () => ({
  ...jest.requireActual('@/features/match/services/matches'),
  fetchMatchPage: jest.fn(),
  fetchChangedMatches: jest.fn(),
  fetchCompetitionsOfList: jest.fn(),
}))
const api = matches as jest.Mocked<typeof matches>

const league = (id: number, short: string) => ({ ...matchRowFixture().league, id, name: short, short_name: short })
const epl = league(10, '英超')
const bundesliga = league(20, '德甲')
/** the day: 英超 one live and three to come, 德甲 one live and two finished */
const day: MatchRow[] = [
  matchRowFixture({ id: 1, league: epl, league_id: 10, status_id: 3 }),
  ...[2, 3, 4].map((id) => matchRowFixture({ id, league: epl, league_id: 10, status_id: 0 })),
  matchRowFixture({ id: 5, league: bundesliga, league_id: 20, status_id: 1 }),
  ...[6, 7].map((id) => matchRowFixture({ id, league: bundesliga, league_id: 20, status_id: 8 })),
]
let world = day

/** a stand-in server answering the list and its pills from the same rows, as the contract says */
beforeEach(() => {
  spyOnTaro()
  world = day
  // the page's store is the app's one: every test starts on 全部赛事
  runInAction(() => (rootStore.matches.leagueId = null))
  api.fetchMatchPage.mockImplementation(async (q) => {
    const list = world.filter((m) => belongsToList(m.status_id, q.status) && (q.leagueId === null || m.league.id === q.leagueId))
    return { list, serverTime: 1000, total: list.length }
  })
  api.fetchChangedMatches.mockResolvedValue({ list: [], serverTime: 1000 })
  api.fetchCompetitionsOfList.mockImplementation(async (q) => {
    const shown = world.filter((m) => belongsToList(m.status_id, q.status))
    const leagues = [epl, bundesliga].filter((l) => shown.some((m) => m.league.id === l.id))
    return leagues.map((l) => ({ ...l, match_count: shown.filter((m) => m.league.id === l.id).length, live_count: 0 }))
  })
})
afterEach(() => {
  rootStore.matches.stopLive()
  leavePage()
  jest.restoreAllMocks()
})

const pills = () => screen.queryAllByTestId(/^league-\d+$/).map((el) => el.textContent)

test('on every tab each competition pill counts what picking it shows', async () => {
  render(<CompetitionPage />)
  await act(async () => undefined)
  const expected = { live: ['英超 1', '德甲 1'], not_started: ['英超 3'], finished: ['德甲 2'], all: ['英超 4', '德甲 3'] }
  for (const [tab, labels] of Object.entries(expected)) {
    await act(async () => void fireEvent.click(screen.getByTestId(`tab-${tab}`)))
    await act(async () => undefined)
    expect({ tab, pills: pills() }).toEqual({ tab, pills: labels })
    expect(api.fetchCompetitionsOfList).toHaveBeenLastCalledWith(expect.objectContaining({ status: tab, date: beijingToday() }))
    for (const label of labels) {
      const id = label.startsWith('英超') ? 10 : 20
      await act(async () => void fireEvent.click(screen.getByTestId(`league-${id}`)))
      await act(async () => undefined)
      expect(`${label.split(' ')[0]} ${rootStore.matches.table.size}`).toBe(label)
    }
    await act(async () => void fireEvent.click(screen.getByTestId('league-all')))
    await act(async () => undefined)
  }
}, 30_000)

test('a picked competition with no match on another tab keeps its pill at 0, over 暂无比赛', async () => {
  render(<CompetitionPage />)
  await act(async () => void fireEvent.click(screen.getByTestId('tab-all')))
  await act(async () => void fireEvent.click(screen.getByTestId('league-10')))
  await act(async () => void fireEvent.click(screen.getByTestId('tab-finished')))
  await act(async () => undefined)
  expect(pills()).toEqual(['英超 0', '德甲 2'])
  expect(screen.getByTestId('state-empty').textContent).toContain('暂无比赛')
})

test('a match that leaves 即时 (final whistle) is taken off its pill too', async () => {
  jest.useFakeTimers()
  try {
    render(<CompetitionPage />)
    await act(async () => void fireEvent.click(screen.getByTestId('tab-live')))
    await act(async () => undefined)
    rootStore.matches.startLive()
    expect(pills()).toEqual(['英超 1', '德甲 1'])
    world = day.map((m) => (m.id === 5 ? { ...m, status_id: 8 } : m))
    api.fetchChangedMatches.mockResolvedValue({ list: world.filter((m) => m.id === 5), serverTime: 2000 })
    await act(async () => void jest.advanceTimersByTime(10_000))
    await act(async () => void jest.advanceTimersByTime(1_000))
    await act(async () => undefined)
    expect(rootStore.matches.table.size).toBe(1)
    expect(pills()).toEqual(['英超 1'])
  } finally {
    rootStore.matches.stopLive()
    jest.useRealTimers()
  }
})
