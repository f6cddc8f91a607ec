import Taro from '@tarojs/taro'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import type { Paged } from '@contract/common'
import type { MatchPredictionRow } from '@contract/prediction'
import SportsSetailsPage from '@/pages/msyng/sportsSetails/sportsSetails'
import { NO_PREDICTIONS_TEXT } from '@/pages/msyng/sportsSetails/panels/ExpertsPanel'
import { rootStore } from '@/stores/RootStore'
import { firePageEvent } from '../setup/pageEvents'
import { httpAnswer, spyOnTaro, type TaroSpies } from '../setup/taroSpies'
import { matchDetailFixture } from './matchFixtures'
import { predictionFixture } from './predictionFixtures'

const MATCH_ID = 7
let spies: TaroSpies
/** what api/Game/zhuanjia answers next: a page, or an envelope code and message */
let predictionsAnswer: (page: number) => Paged<MatchPredictionRow> | { code: number; msg: string }

const pageOf = (list: MatchPredictionRow[], page = 1, hasMore = false): Paged<MatchPredictionRow> => ({ list, page, limit: 20, total: list.length, has_more: hasMore })

/** the pages of api/Game/zhuanjia asked for, in order */
const predictionPagesAsked = () =>
  spies.request.mock.calls
    .map(([o]) => o as { url: string; data: { page: number; event_id: number } })
    .filter((o) => o.url.endsWith('api/Game/zhuanjia'))
    .map((o) => Number(o.data.page))

beforeEach(() => {
  Current.router = { params: { id: String(MATCH_ID) }, path: '/pages/msyng/sportsSetails/sportsSetails', $taroPath: 'sportsSetails', onReady: '', onHide: '', onShow: '' }
  spies = spyOnTaro()
  jest.spyOn(Taro, 'stopPullDownRefresh').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }) as never)
  predictionsAnswer = () => pageOf([])
  spies.request.mockImplementation(((opts: { url: string; data: { page: number } }) => {
    if (opts.url.endsWith('api/Game/get_xq')) return Promise.resolve(httpAnswer({ code: 1, msg: 'ok', data: matchDetailFixture({ id: MATCH_ID, status_id: 8 }) }))
    if (opts.url.endsWith('api/Game/zhuanjia')) {
      const answer = predictionsAnswer(Number(opts.data.page))
      return Promise.resolve(httpAnswer('code' in answer ? { ...answer, data: null } : { code: 1, msg: 'ok', data: answer }))
    }
    if (opts.url.endsWith('api/Game/match_momentum')) {
      return Promise.resolve(httpAnswer({ code: 1, msg: 'ok', data: {
        event_id: MATCH_ID, bin_minutes: 3, last_minute: 90, minutes_shown: 90,
        bins: Array.from({ length: 30 }, (_, i) => ({ from: 1 + 3 * i, home: i % 7, away: (i * 3) % 11 })),
        marks: [{ minute: 30, minute_text: "30'", side: 'home', kind: 'goal', player_name: '张三' }],
      } }))
    }
    if (opts.url.endsWith('api/Game/zhishu')) return Promise.resolve(httpAnswer({ code: 1, msg: 'ok', data: { event_id: MATCH_ID, list: [] } }))
    return Promise.reject(new Error(`unexpected request ${opts.url}`))
  }) as never)
})
afterEach(() => {
  Current.router = null
  jest.restoreAllMocks()
  rootStore.app.setPayModule(false)
})

async function openPage() {
  render(<SportsSetailsPage />)
  await act(async () => undefined)
  expect(screen.getByTestId('scoreboard')).toBeTruthy()
}

const tab = (key: string) => screen.queryByTestId(`tab-${key}`)
async function openExperts() {
  await act(async () => void fireEvent.click(tab('experts')!))
}

test('with the pay module off there is no 专家 tab and no prediction is asked for', async () => {
  rootStore.app.setPayModule(false)
  await openPage()
  expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['直播', '统计', '阵容', '分析', '指数', '聊天室'])
  expect(tab('experts')).toBeNull()
  expect(predictionPagesAsked()).toEqual([])
})

test('with the pay module on the 专家 tab lists the match predictions, newest first as sent', async () => {
  rootStore.app.setPayModule(true)
  predictionsAnswer = () => pageOf([predictionFixture({ id: 12 }), predictionFixture({ id: 11, price: 18, pick_text: null, odds: null })])
  await openPage()
  expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['直播', '统计', '阵容', '分析', '指数', '聊天室', '专家'])
  expect(predictionPagesAsked()).toEqual([])
  await openExperts()
  const panel = screen.getByTestId('panel-experts')
  expect(within(panel).getAllByTestId(/^prediction-row-/).map((r) => r.dataset.testid)).toEqual(['prediction-row-12', 'prediction-row-11'])
  expect(within(screen.getByTestId('prediction-row-11')).getByTestId('prediction-locked')).toBeTruthy()
  const sent = spies.request.mock.calls.map(([o]) => o as { url: string; data: Record<string, unknown> }).find((o) => o.url.endsWith('api/Game/zhuanjia'))
  expect(sent?.data).toMatchObject({ event_id: MATCH_ID, page: 1, limit: 20 })
})

test('no predictions: 本场暂无专家预测', async () => {
  rootStore.app.setPayModule(true)
  await openPage()
  await openExperts()
  expect(within(screen.getByTestId('panel-experts')).getByTestId('state-empty').textContent).toContain(NO_PREDICTIONS_TEXT)
})

test('a failed load shows the error with 重试, which loads again', async () => {
  rootStore.app.setPayModule(true)
  predictionsAnswer = () => ({ code: 0, msg: '专家数据暂不可用' })
  await openPage()
  await openExperts()
  const error = within(screen.getByTestId('panel-experts')).getByTestId('state-error')
  expect(error.textContent).toContain('专家数据暂不可用')
  // the tab shows the error itself: no toast on top of it
  expect(spies.showToast).not.toHaveBeenCalled()

  predictionsAnswer = () => pageOf([predictionFixture()])
  await act(async () => void fireEvent.click(within(error).getByText('重试')))
  expect(screen.getByTestId('prediction-row-11')).toBeTruthy()
  expect(predictionPagesAsked()).toEqual([1, 1])
})

test('reaching the bottom loads the next page; pulling down reloads the first', async () => {
  rootStore.app.setPayModule(true)
  predictionsAnswer = (page) => pageOf([predictionFixture({ id: 100 + page })], page, page < 2)
  await openPage()
  await openExperts()
  await act(async () => void (await firePageEvent('onReachBottom')))
  expect(screen.getByTestId('prediction-row-102')).toBeTruthy()
  expect(screen.getByTestId('load-state').textContent).toBe('没有更多了')
  await act(async () => void (await firePageEvent('onPullDownRefresh')))
  expect(predictionPagesAsked()).toEqual([1, 2, 1])
  expect(screen.queryByTestId('prediction-row-102')).toBeNull()
})

test('when the pay module turns off while the 专家 tab is open, the page goes back to the first tab', async () => {
  rootStore.app.setPayModule(true)
  await openPage()
  await openExperts()
  expect(screen.getByTestId('panel-experts')).toBeTruthy()
  act(() => rootStore.app.setPayModule(false))
  expect(tab('experts')).toBeNull()
  expect(screen.queryByTestId('panel-experts')).toBeNull()
  expect(screen.getByTestId('panel-live')).toBeTruthy()
  expect(tab('live')?.getAttribute('aria-selected')).toBe('true')
})

test('the 指数 tab opens the company index and the same-odds analysis of this match', async () => {
  await openPage()
  await act(async () => void fireEvent.click(tab('index')!))
  fireEvent.click(screen.getByTestId('open-company-index'))
  expect(spies.navigateTo).toHaveBeenLastCalledWith({ url: `/pages/competition/companyIndex?id=${MATCH_ID}` })
  fireEvent.click(screen.getByTestId('open-same-odds'))
  expect(spies.navigateTo).toHaveBeenLastCalledWith({ url: `/pages/winnow/oddsWith?id=${MATCH_ID}` })
})

test('统计 draws the momentum graph above the stat bars: a bar per three minutes a side, the goal marked', async () => {
  await openPage()
  await act(async () => void fireEvent.click(tab('stats')!))
  expect(screen.getByTestId('momentum-chart')).toBeTruthy()
  expect(screen.getByText('比赛势头')).toBeTruthy()
  expect(screen.getAllByTestId('momentum-bar-home')).toHaveLength(30)
  expect(screen.getAllByTestId('momentum-bar-away')).toHaveLength(30)
  expect(screen.getAllByTestId('momentum-mark-home')).toHaveLength(1)
  expect(screen.getByText('控球率')).toBeTruthy()
})
