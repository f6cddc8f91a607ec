import type { UserInfo } from '../../types/api/account'
import type { TestServer } from '../server/helpers'
import { loadPage } from './harness'
import { startStandIn } from './standInServer'

let server: TestServer

beforeAll(async () => {
  server = await startStandIn({ payModule: false })
})
afterAll(() => server.close())

interface LiveRow {
  id: number
  home_team: { short_name: string; name: string }
}

async function firstLiveMatch(): Promise<LiveRow> {
  const res = await server.call<{ list: LiveRow[]; total: number }>('api/Game/get', { status: 'live', page: 1, limit: 1 })
  expect(res.code).toBe(1)
  expect(res.data.total).toBeGreaterThan(0)
  return res.data.list[0]
}

/** the rendered match rows (the simulator prefixes each class with its component, e.g. main--match-row) */
function matchRows(dom: HTMLElement): Element[] {
  return Array.from(dom.querySelectorAll('[class*="match-row"]')).filter((e) => (e.getAttribute('class') ?? '').split(/\s+/).some((c) => c.endsWith('--match-row')))
}

test('the matches tab renders the live matches, windowed, and a row opens the match detail', async () => {
  const live = await firstLiveMatch()
  const page = await loadPage('pages/competition/competition', { server: server.app })
  try {
    expect(page.errors).toEqual([])
    expect(page.title()).toBe('赛事')
    expect(page.hasText('即时')).toBe(true)
    expect(page.hasText(live.home_team.short_name)).toBe(true)
    const rows = matchRows(page.dom)
    expect(rows.length).toBeGreaterThan(0)
    // the mini program budget is 1,000 nodes a page: only the rows near the screen exist
    expect(rows.length).toBeLessThanOrEqual(60)
    expect(page.log.requests.some((r) => r.includes('api/Game/get'))).toBe(true)
    await page.tap(rows[0])
    expect(page.log.navigations.some((n) => n.startsWith('navigateTo /pages/msyng/sportsSetails/sportsSetails?id='))).toBe(true)
  } finally {
    page.unload()
  }
})

test('the match detail renders the match and switches to its stats and lineup', async () => {
  const live = await firstLiveMatch()
  const page = await loadPage('pages/msyng/sportsSetails/sportsSetails', { server: server.app, query: { id: String(live.id) } })
  try {
    expect(page.errors).toEqual([])
    expect(page.title()).toBe('赛事详情')
    expect(page.hasText(live.home_team.name)).toBe(true)
    for (const tab of ['直播', '统计', '阵容', '分析', '指数']) expect(page.hasText(tab)).toBe(true)
    // the pay module is off: no 专家 tab (docs/product/pay-module.md)
    expect(page.hasText('专家')).toBe(false)
    expect(page.hasText('文字直播')).toBe(true)
    await page.tap('统计')
    expect(page.hasText('控球率')).toBe(true)
    expect(page.hasText('危险进攻')).toBe(true)
    await page.tap('阵容')
    expect(page.hasText('分享阵容')).toBe(true)
    expect(page.log.requests.some((r) => r.includes('api/Game/xq_bszr'))).toBe(true)
  } finally {
    page.unload()
  }
})

test('the match detail follows the match from its scoreboard: logged out it asks to log in, logged in 关注 becomes 已关注 on the server too', async () => {
  const live = await firstLiveMatch()
  const anonymous = await loadPage('pages/msyng/sportsSetails/sportsSetails', { server: server.app, query: { id: String(live.id) } })
  try {
    expect(anonymous.hasText('关注')).toBe(true)
    await anonymous.tap('关注')
    expect(anonymous.log.toasts).toContain('请先登录')
    expect(anonymous.log.requests.some((r) => r.includes('api/Game/event_attention'))).toBe(false)
  } finally {
    anonymous.unload()
  }

  const login = await server.call<UserInfo>('api/user/xin_login', { code: 'weapp-follow-detail' })
  expect(login.code).toBe(1)
  const page = await loadPage('pages/msyng/sportsSetails/sportsSetails', {
    server: server.app, query: { id: String(live.id) }, storage: { userInfo: login.data, user_id: login.data.user_id },
  })
  try {
    expect(page.errors).toEqual([])
    await page.tap('关注')
    expect(page.hasText('已关注')).toBe(true)
    expect(page.log.requests.some((r) => r.includes('api/Game/event_attention'))).toBe(true)
    const mine = await server.call<{ list: Array<{ id: number }> }>('api/Game/gz_event_attention', { page: 1, limit: 50, token: login.data.token }, 'GET')
    expect(mine.data.list.map((m) => m.id)).toContain(live.id)
  } finally {
    page.unload()
  }
})

interface PredictionPage {
  list: Array<{ title: string; expert: { nickname: string } }>
}

test('with the pay module on the match detail has a 专家 tab listing the match predictions', async () => {
  const paid = await startStandIn({ payModule: true })
  // a hot match (main competitions, live or coming: the ones experts pick most) with predictions,
  // so the rows are checked; the first one and the empty text otherwise
  const hot = await paid.call<{ list: LiveRow[] }>('api/Game/syzygote', { page: 1, limit: 20 })
  let match = hot.data.list[0]
  let predictions: PredictionPage = { list: [] }
  for (const m of hot.data.list) {
    const res = await paid.call<PredictionPage>('api/Game/zhuanjia', { event_id: m.id, page: 1, limit: 20 })
    expect(res.code).toBe(1)
    if (res.data.list.length > 0) {
      match = m
      predictions = res.data
      break
    }
  }
  const page = await loadPage('pages/msyng/sportsSetails/sportsSetails', { server: paid.app, query: { id: String(match.id) } })
  try {
    expect(page.errors).toEqual([])
    expect(page.hasText('专家')).toBe(true)
    await page.tap('专家')
    expect(page.log.requests.some((r) => r.includes('api/Game/zhuanjia'))).toBe(true)
    const first = predictions.list[0]
    if (first) {
      expect(page.hasText(first.expert.nickname)).toBe(true)
      expect(page.hasText(first.title)).toBe(true)
    } else {
      expect(page.hasText('本场暂无专家预测')).toBe(true)
    }
    expect(page.errors).toEqual([])
  } finally {
    page.unload()
    await paid.close()
  }
})
