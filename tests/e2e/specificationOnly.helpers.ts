import type { Locator, Page } from 'playwright-core'
import { textBoxOf, type E2EApp } from './harness'

/**
 * What the browser tests of a specification-only stand-in (EXTENSIONS=off) share: the demo account's
 * sign-in, a record of page errors, and the check that the page shown is one a user would not call
 * broken (no error text, no toast, no page error, not empty).
 */

export const DEMO = { mobile: '13800138000', password: 'demo123456' }
export const WAIT = { timeout: 20_000 }
export const ERROR_TEXTS = ['请求失败', '404', '系统错误', '接口不存在']

/** the page on top of Taro's H5 stack */
export const shownPage = (page: Page): Locator => page.locator('.taro_page.taro_page_show').last()

/**
 * Records page errors, console errors and every 404 but the one the app expects (its probe for the
 * extensions, which a specification-only backend lacks). The array is the caller's to read and empty.
 */
export function recordPageErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(String(e)))
  page.on('console', (m) => {
    // a refused address is logged by the browser itself: which one is checked through the responses below
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text())
  })
  page.on('response', (r) => {
    if (r.status() === 404 && !r.url().includes('api/index/extensions')) errors.push(`404 ${r.url()}`)
  })
  return errors
}

/**
 * Counts the page's requests in flight (API calls, pictures, scripts) from now on, and answers a
 * wait that resolves once none has been in flight for 300 ms (at most 10 s: a page that keeps
 * polling still settles between polls): the moment a page has its data, without a fixed sleep.
 */
export function watchRequests(page: Page): () => Promise<void> {
  let inFlight = 0
  page.on('request', () => void inFlight++)
  page.on('requestfinished', () => void inFlight--)
  page.on('requestfailed', () => void inFlight--)
  return async function networkQuiet() {
    const until = Date.now() + 10_000
    let quietSince = Date.now()
    while (Date.now() < until) {
      await page.waitForTimeout(50)
      if (inFlight > 0) quietSince = Date.now()
      else if (Date.now() - quietSince >= 300) return
    }
  }
}

/** logs the demo account in through the login page; resolves once 我的 shows the member */
export async function signInAsDemo(app: E2EApp): Promise<void> {
  const byTestId = (id: string) => shownPage(app.page).locator(`[data-testid="${id}"]`)
  await app.openPage('#/pages/msyng/Register/login')
  await textBoxOf(byTestId('field-mobile')).fill(DEMO.mobile)
  await textBoxOf(byTestId('field-password')).fill(DEMO.password)
  await byTestId('agreement-box').click()
  await byTestId('form-submit').click()
  await app.page.waitForURL(/pages\/user\/user/, WAIT)
  await byTestId('user-card-member').waitFor({ state: 'visible', ...WAIT })
}

/** what a user would call broken on the page shown now: error text, a toast, a page error, no content */
export async function expectCleanScreen(page: Page, where: string, pageErrors: string[]): Promise<void> {
  const text = ((await shownPage(page).textContent()) ?? '').trim()
  for (const bad of ERROR_TEXTS) expect(`${where}: ${text.includes(bad) ? bad : 'clean'}`).toBe(`${where}: clean`)
  expect(text.length).toBeGreaterThan(20)
  expect(await page.locator('.taro__toast').isVisible()).toBe(false)
  expect(pageErrors).toEqual([])
}
