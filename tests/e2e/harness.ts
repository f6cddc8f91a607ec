/**
 * Drive the real H5 build in Chromium against a real stand-in server.
 *
 *   let app: E2EApp
 *   beforeAll(async () => { app = await startE2E({ payModule: false }) })  // fresh server + DB + browser
 *   afterAll(() => app.close())
 *   test('...', async () => {
 *     const page = await app.openPage('#/pages/msyng/essay/essay')   // waits for the page's nav bar
 *     expect(await app.title()).toBe('用户协议')
 *     await page.click('.at-button')                                  // any playwright-core Page API
 *     await app.setSetting('pay_module', '1')                         // operator switch (POST /admin/settings)
 *     await app.showAgain()                                           // app hidden then shown (useDidShow runs)
 *   })
 *
 * Each startE2E spawns `tsx mocks/server.ts` on a free port with its own copy of the database seeded
 * once by globalSetup.js, serving
 * the H5 build of globalSetup.js (API base '/', so page and API share the origin), and launches
 * Chromium with a fresh profile. A failed test leaves a screenshot in test-results/<test name>.png.
 * `app.serverLog()` is the server's output (the stand-in logs SMS codes there).
 *
 * Time: the server's clock starts at the suite's moment (TEST_CLOCK, tests/setup/testClock.js; noon
 * in Beijing on the seed's day unless set), where the data was seeded, and the browser's clock
 * (playwright's page.clock: Date, timers running at real speed) at the same moment, so every file
 * starts at the same point of the simulated football whatever the time of day.
 * `startE2E({ frozenClock: true })` keeps the server's clock still (reads that compare the page
 * with the API cannot race a match finishing); `app.setClock({ at | offset, frozen })` moves both.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, type Browser, type Locator, type Page } from 'playwright-core'
import type { ApiEnvelope } from '../../types/envelope'
import freePort from './freePort'
import { chromiumPath, h5Dir, resultsDir, seedDb } from './paths'
import { startServerProcess } from './serverProcess'
import { testClockStart } from '../setup/testClock'

/** docs/builds.md: what Debian's Chromium needs to run headless in a container, offline */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** the operator token of each file's server (12 characters at least) */
export const ADMIN_TOKEN = 'e2e-operator-token'
/** a phone-sized viewport: the app is designed for 375 px wide screens */
const VIEWPORT = { width: 375, height: 812 }

export interface E2EOptions {
  /** initial pay-module switch; default off, as the mini program runs */
  payModule?: boolean
  /** the server's clock stands still at the suite's moment until setClock moves it; default running */
  frozenClock?: boolean
  /** false: a stand-in with the product specification's endpoints only (EXTENSIONS=off); default all served */
  extensions?: boolean
}

/** the server's clock as POST /admin/clock answers it */
export interface ClockState {
  now: number
  /** 'YYYY-MM-DD HH:mm:ss' in Beijing time */
  beijing: string
  frozen: boolean
}

/** a move of the clock: jump to `at` (ms or ISO with zone) or by `offset` ms; `frozen` stops or restarts it */
export interface ClockMove {
  at?: number | string
  offset?: number
  frozen?: boolean
}

export interface E2EApp {
  baseUrl: string
  browser: Browser
  /** the one tab the tests drive */
  page: Page
  /** opens a hash route ('#/pages/...', or '' for '/') and waits until its nav bar shows */
  openPage(hash: string): Promise<Page>
  /** the shown page's nav bar title */
  title(): Promise<string>
  /** texts of the app's own tab bar items, in order (none when the page has no tab bar) */
  tabs(): Promise<string[]>
  /** the app goes to the background and comes back (visibilitychange): app onShow runs again */
  showAgain(): Promise<void>
  /** operator setting on the server, e.g. setSetting('pay_module', '1') */
  setSetting(key: string, value: string): Promise<void>
  /** the server's clock now */
  clock(): Promise<ClockState>
  /** moves the server's clock (POST /admin/clock) and the browser's Date with it */
  setClock(move: ClockMove): Promise<ClockState>
  /** calls the API directly (test setup), form-encoded like the app */
  api<T = unknown>(apiPath: string, payload?: Record<string, string | number>): Promise<ApiEnvelope<T>>
  serverLog(): string
  /** saves test-results/<name>.png and returns its path */
  screenshot(name: string): Promise<string>
  close(): Promise<void>
}

/** a copy of the database seeded once by globalSetup.js, so each test file starts from the same data */
function copySeededDb(dir: string): string {
  const file = path.join(dir, 'football.db')
  for (const suffix of ['', '-wal', '-shm']) {
    if (fs.existsSync(seedDb + suffix)) fs.copyFileSync(seedDb + suffix, file + suffix)
  }
  return file
}

export async function startE2E(opts: E2EOptions = {}): Promise<E2EApp> {
  const port = await freePort()
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'football-e2e-'))
  // the server (5–8 s, most of it node loading the stand-in) and Chromium (about 2 s) start side by side
  const [started, launched] = await Promise.allSettled([
    startServerProcess({
      port,
      dbFile: copySeededDb(tmp),
      h5Dir,
      payModule: opts.payModule ?? false,
      extensions: opts.extensions ?? true,
      adminToken: ADMIN_TOKEN,
      clockStart: testClockStart(),
      clockFrozen: opts.frozenClock ?? false,
    }),
    // playwright gives every launch a fresh temporary profile (--user-data-dir) itself
    chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS }),
  ])
  if (started.status === 'rejected' || launched.status === 'rejected') {
    if (started.status === 'fulfilled') await started.value.stop()
    if (launched.status === 'fulfilled') await launched.value.close().catch(() => undefined)
    fs.rmSync(tmp, { recursive: true, force: true })
    throw started.status === 'rejected' ? started.reason : (launched as PromiseRejectedResult).reason
  }
  const server = started.value
  const browser = launched.value
  const baseUrl = `http://127.0.0.1:${port}`
  const postClock = async (fields: Record<string, string>): Promise<ClockState> => {
    const res = await fetch(`${baseUrl}/admin/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-admin-token': ADMIN_TOKEN },
      body: new URLSearchParams(fields).toString(),
    })
    const body = (await res.json()) as ApiEnvelope<ClockState | null>
    if (body.code !== 1 || !body.data) throw new Error(`the server refused the clock move ${JSON.stringify(fields)}: ${body.msg}`)
    return body.data
  }
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'zh-CN' })
  const page = await context.newPage()
  // the app's "today" and countdowns follow the server's clock (timers keep real speed)
  await page.clock.install({ time: (await postClock({})).now })

  // Taro's H5 router keeps one .taro_page per page in the stack (id = route + query); the shown one is last
  const shownPage = () => page.locator('.taro_page.taro_page_show').last()
  const app: E2EApp = {
    baseUrl,
    browser,
    page,
    async openPage(hash) {
      await page.goto(`${baseUrl}/${hash}`)
      const route = hash.replace(/^#/, '').split('?')[0]
      const target = route ? page.locator(`.taro_page.taro_page_show[id^="${route}"]`) : shownPage()
      await target.locator('.nav-bar__title').waitFor({ state: 'visible', timeout: 30_000 })
      return page
    },
    title: async () => ((await shownPage().locator('.nav-bar__title').textContent()) ?? '').trim(),
    async tabs() {
      const items = shownPage().locator('[data-testid="app-tab-bar"] [data-path]')
      return (await items.allTextContents()).map((t) => t.trim())
    },
    async showAgain() {
      const setVisibility = (state: 'hidden' | 'visible') =>
        page.evaluate((s) => {
          Object.defineProperty(document, 'visibilityState', { value: s, configurable: true })
          Object.defineProperty(document, 'hidden', { value: s === 'hidden', configurable: true })
          // as browsers fire it: at the document, bubbling to window (where Taro's H5 router listens)
          document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))
        }, state)
      await setVisibility('hidden')
      await setVisibility('visible')
    },
    async setSetting(key, value) {
      const res = await fetch(`${baseUrl}/admin/settings`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-admin-token': ADMIN_TOKEN },
        body: new URLSearchParams({ key, value }).toString(),
      })
      const body = (await res.json()) as ApiEnvelope<null>
      if (body.code !== 1 && body.code !== 200) throw new Error(`setting ${key} refused: ${body.msg}`)
    },
    clock: () => postClock({}),
    async setClock(move) {
      const fields: Record<string, string> = {}
      if (move.at !== undefined) fields.at = String(move.at)
      if (move.offset !== undefined) fields.offset = String(move.offset)
      if (move.frozen !== undefined) fields.frozen = move.frozen ? '1' : '0'
      const state = await postClock(fields)
      await page.clock.setSystemTime(state.now)
      return state
    },
    async api<T>(apiPath: string, payload: Record<string, string | number> = {}) {
      const form = new URLSearchParams(Object.entries(payload).map(([k, v]) => [k, String(v)]))
      const res = await fetch(`${baseUrl}/${apiPath}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      })
      return (await res.json()) as ApiEnvelope<T>
    },
    serverLog: server.log,
    async screenshot(name) {
      fs.mkdirSync(resultsDir, { recursive: true })
      const file = path.join(resultsDir, `${name.replace(/[^\w\u4e00-\u9fa5-]+/g, '_').slice(0, 120)}.png`)
      await page.screenshot({ path: file })
      return file
    },
    async close() {
      delete (globalThis as { __e2eOnTestFailure?: unknown }).__e2eOnTestFailure
      await browser.close().catch(() => undefined)
      await server.stop()
      fs.rmSync(tmp, { recursive: true, force: true })
    },
  }
  // environment.js calls this when a test fails, while the page is still open
  ;(globalThis as { __e2eOnTestFailure?: (name: string) => Promise<void> }).__e2eOnTestFailure = async (name) => {
    const file = await app.screenshot(`e2e-failed ${name}`).catch(() => undefined)
    if (file) console.log(`[e2e] screenshot of the failed test: ${file}`)
  }
  return app
}

/**
 * Reads `read` until it deep-equals `expected` or the time is up, and returns the last value read,
 * for an ordinary expect: `expect(await eventually(() => app.tabs(), want)).toEqual(want)`.
 */
export async function eventually<T>(read: () => Promise<T>, expected: T, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs
  let value = await read()
  while (JSON.stringify(value) !== JSON.stringify(expected) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 100))
    value = await read()
  }
  return value
}

/**
 * The text box of a field: Taro's Input and Textarea draw a plain <input> / <textarea> on H5
 * (h5.useHtmlComponents), carrying the test id themselves; a field's wrapper holds one inside.
 */
export function textBoxOf(box: Locator): Locator {
  return box.locator('xpath=descendant-or-self::*[self::input or self::textarea]').first()
}

/**
 * A finger pulling the page down from near its top (touch events through the DevTools protocol, as a
 * phone sends them), then letting go: what starts a page's pull-down refresh.
 */
export async function pullDown(page: Page, from = 200, to = 500): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: 180, y }] })
  await touch('touchStart', from)
  for (let y = from + 15; y <= to; y += 15) {
    await touch('touchMove', y)
    await page.waitForTimeout(16)
  }
  await touch('touchEnd', to)
  await cdp.detach()
}
