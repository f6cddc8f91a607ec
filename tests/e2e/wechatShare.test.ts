/**
 * The H5 inside WeChat's browser (issue 25 item 4): with WeChat's user agent the app loads WeChat's
 * JS-SDK after its first paint, configures it with the stand-in's signature and sets each page's
 * share card. WeChat's SDK is not reachable here: its request is answered by a stand-in `wx` that
 * records every call (window.__wxCalls). Outside WeChat no SDK is requested at all.
 */
import crypto from 'node:crypto'
import type { BrowserContext, Page, Request } from 'playwright-core'
import type { Res } from '../../types/api'
import { SANDBOX_JSAPI_TICKET } from '../../mocks/config'
import { eventually, startE2E, type E2EApp } from './harness'
import { hitRateText } from '@/features/experts/utils/expertRecord'

const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230805.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 ' +
  'Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MMWEBID/2247 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64'

/** WeChat's `wx`, played: it records calls, becomes ready after config, and notes when it was loaded */
const STAND_IN_SDK = `
(function () {
  var calls = window.__wxCalls = [];
  window.__wxLoadedAt = performance.now();
  var ready = false, waiting = [];
  function record(name) { return function (o) { calls.push({ api: name, args: JSON.parse(JSON.stringify(o || {})) }); if (o && o.success) o.success({ errMsg: name + ':ok' }); }; }
  window.wx = {
    config: function (o) { calls.push({ api: 'config', args: o }); setTimeout(function () { ready = true; waiting.splice(0).forEach(function (f) { f(); }); }, 0); },
    ready: function (f) { if (ready) f(); else waiting.push(f); },
    error: function () {},
    updateAppMessageShareData: record('updateAppMessageShareData'),
    updateTimelineShareData: record('updateTimelineShareData'),
    hideMenuItems: record('hideMenuItems'),
    showMenuItems: record('showMenuItems'),
  };
})();
`

interface WxCall {
  api: string
  args: Record<string, unknown>
}

let app: E2EApp
let context: BrowserContext
let page: Page
const sdkRequests: string[] = []

beforeAll(async () => {
  app = await startE2E({ payModule: true })
  context = await app.browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, locale: 'zh-CN', userAgent: WECHAT_UA })
  await context.route(/^https:\/\/res2?\.wx\.qq\.com\//, (route) => {
    sdkRequests.push(route.request().url())
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: STAND_IN_SDK })
  })
  page = await context.newPage()
})
afterAll(async () => {
  await context?.close()
  await app?.close()
})

/** a fresh load of the app at `hash` (a new document: the SDK, its configuration and the recorded calls start anew) */
async function openInWechat(hash: string): Promise<void> {
  await page.goto('about:blank')
  await page.goto(`${app.baseUrl}/${hash}`)
  const route = hash.replace(/^#/, '').split('?')[0]
  await page.locator(`.taro_page.taro_page_show[id^="${route}"] .nav-bar__title`).last().waitFor({ state: 'visible', timeout: 30_000 })
}

const calls = (): Promise<WxCall[]> => page.evaluate(() => (window as unknown as { __wxCalls?: WxCall[] }).__wxCalls ?? [])
const lastCall = async (api: string): Promise<Record<string, unknown> | null> => {
  const all = (await calls()).filter((c) => c.api === api)
  return all.length ? all[all.length - 1].args : null
}

/** the card WeChat would show now, once it carries `title` */
async function shareCardTitled(title: string): Promise<{ chat: Record<string, unknown> | null; timeline: Record<string, unknown> | null }> {
  await eventually(async () => (await lastCall('updateAppMessageShareData'))?.title, title, 15_000)
  await eventually(async () => (await lastCall('updateTimelineShareData'))?.title, title, 15_000)
  return { chat: await lastCall('updateAppMessageShareData'), timeline: await lastCall('updateTimelineShareData') }
}

/** the picture, when the page has one, is an absolute address that answers an image */
async function expectPicture(imgUrl: unknown): Promise<void> {
  expect(typeof imgUrl).toBe('string')
  if (imgUrl === '') return
  expect(String(imgUrl)).toMatch(/^https?:\/\//)
  const res = await fetch(String(imgUrl))
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toMatch(/^image\//)
}

/** a share link as the page it opens: this H5's address, the route in the hash, and its parameters */
function opens(link: unknown): { base: string; route: string; params: Record<string, string> } {
  const [base, hash = ''] = String(link).split('#')
  const [route, query = ''] = hash.split('?')
  return { base, route, params: Object.fromEntries(new URLSearchParams(query)) }
}

/**
 * the card of the shown page: its title, a line, the picture, and a link to the same page with the
 * page's parameters (`query`; a page may add the state it shows, such as its tab)
 */
async function expectCard(route: string, query: string, title: string): Promise<void> {
  const { chat, timeline } = await shareCardTitled(title)
  const expected = { base: `${app.baseUrl}/`, route: `/${route}`, params: Object.fromEntries(new URLSearchParams(query)) }
  expect(chat?.title).toBe(title)
  expect(opens(chat?.link)).toMatchObject(expected)
  expect(String(chat?.desc ?? '')).not.toBe('')
  expect(timeline?.title).toBe(title)
  expect(timeline?.link).toBe(chat?.link)
  expect(timeline?.imgUrl).toBe(chat?.imgUrl)
  await expectPicture(chat?.imgUrl)
}

test('wx.config is signed for the page address with the sandbox ticket, after the first paint', async () => {
  const list = await app.api<Res<'api/Game/get'>>('api/Game/get', { page: 1, limit: 1 })
  await openInWechat(`#/pages/msyng/sportsSetails/sportsSetails?id=${list.data.list[0].id}`)
  await eventually(async () => (await calls()).some((c) => c.api === 'config'), true, 15_000)
  const config = (await calls()).find((c) => c.api === 'config')!.args as { appId: string; timestamp: number; nonceStr: string; signature: string; jsApiList: string[] }
  // WeChat signs the address without '#': recomputed here per its documented algorithm
  const url = `${app.baseUrl}/`
  const expected = crypto.createHash('sha1').update(`jsapi_ticket=${SANDBOX_JSAPI_TICKET}&noncestr=${config.nonceStr}&timestamp=${config.timestamp}&url=${url}`).digest('hex')
  expect(config.signature).toBe(expected)
  expect(config.appId).toMatch(/^wx/)
  expect(config.jsApiList).toEqual(expect.arrayContaining(['updateAppMessageShareData', 'updateTimelineShareData']))
  // the SDK came after the page was painted, from WeChat's host, once
  const timing = await page.evaluate(() => ({
    loadedAt: (window as unknown as { __wxLoadedAt: number }).__wxLoadedAt,
    firstPaint: performance.getEntriesByType('paint').find((e) => e.name === 'first-paint')?.startTime ?? null,
  }))
  expect(timing.firstPaint).not.toBeNull()
  expect(timing.loadedAt).toBeGreaterThan(timing.firstPaint!)
  expect(sdkRequests).toEqual(['https://res.wx.qq.com/open/js/jweixin-1.6.0.js'])
})

test('a match shares its teams, a one-line description, its picture and the link to the same match', async () => {
  const list = await app.api<Res<'api/Game/get'>>('api/Game/get', { page: 1, limit: 3 })
  const match = list.data.list[2] ?? list.data.list[0]
  await openInWechat(`#/pages/msyng/sportsSetails/sportsSetails?id=${match.id}`)
  await expectCard('pages/msyng/sportsSetails/sportsSetails', `id=${match.id}`, `${match.home_team.short_name} vs ${match.away_team.short_name}`)
})

test('an expert\'s home shares the expert\'s name and record', async () => {
  const experts = await app.api<Res<'api/user/zhuanjlieb'>>('api/user/zhuanjlieb', { page: 1, limit: 1, sort: 'hit_rate' })
  const expertId = experts.data.list[0].expert_id
  const profile = await app.api<Res<'api/user/zjxq'>>('api/user/zjxq', { expert_id: expertId })
  await openInWechat(`#/pages/index/expertHome?expert_id=${expertId}`)
  // the record line the app writes from the server's last-20 counts (the same function the page uses)
  const title = `${profile.data.nickname} · ${hitRateText(profile.data)}`
  await expectCard('pages/index/expertHome', `expert_id=${expertId}`, title)
})

test('a league\'s page shares its table, and the login page hides WeChat\'s share items', async () => {
  const list = await app.api<Res<'api/Game/get'>>('api/Game/get', { page: 1, limit: 1 })
  const m = list.data.list[0]
  const route = 'pages/competition/Seku2'
  await openInWechat(`#${'/' + route}?league_id=${m.league_id}&season_id=${m.season_id}`)
  const navTitle = async () => ((await page.locator(`.taro_page.taro_page_show[id^="/${route}"] .nav-bar__title`).last().textContent()) ?? '').trim()
  expect(await eventually(async () => (await navTitle()) !== '联赛资料', true)).toBe(true)
  const name = await navTitle()
  await expectCard(route, `league_id=${m.league_id}&season_id=${m.season_id}`, `${name} 积分榜 · 赛程 · 射手榜`)

  await openInWechat('#/pages/msyng/Register/login')
  const hidden = await eventually(async () => (await lastCall('hideMenuItems')) !== null, true, 15_000)
  expect(hidden).toBe(true)
  expect(await lastCall('hideMenuItems')).toEqual({ menuList: ['menuItem:share:appMessage', 'menuItem:share:timeline'] })
})

test('outside WeChat no JS-SDK is requested and nothing is configured', async () => {
  const requested: string[] = []
  const onRequest = (r: Request) => requested.push(r.url())
  app.page.on('request', onRequest)
  await app.openPage('#/pages/index/expertHome?expert_id=1')
  await app.page.waitForTimeout(1500)
  app.page.off('request', onRequest)
  expect(requested.filter((u) => /wx\.qq\.com|jssdk_config/.test(u))).toEqual([])
  expect(await app.page.evaluate(() => typeof (window as unknown as { wx?: unknown }).wx)).toBe('undefined')
})
