import Taro from '@tarojs/taro'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { ORDER_NO_RE } from '@contract/money-rules'
import BuyPrediction from '@/features/money/components/BuyPrediction'
import { rootStore } from '@/stores/RootStore'
import { makeUser } from '../../setup/fixtures'
import { httpAnswer, spyOnTaro, toastTitles, type TaroSpies } from '../../setup/taroSpies'
import { paths, sent, serve, walletFixture } from './fixtures'

let spies: TaroSpies
let modal: jest.SpyInstance
/** what each modal said, in order */
const modals = () => modal.mock.calls.map(([o]) => o as { title: string; content: string })
const settle = () => act(async () => undefined)

beforeEach(() => {
  spies = spyOnTaro()
  modal = jest.spyOn(Taro, 'showModal').mockImplementation((() => Promise.resolve({ confirm: true, cancel: false, errMsg: 'ok' })) as never)
  rootStore.user.signIn(makeUser())
  rootStore.app.setPayModule(true)
})
afterEach(() => {
  jest.restoreAllMocks()
  jest.useRealTimers()
  rootStore.user.clearStorage()
  rootStore.app.setPayModule(false)
})

const purchase = { order_no: 'zj_key', status: 'paid', coins: 72, price: 18, prediction_id: 11 }

function renderBuy(over: Partial<Parameters<typeof BuyPrediction>[0]> = {}) {
  const onBought = jest.fn()
  render(<BuyPrediction predictionId={11} price={18} unlocked={false} onBought={onBought} {...over} />)
  return onBought
}

test('nothing to buy is not rendered: pay module off, free, or already readable', () => {
  rootStore.app.setPayModule(false)
  const { unmount } = render(<BuyPrediction predictionId={11} price={18} unlocked={false} onBought={() => undefined} />)
  expect(screen.queryByTestId('buy-button')).toBeNull()
  unmount()
  rootStore.app.setPayModule(true)
  render(<BuyPrediction predictionId={12} price={0} unlocked={false} onBought={() => undefined} />)
  render(<BuyPrediction predictionId={13} price={18} unlocked onBought={() => undefined} />)
  expect(screen.queryByTestId('buy-button')).toBeNull()
})

test('shows the price and 不中退, confirms with price and balance, buys with a fresh key, then the pick is reloaded', async () => {
  serve(spies, { 'api/Apis/zmzh': walletFixture({ coins: 90 }), 'api/Wechat/pay_zjfb': purchase, 'api/user/get_member': {} })
  const onBought = renderBuy({ refundOnMiss: true })
  expect(screen.getByTestId('buy-button').textContent).toBe('购买查看 18金币')
  expect(screen.getByTestId('buy-prediction-11').textContent).toContain('付费可看')
  expect(screen.getByTestId('buy-prediction-11').textContent).toContain('不中退')
  fireEvent.click(screen.getByTestId('buy-button'))
  await settle()
  expect(modals()[0].title).toBe('确认购买')
  expect(modals()[0].content).toContain('需 18 金币，当前余额 90 金币')
  const buy = sent(spies).find((r) => r.path === 'api/Wechat/pay_zjfb')
  expect(buy?.data.prediction_id).toBe(11)
  expect(String(buy?.data.order_no)).toMatch(ORDER_NO_RE)
  expect(onBought).toHaveBeenCalledTimes(1)
  expect(toastTitles(spies)).toContain('购买成功')
})

test('cancelling the modal buys nothing', async () => {
  modal.mockImplementation((() => Promise.resolve({ confirm: false, cancel: true, errMsg: 'ok' })) as never)
  serve(spies, { 'api/Apis/zmzh': walletFixture({ coins: 90 }) })
  const onBought = renderBuy()
  fireEvent.click(screen.getByTestId('buy-button'))
  await settle()
  expect(paths(spies)).toEqual(['api/Apis/zmzh'])
  expect(onBought).not.toHaveBeenCalled()
})

test('too few coins offers the top-up in the wallet instead of buying', async () => {
  serve(spies, { 'api/Apis/zmzh': walletFixture({ coins: 10 }) })
  const onBought = renderBuy()
  fireEvent.click(screen.getByTestId('buy-button'))
  await settle()
  expect(modals()[0].title).toBe('金币不足')
  expect(modals()[0].content).toContain('还差 8 金币')
  expect(spies.navigateTo).toHaveBeenCalledWith({ url: '/pages/msyng/withdraw/withdraw' })
  expect(paths(spies)).not.toContain('api/Wechat/pay_zjfb')
  expect(onBought).not.toHaveBeenCalled()
})

test('a purchase whose answer was lost is retried with the same key (never charged twice)', async () => {
  let attempts = 0
  serve(spies, { 'api/Apis/zmzh': walletFixture({ coins: 90 }), 'api/user/get_member': {} })
  const base = spies.request.getMockImplementation()
  spies.request.mockImplementation(((opts: { url: string }) => {
    if (opts.url.endsWith('api/Wechat/pay_zjfb') && attempts++ === 0) return Promise.reject({ errMsg: 'request:fail timeout' })
    if (opts.url.endsWith('api/Wechat/pay_zjfb')) return Promise.resolve(httpAnswer({ code: 1, msg: 'ok', data: purchase }))
    return base!(opts as never)
  }) as never)
  const onBought = renderBuy({ predictionId: 21 })
  fireEvent.click(screen.getByTestId('buy-button'))
  await settle()
  expect(onBought).not.toHaveBeenCalled()
  fireEvent.click(screen.getByTestId('buy-button'))
  await settle()
  const keys = sent(spies).filter((r) => r.path === 'api/Wechat/pay_zjfb').map((r) => r.data.order_no)
  expect(keys).toHaveLength(2)
  expect(keys[1]).toBe(keys[0])
  expect(onBought).toHaveBeenCalledTimes(1)
})

test('logged out: asks to log in first and sends nothing', async () => {
  jest.useFakeTimers()
  rootStore.user.clearStorage()
  renderBuy()
  fireEvent.click(screen.getByTestId('buy-button'))
  expect(toastTitles(spies)).toContain('请先登录')
  act(() => void jest.advanceTimersByTime(1000))
  expect(spies.navigateTo).toHaveBeenCalledWith({ url: '/pages/msyng/Register/chooselogin' })
  expect(spies.request).not.toHaveBeenCalled()
})
