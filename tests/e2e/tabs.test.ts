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

/**
 * the boxes of these selectors on the first screen of `route`: drawn by the server's HTML alone
 * (scripts refused), or by the app once it has removed that HTML
 */
async function firstScreenBoxes(route: string, list: readonly string[], ready: string, withScripts: boolean): Promise<[string, string[]][]> {
  const context = await app.browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'zh-CN' })
  try {
    const page = await context.newPage()
    // 赛事: the app's "today" at the server's (it starts from the answers only for the day it asks for)
    if (route.includes('competition')) await page.clock.install({ time: (await app.clock()).now })
    if (!withScripts) await page.route('**/js/*.js', (r) => r.abort())
    await page.goto(`${app.baseUrl}/${route}`)
    if (withScripts) await page.waitForFunction(() => !document.getElementById('app-shell'), null, { timeout: 30_000 })
    else await page.locator(`#app-shell ${ready}`).first().waitFor({ state: 'visible' })
    return await page.evaluate(([scope, selectors]) => {
      const root = document.querySelector(scope)
      return selectors.map((selector): [string, string[]] => [
        selector,
        Array.from(root?.querySelectorAll(selector) ?? [])
          .map((e) => e.getBoundingClientRect())
          .filter((r) => r.top < window.innerHeight)
          .map((r) => `${r.left.toFixed(1)},${r.top.toFixed(1)} ${r.width.toFixed(1)}×${r.height.toFixed(1)}`),
      ])
    }, [withScripts ? '.taro_page.taro_page_show' : '#app-shell', list] as const)
  } finally {
    await context.close()
  }
}

// docs/benchmarks.md: the server writes each tab's first screen as HTML (the home's in the page,
// the others' as templates index.html's script picks by route); the page that replaces it must
// draw everything at the same place (no jump when it goes)
const FIRST_SCREENS = [
  ['', '.match-row', ['.nav-bar__title', '.home__search-box', '.home-entries__item', '.home-entries__label', '.notice-ticker', '.section-title', '.match-row'], []],
  // today's picks may be none (the empty state instead, and the odds tools come up)
  ['#/pages/winnow/winnow', '.vip-pick-rule', ['.nav-bar__title', '.vip-status', '.vip-status__button', '.vip-pick-rule', '.section-title'], ['.vip-pick', '.vip-pick__leg', '.state-view', '.menu-list__item']],
  ['#/pages/expert/expert', '.expert-row', ['.nav-bar__title', '.expert-page__link', '.famous-experts__item', '.famous-experts__rate', '.segment-tabs__item', '.expert-ranking__chip', '.selector-bar', '.expert-ranking__definition', '.expert-row', '.follow-button'], []],
  // the day's live list: the status tabs, the competitions, the first rows with their follow stars
  ['#/pages/competition/competition', '.match-row', ['.nav-bar__title', '.segment-tabs__item', '.league-filter__chip', '.match-row', '.match-row__name', '.follow-star'], []],
  ['#/pages/user/user', '.user-card', ['.nav-bar__title', '.user-card', '.user-card__login', '.menu-list__title', '.menu-list__item'], []],
] as const

test.each(FIRST_SCREENS)('the page drawn by the app at “%s” stands where the server’s first screen stood', async (route, ready, always, maybe) => {
  // with the pay module (精选, 专家 and the buying entries of 我的 are drawn)
  await app.setSetting('pay_module', '1')
  const list = [...always, ...maybe]
  const html = await firstScreenBoxes(route, list, ready, false)
  const drawn = await firstScreenBoxes(route, list, ready, true)
  // something of each kind is on the first screen, at the same place in both
  for (const [selector, rects] of html.filter(([s]) => (always as readonly string[]).includes(s))) expect([selector, rects.length > 0]).toEqual([selector, true])
  expect(drawn).toEqual(html)
})
