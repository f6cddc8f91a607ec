import Taro from '@tarojs/taro'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import VipSelectPage from '@/pages/winnow/vipSelect'
import WinnowPage from '@/pages/winnow/winnow'
import { VIP_LOCKED_TEXT } from '@/features/money/components/VipPickCard'
import { rootStore } from '@/stores/RootStore'
import { makeUser } from '../../setup/fixtures'
import { firePageEvent } from '../../setup/pageEvents'
import { spyOnTaro, type TaroSpies } from '../../setup/taroSpies'
import { NOW, openWith, paths, serve, vipListOf, vipPickFixture, walletFixture } from './fixtures'

let spies: TaroSpies
const settle = () => act(async () => undefined)

beforeEach(() => {
  spies = spyOnTaro()
  jest.spyOn(Taro, 'showModal').mockImplementation((() => Promise.resolve({ confirm: true, cancel: false, errMsg: 'ok' })) as never)
})
afterEach(() => {
  Current.router = null
  jest.restoreAllMocks()
  rootStore.user.clearStorage()
  rootStore.app.setPayModule(false)
})

describe('the VIP tab (winnow)', () => {
  async function show(isVip: boolean) {
    const single = vipPickFixture({ id: 6, kind: 'single', title: '单场 · 德甲', legs: vipPickFixture().legs.slice(0, 1) })
    serve(spies, {
      'api/ConfirmedOrder/jxdc_list': vipListOf([vipPickFixture({ unlocked: isVip })], isVip, isVip ? NOW + 10 * 86_400_000 : null),
      'api/ConfirmedOrder/sd_list': vipListOf([single], isVip),
    })
    render(<WinnowPage />)
    await act(async () => void (await firePageEvent('componentDidShow')))
  }

  it('shows today’s 二合一 and 单场 with their picks locked for a non-VIP, and the way to buy VIP', async () => {
    rootStore.app.setPayModule(true)
    await show(false)
    expect(screen.getByTestId('today-double').textContent).toContain('二合一 · 英超 + 西甲')
    expect(screen.getByTestId('today-single').textContent).toContain('单场 · 德甲')
    expect(screen.getAllByText(VIP_LOCKED_TEXT).length).toBeGreaterThan(0)
    expect(screen.getByTestId('vip-buy').textContent).toBe('立即开通')
    fireEvent.click(screen.getByText('等赔样本'))
    expect(spies.navigateTo).toHaveBeenLastCalledWith({ url: '/pages/winnow/Indemnity' })
    fireEvent.click(screen.getByTestId('vip-pick-5'))
    expect(spies.navigateTo).toHaveBeenLastCalledWith({ url: '/pages/winnow/vipSelect?id=5' })
  })

  it('a VIP reads the picks and sees until when', async () => {
    rootStore.app.setPayModule(true)
    await show(true)
    expect(screen.getByTestId('vip-status').textContent).toContain('有效期至 2026-12-02')
    expect(screen.getByTestId('vip-buy').textContent).toBe('续费')
    expect(screen.getByTestId('today-double').textContent).toContain('主胜')
    expect(screen.getByTestId('today-double').textContent).toContain('组合赔率 3.42')
  })

  it('with the pay module off there is no way to buy', async () => {
    await show(false)
    expect(screen.queryByTestId('vip-buy')).toBeNull()
    expect(screen.getByTestId('vip-status').textContent).toContain('比赛结束后公开')
  })

  it('keeps the VIP card’s place, unseen, until the first answer says what it shows', async () => {
    rootStore.app.setPayModule(true)
    serve(spies, {
      'api/ConfirmedOrder/jxdc_list': vipListOf([vipPickFixture()], false),
      'api/ConfirmedOrder/sd_list': vipListOf([], false),
    })
    render(<WinnowPage />)
    expect(screen.getByTestId('vip-status-pending')).toBeTruthy()
    expect(screen.queryByTestId('vip-status')).toBeNull()
    await act(async () => void (await firePageEvent('componentDidShow')))
    expect(screen.queryByTestId('vip-status-pending')).toBeNull()
    expect(screen.getByTestId('vip-status').textContent).toContain('开通 VIP')
  })

  it('states the rule the picks keep, and says so when no expert met it today', async () => {
    serve(spies, {
      'api/ConfirmedOrder/jxdc_list': vipListOf([], false),
      'api/ConfirmedOrder/sd_list': vipListOf([vipPickFixture({ id: 6, kind: 'single', title: '单场 · 德甲', legs: vipPickFixture().legs.slice(0, 1) })], false),
    })
    render(<WinnowPage />)
    await act(async () => void (await firePageEvent('componentDidShow')))
    expect(screen.getByTestId('vip-pick-rule').textContent).toBe('入选规则：专家近20场已结算方案命中率不低于60%（走水不计），命中率高者优先；当日无人达标则不发布')
    expect(screen.getByTestId('today-double').textContent).toContain('今日暂无达到入选标准的专家方案，宁缺毋滥')
    expect(screen.getByTestId('today-single').textContent).toContain('单场 · 德甲')
  })
})

describe('one VIP pick (vipSelect?id=)', () => {
  it('locked: the teaser, a coin purchase and VIP; after buying the picks show at once', async () => {
    rootStore.user.signIn(makeUser())
    rootStore.app.setPayModule(true)
    openWith({ id: '5' })
    let bought = false
    serve(spies, {
      'api/ConfirmedOrder/jxdc_xq': () => vipPickFixture(bought ? { unlocked: true, purchased: true } : {}),
      'api/Apis/zmzh': walletFixture({ coins: 90 }),
      'api/Wechat/pay_jx': () => {
        bought = true
        return { order_no: 'jx_key_0001', status: 'paid', coins: 52, price: 38, pick_id: 5 }
      },
      'api/user/get_member': {},
    })
    render(<VipSelectPage />)
    await settle()
    expect(screen.getByTestId('vip-pick-5').textContent).toContain('两位高命中专家联手')
    expect(screen.getByTestId('buy-vipPick-5').textContent).toContain('购买查看 38金币')
    expect(screen.getByText('开通VIP')).toBeTruthy()
    fireEvent.click(screen.getByTestId('buy-button'))
    await settle()
    expect(paths(spies)).toContain('api/Wechat/pay_jx')
    expect(screen.getByTestId('vip-pick-5').textContent).toContain('主胜')
    expect(screen.getByTestId('vip-pick-5').textContent).toContain('已购买')
    expect(screen.queryByTestId('buy-button')).toBeNull()
  })

  it('with the pay module off: no buy entry, no VIP offer', async () => {
    openWith({ id: '5' })
    serve(spies, { 'api/ConfirmedOrder/jxdc_xq': vipPickFixture() })
    render(<VipSelectPage />)
    await settle()
    expect(screen.getByTestId('vip-pick-5')).toBeTruthy()
    expect(screen.queryByTestId('buy-button')).toBeNull()
    expect(screen.queryByText('开通VIP')).toBeNull()
  })

  it('without an id: every day’s picks, paged', async () => {
    openWith({})
    serve(spies, { 'api/ConfirmedOrder/jxdc_list': vipListOf([vipPickFixture(), vipPickFixture({ id: 8, title: '二合一 · 意甲 + 法甲' })]) })
    render(<VipSelectPage />)
    await settle()
    expect(screen.getByTestId('vip-pick-8').textContent).toContain('意甲 + 法甲')
    expect(spies.request.mock.calls[0][0]).toMatchObject({ data: { date: 'all', page: 1 } })
  })
})
