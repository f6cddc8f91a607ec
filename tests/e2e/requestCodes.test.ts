/**
 * The request wrapper in the real H5 build against a server that answers each SPEC §8 code:
 * the browser intercepts the feedback submission (a plain, non-silent request of a logged-in user)
 * and answers it with the code under test; the rest of the traffic reaches the stand-in server.
 * What a user would notice: the toast, whether they are still logged in, where they end up.
 */
import type { Route } from 'playwright-core'
import { startE2E, type E2EApp } from './harness'

const DEMO = { mobile: '13800138000', password: 'demo123456' }
const FEEDBACK = '**/api/Apis/feedback'

let app: E2EApp

beforeAll(async () => {
  app = await startE2E({ payModule: false })
})
afterAll(() => app?.close())
afterEach(() => app.page.unroute(FEEDBACK))

const shown = () => app.page.locator('.taro_page.taro_page_show').last()
const byTestId = (id: string) => shown().locator(`[data-testid="${id}"]`)
const fill = (field: string, value: string) => byTestId(`field-${field}`).locator('input, textarea').first().fill(value)
/** the toast's text (its outer element has no box of its own, so playwright calls that hidden) */
const toastText = () => app.page.locator('.taro__toast p')

/** what the app keeps as the signed-in user (Taro's H5 storage lives in localStorage) */
const storedUser = () => app.page.evaluate(() => window.localStorage.getItem('userInfo'))

async function logIn(): Promise<void> {
  await app.openPage('#/pages/msyng/Register/login')
  await fill('mobile', DEMO.mobile)
  await fill('password', DEMO.password)
  await byTestId('form-submit').click()
  await app.page.waitForURL(/pages\/user\/user/, { timeout: 15_000 })
  await byTestId('user-card-member').waitFor({ state: 'visible', timeout: 15_000 })
}

/** sends feedback while the "server" answers with `answer` */
async function sendFeedbackAnswered(answer: (route: Route) => Promise<void>): Promise<void> {
  await app.page.route(FEEDBACK, answer)
  // a fresh load each time: an earlier test may have left other pages on the stack
  await app.page.goto('about:blank')
  await app.openPage('#/pages/msyng/basic/feedback')
  await byTestId('field-content').waitFor({ state: 'visible', timeout: 15_000 })
  await fill('content', '比分页面希望增加进球提醒')
  await byTestId('form-submit').click()
}

const envelope = (body: Record<string, unknown>) => (route: Route) =>
  route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) })

async function toastSays(text: string): Promise<void> {
  await toastText().filter({ hasText: text }).waitFor({ state: 'visible', timeout: 10_000 })
}

beforeAll(async () => {
  await logIn()
})

test('code 1 succeeds: the feedback is accepted', async () => {
  await sendFeedbackAnswered(envelope({ code: 1, msg: 'ok', data: { id: 1 } }))
  await byTestId('form-done').waitFor({ state: 'visible', timeout: 10_000 })
})

test('another code toasts the server’s info and keeps the user and the form', async () => {
  await sendFeedbackAnswered(envelope({ code: 0, info: '内容包含敏感词', data: null }))
  await toastSays('内容包含敏感词')
  expect(await byTestId('form-done').count()).toBe(0)
  expect(await storedUser()).not.toBeNull()
})

test('an HTTP error and a network failure reject with 请求失败', async () => {
  await sendFeedbackAnswered((route) => route.fulfill({ status: 502, body: 'Bad Gateway' }))
  await toastSays('请求失败（502）')
  await app.page.unroute(FEEDBACK)
  await sendFeedbackAnswered((route) => route.abort('connectionrefused'))
  await toastSays('请求失败')
  expect(await storedUser()).not.toBeNull()
})

test('code -2 toasts the message and opens the real-name verification page', async () => {
  await sendFeedbackAnswered(envelope({ code: -2, msg: '请先完成实名认证', data: null }))
  await toastSays('请先完成实名认证')
  await app.page.waitForURL(/Settings\/Verified/, { timeout: 10_000 })
})

test('code 33 toasts the info and clears the stored user 300 ms later', async () => {
  await sendFeedbackAnswered(envelope({ code: 33, info: '账号已被禁用', data: null }))
  await toastSays('账号已被禁用')
  await app.page.waitForFunction(() => window.localStorage.getItem('userInfo') === null, undefined, { timeout: 5_000 })
  await logIn()
})

test('code 100 toasts the info, logs out and opens the personal center', async () => {
  await sendFeedbackAnswered(envelope({ code: 100, info: '账号已在其他设备登录', data: null }))
  await toastSays('账号已在其他设备登录')
  await byTestId('user-card-guest').waitFor({ state: 'visible', timeout: 10_000 })
  expect(await storedUser()).toBeNull()
  await logIn()
})

test.each([410000, 410001, 410002, 40000])('code %i toasts 请先登录 and logs out', async (code) => {
  await sendFeedbackAnswered(envelope({ code, msg: 'token expired', data: null }))
  await toastSays('请先登录')
  await byTestId('user-card-guest').waitFor({ state: 'visible', timeout: 10_000 })
  expect(await storedUser()).toBeNull()
  await logIn()
})
