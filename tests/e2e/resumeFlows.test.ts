/**
 * Issue 26 item 3 end to end on H5: every interrupted flow resumes. Logging in keeps the product's
 * relaunch to 我的, and 我的 then offers a one-tap way back to what the user was doing:
 *  (a) logged out, 关注 on a match → login → 我的 shows 继续：关注 … → back on the match, followed;
 *  (b) logged out, 购买查看 on a paid pick → login → 我的 → back on the pick with its confirm open;
 *  (c) too few coins → 去充值 → the payment asks for a real name → verification returns to the
 *      wallet → top-up paid → 支付成功 offers 返回继续购买 → back on the pick with its confirm open;
 *      the wallet opened from there has a back arrow.
 * The tests share one browser session and run in order.
 */
import type { Locator } from 'playwright-core'
import { idCardCheckChar } from '../../types/validation/idCard'
import type { MatchRow } from '../../types/football'
import type { PredictionRow } from '../../types/api/experts'
import type { UserInfo } from '../../types/api/account'
import type { Paged } from '../../types/common'
import { ADMIN_TOKEN, startE2E, type E2EApp, textBoxOf } from './harness'

const DEMO = { mobile: '13800138000', password: 'demo123456' }
const PASSWORD = 'resume123456'
const WAIT = { timeout: 20_000 }

let app: E2EApp

beforeAll(async () => {
  app = await startE2E({ payModule: true })
})
afterAll(() => app?.close())

/** Taro's H5 router keeps earlier pages in the DOM, hidden: act on the shown one only */
const shown = (): Locator => app.page.locator('.taro_page.taro_page_show').last()
const byTestId = (id: string) => shown().locator(`[data-testid="${id}"]`)
const fill = (field: string, value: string) => textBoxOf(byTestId(`field-${field}`)).fill(value)
const modal = () => app.page.locator('.taro-modal__content')

async function storedUser(): Promise<UserInfo> {
  const raw = await app.page.evaluate(() => window.localStorage.getItem('userInfo'))
  const parsed = JSON.parse(raw ?? 'null') as { data: UserInfo } | null
  if (!parsed) throw new Error('no stored user')
  return parsed.data
}

/** signs out without the app's logout (which relaunches to 我的): the stored session goes, the app loads again on `hash` */
async function openSignedOut(hash: string): Promise<void> {
  await app.page.evaluate(() => {
    window.localStorage.removeItem('userInfo')
    window.localStorage.removeItem('user_id')
  })
  await app.openPage(hash)
  await app.page.reload()
  await shown().locator('.nav-bar__title').waitFor({ state: 'visible', ...WAIT })
}

/** the login guard's way: 请先登录, the login choice after 1 s, then the phone login with a password */
async function logInFromGuard(account: { mobile: string; password: string }): Promise<void> {
  await app.page.waitForURL(/Register\/chooselogin/, WAIT)
  await shown().getByText('手机号登录').click()
  await app.page.waitForURL(/Register\/login/, WAIT)
  await fill('mobile', account.mobile)
  await fill('password', account.password)
  await byTestId('agreement-box').click()
  await byTestId('form-submit').click()
  // the product's login is kept: 登录成功, then the relaunch to 我的
  await app.page.waitForURL(/pages\/user\/user/, WAIT)
  await byTestId('user-card-member').waitFor({ state: 'visible', ...WAIT })
}

async function lockedPick(token: string, maxPrice: number): Promise<PredictionRow> {
  const list = await app.api<Paged<PredictionRow>>('api/Expert/get_single_pass_list', { page: 1, limit: 50, token })
  const pick = list.data.list.find((p) => p.price > 0 && !p.visible && !p.locked && p.price <= maxPrice)
  if (!pick) throw new Error('the seeded data has no locked paid prediction at the suite’s moment')
  return pick
}

test('(a) logged out, 关注 on a match → login → 我的 offers the way back → the match is followed', async () => {
  const list = await app.api<{ list: MatchRow[] }>('api/Game/get', { page: 1, limit: 20, status: 'not_started' })
  const match = list.data.list[0]
  if (!match) throw new Error('no upcoming match at the suite’s moment')
  const label = `${match.home_team.short_name} vs ${match.away_team.short_name}`

  await app.openPage(`#/pages/msyng/sportsSetails/sportsSetails?id=${match.id}`)
  await byTestId('follow-match').click()
  await logInFromGuard(DEMO)

  const banner = byTestId('resume-banner')
  await banner.waitFor({ state: 'visible', ...WAIT })
  expect(await banner.textContent()).toContain(`继续：关注 ${label}`)
  await app.screenshot('resume-user-center-banner')
  await banner.click()
  await app.page.waitForURL(new RegExp(`sportsSetails\\?id=${match.id}&resume=follow`), WAIT)
  await byTestId('follow-match').filter({ hasText: '已关注' }).waitFor(WAIT)

  const { token } = await storedUser()
  const followed = await app.api<Array<{ event_id: number; followed: boolean }>>('api/game/chakgz', { event_ids: String(match.id), token })
  expect(followed.data).toEqual([expect.objectContaining({ event_id: match.id, followed: true })])

  // handed over once: 我的 no longer offers it
  await app.openPage('#/pages/user/user')
  await byTestId('user-card-member').waitFor({ state: 'visible', ...WAIT })
  expect(await byTestId('resume-banner').count()).toBe(0)
})

test('(b) logged out, 购买查看 on a paid pick → login → back → its purchase confirm is open', async () => {
  const { token } = await storedUser()
  const pick = await lockedPick(token, 100)
  await openSignedOut(`#/pages/index/crossoverDetail?id=${pick.id}`)
  await byTestId('buy-button').click()
  await logInFromGuard(DEMO)

  const banner = byTestId('resume-banner')
  await banner.waitFor({ state: 'visible', ...WAIT })
  expect(await banner.textContent()).toContain('继续：购买')
  await banner.click()
  await app.page.waitForURL(new RegExp(`crossoverDetail\\?id=${pick.id}&resume=buy`), WAIT)
  // the confirm opens again by itself, and nothing is paid before the user confirms
  await modal().waitFor({ state: 'visible', ...WAIT })
  expect(await modal().textContent()).toContain(`需 ${pick.price} 金币`)
  await app.screenshot('resume-purchase-sheet')
  await app.page.locator('.taro-model__cancel').click()
  expect(await byTestId('buy-button').count()).toBe(1)
})

test('(c) too few coins → 去充值 → real name → verification → top-up → back on the pick with its confirm open', async () => {
  // a new member: no coins, no real name
  const mobile = `137${String(Date.now()).slice(-8)}`
  await app.api('api/user/send', { mobile, scene: 'register' })
  const res = await fetch(`${app.baseUrl}/admin/sms?mobile=${mobile}`, { headers: { 'x-admin-token': ADMIN_TOKEN } })
  const sms = (await res.json()) as { data: { list: { scene: string; code: string; used: boolean }[] } }
  const code = sms.data.list.find((c) => c.scene === 'register' && !c.used)?.code
  if (!code) throw new Error('no register code was sent')
  expect((await app.api('api/user/register', { mobile, code, password: PASSWORD })).code).toBe(1)

  const { token } = await storedUser()
  const pick = await lockedPick(token, 60)
  await openSignedOut(`#/pages/index/crossoverDetail?id=${pick.id}`)
  await byTestId('buy-button').click()
  await logInFromGuard({ mobile, password: PASSWORD })
  await byTestId('resume-banner').click()
  await app.page.waitForURL(/crossoverDetail\?id=\d+&resume=buy/, WAIT)

  // 金币不足 … 去充值？
  await modal().waitFor({ state: 'visible', ...WAIT })
  expect(await modal().textContent()).toContain('还差')
  await app.page.locator('.taro-model__confirm').click()
  await app.page.waitForURL(/withdraw\/withdraw/, WAIT)
  await byTestId('option-coins_60').click()
  await byTestId('pay-method-wechat').click()
  await byTestId('wallet-topup').locator('[data-testid="form-submit"]').click()

  // paying needs a real name: the verification page, then back to the wallet (its pack still chosen)
  await app.page.waitForURL(/Settings\/Verified/, WAIT)
  const first17 = '11010119900307123'
  await fill('name', '李新人')
  await fill('id_card', first17 + idCardCheckChar(first17))
  await byTestId('form-submit').click()
  await app.page.waitForURL(/withdraw\/withdraw/, WAIT)
  await byTestId('wallet-topup').waitFor({ state: 'visible', ...WAIT })
  await byTestId('wallet-topup').locator('[data-testid="form-submit"]').click()

  // the sandbox cashier, then 支付成功 offers the way back to the pick
  await app.page.waitForURL(/\/cashier\?/, WAIT)
  await app.page.getByRole('button', { name: '确认支付' }).click()
  await app.page.waitForURL(/withdraw\/paySuccess\?order_no=/, WAIT)
  await byTestId('pay-result-resume').waitFor({ state: 'visible', ...WAIT })
  expect(await byTestId('pay-result-resume').textContent()).toContain('正在购买')
  await app.screenshot('resume-pay-success')

  await shown().getByText('返回继续购买').click()
  await app.page.waitForURL(new RegExp(`crossoverDetail\\?id=${pick.id}&resume=buy`), WAIT)
  await modal().waitFor({ state: 'visible', ...WAIT })
  expect(await modal().textContent()).toContain(`需 ${pick.price} 金币`)
  expect(await modal().textContent()).not.toContain('还差')
  await app.page.locator('.taro-model__confirm').click()
  await byTestId('buy-button').waitFor({ state: 'detached', ...WAIT })
  await app.screenshot('resume-pick-bought')
})

test('the wallet opened with nothing below it (after the cashier’s page load) has a back arrow to 我的, not the home icon', async () => {
  await app.openPage('#/pages/msyng/withdraw/withdraw')
  // a fresh load, as after the cashier: the page stack holds the wallet alone
  await app.page.reload()
  await byTestId('wallet-balances').waitFor({ state: 'visible', ...WAIT })
  expect(await byTestId('nav-home').count()).toBe(0)
  await byTestId('nav-back').click()
  await app.page.waitForURL(/pages\/user\/user/, WAIT)
})
