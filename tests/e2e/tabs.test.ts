import { eventually, startE2E, type E2EApp } from './harness'

const FREE_TABS = ['首页', '赛事', '我的']
const ALL_TABS = ['首页', '赛事', '精选', '专家', '我的']

let app: E2EApp

beforeAll(async () => {
  app = await startE2E({ payModule: false })
})
afterAll(() => app?.close())

// docs/product/pay-module.md on H5: the tab bar follows the pay-module flag, re-read whenever the app shows again
test('home shows three tabs while the pay module is off, five once it is on and the app shows again', async () => {
  await app.openPage('')
  expect(await app.title()).toBe('体育')
  expect(await eventually(() => app.tabs(), FREE_TABS)).toEqual(FREE_TABS)
  await app.screenshot('home')

  await app.setSetting('pay_module', '1')
  await app.showAgain()
  expect(await eventually(() => app.tabs(), ALL_TABS)).toEqual(ALL_TABS)
})

test('a subpackage page opens by its hash route', async () => {
  await app.openPage('#/pages/msyng/essay/essay')
  expect(await app.title()).toBe('用户协议')
})

// docs/benchmarks.md: the server writes the home's first screen as HTML, drawn before any script
// runs; the page that replaces it must draw everything at the same place (no jump when it goes)
test('the home drawn by the app stands where the server’s first screen stood', async () => {
  const boxes = async (withScripts: boolean) => {
    const context = await app.browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'zh-CN' })
    try {
      const page = await context.newPage()
      if (!withScripts) await page.route('**/js/*.js', (route) => route.abort())
      await page.goto(`${app.baseUrl}/`)
      if (withScripts) await page.waitForFunction(() => !document.getElementById('app-shell'), null, { timeout: 30_000 })
      else await page.locator('#app-shell .match-row').first().waitFor({ state: 'visible' })
      return await page.evaluate((scope) => {
        const root = document.querySelector(scope)
        const list = ['.nav-bar__title', '.home__search-box', '.home-entries__item', '.home-entries__label', '.notice-ticker', '.section-title', '.match-row']
        return list.map((selector) => [
          selector,
          Array.from(root?.querySelectorAll(selector) ?? [])
            .map((e) => e.getBoundingClientRect())
            .filter((r) => r.top < window.innerHeight)
            .map((r) => `${r.left.toFixed(1)},${r.top.toFixed(1)} ${r.width.toFixed(1)}×${r.height.toFixed(1)}`),
        ])
      }, withScripts ? '.taro_page.taro_page_show' : '#app-shell')
    } finally {
      await context.close()
    }
  }
  const html = await boxes(false)
  const drawn = await boxes(true)
  // something of each kind is on the first screen, at the same place in both
  for (const [selector, rects] of html) expect([selector, rects.length > 0]).toEqual([selector, true])
  expect(drawn).toEqual(html)
})
