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
 * Each startE2E spawns `tsx mocks/server.ts` on a free port with its own temp SQLite file, serving
 * the H5 build of globalSetup.js (API base '/', so page and API share the origin), and launches
 * Chromium with a fresh profile. A failed test leaves a screenshot in test-results/<test name>.png.
 * `app.serverLog()` is the server's output (the stand-in logs SMS codes there).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'
import type { ApiEnvelope } from '../../types/envelope'
import { chromiumPath, h5Dir, resultsDir, root } from './paths'

/** TOOLCHAIN.md: what Debian's Chromium needs to run headless in a container, offline */
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

const ADMIN_TOKEN = 'e2e-admin'
/** a phone-sized viewport: the app is designed for 375 px wide screens */
const VIEWPORT = { width: 375, height: 812 }

export interface E2EOptions {
  /** initial pay-module switch; default off, as the mini program runs */
  payModule?: boolean
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
  /** calls the API directly (test setup), form-encoded like the app */
  api<T = unknown>(apiPath: string, payload?: Record<string, string | number>): Promise<ApiEnvelope<T>>
  serverLog(): string
  /** saves test-results/<name>.png and returns its path */
  screenshot(name: string): Promise<string>
  close(): Promise<void>
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo
      srv.close(() => resolve(port))
    })
  })
}

async function startServer(port: number, dbFile: string, payModule: boolean): Promise<{ proc: ChildProcess; log: () => string }> {
  let output = ''
  const proc = spawn(path.join(root, 'node_modules/.bin/tsx'), ['mocks/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DB_FILE: dbFile,
      H5_DIR: h5Dir,
      PAY_MODULE: payModule ? '1' : '0',
      ADMIN_TOKEN,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  proc.stdout?.on('data', (d: Buffer) => (output += d.toString()))
  proc.stderr?.on('data', (d: Buffer) => (output += d.toString()))
  const ready = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), 120_000)
    const check = () => {
      if (output.includes('ready in')) {
        clearTimeout(timer)
        resolve(true)
      }
    }
    proc.stdout?.on('data', check)
    proc.once('exit', () => {
      clearTimeout(timer)
      resolve(false)
    })
  })
  if (!ready) {
    proc.kill()
    throw new Error(`the stand-in server did not start on port ${port}:\n${output.slice(-3000)}`)
  }
  return { proc, log: () => output }
}

export async function startE2E(opts: E2EOptions = {}): Promise<E2EApp> {
  const port = await freePort()
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'football-e2e-'))
  const server = await startServer(port, path.join(tmp, 'football.db'), opts.payModule ?? false)
  const baseUrl = `http://127.0.0.1:${port}`
  let browser: Browser
  try {
    browser = await chromium.launch({
      executablePath: chromiumPath,
      // playwright gives every launch a fresh temporary profile (--user-data-dir) itself
      args: CHROMIUM_ARGS,
    })
  } catch (e) {
    server.proc.kill()
    throw e
  }
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'zh-CN' })
  const page = await context.newPage()

  const visibleTitle = page.locator('.taro_page:not([style*="display: none"]) .nav-bar__title').last()
  const app: E2EApp = {
    baseUrl,
    browser,
    page,
    async openPage(hash) {
      await page.goto(`${baseUrl}/${hash}`)
      await visibleTitle.waitFor({ state: 'visible', timeout: 30_000 })
      return page
    },
    title: async () => ((await visibleTitle.textContent()) ?? '').trim(),
    async tabs() {
      const items = page.locator('.taro_page:not([style*="display: none"]) [data-testid="app-tab-bar"] [data-path]')
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
      server.proc.kill()
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
