/**
 * Issue 26 item 3 on screen: 我的 offers the interrupted action back (继续：…), a purchase with too
 * few coins is remembered on its way to the top-up, paySuccess offers 返回继续购买, and a page with
 * nothing below it (the wallet after a payment) gets a back arrow instead of the home icon.
 */
import Taro from '@tarojs/taro'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import BuyPrediction from '@/features/money/components/BuyPrediction'
import NavBar from '@/components/layout/NavBar'
import PaySuccessPage from '@/pages/msyng/withdraw/paySuccess'
import UserPage from '@/pages/user/user'
import { pendingActions } from '@/stores/pendingActionStore'
import { rootStore } from '@/stores/RootStore'
import { makeUser } from '../setup/fixtures'
import { firePageEvent } from '../setup/pageEvents'
import { httpAnswer, spyOnTaro, type TaroSpies } from '../setup/taroSpies'
import { makeMember } from './accounts/fixtures'
import { openWith, orderFixture, serve, walletFixture } from './money/fixtures'

let spies: TaroSpies
const showPage = () => act(async () => void (await firePageEvent('componentDidShow')))

beforeEach(() => {
  spies = spyOnTaro()
  rootStore.user.clearStorage()
  pendingActions.clear()
})
afterEach(() => {
  Current.router = null
  jest.restoreAllMocks()
  jest.useRealTimers()
  rootStore.user.clearStorage()
  pendingActions.clear()
  rootStore.app.setPayModule(false)
})

function signedIn() {
  rootStore.user.signIn(makeUser())
  spies.request.mockImplementation((() => Promise.resolve(httpAnswer({ code: 1, msg: 'ok', data: makeMember() }))) as never)
}

describe('我的: the way back', () => {
  it('after the login, one tap returns to the match whose 关注 started it', async () => {
    // logged out: the tap is remembered by the login guard
    pendingActions.remember({ kind: 'follow', route: 'matchDetail', params: { id: 42 }, label: '曼联 vs 切尔西' })
    signedIn()
    render(<UserPage />)
    await showPage()
    const banner = screen.getByTestId('resume-banner')
    expect(banner.textContent).toContain('继续：关注 曼联 vs 切尔西')
    fireEvent.click(banner)
    expect(spies.navigateTo).toHaveBeenCalledWith({ url: '/pages/msyng/sportsSetails/sportsSetails?id=42&resume=follow' })
  })

  it('× forgets it; logged out or nothing pending: no banner', async () => {
    pendingActions.remember({ kind: 'buy', route: 'predictionDetail', params: { id: 7 }, label: '周末稳胆' })
    const { unmount } = render(<UserPage />)
    await showPage()
    expect(screen.queryByTestId('resume-banner')).toBeNull()
    unmount()

    signedIn()
    render(<UserPage />)
    await showPage()
    expect(screen.getByTestId('resume-banner').textContent).toContain('继续：购买 周末稳胆')
    fireEvent.click(screen.getByTestId('resume-banner-close'))
    expect(screen.queryByTestId('resume-banner')).toBeNull()
    expect(spies.navigateTo).not.toHaveBeenCalled()
    expect(pendingActions.current).toBeNull()
  })
})

describe('buying with too few coins', () => {
  it('去充值 remembers the purchase on its way to the wallet', async () => {
    rootStore.user.signIn(makeUser())
    rootStore.app.setPayModule(true)
    jest.spyOn(Taro, 'showModal').mockImplementation((() => Promise.resolve({ confirm: true, cancel: false, errMsg: 'ok' })) as never)
    serve(spies, { 'api/Apis/zmzh': walletFixture({ coins: 10 }) })
    render(<BuyPrediction predictionId={11} price={18} unlocked={false} title='周末稳胆' onBought={() => undefined} />)
    fireEvent.click(screen.getByTestId('buy-button'))
    await act(async () => undefined)
    expect(spies.navigateTo).toHaveBeenCalledWith({ url: '/pages/msyng/withdraw/withdraw' })
    expect(pendingActions.peek('buy')).toMatchObject({ route: 'predictionDetail', params: { id: 11 }, label: '周末稳胆' })
  })

  it('logged out: the login guard remembers the purchase', () => {
    jest.useFakeTimers()
    rootStore.app.setPayModule(true)
    render(<BuyPrediction predictionId={11} price={18} unlocked={false} title='周末稳胆' onBought={() => undefined} />)
    fireEvent.click(screen.getByTestId('buy-button'))
    expect(pendingActions.peek('buy')).toMatchObject({ route: 'predictionDetail', params: { id: 11 } })
  })

  it('paySuccess offers 返回继续购买 to the item being bought, its confirm opened again there', async () => {
    rootStore.user.signIn(makeUser())
    pendingActions.remember({ kind: 'buy', route: 'predictionDetail', params: { id: 11 }, label: '周末稳胆' })
    openWith({ order_no: 'PAY20261122ABCDEF' })
    serve(spies, { 'api/Wechat/query_order': orderFixture({ status: 'paid', status_text: '已支付', pay_method: 'wechat', balance_coins: 150 }), 'api/user/get_member': {} })
    const redirectTo = jest.spyOn(Taro, 'redirectTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    render(<PaySuccessPage />)
    await showPage()
    expect(screen.getByTestId('pay-result-resume').textContent).toContain('正在购买：周末稳胆')
    fireEvent.click(screen.getByText('返回继续购买'))
    expect(redirectTo).toHaveBeenCalledWith({ url: '/pages/index/crossoverDetail?id=11&resume=buy' })
  })

  it('paySuccess without a purchase under way offers only the ledger and the wallet', async () => {
    rootStore.user.signIn(makeUser())
    openWith({ order_no: 'PAY20261122ABCDEF' })
    serve(spies, { 'api/Wechat/query_order': orderFixture({ status: 'paid', status_text: '已支付', pay_method: 'wechat', balance_coins: 150 }), 'api/user/get_member': {} })
    render(<PaySuccessPage />)
    await showPage()
    expect(screen.getByTestId('pay-result-paid')).toBeTruthy()
    expect(screen.queryByTestId('pay-result-resume')).toBeNull()
  })
})

describe('a page opened by a flow, nothing below it', () => {
  it('shows a back arrow to its backUrl, not the home icon', () => {
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{} as Taro.Page])
    render(<NavBar title='我的钱包' backUrl='/pages/user/user' />)
    expect(screen.queryByTestId('nav-home')).toBeNull()
    fireEvent.click(screen.getByTestId('nav-back'))
    expect(spies.reLaunch).toHaveBeenCalledWith({ url: '/pages/user/user' })
  })
})
