import { act, fireEvent, render, screen } from '@testing-library/react'
import { CHECKIN_ALREADY_MESSAGE } from '@contract/money-rules'
import GoldCoinPage from '@/pages/msyng/Dailycheckin/GoldCoin'
import SignInPage from '@/pages/msyng/Dailycheckin/SignIn'
import CouponPage from '@/pages/msyng/coupon/coupon'
import GetCouponPage from '@/pages/msyng/coupon/getCoupon'
import { rootStore } from '@/stores/RootStore'
import { makeUser } from '../../setup/fixtures'
import { spyOnTaro, toastTitles, type TaroSpies } from '../../setup/taroSpies'
import { typeInto as fill } from '../accounts/formInput'
import { specificationOnlyBackend } from '../../setup/backends'
import { batchFixture, couponFixture, monthFixture, pageOf, paths, sent, serve, walletFixture } from './fixtures'

let spies: TaroSpies
const settle = () => act(async () => undefined)

beforeEach(() => {
  spies = spyOnTaro()
  rootStore.user.signIn(makeUser())
})
afterEach(() => {
  jest.restoreAllMocks()
  rootStore.user.clearStorage()
  rootStore.app.setPayModule(false)
})

describe('每日签到 (SignIn)', () => {
  it('the month with its checked days, the streak, today’s reward; checking in ticks today', async () => {
    let checked = false
    serve(spies, {
      'api/Apis/daily_check_in_month': () =>
        checked ? monthFixture({ checked_days: ['2026-11-20', '2026-11-21', '2026-11-22'], checked_today: true, streak: 3, coins: 100 }) : monthFixture(),
      'api/Apis/daily_check_in': () => {
        checked = true
        return { streak: 3, reward: 10, coins: 100, date: '2026-11-22' }
      },
      'api/user/get_member': {},
    })
    render(<SignInPage />)
    await settle()
    expect(screen.getByTestId('month-title').textContent).toBe('2026年11月')
    expect(screen.getByTestId('checked-2026-11-21')).toBeTruthy()
    expect(screen.getByTestId('day-2026-11-22')).toBeTruthy()
    expect(screen.getByTestId('checkin-streak').textContent).toBe('2')
    // day 3 of the streak is what today earns
    expect(screen.getByTestId('reward-day-3').className).toContain('sign-in__reward--today')
    await act(async () => void fireEvent.click(screen.getByText('签到领 10 金币')))
    expect(toastTitles(spies)).toContain('签到成功 +10金币')
    expect(screen.getByTestId('checked-2026-11-22')).toBeTruthy()
    expect(screen.getByTestId('checked-today').textContent).toContain('今日已签到')
    expect(screen.getByTestId('checkin-coins').textContent).toBe('100')
  })

  it('a second check-in the same day is refused with the server’s reason and the page agrees', async () => {
    serve(spies, {
      'api/Apis/daily_check_in_month': monthFixture(),
      'api/Apis/daily_check_in': { refuse: { code: 0, msg: CHECKIN_ALREADY_MESSAGE } },
    })
    render(<SignInPage />)
    await settle()
    await act(async () => void fireEvent.click(screen.getByText('签到领 10 金币')))
    expect(toastTitles(spies)).toContain(CHECKIN_ALREADY_MESSAGE)
    expect(paths(spies).filter((p) => p === 'api/Apis/daily_check_in_month')).toHaveLength(2)
  })

  describe('on a backend without the month calendar (the specification part only)', () => {
    beforeEach(specificationOnlyBackend)

    it('checks in with the specification endpoint alone and shows the streak, reward and balance it answers', async () => {
      serve(spies, { 'api/Apis/daily_check_in': { streak: 4, reward: 10, coins: 120, date: '2026-11-22' }, 'api/user/get_member': {} })
      render(<SignInPage />)
      await settle()
      expect(screen.getByTestId('checkin-today-only')).toBeTruthy()
      expect(screen.queryByTestId('month-title')).toBeNull()
      expect(screen.queryByText(/请求失败|404|系统错误/)).toBeNull()
      await act(async () => void fireEvent.click(screen.getByText('签到领金币')))
      await settle()
      expect(toastTitles(spies)).toContain('签到成功 +10金币')
      expect(screen.getByTestId('checked-today').textContent).toContain('今日已签到 +10金币')
      expect(screen.getByTestId('checkin-streak').textContent).toBe('4')
      expect(screen.getByTestId('checkin-coins').textContent).toBe('120')
      expect(paths(spies)).not.toContain('api/Apis/daily_check_in_month')
    })

    it('a check-in refused as done today says so on the page too', async () => {
      serve(spies, { 'api/Apis/daily_check_in': { refuse: { code: 0, msg: CHECKIN_ALREADY_MESSAGE } } })
      render(<SignInPage />)
      await settle()
      await act(async () => void fireEvent.click(screen.getByText('签到领金币')))
      await settle()
      expect(screen.getByTestId('checked-today').textContent).toContain('今日已签到')
      expect(paths(spies)).toEqual(['api/Apis/daily_check_in'])
    })
  })

  it('goes back a month and forward again; no month after the current one', async () => {
    serve(spies, { 'api/Apis/daily_check_in_month': (d: Record<string, unknown>) => monthFixture(d.month === '2026-10' ? { month: '2026-10', checked_days: ['2026-10-03'] } : {}) })
    render(<SignInPage />)
    await settle()
    fireEvent.click(screen.getByTestId('month-next'))
    await settle()
    expect(paths(spies)).toHaveLength(1)
    fireEvent.click(screen.getByTestId('month-prev'))
    await settle()
    expect(sent(spies)[1].data.month).toBe('2026-10')
    expect(screen.getByTestId('checked-2026-10-03')).toBeTruthy()
    fireEvent.click(screen.getByTestId('month-next'))
    await settle()
    expect(sent(spies)[2].data.month).toBe('2026-11')
  })
})

describe('金币提现 (GoldCoin)', () => {
  it('not an expert: says who may withdraw and leads to the expert application', async () => {
    serve(spies, { 'api/Apis/zmzh': walletFixture(), 'api/Apis/withdrawal_list': pageOf([]) })
    render(<GoldCoinPage />)
    await settle()
    fireEvent.click(screen.getByText('申请专家入驻'))
    expect(spies.navigateTo).toHaveBeenCalledWith({ url: '/pages/msyng/WellKnown/ExpertCheck' })
  })

  it('an expert: below the minimum or above the income is refused on the form; a valid request is sent and listed', async () => {
    let requested = false
    const pending = { id: 4, amount_fen: 6000, account: '138****8000', status: 'pending' as const, status_text: '审核中', reason: '', created_at: 0, decided_at: null }
    serve(spies, {
      'api/Apis/zmzh': () => walletFixture({ is_expert: true, cash_fen: requested ? 2600 : 8600, pending_withdrawal: requested ? pending : null }),
      'api/Apis/withdrawal_list': () => pageOf(requested ? [pending] : []),
      'api/Apis/Expert_gold_coin_withdrawal': () => {
        requested = true
        return { ...pending, cash_fen: 2600 }
      },
    })
    render(<GoldCoinPage />)
    await settle()
    expect(screen.getByTestId('withdraw-cash').textContent).toBe('86.00')
    fill('amount', '20')
    fill('account', '13800138000')
    fireEvent.click(screen.getByTestId('form-submit'))
    await settle()
    expect(screen.getByTestId('error-amount').textContent).toBe('最低提现 ¥50.00')
    fill('amount', '100')
    fireEvent.click(screen.getByTestId('form-submit'))
    await settle()
    expect(screen.getByTestId('error-amount').textContent).toBe('提现金额超过可提现收益')
    expect(paths(spies)).not.toContain('api/Apis/Expert_gold_coin_withdrawal')
    fill('amount', '60')
    await act(async () => void fireEvent.click(screen.getByTestId('form-submit')))
    expect(sent(spies).find((r) => r.path === 'api/Apis/Expert_gold_coin_withdrawal')?.data).toMatchObject({ amount: '60', account: '13800138000' })
    expect(screen.getByTestId('withdraw-pending').textContent).toContain('¥60.00 的提现正在审核')
    expect(screen.getByTestId('withdrawal-4').textContent).toContain('审核中')
  })
})

describe('coupons', () => {
  it('领券中心: claiming a coupon reloads the offer; what cannot be claimed says why', async () => {
    let claimed = false
    serve(spies, {
      'api/Apis/coupon_center': () =>
        pageOf([batchFixture({ can_claim: !claimed, claimed_by_me: claimed ? 1 : 0 }), batchFixture({ id: 4, name: '年卡券', stock_left: 0, can_claim: false })]),
      'api/Apis/claim_coupon': () => {
        claimed = true
        return couponFixture()
      },
    })
    render(<CouponPage />)
    await settle()
    expect(screen.getByTestId('claim-state-4').textContent).toBe('已领完')
    await act(async () => void fireEvent.click(screen.getByTestId('claim-3')))
    expect(sent(spies).find((r) => r.path === 'api/Apis/claim_coupon')?.data.batch_id).toBe(3)
    expect(toastTitles(spies)).toContain('领取成功')
    expect(screen.getByTestId('claim-state-3').textContent).toBe('已领取')
  })

  it('我的优惠券: unused ones lead to VIP (pay module on); the tabs ask for used and expired', async () => {
    rootStore.app.setPayModule(true)
    serve(spies, {
      'api/Apis/get_user_coupon': (d: Record<string, unknown>) =>
        pageOf(d.status === 'used' ? [couponFixture({ id: 40, status: 'used', status_text: '已使用' })] : [couponFixture()]),
    })
    render(<GetCouponPage />)
    await settle()
    fireEvent.click(screen.getByTestId('use-31'))
    expect(spies.navigateTo).toHaveBeenCalledWith({ url: '/pages/msyng/withdraw/Buyvip' })
    await act(async () => void fireEvent.click(screen.getByTestId('tab-used')))
    expect(sent(spies)[1].data).toMatchObject({ status: 'used', page: 1 })
    expect(screen.getByTestId('coupon-40').textContent).toContain('已使用')
    expect(screen.queryByTestId('use-40')).toBeNull()
  })

  it('a VIP coupon says what it is for (购买VIP可用), not who may use it', async () => {
    serve(spies, { 'api/Apis/get_user_coupon': pageOf([couponFixture()]) })
    render(<GetCouponPage />)
    await settle()
    expect(screen.getByTestId('coupon-31').textContent).toContain('购买VIP可用')
    expect(screen.getByTestId('coupon-31').textContent).not.toContain('VIP会员可用')
  })

  it('with the pay module off an unused coupon has no way to spend it', async () => {
    serve(spies, { 'api/Apis/get_user_coupon': pageOf([couponFixture()]) })
    render(<GetCouponPage />)
    await settle()
    expect(screen.getByTestId('coupon-31').textContent).toContain('未使用')
    expect(screen.queryByTestId('use-31')).toBeNull()
  })
})
