import { ROUTES, routeUrl, type RouteName, type RouteParam } from '../../src/navigation/routes'
import type { MatchRow } from '../../types/football'
import type { Paged } from '../../types/common'
import { idCardCheckChar } from '../../types/validation/idCard'
import { startE2E, type E2EApp } from './harness'
import { DEMO, ERROR_TEXTS, recordPageErrors, shownPage, signInAsDemo, watchRequests } from './specificationOnly.helpers'

/**
 * Issue 32, the walk: on a stand-in serving the product specification's endpoints only
 * (EXTENSIONS=off, the pay module on so the paid pages show all they have), logged in at 375 px, every
 * one of the 74 routes is opened in turn by hash navigation in one browser, with the parameters it
 * needs taken from the stand-in's own data. Each must show its content with no error text, no toast,
 * no page error or console error, and no 404 but the app's probe for the extensions.
 */

let app: E2EApp
let pageErrors: string[] = []
/** the parameters of each route that needs some, filled from the stand-in's data after sign-in */
const params: Partial<Record<RouteName, Record<string, RouteParam>>> = {}

/** a first row of a list the specification serves, or a failure naming what the seeded data lacked */
async function first<T>(path: string, payload: Record<string, string | number>): Promise<T> {
  const res = await app.api<Paged<T>>(path, { page: 1, limit: 5, ...payload })
  const row = res.data?.list?.[0]
  if (!row) throw new Error(`the seeded data has no row for ${path} ${JSON.stringify(payload)}: ${res.msg}`)
  return row
}

/** a call as the demo account (its identity as the app sends it); the answer's data, or a failure naming the call */
async function asDemo<T>(path: string, payload: Record<string, string | number>): Promise<T> {
  const login = await app.api<{ user_id: string; uid: string; token: string }>('api/user/login', { mobile: DEMO.mobile, password: DEMO.password })
  const { user_id, uid, token } = login.data
  const res = await app.api<T>(path, { ...payload, user_id, uid, token })
  if (res.code !== 1) throw new Error(`${path} refused for the demo account: ${res.msg}`)
  return res.data
}

/** the seeded data has no arena entry: the demo account enters one on a coming match (free, the specification's call) */
async function arenaEntryId(): Promise<number> {
  const coming = await first<MatchRow>('api/Game/get', { status: 'not_started' })
  const entry = await asDemo<{ id: number }>('api/Challenge/dan_fb', {
    event_id: coming.id,
    play: '1x2',
    pick: 'home',
    title: '擂台走查：主队主场不败的把握',
    content: '主队近期主场表现稳定，防守端失球少，客队远征状态一般，本场看好主队拿下比赛。',
  })
  return entry.id
}

/** the ids the routes need, from the stand-in's own lists (specification endpoints only) */
async function loadParams(): Promise<void> {
  const match = await first<MatchRow>('api/Game/get', { status: 'finished' })
  const expert = await first<{ expert_id: number }>('api/user/zhuanjlieb', { sort: 'hit_rate' })
  const prediction = await first<{ id: number; kind: string }>('api/user/zjxq_fbxx', { expert_id: expert.expert_id, status: 'settled' })
  const post = await first<{ id: number }>('api/Forum/home_forum_list', { sort: 'latest' })
  const notice = await first<{ id: number }>('api/game/system_notification', {})
  // an unpaid VIP order for the checkout pages and the payment result (the pay module is on; paying needs a real name)
  const first17 = '11010119880512031'
  await asDemo('api/AuthName/auth', { name: '王小明', id_card: first17 + idCardCheckChar(first17) })
  const order = await asDemo<{ order_no: string }>('api/Wechat/buy_vip', { plan_id: 'month' })
  Object.assign(params, {
    matchDetail: { id: match.id },
    companyIndex: { id: match.id },
    sameOdds: { id: match.id },
    lineupShare: { id: match.id },
    leagueData: { league_id: match.league_id },
    teamForm: { team_id: match.home_team.id },
    expertHome: { expert_id: expert.expert_id },
    expertRecord: { expert_id: expert.expert_id },
    predictionDetail: { id: prediction.id },
    editPrediction: { id: prediction.id, kind: prediction.kind },
    arenaEntry: { id: await arenaEntryId() },
    payResult: { order_no: order.order_no },
    alipay: { order_no: order.order_no },
    alipayApp: { order_no: order.order_no },
    postDetail: { id: post.id },
    noticeDetail: { id: notice.id },
    webDocument: { title: '用户协议', url: `${app.baseUrl}/` },
    placeView: { name: '工人体育场', address: '北京市朝阳区工体北路', latitude: 39.93, longitude: 116.447 },
  })
}

let networkQuiet: () => Promise<void>

/** counts every moment a toast is shown, however briefly, in the page itself (hash navigation keeps it loaded) */
async function watchToasts(): Promise<void> {
  await app.page.evaluate(() => {
    const w = window as unknown as { __toastsShown: number }
    w.__toastsShown = 0
    // Taro's toast is one element on the body, hidden by display: none between toasts
    const shown = () => Array.from(document.querySelectorAll<HTMLElement>('.taro__toast')).some((t) => getComputedStyle(t).display !== 'none')
    new MutationObserver(() => {
      if (shown()) w.__toastsShown += 1
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['style', 'class'] })
  })
}

describe('every route on a specification-only stand-in', () => {
  const started = Date.now()

  beforeAll(async () => {
    app = await startE2E({ extensions: false, payModule: true })
    pageErrors = recordPageErrors(app.page)
    await signInAsDemo(app)
    await loadParams()
    networkQuiet = watchRequests(app.page)
    await watchToasts()
  }, 120_000)
  afterAll(async () => {
    console.log(`[specificationOnly] ${Object.keys(ROUTES).length} routes walked in ${Math.round((Date.now() - started) / 1000)} s`)
    await app?.close()
  })

  test('the route table has the 74 pages', () => {
    expect(Object.keys(ROUTES)).toHaveLength(74)
  })

  test.each(Object.keys(ROUTES) as RouteName[])('%s shows its content, no error and no toast', async (name) => {
    pageErrors.length = 0
    await app.page.evaluate(() => void ((window as unknown as { __toastsShown: number }).__toastsShown = 0))
    const url = routeUrl(name, params[name])
    const route = ROUTES[name]
    // hash navigation: the app stays loaded, as when a user moves between pages
    await app.page.evaluate((hash) => void (window.location.hash = hash), url)
    const page = app.page.locator(`.taro_page.taro_page_show[id^="/${route}"], .taro_page.taro_page_show[id^="${route}"]`).last()
    await page.locator('.nav-bar__title').waitFor({ state: 'visible', timeout: 20_000 })
    // the page's first calls answered (no request in flight for 300 ms); a toast shown at any moment since
    // the navigation was counted by the page's own observer (watchToasts)
    await networkQuiet()
    const toastSeen = (await app.page.evaluate(() => (window as unknown as { __toastsShown: number }).__toastsShown)) > 0 || (await app.page.locator('.taro__toast').isVisible())
    const text = ((await shownPage(app.page).textContent()) ?? '').trim()
    const found = ERROR_TEXTS.filter((bad) => text.includes(bad))
    expect({ name, errorText: found, toast: toastSeen, pageErrors: [...pageErrors] }).toEqual({ name, errorText: [], toast: false, pageErrors: [] })
    // more than the title: the page drew its content
    const title = ((await page.locator('.nav-bar__title').textContent()) ?? '').trim()
    // a web view (协议详情) shows its document in a frame
    const content = (await page.locator('iframe').count()) > 0 ? '(a web view)'.repeat(2) : text.replace(title, '').trim()
    expect(content.length > 10 ? 'content' : `${name} shows only「${content}」`).toBe('content')
  }, 40_000)
})
