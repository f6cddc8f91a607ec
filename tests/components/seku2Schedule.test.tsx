import Taro from '@tarojs/taro'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import Seku2Page from '@/pages/competition/Seku2'
import { httpAnswer, spyOnTaro, type TaroSpies } from '../setup/taroSpies'
import { matchRowFixture } from './matchFixtures'

const LEAGUE_ID = 3
let spies: TaroSpies
/** database_schedule answers by round; a round listed here fails */
let failingRounds: number[] = []

const league = matchRowFixture().league
const season = { id: 30, league_id: LEAGUE_ID, name: '2026/27', is_current: true }
const rounds = [15, 16, 17].map((round) => ({ round, stage: '常规赛' }))
const scheduleOf = (round: number) => ({
  league,
  season,
  rounds,
  round,
  list: [matchRowFixture({ id: round * 10, home_team: { ...matchRowFixture().home_team, name: `第${round}轮主队`, short_name: `第${round}轮主队` } })],
})

beforeEach(() => {
  Current.router = { params: { league_id: String(LEAGUE_ID) }, path: '/pages/competition/Seku2', $taroPath: 'Seku2', onReady: '', onHide: '', onShow: '' }
  spies = spyOnTaro()
  failingRounds = []
  jest.spyOn(Taro, 'stopPullDownRefresh').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }) as never)
  spies.request.mockImplementation(((opts: { url: string; data: { round?: number } }) => {
    const ok = (data: unknown) => Promise.resolve(httpAnswer({ code: 1, msg: 'ok', data }))
    if (opts.url.endsWith('basics_list_of_seasons_list')) return ok([season])
    if (opts.url.endsWith('basics_integrate_list_list')) return ok({ league, season, rows: [], computed_at: 0 })
    if (opts.url.endsWith('database_schedule')) {
      const round = opts.data.round ? Number(opts.data.round) : 16
      if (failingRounds.includes(round)) return Promise.resolve(httpAnswer({ code: 0, msg: '赛程加载失败', data: null }))
      return ok(scheduleOf(round))
    }
    return Promise.reject(new Error(`unexpected request ${opts.url}`))
  }) as never)
})
afterEach(() => {
  Current.router = null
  jest.restoreAllMocks()
})

test('a round that fails to load shows the error with 重试, never the previous round’s matches', async () => {
  render(<Seku2Page />)
  await act(async () => undefined)
  await act(async () => void fireEvent.click(screen.getByTestId('tab-schedule')))
  expect(screen.getByText('第16轮主队')).toBeTruthy()

  failingRounds = [17]
  await act(async () => void fireEvent.click(screen.getByTestId('round-17')))
  expect(screen.queryByText('第16轮主队')).toBeNull()
  expect(screen.getByTestId('state-error').textContent).toContain('赛程加载失败')

  failingRounds = []
  await act(async () => void fireEvent.click(screen.getByText('重试')))
  expect(screen.getByText('第17轮主队')).toBeTruthy()
})
