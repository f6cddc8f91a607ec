/**
 * Accounts end to end on H5 against the stand-in server: register with an SMS code read from the
 * operator endpoint, log out, log in with the password, edit the nickname, change the avatar,
 * verify a real name, block and unblock a user, send feedback, read the version on about.
 * The tests share one browser session and run in order.
 */
import type { Locator } from 'playwright-core'
import { idCardCheckChar } from '../../types/validation/idCard'
import { ADMIN_TOKEN, startE2E, type E2EApp, textBoxOf } from './harness'

const PASSWORD = 'goal2026'

let app: E2EApp

beforeAll(async () => {
  app = await startE2E({ payModule: false })
})
afterAll(() => app?.close())

/** an unused mobile per run: the stand-in limits codes per number */
const newMobile = () => `139${String(Date.now()).slice(-8)}`
const mobile = newMobile()

/** Taro's H5 router keeps earlier pages in the DOM, hidden: act on the shown one only */
const shown = (): Locator => app.page.locator('.taro_page.taro_page_show').last()
const byTestId = (id: string) => shown().locator(`[data-testid="${id}"]`)
const fill = (field: string, value: string) => textBoxOf(byTestId(`field-${field}`)).fill(value)
const tap = (id: string) => byTestId(id).first().click()

async function smsCode(forMobile: string, scene: string): Promise<string> {
  const res = await fetch(`${app.baseUrl}/admin/sms?mobile=${forMobile}`, { headers: { 'x-admin-token': ADMIN_TOKEN } })
  const body = (await res.json()) as { code: number; data: { list: { scene: string; code: string; used: boolean }[] } }
  const found = body.data.list.find((c) => c.scene === scene && !c.used)
  if (!found) throw new Error(`no ${scene} code was sent to ${forMobile}`)
  return found.code
}

/** a valid 18-digit ID number (GB 11643 check character) of an adult born 1990-03-07 */
function adultIdCard(): string {
  const first17 = `11010119900307${String(Date.now()).slice(-3)}`
  return first17 + idCardCheckChar(first17)
}

async function waitForUserCenter(): Promise<void> {
  await app.page.waitForURL(/pages\/user\/user/, { timeout: 15_000 })
  await byTestId('user-card-member').waitFor({ state: 'visible', timeout: 15_000 })
}

test('register with a code from the operator endpoint lands in the personal center, logged in', async () => {
  await app.openPage('#/pages/msyng/Register/Register')
  await tap('form-submit')
  expect(await byTestId('error-mobile').textContent()).toBe('请输入手机号')

  await fill('mobile', mobile)
  await tap('send-code')
  await byTestId('send-code').filter({ hasText: /秒后重试/ }).waitFor({ timeout: 10_000 })
  await fill('code', await smsCode(mobile, 'register'))
  await fill('password', PASSWORD)
  await tap('form-submit')
  expect(await byTestId('error-agreement').textContent()).toContain('请先阅读并同意')

  await app.screenshot('accounts-register')
  await tap('agreement-box')
  await tap('form-submit')
  await waitForUserCenter()
  expect(await byTestId('stat-coins').textContent()).toContain('金币')
  expect(await shown().getByText('退出登录').count()).toBe(1)
})

test('log out asks first, then returns to the logged-out personal center', async () => {
  await app.openPage('#/pages/user/user')
  await shown().getByText('退出登录').click()
  await app.page.getByText('确定退出登录？').waitFor({ state: 'visible', timeout: 15_000 })
  await app.page.getByText('确定', { exact: true }).last().click()
  await byTestId('user-card-guest').waitFor({ state: 'visible', timeout: 15_000 })
  expect(await byTestId('user-card-guest').textContent()).toContain('未登录')
})

test('log in with the password: a wrong one is refused on the form, the right one signs in', async () => {
  await app.openPage('#/pages/msyng/Register/login')
  await fill('mobile', mobile)
  await fill('password', 'not-my-password')
  await tap('form-submit')
  // consent first: the login is refused with a toast until the box is ticked
  await app.page.getByText('请先阅读并同意用户协议和隐私政策').first().waitFor({ state: 'visible', timeout: 10_000 })
  expect(await byTestId('form-failure').count()).toBe(0)
  await tap('agreement-box')
  await tap('form-submit')
  await byTestId('form-failure').waitFor({ state: 'visible', timeout: 10_000 })
  expect((await byTestId('form-failure').textContent())?.length).toBeGreaterThan(0)

  await fill('password', PASSWORD)
  await tap('form-submit')
  await waitForUserCenter()
  await app.screenshot('accounts-user-center')
})

test('edit the nickname in settings; the personal center shows it', async () => {
  await app.openPage('#/pages/msyng/Settings/Settings')
  await byTestId('field-nickname').waitFor({ state: 'visible', timeout: 15_000 })
  await fill('nickname', '')
  await tap('save-nickname')
  expect(await byTestId('error-nickname').textContent()).toBe('请输入昵称')
  await fill('nickname', '绿茵老炮')
  await tap('save-nickname')
  await app.page.getByText('昵称已保存').waitFor({ timeout: 10_000 })
  await app.openPage('#/pages/user/user')
  await expect(byTestId('user-nickname').textContent()).resolves.toBe('绿茵老炮')
})

/** a 1x1 red PNG, as a phone album would hand it over */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64')

test('change the avatar: the picture is uploaded and becomes the avatar', async () => {
  await app.openPage('#/pages/msyng/Settings/Settings')
  await byTestId('avatar-row').waitFor({ state: 'visible', timeout: 15_000 })
  const [chooser] = await Promise.all([app.page.waitForEvent('filechooser', { timeout: 10_000 }), tap('avatar-row')])
  await chooser.setFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: PNG })
  await app.page.getByText('头像已更新').waitFor({ timeout: 15_000 })
  const src = await byTestId('avatar-row').locator('img').first().getAttribute('src')
  // drawn 100 design px (50 px) wide on a 375 px @2× screen: the 100 px thumbnail, 2× (src/services/mediaUrl.ts)
  expect(src).toMatch(/\/uploads\/[\w.-]+\?w=100$/)
  const image = await fetch(src!.startsWith('http') ? src! : `${app.baseUrl}${src}`)
  expect(image.status).toBe(200)
})

test('verify a real name: a bad ID number is refused before sending, a good one shows the verified state', async () => {
  await app.openPage('#/pages/msyng/Settings/Verified')
  await byTestId('field-name').waitFor({ state: 'visible', timeout: 15_000 })
  await fill('name', '张三丰')
  await fill('id_card', '110101199003071234')
  await tap('form-submit')
  expect(await byTestId('error-id_card').textContent()).toBe('身份证号不正确，请核对')

  await fill('id_card', adultIdCard())
  await tap('form-submit')
  await byTestId('verified-state').waitFor({ state: 'visible', timeout: 15_000 })
  await app.screenshot('accounts-verified')
  expect(await byTestId('verified-state').textContent()).toContain('张*')
})

test('block a user by ID, then remove them after confirming', async () => {
  // a second account to block, made through the API as another device would
  const other = newMobile().replace(/^139/, '137')
  await app.api('api/user/send', { mobile: other, scene: 'register' })
  const registered = await app.api<{ id: number }>('api/user/register', { mobile: other, code: await smsCode(other, 'register'), password: PASSWORD })
  expect(registered.code).toBe(1)
  const otherId = registered.data.id

  await app.openPage('#/pages/msyng/Settings/userBlackList')
  await byTestId('state-empty').waitFor({ state: 'visible', timeout: 15_000 })
  await fill('target', String(otherId))
  await tap('black-add')
  await byTestId(`black-${otherId}`).waitFor({ state: 'visible', timeout: 10_000 })
  await app.screenshot('accounts-black-list')

  await tap(`unblock-${otherId}`)
  await app.page.getByText('确定', { exact: true }).last().click()
  await byTestId(`black-${otherId}`).waitFor({ state: 'detached', timeout: 10_000 })
  await byTestId('state-empty').waitFor({ state: 'visible', timeout: 10_000 })
})

test('send feedback: the contact must be a mobile or an e-mail; then it is accepted', async () => {
  await app.openPage('#/pages/msyng/basic/feedback')
  await byTestId('field-content').waitFor({ state: 'visible', timeout: 15_000 })
  await fill('content', '比分页面希望增加进球提醒')
  expect(await byTestId('counter-content').textContent()).toBe('12/140')
  await fill('contact', 'abc')
  await tap('form-submit')
  expect(await byTestId('error-contact').textContent()).toBe('请填写正确的手机号或邮箱')

  await fill('contact', 'fan@example.com')
  await tap('form-submit')
  await byTestId('form-done').waitFor({ state: 'visible', timeout: 10_000 })
})

test('about shows this build’s version and the server’s version notes; the upgrade page says it is current', async () => {
  await app.openPage('#/pages/user/about')
  expect(await byTestId('app-version').textContent()).toBe('版本 V1.3.5（251）')
  await byTestId('version-notes').getByText(/^1\. /).waitFor({ timeout: 10_000 })
  const versionText = await app.api<{ text: string[] }>('api/index/shuju', { content: 'VER' })
  expect(await byTestId('version-notes').textContent()).toContain(versionText.data.text[0])

  await shown().getByText('检查更新').click()
  await byTestId('upgrade-current').waitFor({ state: 'visible', timeout: 10_000 })
})

test('a newer release set by the operator opens the upgrade popup at launch; 稍后再说 goes back to the page', async () => {
  await app.setSetting('app_version', '1.3.6 (252)')
  try {
    await app.openPage('')
    await app.page.reload()
    const popup = byTestId('upgrade-available')
    await popup.waitFor({ state: 'visible', timeout: 15_000 })
    expect(await popup.textContent()).toContain('V1.3.6（252）')
    await shown().getByText('稍后再说').click()
    await app.page.waitForURL((url) => !url.hash.includes('upgrade'), { timeout: 10_000 })
    await shown().locator('.nav-bar__title').filter({ hasText: '体育' }).waitFor({ state: 'visible', timeout: 10_000 })
  } finally {
    await app.setSetting('app_version', '1.3.5')
  }
})
