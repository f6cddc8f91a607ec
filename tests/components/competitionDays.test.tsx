import { act, fireEvent, render, screen } from '@testing-library/react'
import CompetitionPage from '@/pages/competition/competition'
import * as matches from '@/features/match/services/matches'
import { rootStore } from '@/stores/RootStore'
import { datesAround } from '@/components/layout/DateStrip'
import { beijingToday } from '@/utils/beijingDay'
import { spyOnTaro } from '../setup/taroSpies'
import { ApiError } from '@/services/apiError'
import { leavePage } from '../setup/pageEvents'

jest.mock('@/features/match/services/matches', () => ({
  ...jest.requireActual('@/features/match/services/matches'),
  fetchMatchPage: jest.fn(),
  fetchChangedMatches: jest.fn(),
  fetchCompetitionsOfList: jest.fn(),
}))
const api = matches as jest.Mocked<typeof matches>

beforeEach(() => {
  spyOnTaro()
  api.fetchMatchPage.mockResolvedValue({ list: [], serverTime: 1000, total: 0 })
  api.fetchChangedMatches.mockResolvedValue({ list: [], serverTime: 1000 } as never)
  api.fetchCompetitionsOfList.mockResolvedValue([])
})
afterEach(() => {
  rootStore.matches.stopLive()
  leavePage()
  jest.restoreAllMocks()
})

const offeredDays = () => screen.queryAllByTestId(/^day-/).map((el) => el.getAttribute('data-testid')!.slice(4))

test('赛程 offers today and the days ahead only; 赛果 today and the days before only', async () => {
  const today = beijingToday()
  render(<CompetitionPage />)
  await act(async () => undefined)

  await act(async () => void fireEvent.click(screen.getByTestId('tab-all')))
  expect(offeredDays()).toEqual(datesAround(today, 7, 7))
  // a day of last week chosen on 全部, then 赛程: no past day is offered, and today is shown
  const lastWeek = datesAround(today, 3, 0)[0]
  await act(async () => void fireEvent.click(screen.getByTestId(`day-${lastWeek}`)))
  await act(async () => void fireEvent.click(screen.getByTestId('tab-not_started')))
  expect(offeredDays()).toEqual(datesAround(today, 0, 7))
  expect(rootStore.matches.date).toBe(today)

  const nextWeek = datesAround(today, 0, 3)[3]
  await act(async () => void fireEvent.click(screen.getByTestId(`day-${nextWeek}`)))
  await act(async () => void fireEvent.click(screen.getByTestId('tab-finished')))
  expect(offeredDays()).toEqual(datesAround(today, 7, 0))
  expect(rootStore.matches.date).toBe(today)
  expect(api.fetchMatchPage).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'finished', date: today }), 1)
})

test('offline, the matches tab shows one 网络不可用 with 重试, not 请求失败', async () => {
  api.fetchMatchPage.mockRejectedValue(new ApiError('network', '请求失败'))
  render(<CompetitionPage />)
  await act(async () => void (await rootStore.matches.load()))
  expect(screen.getAllByTestId('state-offline')).toHaveLength(1)
  expect(screen.queryByTestId('state-error')).toBeNull()
  api.fetchMatchPage.mockResolvedValue({ list: [], serverTime: 1000, total: 0 })
  await act(async () => void fireEvent.click(screen.getByText('重试')))
  await act(async () => undefined)
  expect(screen.queryByTestId('state-offline')).toBeNull()
  expect(screen.getByTestId('state-empty')).toBeTruthy()
})

test('a live minute is greyed with 数据更新中断 while no update arrives, and turns live again when one does', async () => {
  jest.useFakeTimers()
  try {
    const { matchRowFixture } = jest.requireActual('./matchFixtures') as typeof import('./matchFixtures')
    const live = matchRowFixture({ id: 1, status_id: 4, elapsed_text: "67'", current_score: '1:0' })
    api.fetchMatchPage.mockResolvedValue({ list: [live], serverTime: 1000, total: 1 })
    api.fetchChangedMatches.mockRejectedValue(new ApiError('network', '请求失败'))
    render(<CompetitionPage />)
    await act(async () => void (await rootStore.matches.load()))
    rootStore.matches.startLive()
    expect(screen.queryByTestId('live-stale')).toBeNull()
    expect(screen.getByTestId('minute').getAttribute('data-stale')).toBeNull()
    // the poll gets no answer
    await act(async () => void jest.advanceTimersByTime(10_000))
    expect(screen.getByTestId('live-stale').textContent).toContain('数据更新中断')
    expect(screen.getByTestId('minute').getAttribute('data-stale')).toBe('true')
    expect(screen.getByTestId('minute').className).toContain('match-row__minute--stale')
    // the next poll answers: live again
    api.fetchChangedMatches.mockResolvedValue({ list: [], serverTime: 2000 } as never)
    await act(async () => void jest.advanceTimersByTime(10_000))
    expect(screen.queryByTestId('live-stale')).toBeNull()
    expect(screen.getByTestId('minute').getAttribute('data-stale')).toBeNull()
  } finally {
    rootStore.matches.stopLive()
    jest.useRealTimers()
  }
})
