import type { CouponBatch } from '@contract/api/money'
import * as money from '@/features/money/services/money'
import { CouponCenterModel } from '@/features/money/stores/couponsModel'
import { withdrawRules } from '@/features/money/stores/withdrawModel'
import { rootStore } from '@/stores/RootStore'
import { validateField } from '@/utils/formValidation'
import { deferred } from '../../setup/deferred'
import { makeUser } from '../../setup/fixtures'
import { spyOnTaro, toastTitles, type TaroSpies } from '../../setup/taroSpies'

jest.mock('@/features/money/services/money', () => ({
  ...jest.requireActual('@/features/money/services/money'),
  fetchCouponCenter: jest.fn(),
  claimCoupon: jest.fn(),
}))
const api = money as jest.Mocked<typeof money>

const batch = (id: number, over: Partial<CouponBatch> = {}): CouponBatch => ({
  id, name: `满减券${id}`, amount_fen: 500, threshold_fen: 2000, rule_text: '满20减5', starts_at: 0, ends_at: 0,
  stock_left: 10, per_user_limit: 1, claimed_by_me: 0, can_claim: true, applies_to: 'vip', product_ids: [], ...over,
})

let spies: TaroSpies
beforeEach(() => {
  spies = spyOnTaro()
  rootStore.user.signIn(makeUser())
  api.fetchCouponCenter.mockResolvedValue({ list: [batch(1), batch(2)], page: 1, limit: 20, total: 2, has_more: false })
})
afterEach(() => {
  jest.restoreAllMocks()
  jest.resetAllMocks()
  rootStore.user.clearStorage()
})

test('领券中心: one claim at a time; a claimed batch shows the server’s new stock', async () => {
  const center = new CouponCenterModel()
  await center.batches.reload()
  const answer = deferred<null>()
  api.claimCoupon.mockReturnValueOnce(answer.promise as never)
  const first = center.claim(center.batches.items[0])
  expect(center.claiming).toBe(1)
  await center.claim(center.batches.items[1])
  expect(api.claimCoupon).toHaveBeenCalledTimes(1)
  api.fetchCouponCenter.mockResolvedValueOnce({ list: [batch(1, { stock_left: 9, claimed_by_me: 1, can_claim: false }), batch(2)], page: 1, limit: 20, total: 2, has_more: false })
  answer.resolve(null)
  await first
  expect(center.claiming).toBeNull()
  expect(toastTitles(spies)).toEqual(['领取成功'])
  expect(center.batches.items[0]).toMatchObject({ stock_left: 9, can_claim: false })
})

test('领券中心: a guest is asked to log in and nothing is claimed', async () => {
  rootStore.user.clearStorage()
  const center = new CouponCenterModel()
  await center.batches.reload()
  await center.claim(center.batches.items[0])
  expect(api.claimCoupon).not.toHaveBeenCalled()
  expect(toastTitles(spies)).toEqual(['请先登录'])
})

test('提现: the amount must reach the minimum and stay within the cash income; an account is required', () => {
  const r = withdrawRules({ withdraw_min_fen: 10_000, cash_fen: 25_000 })
  expect(validateField('', r.amount)).toBe('请输入提现金额')
  expect(validateField('99.99', r.amount)).toBe('最低提现 ¥100.00')
  expect(validateField('250.01', r.amount)).toBe('提现金额超过可提现收益')
  expect(validateField('250', r.amount)).toBeNull()
  expect(validateField('', r.account)).toBe('请输入支付宝账号')
})
