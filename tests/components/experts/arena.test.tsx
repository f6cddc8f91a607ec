import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import type { ArenaRankRow } from '@contract/api/experts.arena'
import ArenaPage from '@/pages/index/arena'
import { rootStore } from '@/stores/RootStore'
import { makeUser } from '../../setup/fixtures'
import { spyOnTaro, toastTitles, type TaroSpies } from '../../setup/taroSpies'
import { answerBy, ok, pageOf, tallyFixture, type Routes } from './fixtures'
import { leavePage } from '../../setup/pageEvents'

let spies: TaroSpies
let routes: Routes
const rankRow = (rank: number, userId: number, over: Partial<ArenaRankRow> = {}): ArenaRankRow => ({
  ...tallyFixture({ hits: 10 - rank }),
  rank,
  user: { user_id: userId, nickname: `擂主${userId}`, avatar: '', is_expert: userId === 3 },
  ...over,
})
const ranking = (list: ArenaRankRow[], mine: ArenaRankRow | null = null) => ok({ ...pageOf(list), from: Date.parse('2026-11-16T16:00:00Z'), to: Date.parse('2026-11-23T16:00:00Z'), mine })
const asked = () =>
  spies.request.mock.calls.map(([o]) => o as { url: string; data: Record<string, unknown> }).map((o) => `${o.url.replace(/^.*\/api\//, '')}:${o.data.period ?? ''}`)

beforeEach(() => {
  spies = spyOnTaro()
  Current.router = { params: {}, path: '/pages/index/arena', $taroPath: 'arena', onReady: '', onHide: '', onShow: '' }
  routes = {
    'api/Challenge/dan_list': (d) => ranking(d.period === 'month' ? [rankRow(1, 8)] : [rankRow(1, 3), rankRow(2, 5)], rankRow(2, 5)),
    'api/Challenge/chuan_list': () => ranking([rankRow(1, 6)]),
  }
  spies.request.mockImplementation(answerBy(routes))
})
afterEach(leavePage)

test('this week\'s single ranking with my own place pinned; month and parlay switch the list; an expert opens his home', async () => {
  render(<ArenaPage />)
  await act(async () => undefined)
  expect(within(screen.getByTestId('arena-rank-3')).getByTestId('arena-hits').textContent).toBe('9红')
  expect(screen.getByTestId('arena-mine').textContent).toContain('我 · 擂主5')
  // my place is pinned, not listed a second time
  expect(screen.queryByTestId('arena-rank-5')).toBeNull()
  expect(screen.getByTestId('arena-period').textContent).toBe('统计 11-17 至 11-23 结算的参赛')
  fireEvent.click(screen.getByTestId('arena-rank-3'))
  expect(spies.navigateTo).toHaveBeenCalledWith({ url: '/pages/index/expertHome?expert_id=3' })

  await act(async () => void fireEvent.click(screen.getByTestId('tab-month')))
  expect(screen.getByTestId('arena-rank-8')).toBeTruthy()
  expect(screen.queryByTestId('arena-rank-3')).toBeNull()
  await act(async () => void fireEvent.click(screen.getByTestId('tab-parlay')))
  expect(screen.getByTestId('arena-rank-6')).toBeTruthy()
  expect(asked()).toEqual(['Challenge/dan_list:week', 'Challenge/dan_list:month', 'Challenge/chuan_list:month'])
})

test('entering needs a login; logged in it opens the entry form of the chosen kind', async () => {
  render(<ArenaPage />)
  await act(async () => undefined)
  fireEvent.click(screen.getByTestId('enter-arena'))
  expect(toastTitles(spies)).toContain('请先登录')
  rootStore.user.signIn(makeUser())
  await act(async () => void fireEvent.click(screen.getByTestId('tab-parlay')))
  fireEvent.click(screen.getByTestId('enter-arena'))
  expect(spies.navigateTo).toHaveBeenCalledWith({ url: '/pages/publish/publishCrossoverlts' })
})
