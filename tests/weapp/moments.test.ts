/**
 * Pages shared to Moments (issue 25 item 3): WeChat opens them with scene 1154 in its single-page
 * mode (单页模式), where there is no login state, no other page can be opened, no tab bar is drawn
 * and the storage is not the full mini program's (here: empty, nobody signed in). Every page that
 * offers 分享到朋友圈 is opened that way with real ids from the stand-in: it shows its data, keeps
 * no room for a tab bar and no back/home button, never logs in nor opens a page; an action that
 * needs the full app (关注, 购买, 评论, opening another page) shows the 前往小程序 hint instead.
 */
import type { TestServer } from '../server/helpers'
import { seedAccounts } from '../../mocks/features/account'
import fs from 'node:fs'
import path from 'node:path'
import { allRoutes } from './build'
import { loadPage, type RenderedPage } from './harness'
import { root } from './paths'
import { startStandIn, type StandIn } from './standInServer'

const MOMENTS = 1154
/** the hint points to WeChat's own bottom bar of single-page mode */
const hinted = (page: RenderedPage) => page.log.toasts.some((t) => t.includes('前往小程序'))

interface MatchRow {
  id: number
  league_id: number
  season_id: number
  league: { name: string }
  home_team: { id: number; short_name: string }
}

let server: StandIn
/** the query each page is opened with, and a text of its data it must show */
const opened = new Map<string, { query: Record<string, string>; shows?: string }>()
let live: MatchRow
let expertId = 0
let expertName = ''
let paid: { id: number; title: string } | null = null
let postId = 0

async function ok<T>(p: string, payload: Record<string, unknown> = {}): Promise<T> {
  const res = await (server as TestServer).call<T>(p, payload)
  if (res.code !== 1) throw new Error(`${p} answered ${res.code}: ${res.msg}`)
  return res.data
}

const set = (route: string, query: Record<string, string | number>, shows?: string) =>
  opened.set(route, { query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), shows })

beforeAll(async () => {
  server = await startStandIn({ payModule: true })
  await seedAccounts(server.db, server.clock)
  live = (await ok<{ list: MatchRow[] }>('api/Game/get', { status: 'live', page: 1, limit: 1 })).list[0]
  const top = (await ok<{ list: { expert_id: number; nickname: string }[] }>('api/user/zhuanjlieb', { sort: 'hit_rate', page: 1, limit: 1 })).list[0]
  expertId = top.expert_id
  expertName = (await ok<{ nickname: string }>('api/user/zjxq', { expert_id: expertId })).nickname
  for (let page = 1; !paid && page <= 5; page++) {
    const list = await ok<{ list: { id: number; title: string; price: number; visible: boolean; locked: boolean }[] }>('api/Expert/get_single_pass_list', { page, limit: 50 })
    paid = list.list.find((p) => p.price > 0 && !p.visible && !p.locked) ?? null
  }
  const post = (await ok<{ list: { id: number; content: string }[] }>('api/Forum/home_forum_list', { page: 1, limit: 1 })).list[0]
  postId = post.id
  const notice = (await ok<{ list: { id: number; title: string }[] }>('api/game/system_notification', { page: 1, limit: 1 })).list[0]
  set('pages/msyng/sportsSetails/sportsSetails', { id: live.id }, live.home_team.short_name)
  set('pages/msyng/RecentGames/lineupShare', { id: live.id }, live.home_team.short_name)
  set('pages/competition/companyIndex', { id: live.id })
  set('pages/winnow/oddsWith', { id: live.id })
  set('pages/msyng/RecentGames/RecentGames', { team_id: live.home_team.id }, live.home_team.short_name)
  set('pages/competition/Seku2', { league_id: live.league_id, season_id: live.season_id }, live.league.name)
  set('pages/index/expertHome', { expert_id: expertId }, expertName)
  set('pages/msyng/WellKnown/ummary', { expert_id: expertId }, expertName)
  if (paid) set('pages/index/crossoverDetail', { id: paid.id }, paid.title)
  set('pages/msyng/review/review', { id: post.id }, post.content.slice(0, 8))
  if (notice) set('pages/user/noticeDetail', { id: notice.id }, notice.title)
}, 120_000)
afterAll(() => server?.close())

/** what a page opened from Moments never does, whatever it shows */
function expectSinglePageRules(page: RenderedPage): void {
  expect(page.errors).toEqual([])
  // WeChat draws no tab bar there: the page keeps no room for one and draws none itself
  expect(page.dom.querySelector('[class*="tab-bar-slot"]')).toBeNull()
  expect(page.dom.querySelector('[class*="app-tab-bar"]')).toBeNull()
  // no back or home button: no other page can be opened
  const leftSide = page.dom.querySelector('[class*="nav-bar__side"]')
  expect(leftSide?.querySelector('[class*="nav-bar__action"]') ?? null).toBeNull()
  expect(page.log.navigations).toEqual([])
  expect(page.log.logins).toBe(0)
  expect(page.log.requests.filter((r) => /xin_login|api\/user\/login/.test(r))).toEqual([])
  expect(page.log.toasts).not.toContain('请先登录')
}

/**
 * the routes whose page config offers 分享到朋友圈 (`enableShareTimeline` in src/<route>.config.ts:
 * the build turns it into the page's onShareTimeline, not into its JSON)
 */
const timelineRoutes = allRoutes().filter((r) => /enableShareTimeline:\s*true/.test(fs.readFileSync(path.join(root, 'src', `${r}.config.ts`), 'utf8')))

test('every page but the ways in (log in, sign up, password recovery) offers 分享到朋友圈', () => {
  expect(allRoutes().filter((r) => !timelineRoutes.includes(r)).sort()).toEqual([
    'pages/msyng/Register/Forgot', 'pages/msyng/Register/Register', 'pages/msyng/Register/chooselogin', 'pages/msyng/Register/login',
  ])
})

test.each(timelineRoutes)('%s opened from Moments shows its page under the single-page rules', async (route) => {
  const spec = opened.get(route)
  const page = await loadPage(route, { server: server.app, query: spec?.query, scene: MOMENTS })
  try {
    expectSinglePageRules(page)
    expect(page.title()).not.toBe('')
    if (spec?.shows) expect(page.hasText(spec.shows)).toBe(true)
  } finally {
    page.unload()
  }
})

test('the custom tab bar draws nothing in single-page mode', async () => {
  const bar = await loadPage('custom-tab-bar/index', { server: server.app, scene: MOMENTS })
  try {
    expect(bar.dom.querySelectorAll('[class*="app-tab-bar__text"]').length).toBe(0)
  } finally {
    bar.unload()
  }
})

/** opens `route` from Moments, taps `target`, and checks the hint came instead of a login or a page */
async function tapInMoments(route: string, target: string, forbidden: RegExp): Promise<RenderedPage> {
  const spec = opened.get(route)
  const page = await loadPage(route, { server: server.app, query: spec?.query, scene: MOMENTS })
  try {
    const before = page.log.requests.length
    await page.tap(target)
    // a login would open its page a second after the toast: wait past that
    await new Promise((r) => setTimeout(r, 1200))
    await page.settle()
    expect(hinted(page)).toBe(true)
    expectSinglePageRules(page)
    expect(page.log.requests.slice(before).filter((r) => forbidden.test(r))).toEqual([])
    return page
  } finally {
    page.unload()
  }
}

test('关注 on a match from Moments points to the full mini program; in the full mini program it asks to log in', async () => {
  await tapInMoments('pages/msyng/sportsSetails/sportsSetails', '关注', /event_attention/)
  // the same tap in the full mini program (scene 1001): the login flow, so the scene is what decides
  const full = await loadPage('pages/msyng/sportsSetails/sportsSetails', { server: server.app, query: opened.get('pages/msyng/sportsSetails/sportsSetails')?.query })
  try {
    await full.tap('关注')
    expect(full.log.toasts).toContain('请先登录')
    expect(hinted(full)).toBe(false)
  } finally {
    full.unload()
  }
})

test('关注 on an expert\'s home from Moments points to the full mini program', async () => {
  await tapInMoments('pages/index/expertHome', '[class*="follow-button"]', /attention/)
})

test('购买查看 on a paid prediction from Moments points to the full mini program and starts no purchase', async () => {
  if (!paid) throw new Error('no paid prediction on sale at the seeded moment')
  const page = await tapInMoments('pages/index/crossoverDetail', '购买查看', /pay|buy|purchase/i)
  expect(page.log.modals).toEqual([])
})

test('评论 on a post from Moments points to the full mini program and sends nothing', async () => {
  expect(postId).toBeGreaterThan(0)
  await tapInMoments('pages/msyng/review/review', '[class*="review__send"]', /comment|forum_add|pinglun/i)
})

test('opening another page from Moments (a match of the home tab) shows the hint and stays', async () => {
  await tapInMoments('pages/index/index', live.home_team.short_name, /^$/)
})
