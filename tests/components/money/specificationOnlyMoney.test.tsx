import { act, fireEvent, render, screen } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import GoldCoinPage from '@/pages/msyng/Dailycheckin/GoldCoin'
import CouponPage from '@/pages/msyng/coupon/coupon'
import GetCouponPage from '@/pages/msyng/coupon/getCoupon'
import MyFollowPage from '@/pages/msyng/myPulish/myFollow'
import WithdrawPage from '@/pages/msyng/withdraw/withdraw'
import UserPage from '@/pages/user/user'
import { rootStore } from '@/stores/RootStore'
import { makeUser } from '../../setup/fixtures'
import { firePageEvent } from '../../setup/pageEvents'
import { specificationOnlyBackend } from '../../setup/backends'
import { spyOnTaro, toastTitles, type TaroSpies } from '../../setup/taroSpies'
import { makeMember } from '../accounts/fixtures'
import { couponFixture, openWith, pageOf, paths, serve, walletFixture } from './fixtures'

/**
 * The money and account pages on a backend with the product specification's endpoints alone: the
 * coupon centre, an expert's sales, the withdrawal history, 已购 and 跟单 are extensions, so their entry
 * points hide and a deep link lands on something useful. Never an error, a toast or an empty page.
 */

let spies: TaroSpies
const settle = () => act(async () => undefined)
const showPage = () => act(async () => void (await firePageEvent('componentDidShow')))
const ERROR_TEXT = /请求失败|404|系统错误|接口不存在|加载失败/

beforeEach(async () => {
  spies = spyOnTaro()
  rootStore.user.signIn(makeUser({ is_expert: 1 }))
  openWith({})
  await specificationOnlyBackend()
})
afterEach(() => {
  Current.router = null
  jest.restoreAllMocks()
  rootStore.user.clearStorage()
  rootStore.app.setPayModule(false)
})

/** nothing on the page or in a toast says something failed */
function expectNoFailureShown(): void {
  expect(screen.queryByText(ERROR_TEXT)).toBeNull()
  expect(screen.queryByTestId('state-error')).toBeNull()
  expect(toastTitles(spies)).toEqual([])
}

describe('领券中心 without the coupon centre', () => {
  it('a deep link shows the user’s unused coupons from the specification’s list, with a line saying why', async () => {
    serve(spies, { 'api/Apis/get_user_coupon': pageOf([couponFixture({ id: 31, name: 'VIP 新人券' })]) })
    render(<CouponPage />)
    await settle()
    expect(screen.getByTestId('coupon-center-fallback').textContent).toContain('暂无可领取的优惠券')
    expect(screen.getByTestId('coupon-31').textContent).toContain('VIP 新人券')
    expect(paths(spies)).toEqual(['api/Apis/get_user_coupon'])
    expectNoFailureShown()
  })

  it('我的优惠券 has no link to the coupon centre', async () => {
    serve(spies, { 'api/Apis/get_user_coupon': pageOf([couponFixture()]) })
    render(<GetCouponPage />)
    await settle()
    expect(screen.getByTestId('coupon-31')).toBeTruthy()
    expect(screen.queryByTestId('coupon-center-link')).toBeNull()
    expectNoFailureShown()
  })
})

describe('我的钱包 and 金币提现 without the sales and withdrawal lists', () => {
  it('the wallet shows the balances and its links, without 销售收益 or 领券中心', async () => {
    serve(spies, { 'api/Apis/zmzh': walletFixture({ is_expert: true, cash_fen: 12_000 }) })
    render(<WithdrawPage />)
    await showPage()
    expect(screen.getByTestId('wallet-cash').textContent).toBe('120.00')
    expect(screen.getByText('我的优惠券')).toBeTruthy()
    expect(screen.queryByTestId('wallet-sales')).toBeNull()
    expect(screen.queryByText('领券中心')).toBeNull()
    expect(paths(spies)).toEqual(['api/Apis/zmzh'])
    expectNoFailureShown()
  })

  it('金币提现 keeps the balance and the form, without the history', async () => {
    serve(spies, { 'api/Apis/zmzh': walletFixture({ is_expert: true, cash_fen: 12_000 }) })
    render(<GoldCoinPage />)
    await settle()
    expect(screen.getByTestId('withdraw-cash').textContent).toBe('120.00')
    expect(screen.getByText('申请提现')).toBeTruthy()
    expect(screen.queryByText('提现记录')).toBeNull()
    expect(paths(spies)).toEqual(['api/Apis/zmzh'])
    expectNoFailureShown()
  })
})

describe('已购方案 and 跟单 without their lists', () => {
  it('我的 has no 已购方案 entry', async () => {
    spies.request.mockImplementation((() => Promise.resolve({ statusCode: 200, header: {}, data: { code: 1, msg: 'ok', data: makeMember() } })) as never)
    render(<UserPage />)
    await showPage()
    expect(screen.getByText('我的关注')).toBeTruthy()
    expect(screen.queryByText('已购方案')).toBeNull()
  })

  it('a link to 已购方案 points to 收支明细, where every payment shows', async () => {
    openWith({ tab: 'purchases' })
    render(<MyFollowPage />)
    await settle()
    expect(screen.getByText('购买方案、VIP精选和会员的记录都在收支明细里')).toBeTruthy()
    fireEvent.click(screen.getByText('查看收支明细'))
    expect(spies.navigateTo).toHaveBeenLastCalledWith({ url: '/pages/user/detailPrice' })
    expect(paths(spies)).toEqual([])
    expectNoFailureShown()
  })

  it('我的关注 offers no 推荐 (跟单) tab, and a link to it opens the matches', async () => {
    openWith({ tab: 'predictions' })
    serve(spies, { 'api/Game/gz_event_attention': pageOf([]) })
    render(<MyFollowPage />)
    await settle()
    expect(screen.getByTestId('tab-matches')).toBeTruthy()
    expect(screen.queryByTestId('tab-predictions')).toBeNull()
    expect(paths(spies)).toEqual(['api/Game/gz_event_attention'])
    expectNoFailureShown()
  })
})
