import { act, fireEvent, render, screen } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import { PAY_MODULE_OFF_MESSAGE, PAY_POLL_INTERVAL_MS, PAY_POLL_MAX_MS } from '@contract/money-rules'
import BuyvipPage from '@/pages/msyng/withdraw/Buyvip'
import PaySuccessPage from '@/pages/msyng/withdraw/paySuccess'
import WithdrawPage from '@/pages/msyng/withdraw/withdraw'
import { payOrder } from '@/platform/payment'
import { rootStore } from '@/stores/RootStore'
import { makeUser } from '../../setup/fixtures'
import { firePageEvent } from '../../setup/pageEvents'
import { spyOnTaro, type TaroSpies } from '../../setup/taroSpies'
import { CATALOGUE, couponFixture, openWith, orderFixture, PAY_METHODS, paths, sent, serve, walletFixture } from './fixtures'

// the platform edge is what leaves the page (the browser goes to the cashier): the tests stand in for it
jest.mock('@/platform/payment', () => ({
  PAY_METHODS_HERE: ['wechat', 'alipay'],
  ALIPAY_CHECKOUT: 'alipay',
  TOPUP_COUPONS_HERE: true,
  payNoticeHere: () => null,
  payOrder: jest.fn(),
}))
const payOrderMock = payOrder as jest.MockedFunction<typeof payOrder>

let spies: TaroSpies
const settle = () => act(async () => undefined)
const showPage = () => act(async () => void (await firePageEvent('componentDidShow')))

beforeEach(() => {
  spies = spyOnTaro()
  payOrderMock.mockReset()
  rootStore.user.signIn(makeUser())
  rootStore.app.setPayModule(true)
  // the wallet and the VIP page read ?product_id= / ?plan= (a coupon's 去使用); none here
  openWith({})
})
afterEach(() => {
  Current.router = null
  jest.restoreAllMocks()
  jest.useRealTimers()
  rootStore.user.clearStorage()
  rootStore.app.setPayModule(false)
})

describe('我的钱包 (withdraw)', () => {
  it('coins, an expert’s income with its withdrawal, the money links', async () => {
    serve(spies, {
      'api/Apis/zmzh': walletFixture({ coins: 90, is_expert: true, cash_fen: 12_600, unused_coupons: 2, checked_in_today: true }),
      'api/Apis/chongzhi_vip_zb': CATALOGUE,
      'api/Apis/zfzhibiao': PAY_METHODS,
    })
    render(<WithdrawPage />)
    await showPage()
    expect(screen.getByTestId('wallet-coins').textContent).toBe('90')
    expect(screen.getByTestId('wallet-cash').textContent).toBe('126.00')
    expect(screen.getByTestId('menu-coupons').textContent).toContain('2 张可用')
    expect(screen.getByTestId('menu-signIn').textContent).toContain('今日已签到')
    fireEvent.click(screen.getByTestId('wallet-withdraw'))
    expect(spies.navigateTo).toHaveBeenLastCalledWith({ url: '/pages/msyng/Dailycheckin/GoldCoin' })
    fireEvent.click(screen.getByTestId('menu-ledger'))
    expect(spies.navigateTo).toHaveBeenLastCalledWith({ url: '/pages/user/detailPrice' })
  })

  it('tops up the chosen package with the chosen method: the order comes from the product, never an amount', async () => {
    serve(spies, { 'api/Apis/zmzh': walletFixture(), 'api/Apis/chongzhi_vip_zb': CATALOGUE, 'api/Apis/zfzhibiao': PAY_METHODS })
    payOrderMock.mockResolvedValue({ kind: 'redirected', orderNo: 'PAY1234567890' })
    render(<WithdrawPage />)
    await showPage()
    expect(screen.getByTestId('option-coins_680').textContent).toContain('含赠送 30')
    fireEvent.click(screen.getByTestId('option-coins_680'))
    expect(screen.getByTestId('form-submit').textContent).toBe('支付 ¥68.00')
    await act(async () => void fireEvent.click(screen.getByTestId('form-submit')))
    expect(payOrderMock).toHaveBeenCalledWith('wechat', { product_id: 'coins_680' }, expect.objectContaining({ apiBase: expect.any(String) }))
  })

  it('a payment that did not go through says so and the order stays unpaid', async () => {
    serve(spies, { 'api/Apis/zmzh': walletFixture(), 'api/Apis/chongzhi_vip_zb': CATALOGUE, 'api/Apis/zfzhibiao': PAY_METHODS })
    payOrderMock.mockResolvedValue({ kind: 'unpaid', orderNo: 'PAY1234567890', message: '微信支付未完成，订单未支付' })
    render(<WithdrawPage />)
    await showPage()
    await act(async () => void fireEvent.click(screen.getByTestId('form-submit')))
    expect(screen.getByTestId('form-failure').textContent).toBe('微信支付未完成，订单未支付')
  })

  it('with the pay module off: balances and links, no top-up, no VIP entry, no catalogue asked', async () => {
    rootStore.app.setPayModule(false)
    serve(spies, { 'api/Apis/zmzh': walletFixture() })
    render(<WithdrawPage />)
    await showPage()
    expect(screen.getByTestId('wallet-coins').textContent).toBe('90')
    expect(screen.queryByTestId('wallet-topup')).toBeNull()
    expect(screen.queryByTestId('menu-vip')).toBeNull()
    expect(paths(spies)).toEqual(['api/Apis/zmzh'])
  })
})

describe('开通VIP (Buyvip)', () => {
  const routes = (coupons = [couponFixture(), couponFixture({ id: 32, name: '大额券', amount_fen: 800, rule_text: '满30减8' })]) => ({
    'api/Apis/chongzhi_vip_zb': CATALOGUE,
    'api/Apis/zfzhibiao': PAY_METHODS,
    'api/Apis/get_user_coupon': (d: Record<string, unknown>) => ({ list: d.product_id === 'vip_month' ? coupons : [], page: 1, limit: 50, total: 2, has_more: false }),
    'api/Wechat/buy_vip': orderFixture({ order_no: 'VIP20261122000001', product_kind: 'vip', amount_fen: 2200 }),
  })

  it('the best coupon usable on the plan applies; the sum says what is paid; the order is made from plan and coupon', async () => {
    serve(spies, routes())
    payOrderMock.mockResolvedValue({ kind: 'redirected', orderNo: 'VIP20261122000001' })
    render(<BuyvipPage />)
    await settle()
    expect(sent(spies).find((r) => r.path === 'api/Apis/get_user_coupon')?.data).toMatchObject({ status: 'unused', product_id: 'vip_month' })
    expect(screen.getByTestId('pick-coupon-32').className).toContain('coupon-card--selected')
    expect(screen.getByTestId('vip-sum').textContent).toContain('实付¥22.00')
    fireEvent.click(screen.getByTestId('pick-coupon-31'))
    expect(screen.getByTestId('vip-sum').textContent).toContain('实付¥25.00')
    await act(async () => void fireEvent.click(screen.getByTestId('form-submit')))
    expect(sent(spies).find((r) => r.path === 'api/Wechat/buy_vip')?.data).toMatchObject({ plan_id: 'month', coupon_id: 31 })
    expect(payOrderMock).toHaveBeenCalledWith('wechat', { order_no: 'VIP20261122000001' }, expect.objectContaining({ apiBase: expect.any(String) }))
  })

  it('another plan asks for its own coupons; without coupons the full price is paid; Alipay goes to its checkout page', async () => {
    serve(spies, routes())
    render(<BuyvipPage />)
    await settle()
    await act(async () => void fireEvent.click(screen.getByTestId('option-year')))
    expect(sent(spies).filter((r) => r.path === 'api/Apis/get_user_coupon').pop()?.data.product_id).toBe('vip_year')
    expect(screen.getByText('该套餐暂无可用优惠券')).toBeTruthy()
    expect(screen.getByTestId('vip-sum').textContent).toContain('实付¥288.00')
    fireEvent.click(screen.getByTestId('pay-method-alipay'))
    await act(async () => void fireEvent.click(screen.getByTestId('form-submit')))
    expect(sent(spies).find((r) => r.path === 'api/Wechat/buy_vip')?.data).toMatchObject({ plan_id: 'year' })
    expect(payOrderMock).not.toHaveBeenCalled()
    expect(spies.navigateTo).toHaveBeenCalledWith({ url: '/pages/msyng/withdraw/alipay?order_no=VIP20261122000001' })
  })

  it('with the pay module off nothing can be bought and nothing is asked', async () => {
    rootStore.app.setPayModule(false)
    render(<BuyvipPage />)
    await settle()
    expect(screen.getByText(PAY_MODULE_OFF_MESSAGE)).toBeTruthy()
    expect(screen.queryByTestId('form-submit')).toBeNull()
    expect(spies.request).not.toHaveBeenCalled()
  })
})

describe('支付结果 (paySuccess)', () => {
  it('polls query_order while the payment is being confirmed, then shows what was bought', async () => {
    jest.useFakeTimers()
    openWith({ order_no: 'PAY20261122ABCDEF' })
    let asked = 0
    serve(spies, {
      'api/Wechat/query_order': () => (++asked < 3 ? orderFixture() : orderFixture({ status: 'paid', status_text: '已支付', pay_method: 'wechat', balance_coins: 150 })),
      'api/user/get_member': {},
    })
    render(<PaySuccessPage />)
    await showPage()
    expect(screen.getByTestId('pay-result-created').textContent).toContain('正在确认支付结果')
    await act(async () => void jest.advanceTimersByTime(PAY_POLL_INTERVAL_MS))
    await act(async () => void jest.advanceTimersByTime(PAY_POLL_INTERVAL_MS))
    expect(screen.getByTestId('pay-result-paid').textContent).toContain('60 金币已到账，当前余额 150 金币')
    expect(screen.getByTestId('pay-result-paid').textContent).toContain('微信支付')
    const polls = asked
    await act(async () => void jest.advanceTimersByTime(PAY_POLL_INTERVAL_MS * 3))
    expect(asked).toBe(polls)
  })

  it('stops polling after the limit and offers to check again or keep paying', async () => {
    jest.useFakeTimers()
    openWith({ order_no: 'PAY20261122ABCDEF' })
    serve(spies, { 'api/Wechat/query_order': orderFixture() })
    render(<PaySuccessPage />)
    await showPage()
    for (let t = 0; t <= PAY_POLL_MAX_MS; t += PAY_POLL_INTERVAL_MS) await act(async () => void jest.advanceTimersByTime(PAY_POLL_INTERVAL_MS))
    expect(screen.getByTestId('pay-result-created').textContent).toContain('暂未收到支付结果')
    const polls = spies.request.mock.calls.length
    await act(async () => void jest.advanceTimersByTime(PAY_POLL_INTERVAL_MS * 3))
    expect(spies.request.mock.calls.length).toBe(polls)
    expect(screen.getByText('继续支付')).toBeTruthy()
  })

  it('a closed order says the coupon came back; a missing order number is an error, asked nowhere', async () => {
    openWith({ order_no: 'PAY20261122ABCDEF' })
    serve(spies, { 'api/Wechat/query_order': orderFixture({ status: 'closed', status_text: '已关闭', discount_fen: 500 }) })
    const { unmount } = render(<PaySuccessPage />)
    await showPage()
    expect(screen.getByTestId('pay-result-closed').textContent).toContain('优惠券已退回')
    unmount()
    openWith({})
    spies.request.mockClear()
    render(<PaySuccessPage />)
    expect(screen.getByTestId('state-error').textContent).toContain('缺少订单号')
    expect(spies.request).not.toHaveBeenCalled()
  })
})
