import { act, fireEvent, render, screen, within } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { Current } from '@tarojs/runtime'
import type { ExpertSaleRow, PurchaseRow } from '@contract/api/money'
import type { LedgerEntry } from '@contract/api/account'
import { LEDGER_TITLES } from '@contract/money-rules'
import MyFollowPage from '@/pages/msyng/myPulish/myFollow'
import DetailPricePage from '@/pages/user/detailPrice'
import GetCouponPage from '@/pages/msyng/coupon/getCoupon'
import WithdrawPage from '@/pages/msyng/withdraw/withdraw'
import UserPage from '@/pages/user/user'
import { payOrder } from '@/platform/payment'
import { rootStore } from '@/stores/RootStore'
import { makeUser } from '../../setup/fixtures'
import { firePageEvent } from '../../setup/pageEvents'
import { spyOnTaro, type TaroSpies } from '../../setup/taroSpies'
import { makeMember } from '../accounts/fixtures'
import { CATALOGUE, couponFixture, NOW, openWith, pageOf, PAY_METHODS, sent, serve, walletFixture } from './fixtures'

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

function purchase(over: Partial<PurchaseRow> = {}): PurchaseRow {
  return { id: 1, kind: 'prediction', item_id: 501, title: '法甲焦点战：巴里菲尔vs马尼亚深度解析', price: 0, coins: 28, paid_at: NOW - 3_600_000, order_no: 'C20261122000001', ...over }
}

function ledgerRow(over: Partial<LedgerEntry> = {}): LedgerEntry {
  return { id: 1, kind: 'coin', amount: -28, balance: 152, title: '购买方案', created_at: NOW - 3_600_000, item: null, order_no: null, ...over }
}

beforeEach(() => {
  spies = spyOnTaro()
  payOrderMock.mockReset()
  rootStore.user.signIn(makeUser())
  rootStore.app.setPayModule(true)
  openWith({})
})
afterEach(() => {
  Current.router = null
  jest.restoreAllMocks()
  rootStore.user.clearStorage()
  rootStore.app.setPayModule(false)
})

describe('已购方案 (myFollow?tab=purchases)', () => {
  const bought = [
    purchase(),
    purchase({ id: 4, kind: 'vip_pick', item_id: 9, title: '单场 · 英超 曼联vs切尔西', coins: 38, order_no: 'C20261122000002' }),
    purchase({ id: 4, kind: 'vip', item_id: 77, title: 'VIP月卡', price: 25, coins: 0, order_no: 'VIP20261122000003' }),
  ]

  it('lists what was bought, newest first, with what it cost and its order; each row opens what was bought', async () => {
    openWith({ tab: 'purchases' })
    serve(spies, { 'api/Wechat/purchase_list': pageOf(bought) })
    render(<MyFollowPage />)
    await settle()
    expect(sent(spies)[0]).toMatchObject({ path: 'api/Wechat/purchase_list', data: { page: 1 } })
    expect(sent(spies)[0].data.kind).toBeUndefined()
    const first = screen.getByTestId('purchase-prediction-1')
    expect(first.textContent).toContain('法甲焦点战：巴里菲尔vs马尼亚深度解析')
    expect(first.textContent).toContain('28 金币')
    expect(first.textContent).toContain('订单 C20261122000001')
    expect(screen.getByTestId('purchase-vip-4').textContent).toContain('¥25.00')
    fireEvent.click(first)
    expect(spies.navigateTo).toHaveBeenLastCalledWith({ url: '/pages/index/crossoverDetail?id=501' })
    fireEvent.click(screen.getByTestId('purchase-vip_pick-4'))
    expect(spies.navigateTo).toHaveBeenLastCalledWith({ url: '/pages/winnow/singleField?id=9' })
    fireEvent.click(screen.getByTestId('purchase-vip-4'))
    expect(spies.navigateTo).toHaveBeenLastCalledWith({ url: '/pages/msyng/withdraw/Buyvip' })
  })

  it('the page is titled 已购方案 for the system too (the browser tab, WeChat’s recent pages), also after it shows again', async () => {
    const setTitle = jest.spyOn(Taro, 'setNavigationBarTitle').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }) as never)
    openWith({ tab: 'purchases' })
    serve(spies, { 'api/Wechat/purchase_list': pageOf(bought) })
    render(<MyFollowPage />)
    await settle()
    expect(setTitle).toHaveBeenLastCalledWith({ title: '已购方案' })
    setTitle.mockClear()
    await showPage()
    expect(setTitle).toHaveBeenLastCalledWith({ title: '已购方案' })
  })

  it('a segment asks for its kind only; an empty one says so; a failure offers a retry', async () => {
    openWith({ tab: 'purchases' })
    let fail = false
    serve(spies, {
      'api/Wechat/purchase_list': (d: Record<string, unknown>) => {
        if (fail) return { refuse: { code: 0, msg: '服务繁忙' } }
        return pageOf(d.kind === 'vip' ? [] : bought.filter((b) => !d.kind || b.kind === d.kind))
      },
    })
    render(<MyFollowPage />)
    await settle()
    await act(async () => void fireEvent.click(screen.getByTestId('tab-vip_pick')))
    expect(sent(spies).pop()?.data.kind).toBe('vip_pick')
    expect(screen.getByTestId('purchase-vip_pick-4')).toBeTruthy()
    expect(screen.queryByTestId('purchase-prediction-1')).toBeNull()
    await act(async () => void fireEvent.click(screen.getByTestId('tab-vip')))
    expect(screen.getByText('还没有开通过会员')).toBeTruthy()
    fail = true
    await act(async () => void fireEvent.click(screen.getByTestId('tab-prediction')))
    expect(screen.getByText('服务繁忙')).toBeTruthy()
    fail = false
    await act(async () => void fireEvent.click(screen.getByText('重试')))
    expect(screen.getByTestId('purchase-prediction-1')).toBeTruthy()
  })

  it('the follows page is unchanged without the tab', async () => {
    serve(spies, { 'api/Game/gz_event_attention': pageOf([]) })
    render(<MyFollowPage />)
    await settle()
    expect(screen.getByTestId('tab-matches')).toBeTruthy()
    expect(sent(spies).map((r) => r.path)).toEqual(['api/Game/gz_event_attention'])
  })
})

describe('收支明细 (detailPrice)', () => {
  it('each row names what it paid for and opens it; a cash payment shows its order', async () => {
    serve(spies, {
      'api/user/mx': pageOf([
        ledgerRow({ id: 1, item: { kind: 'prediction', id: 501, title: '法甲焦点战：巴里菲尔vs马尼亚深度解析' }, order_no: 'C20261122000001' }),
        ledgerRow({ id: 2, kind: 'cash', amount: -25, balance: 0, title: '购买VIP', item: { kind: 'vip', id: null, title: 'VIP月卡' }, order_no: 'VIP20261122000003' }),
        ledgerRow({ id: 3, amount: 10, balance: 180, title: '每日签到', item: { kind: 'checkin', id: null, title: '第3天' } }),
      ]),
    })
    render(<DetailPricePage />)
    await settle()
    const bought = screen.getByTestId('ledger-1')
    expect(within(bought).getByTestId('ledger-item').textContent).toBe('法甲焦点战：巴里菲尔vs马尼亚深度解析 ›')
    fireEvent.click(bought)
    expect(spies.navigateTo).toHaveBeenLastCalledWith({ url: '/pages/index/crossoverDetail?id=501' })
    const vip = screen.getByTestId('ledger-2')
    expect(vip.textContent).toContain('-¥25.00')
    expect(vip.textContent).toContain('订单 VIP20261122000003')
    expect(vip.textContent).toContain('微信/支付宝支付')
    fireEvent.click(vip)
    expect(spies.navigateTo).toHaveBeenLastCalledWith({ url: '/pages/msyng/withdraw/Buyvip' })
    // a check-in opens nothing
    fireEvent.click(screen.getByTestId('ledger-3'))
    expect(spies.navigateTo).toHaveBeenCalledTimes(2)
    await act(async () => void fireEvent.click(screen.getByTestId('tab-cash')))
    expect(sent(spies).pop()?.data.kind).toBe('cash')
  })

  it('a second charge refunded at once reads as a refund with its amount and time, gone back to the payment method', async () => {
    const chargedAt = Date.UTC(2026, 10, 22, 12, 5)
    serve(spies, {
      'api/user/mx': pageOf([
        ledgerRow({ id: 7, kind: 'cash', amount: 30, balance: 0, title: LEDGER_TITLES.secondChargeRefunded, created_at: chargedAt, item: { kind: 'refund', id: null, title: 'VIP月卡' }, order_no: 'VIP20261122000009' }),
      ]),
    })
    render(<DetailPricePage />)
    await settle()
    const row = screen.getByTestId('ledger-7')
    // what was refunded, how much came back and when it was charged, and where the money went
    for (const part of ['重复支付，已自动退款', '+¥30.00', '2026-11-22 20:05 · 订单 VIP20261122000009', '已退回原支付方式']) expect(row.textContent).toContain(part)
    expect(within(row).getByTestId('ledger-tag').textContent).toBe('退款')
  })
})

describe('top-up coupons (withdraw)', () => {
  const topUpCoupons = [
    couponFixture({ id: 41, name: '充值优惠券', applies_to: 'topup', amount_fen: 300, threshold_fen: 1800, rule_text: '满18减3', product_ids: [] }),
    couponFixture({ id: 42, name: '大额充值券', applies_to: 'topup', amount_fen: 800, threshold_fen: 6800, rule_text: '满68减8', product_ids: ['coins_680'] }),
  ]
  const routes = {
    'api/Apis/zmzh': walletFixture(),
    'api/Apis/chongzhi_vip_zb': CATALOGUE,
    'api/Apis/zfzhibiao': PAY_METHODS,
    // the server answers the coupons that fit the product asked about
    'api/Apis/get_user_coupon': (d: Record<string, unknown>) => pageOf(d.product_id === 'coins_680' ? topUpCoupons : []),
  }

  it('offers the coupons of the chosen pack, the best one chosen, and pays the product with the coupon', async () => {
    serve(spies, routes)
    payOrderMock.mockResolvedValue({ kind: 'redirected', orderNo: 'PAY1234567890' })
    render(<WithdrawPage />)
    await showPage()
    expect(sent(spies).filter((r) => r.path === 'api/Apis/get_user_coupon').pop()?.data).toMatchObject({ status: 'unused', product_id: 'coins_60' })
    expect(screen.getByText('该充值包暂无可用优惠券')).toBeTruthy()
    await act(async () => void fireEvent.click(screen.getByTestId('option-coins_680')))
    expect(sent(spies).filter((r) => r.path === 'api/Apis/get_user_coupon').pop()?.data.product_id).toBe('coins_680')
    expect(screen.getByTestId('pick-coupon-42').className).toContain('coupon-card--selected')
    expect(screen.getByTestId('form-submit').textContent).toBe('支付 ¥60.00')
    fireEvent.click(screen.getByTestId('pick-coupon-41'))
    expect(screen.getByTestId('form-submit').textContent).toBe('支付 ¥65.00')
    await act(async () => void fireEvent.click(screen.getByTestId('form-submit')))
    expect(payOrderMock).toHaveBeenCalledWith('wechat', { product_id: 'coins_680', coupon_id: 41 }, expect.objectContaining({ apiBase: expect.any(String) }))
  })

  it('without a coupon the full price is paid and no coupon is sent', async () => {
    serve(spies, routes)
    payOrderMock.mockResolvedValue({ kind: 'redirected', orderNo: 'PAY1234567890' })
    openWith({ product_id: 'coins_680' })
    render(<WithdrawPage />)
    await showPage()
    fireEvent.click(screen.getByTestId('pick-coupon-none'))
    expect(screen.getByTestId('form-submit').textContent).toBe('支付 ¥68.00')
    await act(async () => void fireEvent.click(screen.getByTestId('form-submit')))
    expect(payOrderMock).toHaveBeenCalledWith('wechat', { product_id: 'coins_680' }, expect.objectContaining({ apiBase: expect.any(String) }))
  })

  it('a coupon’s 去使用 opens where it is spent: a top-up coupon the top-up with its pack, a VIP one its plan', async () => {
    serve(spies, {
      'api/Apis/get_user_coupon': pageOf([
        couponFixture({ id: 41, applies_to: 'topup', product_ids: ['coins_680'] }),
        couponFixture({ id: 43, name: '季卡专享券', applies_to: 'vip', product_ids: ['vip_quarter'] }),
      ]),
    })
    render(<GetCouponPage />)
    await settle()
    fireEvent.click(screen.getByTestId('use-41'))
    expect(spies.navigateTo).toHaveBeenLastCalledWith({ url: '/pages/msyng/withdraw/withdraw?product_id=coins_680' })
    fireEvent.click(screen.getByTestId('use-43'))
    expect(spies.navigateTo).toHaveBeenLastCalledWith({ url: '/pages/msyng/withdraw/Buyvip?plan=quarter' })
  })
})

describe('an expert’s wallet', () => {
  const sale = (over: Partial<ExpertSaleRow> = {}): ExpertSaleRow => ({ id: 1, kind: 'prediction', item_id: 501, title: '英超焦点：深度解析', coins: 28, share_fen: 1960, status: 'paid', at: NOW - 3_600_000, ...over })

  it('shows the earnings of each sale, and a sale opens its prediction', async () => {
    serve(spies, {
      'api/Apis/zmzh': walletFixture({ is_expert: true, cash_fen: 1960 }),
      'api/Apis/chongzhi_vip_zb': CATALOGUE,
      'api/Apis/zfzhibiao': PAY_METHODS,
      'api/Apis/get_user_coupon': pageOf([]),
      'api/Apis/expert_sales': pageOf([sale(), sale({ id: 2, kind: 'vip_share', item_id: 9, title: '二合一 · 英超 + 西甲', coins: 38, share_fen: 950, status: 'held' })]),
    })
    render(<WithdrawPage />)
    await showPage()
    const first = screen.getByTestId('sale-1')
    expect(first.textContent).toContain('方案销售 · 英超焦点：深度解析')
    expect(first.textContent).toContain('+¥19.60')
    expect(first.textContent).toContain('已入账')
    expect(screen.getByTestId('sale-2').textContent).toContain('VIP精选分成')
    expect(screen.getByTestId('sale-2').textContent).toContain('待结算')
    fireEvent.click(first)
    expect(spies.navigateTo).toHaveBeenLastCalledWith({ url: '/pages/index/crossoverDetail?id=501' })
  })

  it('a member who is no expert is not asked for sales', async () => {
    serve(spies, { 'api/Apis/zmzh': walletFixture(), 'api/Apis/chongzhi_vip_zb': CATALOGUE, 'api/Apis/zfzhibiao': PAY_METHODS, 'api/Apis/get_user_coupon': pageOf([]) })
    render(<WithdrawPage />)
    await showPage()
    expect(screen.queryByTestId('wallet-sales')).toBeNull()
    expect(sent(spies).map((r) => r.path)).not.toContain('api/Apis/expert_sales')
  })
})

describe('我的', () => {
  it('offers 已购方案, and an approved expert 我的主页 of their own id', async () => {
    rootStore.user.signIn(makeUser({ is_expert: 1 }))
    serve(spies, { 'api/user/get_member': makeMember({ is_expert: 1, expert_id: 7, follow_count: 2, fans_count: 15, post_count: 6 }) })
    render(<UserPage />)
    await showPage()
    expect(screen.getByTestId('stat-fans').textContent).toContain('15')
    fireEvent.click(screen.getByTestId('menu-purchases'))
    expect(spies.navigateTo).toHaveBeenLastCalledWith({ url: '/pages/msyng/myPulish/myFollow?tab=purchases' })
    fireEvent.click(screen.getByTestId('menu-expertHome'))
    expect(spies.navigateTo).toHaveBeenLastCalledWith({ url: '/pages/index/expertHome?expert_id=7' })
  })

  it('a member who is no expert has no 我的主页', async () => {
    serve(spies, { 'api/user/get_member': makeMember() })
    render(<UserPage />)
    await showPage()
    expect(screen.getByTestId('menu-purchases')).toBeTruthy()
    expect(screen.queryByTestId('menu-expertHome')).toBeNull()
  })
})
