/**
 * docs/product/pay-module.md: every app show asks the pay-module flag (api/User/w) exactly once, and
 * the answer takes effect like any request's. On H5 a show is a fresh load of the page: here 60 of
 * them, half with the CPU slowed 4× (a mid-range phone), each in a browser context of its own
 * whose first load is cold and whose later loads find the scripts cached, logged in and anonymous.
 *
 * Issue 32: the launch's show was told to the app root's useDidShow, which the launch's transition
 * render could register too late; a load then never asked (3 in 10 from `npm start`'s server, more
 * from a slower one). A load is judged by what a user gets: the tabs, the toast, whether they are
 * still logged in, and by how many times it asked.
 */
import type { BrowserContext, Page, Route } from 'playwright-core'
import { startE2E, type E2EApp } from './harness'

const DEMO = { mobile: '13800138000', password: 'demo123456' }
const FREE_TABS = ['首页', '赛事', '我的']
const ALL_TABS = ['首页', '赛事', '精选', '专家', '我的']
const KICKED = '账号已在其他设备登录'
const BANNED = '账号已被禁用'

/** one load: who opens the app, what the flag's request is answered, and what the user then sees */
interface Scenario {
  name: string
  loggedIn: boolean
  answer: Record<string, unknown>
  /** the tab bar once the answer took effect (null: not checked, the app moved to a page of its own) */
  tabs: string[] | null
  /** a toast the answer brings */
  toast?: string
  /** the user is logged out by the answer (storage cleared) */
  loggedOut?: boolean
}

// the server's own flag is on, so its first screen draws five tabs: only an answer asked for can take two away
const SCENARIOS: Scenario[] = [
  { name: 'anonymous, flag off', loggedIn: false, answer: { code: 1, msg: '', data: { pay: false } }, tabs: FREE_TABS },
  { name: 'logged in, code 410000', loggedIn: true, answer: { code: 410000, msg: 'token expired', data: null }, tabs: null, toast: '请先登录', loggedOut: true },
  { name: 'anonymous, flag on', loggedIn: false, answer: { code: 1, msg: '', data: { pay: true } }, tabs: ALL_TABS },
  { name: 'logged in, code 33', loggedIn: true, answer: { code: 33, info: BANNED, data: null }, tabs: null, toast: BANNED, loggedOut: true },
  { name: 'logged in, flag off', loggedIn: true, answer: { code: 1, msg: '', data: { pay: false } }, tabs: FREE_TABS },
  { name: 'logged in, code 100', loggedIn: true, answer: { code: 100, info: KICKED, data: null }, tabs: null, toast: KICKED, loggedOut: true },
]

/** loads per browser context: the first cold, the rest with the scripts in the cache */
const LOADS_PER_CONTEXT = 3
const CONTEXTS_PER_SPEED = 10
/** contexts loading at once */
const PARALLEL = 3

let app: E2EApp
/** Taro's H5 storage of the demo user, as the app writes it after a login ({ data } as JSON per key) */
let userStorage: Record<string, string>

beforeAll(async () => {
  app = await startE2E({ payModule: true })
  const login = await app.api<{ user_id: number }>('api/user/login', DEMO)
  if (login.code !== 1 || !login.data) throw new Error(`demo login refused: ${JSON.stringify(login)}`)
  userStorage = { userInfo: JSON.stringify({ data: login.data }), user_id: JSON.stringify({ data: login.data.user_id }) }
})
afterAll(() => app?.close())

/** in the page before its scripts: the stored user (or none), and a log of the toasts shown */
function preparePage(storage: Record<string, string> | null): void {
  window.localStorage.clear()
  for (const [key, value] of Object.entries(storage ?? {})) window.localStorage.setItem(key, value)
  const seen: string[] = []
  ;(window as unknown as { __toasts: string[] }).__toasts = seen
  // the document itself: no element exists yet when this runs
  new MutationObserver(() => {
    // a toast's text is written when it shows
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('.taro__toast'))) {
      const text = (el.textContent ?? '').trim()
      if (text && !seen.includes(text)) seen.push(text)
    }
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['style'] })
}

/** what the user has after a load: the shown page's tabs, the toasts, whether a user is stored */
async function readState(page: Page): Promise<{ tabs: string[]; toasts: string[]; loggedIn: boolean; pageUp: boolean }> {
  return page.evaluate(() => {
    const shown = Array.from(document.querySelectorAll('.taro_page.taro_page_show')).pop()
    const tabs = Array.from(shown?.querySelectorAll('[data-testid="app-tab-bar"] [data-path]') ?? []).map((e) => (e.textContent ?? '').trim())
    return {
      tabs,
      toasts: (window as unknown as { __toasts?: string[] }).__toasts ?? [],
      loggedIn: window.localStorage.getItem('userInfo') !== null,
      pageUp: Boolean(shown?.querySelector('.nav-bar__title')) && !document.getElementById('app-shell'),
    }
  })
}

function outcomeReached(s: Scenario, state: Awaited<ReturnType<typeof readState>>): boolean {
  if (!state.pageUp) return false
  if (s.toast && !state.toasts.some((t) => t.includes(s.toast!))) return false
  if (s.loggedOut && state.loggedIn) return false
  return s.tabs === null || JSON.stringify(state.tabs) === JSON.stringify(s.tabs)
}

/**
 * One fresh load of the home page; answers how it went in words ('ok' when the flag was asked once and
 * its answer took effect), so a failing run lists every load that went wrong.
 */
async function loadOnce(context: BrowserContext, scenario: Scenario, cpuSlowdown: number, label: string): Promise<string> {
  const page = await context.newPage()
  try {
    let asked = 0
    await page.route('**/api/User/w', (route: Route) => {
      asked += 1
      return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(scenario.answer) })
    })
    await page.addInitScript(preparePage, scenario.loggedIn ? userStorage : null)
    // the app's "today" is the server's (timers keep real speed)
    await page.clock.install({ time: (await app.clock()).now })
    if (cpuSlowdown > 1) {
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
    }
    await page.goto(`${app.baseUrl}/`)
    // until the answer has shown its effect, or long enough to tell it never will (a slowed cold load takes a few seconds)
    const until = Date.now() + 20_000
    let state = await readState(page)
    while (!outcomeReached(scenario, state) && Date.now() < until) {
      await page.waitForTimeout(100)
      state = await readState(page)
    }
    // a second ask would come with the first page's show: give it the time to
    await page.waitForTimeout(1_000)
    const problems: string[] = []
    if (asked !== 1) problems.push(`asked ${asked} times`)
    if (!outcomeReached(scenario, state)) problems.push(`never took effect: ${JSON.stringify(state)}`)
    return `${label} ${scenario.name}: ${problems.length ? problems.join('; ') : 'ok'}`
  } finally {
    await page.close()
  }
}

/** every context's loads in turn (first cold, then warm), PARALLEL contexts at once */
async function loadMany(cpuSlowdown: number): Promise<string[]> {
  const runs: string[] = []
  let next = 0
  const speed = cpuSlowdown > 1 ? `cpu ${cpuSlowdown}×` : 'full speed'
  const worker = async () => {
    for (let c = next++; c < CONTEXTS_PER_SPEED; c = next++) {
      const context = await app.browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'zh-CN' })
      try {
        for (let l = 0; l < LOADS_PER_CONTEXT; l += 1) {
          const index = c * LOADS_PER_CONTEXT + l
          const label = `${speed} #${index + 1} (${l === 0 ? 'cold' : 'warm'})`
          runs[index] = await loadOnce(context, SCENARIOS[index % SCENARIOS.length], cpuSlowdown, label)
        }
      } finally {
        await context.close()
      }
    }
  }
  await Promise.all(Array.from({ length: PARALLEL }, worker))
  return runs
}

const allOk = (runs: string[]) => runs.map((r) => r.replace(/: .*$/, ': ok'))

describe('every fresh H5 load asks the pay-module flag exactly once, and its answer takes effect', () => {
  test(`${CONTEXTS_PER_SPEED * LOADS_PER_CONTEXT} loads with the CPU slowed 4×`, async () => {
    const runs = await loadMany(4)
    expect(runs).toEqual(allOk(runs))
  }, 600_000)

  test(`${CONTEXTS_PER_SPEED * LOADS_PER_CONTEXT} loads at full speed`, async () => {
    const runs = await loadMany(1)
    expect(runs).toEqual(allOk(runs))
  }, 600_000)
})
