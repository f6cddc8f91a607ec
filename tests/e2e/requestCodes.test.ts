/**
 * The request wrapper in the real H5 build against a server that answers each docs/product/error-codes.md code:
 * the browser intercepts the feedback submission (a plain, non-silent request of a logged-in user)
 * and answers it with the code under test; the rest of the traffic reaches the stand-in server.
 * What a user would notice: the toast, whether they are still logged in, where they end up.
 *
 * Then the same codes reach a background call, as when the server revokes a session while the app
 * sits in the background: the pay-module check (api/User/w, silent) that runs whenever the app
 * shows again. A silent call hides network, HTTP and business toasts only: a session code is
 * always told and acted on. One case revokes the token on the real server instead.
 */
import type { Route } from 'playwright-core'
import { startE2E, type E2EApp, textBoxOf } from './harness'

const DEMO = { mobile: '13800138000', password: 'demo123456' }
const FEEDBACK = '**/api/Apis/feedback'
/** the pay-module check, a silent call made on every app show */
const PAY_CHECK = '**/api/User/w'

let app: E2EApp

beforeAll(async () => {
  app = await startE2E({ payModule: false })
})
afterAll(() => app?.close())
afterEach(async () => {
  await app.page.unroute(FEEDBACK)
  await app.page.unroute(PAY_CHECK)
})

const shown = () => app.page.locator('.taro_page.taro_page_show').last()
const byTestId = (id: string) => shown().locator(`[data-testid="${id}"]`)
const fill = (field: string, value: string) => textBoxOf(byTestId(`field-${field}`)).fill(value)
/** the toast's text (its outer element has no box of its own, so playwright calls that hidden) */
const toastText = () => app.page.locator('.taro__toast p')

/** what the app keeps as the signed-in user (Taro's H5 storage lives in localStorage) */
const storedUser = () => app.page.evaluate(() => window.localStorage.getItem('userInfo'))

async function logIn(): Promise<void> {
  await app.openPage('#/pages/msyng/Register/login')
  await fill('mobile', DEMO.mobile)
  await fill('password', DEMO.password)
  await byTestId('agreement-box').click()
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

describe('a background call (silent) answered with a session code', () => {
  /** the app goes to the background and comes back while the "server" answers the pay-module check with `body` */
  async function showAgainAnswered(body: Record<string, unknown>): Promise<void> {
    await app.page.route(PAY_CHECK, envelope(body))
    await app.showAgain()
  }

  test('a session revoked on the server: the personal center\'s background refresh says 请先登录 and logs out', async () => {
    // Taro's H5 storage keeps { data: value } as JSON
    const token = await app.page.evaluate(() => (JSON.parse(window.localStorage.getItem('userInfo') ?? 'null') as { data?: { token?: string } } | null)?.data?.token)
    expect(token).toBeTruthy()
    // as when the password was reset on another device: the server ends this session
    expect((await app.api('api/user/logout', { token: token! })).code).toBe(1)
    await app.showAgain()
    await toastSays('请先登录')
    await byTestId('user-card-guest').waitFor({ state: 'visible', timeout: 10_000 })
    expect(await storedUser()).toBeNull()
    await logIn()
  })

  test.each([410000, 410001, 410002, 40000])('code %i on the pay-module check toasts 请先登录 and logs out', async (code) => {
    await showAgainAnswered({ code, msg: 'token expired', data: null })
    await toastSays('请先登录')
    await byTestId('user-card-guest').waitFor({ state: 'visible', timeout: 10_000 })
    expect(await storedUser()).toBeNull()
    await logIn()
  })

  test('code 100 on the pay-module check toasts the info, logs out and opens the personal center', async () => {
    await app.openPage('#/pages/index/index')
    await showAgainAnswered({ code: 100, info: '账号已在其他设备登录', data: null })
    await toastSays('账号已在其他设备登录')
    await app.page.waitForURL(/pages\/user\/user/, { timeout: 10_000 })
    await byTestId('user-card-guest').waitFor({ state: 'visible', timeout: 10_000 })
    expect(await storedUser()).toBeNull()
    await logIn()
  })

  test('code 33 on the pay-module check toasts the info and clears the stored user', async () => {
    await showAgainAnswered({ code: 33, info: '账号已被禁用', data: null })
    await toastSays('账号已被禁用')
    await app.page.waitForFunction(() => window.localStorage.getItem('userInfo') === null, undefined, { timeout: 5_000 })
    await logIn()
  })

  test('code -2 on the pay-module check toasts the message and opens real-name verification', async () => {
    await showAgainAnswered({ code: -2, msg: '请先完成实名认证', data: null })
    await toastSays('请先完成实名认证')
    await app.page.waitForURL(/Settings\/Verified/, { timeout: 10_000 })
  })
})

describe('the session toast outlives the logout’s relaunch (issue 18: missed in 4 runs of 12)', () => {
  /** each code twice: the app is loaded on the home tab, and its launch check is answered with the code */
  const RUNS = [410000, 410001, 410002, 40000, 100, 410000, 410001, 410002, 40000, 100]
  const KICKED = '账号已在其他设备登录'

  /**
   * each time the toast appears or goes, with its text, timed in the page (survives nothing: one log
   * per load). Taro's H5 toast starts its 2 s when it is asked and places its box then, at opacity 0,
   * fading in on the next timer: on a slowed CPU beside a busy core that timer came 135 ms late. So
   * an appearance also carries `placedAt`, when its box was placed with that text, and the time on
   * screen is counted from there: the 2 s the app asked for, which the relaunch must not cut.
   */
  function recordToasts() {
    const log: { at: number; shown: boolean; text: string; placedAt?: number }[] = []
    ;(window as unknown as { __toasts: typeof log }).__toasts = log
    const watch = () => {
      let shown = false
      const placed = new WeakMap<HTMLElement, { text: string; at: number }>()
      new MutationObserver(() => {
        const now = performance.now()
        // the toast and the loading box are both .taro__toast: the one on screen counts
        const visible = (el: HTMLElement) => el.style.display !== 'none' && el.style.opacity !== '0'
        const boxes = Array.from(document.querySelectorAll<HTMLElement>('.taro__toast'))
        for (const b of boxes) {
          const text = b.textContent?.trim() ?? ''
          if (b.style.display === 'none') placed.delete(b)
          else if (placed.get(b)?.text !== text) placed.set(b, { text, at: now })
        }
        const el = boxes.find(visible)
        const text = (el ?? boxes.find((b) => (b.textContent ?? '').trim() !== ''))?.textContent?.trim() ?? ''
        if (Boolean(el) !== shown) {
          shown = Boolean(el)
          log.push({ at: now, shown, text, placedAt: el ? placed.get(el)?.at : undefined })
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['style'] })
    }
    if (document.body) watch()
    else document.addEventListener('DOMContentLoaded', watch)
  }

  // every other load with the CPU slowed 4× (a mid-range phone): the launch's check was once lost there (issue 32)
  test('10 loads in a row: each asks the check once; after the relaunch to the personal center the toast shows and stays its full 2 s', async () => {
    await app.page.addInitScript(recordToasts)
    const cdp = await app.page.context().newCDPSession(app.page)
    const runs: string[] = []
    for (const [index, code] of RUNS.entries()) {
      const text = code === 100 ? KICKED : '请先登录'
      await logIn()
      await app.openPage('#/pages/index/index')
      let asked = 0
      const answer = envelope(code === 100 ? { code, info: KICKED, data: null } : { code, msg: 'token expired', data: null })
      await app.page.route(PAY_CHECK, (route) => {
        asked += 1
        return answer(route)
      })
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: index % 2 === 1 ? 4 : 1 })
      // a fresh load of the home tab: the launch's background check gets the code and logs out
      await app.page.reload()
      const relaunched = await app.page.waitForURL(/pages\/user\/user/, { timeout: 15_000 }).then(() => true, () => false)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
      if (!relaunched) {
        runs.push(`${code}: asked ${asked} times, never logged out`)
        await app.page.unroute(PAY_CHECK)
        continue
      }
      // the relaunch may leave the home tab's page in the DOM after the personal center: any visible card
      await app.page.locator('[data-testid="user-card-guest"] >> visible=true').first().waitFor({ timeout: 15_000 })
      // until the toast has come and gone (2 s and its fade), or long enough to tell it never came
      await app.page
        .waitForFunction(() => ((window as unknown as { __toasts?: { shown: boolean }[] }).__toasts ?? []).some((e) => !e.shown), undefined, { timeout: 6_000 })
        .catch(() => undefined)
      const log = await app.page.evaluate(() => (window as unknown as { __toasts?: { at: number; shown: boolean; text: string; placedAt?: number }[] }).__toasts ?? [])
      // the text is filled in after the toast's box shows: read it where the toast goes
      const shownIndex = log.findIndex((e, i) => e.shown && (e.text === text || log[i + 1]?.text === text))
      const shownAt = shownIndex < 0 ? undefined : (log[shownIndex].placedAt ?? log[shownIndex].at)
      const hiddenAt = shownIndex < 0 ? undefined : log[shownIndex + 1]?.at
      const onScreenMs = shownAt === undefined ? 0 : (hiddenAt ?? Infinity) - shownAt
      runs.push(`${code}: asked ${asked} times, ${shownAt === undefined ? `never seen (${JSON.stringify(log)})` : onScreenMs >= 1_900 ? 'seen 2 s' : `gone after ${Math.round(onScreenMs)} ms`}`)
      await app.page.unroute(PAY_CHECK)
      expect(await storedUser()).toBeNull()
    }
    expect(runs).toEqual(RUNS.map((code) => `${code}: asked 1 times, seen 2 s`))
    // ten loads, half of them slowed, with a login each: longer than jest's default
  }, 300_000)
})
