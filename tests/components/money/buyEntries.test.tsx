import Taro from '@tarojs/taro'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import CrossoverDetailPage from '@/pages/index/crossoverDetail'
import ExpertHomePage from '@/pages/index/expertHome'
import SportsSetailsPage from '@/pages/msyng/sportsSetails/sportsSetails'
import { rootStore } from '@/stores/RootStore'
import { makeUser } from '../../setup/fixtures'
import { spyOnTaro, type TaroSpies } from '../../setup/taroSpies'
import { detailFixture, lockedRowFixture, predictionRowFixture, profileFixture } from '../experts/fixtures'
import { matchDetailFixture } from '../matchFixtures'
import { predictionFixture } from '../predictionFixtures'
import { openWith, pageOf, paths, serve, walletFixture } from './fixtures'

/**
 * The buy entry where paid picks are shown: the match detail's 专家 tab, an expert's home and one
 * prediction. After buying, the pick shows on the same screen; with the flag off there is no entry.
 */
let spies: TaroSpies
let bought: boolean
const settle = () => act(async () => undefined)
const purchase = { order_no: 'zj_key_0001', status: 'paid', coins: 72, price: 18, prediction_id: 12 }

beforeEach(() => {
  spies = spyOnTaro()
  bought = false
  jest.spyOn(Taro, 'showModal').mockImplementation((() => Promise.resolve({ confirm: true, cancel: false, errMsg: 'ok' })) as never)
  jest.spyOn(Taro, 'stopPullDownRefresh').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }) as never)
  rootStore.user.signIn(makeUser())
  rootStore.app.setPayModule(true)
})
afterEach(() => {
  Current.router = null
  jest.restoreAllMocks()
  rootStore.user.clearStorage()
  rootStore.app.setPayModule(false)
})

const buying = {
  'api/Apis/zmzh': walletFixture({ coins: 90 }),
  'api/Wechat/pay_zjfb': () => {
    bought = true
    return purchase
  },
  'api/user/get_member': {},
}

test('the match detail’s 专家 tab: a locked paid row is bought and the list shows its pick', async () => {
  openWith({ id: '7' })
  serve(spies, {
    ...buying,
    'api/Game/get_xq': matchDetailFixture({ id: 7, status_id: 0 }),
    'api/Game/zhuanjia': () =>
      pageOf([predictionFixture({ id: 12, price: 18, pick_text: bought ? '主胜' : null, odds: bought ? 1.85 : null }), predictionFixture({ id: 13 })]),
  })
  render(<SportsSetailsPage />)
  await settle()
  await act(async () => void fireEvent.click(screen.getByTestId('tab-experts')))
  // the free row has nothing to buy
  expect(screen.queryByTestId('buy-prediction-13')).toBeNull()
  // the '18 金币 购买查看' strip is part of its own prediction's card, not a strip under it
  expect(within(screen.getByTestId('prediction-row-12')).getByTestId('buy-prediction-12').textContent).toContain('18金币')
  await act(async () => void fireEvent.click(within(screen.getByTestId('buy-prediction-12')).getByTestId('buy-button')))
  expect(paths(spies).filter((p) => p === 'api/Game/zhuanjia')).toHaveLength(2)
  expect(within(screen.getByTestId('prediction-row-12')).getByTestId('prediction-pick').textContent).toContain('主胜')
  expect(screen.queryByTestId('buy-prediction-12')).toBeNull()
  // buying does not open the prediction
  expect(spies.navigateTo).not.toHaveBeenCalled()
})

test('an expert’s home: the bought card is replaced by the fresh prediction, the others stay', async () => {
  openWith({ expert_id: '3' })
  serve(spies, {
    ...buying,
    'api/user/zjxq': profileFixture(),
    'api/user/zjxq_fbxx': pageOf([predictionRowFixture({ id: 11 }), lockedRowFixture({ id: 12 })]),
    'api/Expert/zjfb_xq': () => detailFixture({ id: 12, price: 18, bought: true }),
  })
  render(<ExpertHomePage />)
  await settle()
  expect(screen.queryByTestId('buy-prediction-11')).toBeNull()
  expect(within(screen.getByTestId('prediction-card-12')).getByTestId('buy-prediction-12')).toBeTruthy()
  await act(async () => void fireEvent.click(within(screen.getByTestId('buy-prediction-12')).getByTestId('buy-button')))
  expect(within(screen.getByTestId('prediction-card-12')).getByTestId('card-pick').textContent).toContain('主队 -0.5')
  expect(screen.queryByTestId('buy-prediction-12')).toBeNull()
  expect(paths(spies).filter((p) => p === 'api/user/zjxq_fbxx')).toHaveLength(1)
})

test('one prediction: buying shows its pick at once; with the flag off there is only the lock', async () => {
  openWith({ id: '12' })
  serve(spies, {
    ...buying,
    'api/Expert/zjfb_xq': () =>
      bought ? detailFixture({ id: 12, price: 18, bought: true }) : detailFixture({ id: 12, price: 18, refund_on_miss: true, visible: false, odds: null, legs: lockedRowFixture().legs }),
  })
  const { unmount } = render(<CrossoverDetailPage />)
  await settle()
  expect(screen.getByTestId('buy-prediction-12').textContent).toContain('不中退')
  await act(async () => void fireEvent.click(screen.getByTestId('buy-button')))
  expect(screen.queryByTestId('buy-prediction-12')).toBeNull()
  expect(screen.getAllByText(/主队 -0\.5/).length).toBeGreaterThan(0)
  unmount()

  bought = false
  rootStore.app.setPayModule(false)
  render(<CrossoverDetailPage />)
  await settle()
  expect(screen.queryByTestId('buy-prediction-12')).toBeNull()
  expect(screen.queryByTestId('buy-button')).toBeNull()
})
