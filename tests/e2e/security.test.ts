import { EXTENSION_PATHS } from '../../types/contract-parts'
import { startE2E, type E2EApp } from './harness'

/**
 * The H5 app under the stand-in's Content-Security-Policy: every page of the tab bar and a
 * subpackage page load with no violation, and the template's inline scripts (allowed by their
 * hashes) still run.
 */
let app: E2EApp
const violations: string[] = []

beforeAll(async () => {
  app = await startE2E({ payModule: true })
  await app.page.exposeFunction('reportCspViolation', (line: string) => void violations.push(line))
  await app.page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      void (window as unknown as { reportCspViolation(line: string): void }).reportCspViolation(`${e.violatedDirective} ${e.blockedURI}`)
    })
  })
})
afterAll(() => app?.close())

test('the pages load under the CSP without a violation, the template script included', async () => {
  const res = await fetch(`${app.baseUrl}/`)
  const csp = res.headers.get('content-security-policy') ?? ''
  expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/)
  expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  for (const hash of ['', '#/pages/competition/competition', '#/pages/user/user', '#/pages/msyng/essay/essay']) {
    await app.openPage(hash)
  }
  // 375 px wide: the template sets the root font size to 40 × 375 / 750 = 20 px (the browser default is 16 px)
  expect(await app.page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('20px')
  expect(violations).toEqual([])
})

test('the contract reference at /api-docs/ draws the operations from /openapi.json under the same policy', async () => {
  const errors: string[] = []
  const onError = (e: Error): void => void errors.push(String(e))
  app.page.on('pageerror', onError)
  try {
    await app.page.goto(`${app.baseUrl}/api-docs/`)
    // swagger-ui fetches the document, then draws the title and one block per operation (the first
    // section's at once: login stands near the top of the specification's part)
    await app.page.locator('.info .title', { hasText: 'football-tips contract' }).waitFor({ timeout: 20_000 })
    await app.page.locator('.opblock-summary-path[data-path="/api/user/login"]').first().waitFor()
    // the second part: swagger-ui draws sections as they scroll into view; its deep link opens that section
    // (a fresh load: a hash change alone does not move swagger-ui)
    await app.page.goto('about:blank')
    await app.page.goto(`${app.baseUrl}/api-docs/#/extension`)
    await app.page.locator('.opblock-tag', { hasText: "this project's own" }).waitFor()
    // an extension's operation drawn under it (logout is this project's own)
    expect(EXTENSION_PATHS).toContain('api/user/logout')
    await app.page.locator('.opblock-summary-path[data-path="/api/user/logout"]').first().waitFor()
    expect(errors).toEqual([])
    expect(violations).toEqual([])
  } finally {
    app.page.off('pageerror', onError)
  }
})
