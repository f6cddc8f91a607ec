/**
 * Money end to end on H5 against the stand-in, as a member would: sign in (the demo account) and
 * verify a real name (paying needs one), top up coins through the sandbox cashier, claim a coupon
 * and buy VIP with it, buy a paid prediction and read its pick, check in, and find each coin
 * movement in the ledger; then the operator turns the pay module off and no buying entry is left.
 * The tests share one browser session and run in order.
 */
import type { Locator } from 'playwright-core'
import { idCardCheckChar } from '../../types/validation/idCard'
import type { PredictionDetail, PredictionRow } from '../../types/api/experts'
import type { UserInfo } from '../../types/api/account'
import type { Paged } from '../../types/common'
import { ADMIN_TOKEN, startE2E, type E2EApp, textBoxOf } from './harness'

const DEMO = { mobile: '13800138000', password: 'demo123456' }
const WAIT = { timeout: 20_000 }

let app: E2EApp
/** the prediction bought in the purchase test, found again in 已购 */
let bought: PredictionRow | null = null

beforeAll(async () => {
  app = await startE2E({ payModule: true })
})
afterAll(() => app?.close())

/** Taro's H5 router keeps earlier pages in the DOM, hidden: act on the shown one only */
const shown = (): Locator => app.page.locator('.taro_page.taro_page_show').last()
const byTestId = (id: string) => shown().locator(`[data-testid="${id}"]`)
const fill = (field: string, value: string) => textBoxOf(byTestId(`field-${field}`)).fill(value)
const confirmModal = () => app.page.locator('.taro-model__confirm').click()

/** the signed-in user as the app stored it */
async function storedUser(): Promise<UserInfo> {
  const raw = await app.page.evaluate(() => window.localStorage.getItem('userInfo'))
  const parsed = JSON.parse(raw ?? 'null') as { data: UserInfo } | null
  if (!parsed) throw new Error('no stored user')
  return parsed.data
}

/** the cashier page: amount and product, then 确认支付; it returns to paySuccess */
async function payAtCashier(): Promise<void> {
  await app.page.waitForURL(/\/cashier\?/, WAIT)
  expect(await app.page.locator('body').textContent()).toContain('收银台')
  await app.page.getByRole('button', { name: '确认支付' }).click()
  await app.page.waitForURL(/pages\/msyng\/withdraw\/paySuccess\?order_no=/, WAIT)
  await byTestId('pay-result-paid').waitFor({ state: 'visible', ...WAIT })
}

test('sign in and verify a real name (paying needs one)', async () => {
  await app.openPage('#/pages/msyng/Register/login')
  await fill('mobile', DEMO.mobile)
  await fill('password', DEMO.password)
  await byTestId('agreement-box').click()
  await byTestId('form-submit').click()
  await app.page.waitForURL(/pages\/user\/user/, WAIT)
  await byTestId('user-card-member').waitFor({ state: 'visible', ...WAIT })

  await app.openPage('#/pages/msyng/Settings/Verified')
  const first17 = '11010119880512031'
  await fill('name', '王小明')
  await fill('id_card', first17 + idCardCheckChar(first17))
  await byTestId('form-submit').click()
  await byTestId('verified-state').waitFor({ state: 'visible', ...WAIT })
})

test('top up 60 coins through the sandbox cashier; paySuccess shows them', async () => {
  await app.openPage('#/pages/msyng/withdraw/withdraw')
  const before = Number(await byTestId('wallet-coins').textContent())
  await byTestId('option-coins_60').click()
  await byTestId('pay-method-wechat').click()
  await app.screenshot('money-wallet')
  await byTestId('wallet-topup').locator('[data-testid="form-submit"]').click()
  await payAtCashier()
  expect(await byTestId('pay-result-paid').textContent()).toContain(`60 金币已到账，当前余额 ${before + 60} 金币`)
  await app.screenshot('money-topup-paid')
})

test('claim a coupon and buy VIP with it through the cashier', async () => {
  const clock = await app.clock()
  const res = await fetch(`${app.baseUrl}/admin/coupons`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-admin-token': ADMIN_TOKEN },
    body: new URLSearchParams({ name: 'VIP 立减券', amount_fen: '500', threshold_fen: '3000', stock: '5', per_user_limit: '1', ends_at: String(clock.now + 7 * 86_400_000) }).toString(),
  })
  const batch = ((await res.json()) as { code: number; data: { id: number } }).data
  expect(batch.id).toBeGreaterThan(0)

  await app.openPage('#/pages/msyng/coupon/coupon')
  await byTestId(`claim-${batch.id}`).click()
  await byTestId(`claim-state-${batch.id}`).waitFor({ state: 'visible', ...WAIT })
  expect(await byTestId(`claim-state-${batch.id}`).textContent()).toBe('已领取')

  await app.openPage('#/pages/msyng/withdraw/Buyvip')
  await byTestId('option-month').click()
  await shown().locator('.coupon-card--selected').waitFor({ state: 'visible', ...WAIT })
  expect(await byTestId('vip-sum').textContent()).toContain('实付¥25.00')
  await app.screenshot('money-buyvip')
  await byTestId('pay-method-wechat').click()
  await byTestId('form-submit').click()
  await payAtCashier()
  const paid = await byTestId('pay-result-paid').textContent()
  expect(paid).toContain('VIP 有效期至')
  expect(paid).toContain('-¥5.00')

  await app.openPage('#/pages/msyng/coupon/getCoupon')
  await byTestId('tab-used').click()
  await shown().getByText('VIP 立减券').waitFor(WAIT)
})

test('top up with a coupon that fits the pack: offered, chosen, paid less; the coin pack ledger row has its order', async () => {
  const clock = await app.clock()
  const res = await fetch(`${app.baseUrl}/admin/coupons`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-admin-token': ADMIN_TOKEN },
    body: new URLSearchParams({
      name: '充值立减券', amount_fen: '300', threshold_fen: '1800', stock: '5', per_user_limit: '1', ends_at: String(clock.now + 7 * 86_400_000),
      applies_to: 'topup', product_ids: 'coins_180',
    }).toString(),
  })
  const batch = ((await res.json()) as { code: number; data: { id: number } }).data
  expect(batch.id).toBeGreaterThan(0)
  await app.openPage('#/pages/msyng/coupon/coupon')
  await byTestId(`claim-${batch.id}`).click()
  await byTestId(`claim-state-${batch.id}`).waitFor({ state: 'visible', ...WAIT })

  // 去使用 opens the top-up with the pack the coupon fits
  await app.openPage('#/pages/msyng/coupon/getCoupon')
  const card = shown().locator('[data-testid^="coupon-"]').filter({ hasText: '充值立减券' })
  await card.locator('[data-testid^="use-"]').click()
  await app.page.waitForURL(/pages\/msyng\/withdraw\/withdraw\?product_id=coins_180/, WAIT)
  await shown().locator('.coupon-card--selected').filter({ hasText: '充值立减券' }).waitFor({ state: 'visible', ...WAIT })
  const before = Number(await byTestId('wallet-coins').textContent())
  expect(await byTestId('wallet-topup').locator('[data-testid="form-submit"]').textContent()).toBe('支付 ¥15.00')
  await app.screenshot('money-topup-coupon')
  await byTestId('pay-method-wechat').click()
  await byTestId('wallet-topup').locator('[data-testid="form-submit"]').click()
  await payAtCashier()
  expect(await byTestId('pay-result-paid').textContent()).toContain(`当前余额 ${before + 180} 金币`)

  await app.openPage('#/pages/msyng/coupon/getCoupon')
  await byTestId('tab-used').click()
  await shown().getByText('充值立减券').waitFor(WAIT)
})

test('buy a paid prediction with coins and read its pick at once', async () => {
  const { token } = await storedUser()
  const list = await app.api<Paged<PredictionRow>>('api/Expert/get_single_pass_list', { page: 1, limit: 50, token })
  // a match that has started can no longer be bought
  const target = list.data.list.find((p) => p.price > 0 && !p.visible && !p.locked && p.price <= 100)
  if (!target) throw new Error('the seeded data has no locked paid prediction at the suite’s moment')

  await app.openPage(`#/pages/index/crossoverDetail?id=${target.id}`)
  // before buying: the record with pushes named, the teaser of the analysis, no analysis
  await byTestId('detail-teaser').waitFor({ state: 'visible', ...WAIT })
  expect(await byTestId('detail-record').textContent()).toMatch(/近\d+场 \d+中|暂无战绩/)
  expect(await byTestId('detail-content').count()).toBe(0)
  await byTestId('buy-button').click()
  await app.page.locator('.taro-modal__content').waitFor({ state: 'visible', ...WAIT })
  expect(await app.page.locator('.taro-modal__content').textContent()).toContain(`需 ${target.price} 金币`)
  await confirmModal()
  await byTestId('buy-button').waitFor({ state: 'detached', ...WAIT })

  const detail = await app.api<PredictionDetail>('api/Expert/zjfb_xq', { id: target.id, token })
  const pick = detail.data.legs[0].pick_text
  expect(pick).not.toBeNull()
  await shown().getByText(pick as string).first().waitFor(WAIT)
  expect([...((await byTestId('detail-content').textContent()) ?? '')].length).toBeGreaterThanOrEqual(40)
  await app.screenshot('money-prediction-bought')
  bought = target
})

test('find the bought prediction in 已购 (from 我的), open it and read the analysis', async () => {
  if (!bought) throw new Error('the purchase test did not run')
  await app.openPage('#/pages/user/user')
  await byTestId('menu-purchases').click()
  await app.page.waitForURL(/pages\/msyng\/myPulish\/myFollow\?tab=purchases/, WAIT)
  const row = shown().locator('[data-testid^="purchase-prediction-"]').filter({ hasText: bought.title }).first()
  await row.waitFor({ state: 'visible', ...WAIT })
  expect(await row.textContent()).toContain(bought.title)
  expect(await row.textContent()).toContain(`${bought.price} 金币`)
  await app.screenshot('money-purchases')
  await row.click()
  await app.page.waitForURL(new RegExp(`pages/index/crossoverDetail\\?id=${bought.id}`), WAIT)
  await byTestId('detail-content').waitFor({ state: 'visible', ...WAIT })
  expect([...((await byTestId('detail-content').textContent()) ?? '')].length).toBeGreaterThanOrEqual(40)
  // the proof explains itself; the data waits behind the disclosure
  expect(await byTestId('proof-words').textContent()).toContain('锁定于 开赛时')
  await byTestId('proof-toggle').click()
  expect(await byTestId('proof-data').textContent()).toContain('"expert_id"')
})

test('check in: today is ticked and the button is gone', async () => {
  await app.openPage('#/pages/msyng/Dailycheckin/SignIn')
  await byTestId('checkin-action').locator('[data-testid="form-submit"]').click()
  await byTestId('checked-today').waitFor({ state: 'visible', ...WAIT })
  expect(await shown().locator('[data-testid^="checked-2"]').count()).toBeGreaterThan(0)
  await app.screenshot('money-checkin')
})

test('the VIP tab of a VIP: the state until when, today’s picks readable', async () => {
  await app.openPage('#/pages/winnow/winnow')
  await byTestId('vip-status').waitFor({ state: 'visible', ...WAIT })
  expect(await byTestId('vip-status').textContent()).toContain('有效期至')
  expect(await byTestId('vip-buy').textContent()).toBe('续费')
  await app.screenshot('money-vip-tab')
})

test('the ledger shows the top-up, the purchase and the check-in', async () => {
  await app.openPage('#/pages/user/detailPrice')
  await shown().locator('[data-testid^="ledger-"]').first().waitFor(WAIT)
  const text = await shown().locator('.list-view').textContent()
  expect(text).toContain('充值金币')
  expect(text).toContain('+60 金币')
  expect(text).toContain('购买方案')
  expect(text).toContain('每日签到')
  if (bought) expect(text).toContain(bought.title)
  // the VIP and the top-up paid with money, with their orders
  expect(text).toContain('购买VIP')
  expect(text).toMatch(/订单 [A-Z0-9]+/)
  const tags = await shown().locator('[data-testid="ledger-tag"]').allTextContents()
  expect(tags).toEqual(expect.arrayContaining(['充值', '消费', '签到']))
  await app.screenshot('money-ledger')
})

test('with the pay module turned off no buying entry is left', async () => {
  await app.setSetting('pay_module', '0')
  await app.showAgain()
  await app.openPage('#/pages/msyng/withdraw/withdraw')
  await byTestId('wallet-coins').waitFor({ state: 'visible', ...WAIT })
  expect(await byTestId('wallet-topup').count()).toBe(0)
  expect(await byTestId('menu-vip').count()).toBe(0)

  await app.openPage('#/pages/msyng/withdraw/Buyvip')
  await shown().getByText('支付功能暂未开放').waitFor(WAIT)
  expect(await byTestId('form-submit').count()).toBe(0)

  await app.openPage('#/pages/winnow/winnow')
  await byTestId('today-double').waitFor({ state: 'visible', ...WAIT })
  expect(await byTestId('vip-buy').count()).toBe(0)

  const { token } = await storedUser()
  const list = await app.api<Paged<PredictionRow>>('api/Expert/get_single_pass_list', { page: 1, limit: 50, token })
  const locked = list.data.list.find((p) => p.price > 0 && !p.visible)
  if (locked) {
    await app.openPage(`#/pages/index/crossoverDetail?id=${locked.id}`)
    await byTestId('follow-prediction').waitFor({ state: 'visible', ...WAIT })
    expect(await byTestId('buy-button').count()).toBe(0)
  }
  await app.openPage('#/pages/msyng/coupon/getCoupon')
  await shown().locator('.segment-tabs').waitFor(WAIT)
  expect(await shown().locator('[data-testid^="use-"]').count()).toBe(0)
})
