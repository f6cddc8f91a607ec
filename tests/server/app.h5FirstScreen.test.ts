import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import type { Db } from '../../mocks/db'
import { ensurePredictions } from '../../mocks/features/experts/seed'
import { homeFirstScreenScript } from '../../mocks/http/h5FirstScreen'
import { firstScreenRenderer } from '../../mocks/http/h5FirstScreenRenderer'
import { tabFirstScreens } from '../../mocks/http/h5TabFirstScreens'
import { setSetting } from '../../mocks/services/settings'
import { COMPETITION_ROUTE, COMPETITION_ROWS_WRITTEN, EXPERT_FAMOUS_COUNT, EXPERT_RANKING_PAGE, EXPERT_RANKING_WRITTEN, EXPERT_ROUTE, TAB_FIRST_SCREEN_DATA_ID, USER_ROUTE, WINNOW_PICKS_SHOWN, WINNOW_ROUTE, type FirstScreenRenderer, type TabFirstScreenData } from '../../types/tab-first-screen'
import type { MatchRow } from '../../types/football'
import type { VipPickRow } from '../../types/api/money'
import { HOME_FIRST_SCREEN_DATA_ID, HOME_LIVE_COUNT, type HomeFirstScreenData } from '../../types/home-first-screen'
import { SEEDED_AT, SEED_TIMEOUT_MS, ok, seededAtNoon } from './match.helpers'
import { startTestServer, TestClock, type TestServer } from './helpers'

/** docs/benchmarks.md: `/` carries the home's first screen as HTML and its answers as JSON */

const root = path.resolve(__dirname, '../..')

function jsonBlock<T>(html: string, id: string): T {
  const m = new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`).exec(html)
  if (!m) throw new Error(`no data block ${id} in the page`)
  return JSON.parse(m[1]) as T
}
const dataBlock = (html: string) => jsonBlock<HomeFirstScreenData>(html, HOME_FIRST_SCREEN_DATA_ID)
/** a tab's <template> in the page ('' when there is none) */
const tabTemplate = (html: string, route: string) => new RegExp(`<template id="first-screen:${route}">([\\s\\S]*?)</template>`).exec(html)?.[1] ?? ''
/** how many times a piece of markup occurs */
const count = (html: string, part: string) => html.split(part).length - 1
/** how many elements carry the class `name` */
const countClass = (html: string, name: string) => [...html.matchAll(/class="([^"]*)"/g)].filter((m) => m[1].split(' ').includes(name)).length
/** the renderer is bundled once per process (about a second, longer on a busy machine) */
const RENDERER_TIMEOUT_MS = 60_000

describe('the H5 home first screen served at /', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'h5-first-screen-'))
  let s: TestServer
  let db: Db
  beforeAll(async () => {
    db = await seededAtNoon(ensurePredictions)
    // the app's own template stands in for the build (the same app shell, the same inline scripts)
    fs.copyFileSync(path.join(root, 'src/index.html'), path.join(tmp, 'index.html'))
    s = await startTestServer({ db, env: { H5_DIR: tmp, PAY_MODULE: '1' }, clock: new TestClock(SEEDED_AT) })
    // the server builds its renderer as it starts: the first page waits for it, the tests need not
    await firstScreenRenderer()
  }, SEED_TIMEOUT_MS + RENDERER_TIMEOUT_MS)
  afterAll(async () => {
    await s?.close()
    fs.rmSync(tmp, { recursive: true, force: true })
  })

  it('writes the answers the home would ask for, and draws them in the app shell', async () => {
    const page = await s.app.inject({ method: 'GET', url: '/' })
    expect(page.statusCode).toBe(200)
    expect(page.headers['cache-control']).toBe('no-cache')
    const data = dataBlock(page.body)
    const live = await ok(s, 'api/Game/get', { status: 'live', page: 1, limit: HOME_LIVE_COUNT })
    expect(data.live.map((m) => m.id)).toEqual(live.list.map((m) => m.id))
    expect(data.live.length).toBeGreaterThan(0)
    expect(data.pay).toBe(true)
    const shell = /<div id="app-shell"[\s\S]*?<i id="app-shell-end"/.exec(page.body)?.[0] ?? ''
    // every live row is in the shell with its teams, and the paid entries with the pay module on
    expect(countClass(shell, 'match-row')).toBe(data.live.length + data.hot.length)
    for (const m of data.live) expect(shell).toContain(`>${m.home_team.short_name}<`)
    expect(shell).toContain('>专家<')
    expect(shell).toContain('请输入关键词')
  })

  it('writes the 精选 and 我的 first screens as templates, 精选 drawn from the answers written beside it', async () => {
    const page = await s.app.inject({ method: 'GET', url: '/' })
    const tabs = jsonBlock<TabFirstScreenData>(page.body, TAB_FIRST_SCREEN_DATA_ID)
    const double = await ok(s, 'api/ConfirmedOrder/jxdc_list', { page: 1, limit: WINNOW_PICKS_SHOWN })
    const single = await ok(s, 'api/ConfirmedOrder/sd_list', { page: 1, limit: WINNOW_PICKS_SHOWN })
    expect(tabs.winnow).toEqual({ double, single })
    const winnow = tabTemplate(page.body, WINNOW_ROUTE)
    const picks = [...double.list, ...single.list]
    // every pick with its title, the empty state for a kind without any, VIP offered with the pay module
    expect(count(winnow, 'class="vip-pick"')).toBe(picks.length)
    for (const p of picks) expect(winnow).toContain(`>${p.title}<`)
    expect(count(winnow, 'state-view--empty')).toBe([double, single].filter((l) => l.list.length === 0).length)
    expect(winnow).toContain('>立即开通<')
    expect(winnow).toContain('>同赔查询<')
    // 我的 without a login: the login prompt and the menus, the paid entries with the pay module
    const user = tabTemplate(page.body, USER_ROUTE)
    expect(user).toContain('>登录 / 注册<')
    expect(user).toContain('>开通VIP<')
    expect(user).toContain('>金币充值<')
    // the templates follow the shell's end, where index.html's inline script looks for them
    expect(page.body.indexOf('<template id="first-screen:')).toBeGreaterThan(page.body.indexOf('<i id="app-shell-end"'))
    expect(page.body.indexOf('<template id="first-screen:')).toBeLessThan(page.body.indexOf('<script>!function(){var h=location.hash'))
  })

  it('writes the 专家 first screen from the answers the tab starts with', async () => {
    const page = await s.app.inject({ method: 'GET', url: '/' })
    const { expert } = jsonBlock<TabFirstScreenData>(page.body, TAB_FIRST_SCREEN_DATA_ID)
    const famous = await ok(s, 'api/user/zhuanjlieb', { sort: 'month', page: 1, limit: EXPERT_FAMOUS_COUNT })
    const ranking = await ok(s, 'api/user/zhuanjlieb', { sort: 'hit_rate', page: 1, limit: EXPERT_RANKING_PAGE })
    expect(expert?.famous).toEqual(famous)
    // the ranking's first rows, with more to come (the page asks for its first page as it mounts)
    expect(ranking.list.length).toBeGreaterThan(EXPERT_RANKING_WRITTEN)
    expect(expert?.ranking.list).toEqual(ranking.list.slice(0, EXPERT_RANKING_WRITTEN))
    expect(expert?.ranking.has_more).toBe(true)
    const html = tabTemplate(page.body, EXPERT_ROUTE)
    // 本月名家 in turn, the first rows of the 命中率 ranking with their place, every competition offered
    expect(count(html, 'class="famous-experts__item"')).toBe(famous.list.length)
    const rows = [...html.matchAll(/expert-row__name">([^<]*)</g)].map((m) => m[1])
    expect(rows).toEqual(ranking.list.slice(0, rows.length).map((r) => r.nickname))
    expect(rows.length).toBe(EXPERT_RANKING_WRITTEN)
    expect(html).toContain(`>${ranking.list[0].hit_rate}%<`)
    expect(expert?.leagues).toEqual((await ok(s, 'api/index/zmxil', {})).map((r) => r.league))
    for (const l of expert?.leagues ?? []) expect(html).toContain(`>${l.short_name}<`)
    expect(html).toContain('>全部赛事<')
  })

  it('writes the 赛事 first screen from the first rows of the list it opens on (the day\u2019s 即时) and its competitions', async () => {
    const page = await s.app.inject({ method: 'GET', url: '/' })
    const { competition } = jsonBlock<TabFirstScreenData>(page.body, TAB_FIRST_SCREEN_DATA_ID)
    const date = new Date(SEEDED_AT + 8 * 3600_000).toISOString().slice(0, 10)
    const live = await ok(s, 'api/Game/get', { date, status: 'live', page: 1, limit: 100 })
    const competitions = await ok(s, 'api/Game/List_of_events', { date, status: 'live' })
    expect(competition?.date).toBe(date)
    // at most the rows a phone screen shows are written (the page asks for the whole list as it mounts)
    expect(live.list.length).toBeGreaterThan(0)
    const written = live.list.slice(0, COMPETITION_ROWS_WRITTEN)
    expect(competition?.matches.list).toEqual(written)
    expect(competition?.competitions).toEqual(competitions)
    const html = tabTemplate(page.body, COMPETITION_ROUTE)
    // the rows in the list's order, each with its follow star; 即时 picked, every competition offered with its count
    const homes = [...html.matchAll(/match-row__team--home">(?:<span[^>]*match-row__red">\d+<\/span>)?<span[^>]*match-row__name">([^<]*)</g)].map((m) => m[1])
    expect(homes).toEqual(written.map((m) => m.home_team.short_name))
    expect(countClass(html, 'follow-star--row')).toBe(written.length)
    expect(html).toMatch(/segment-tabs__text--line-active[^>]*>即时</)
    expect(html).toContain('>全部赛事<')
    for (const c of competitions) expect(html).toContain(`>${c.short_name} ${c.match_count}<`)
  })

  it('leaves out what the app hides without the pay module', async () => {
    await setSetting(db, 'pay_module', '0')
    try {
      const page = await s.app.inject({ method: 'GET', url: '/' })
      expect(dataBlock(page.body).pay).toBe(false)
      const winnow = tabTemplate(page.body, WINNOW_ROUTE)
      expect(winnow).not.toContain('立即开通')
      expect(winnow).toContain('VIP 精选在比赛结束后公开')
      const user = tabTemplate(page.body, USER_ROUTE)
      expect(user).not.toContain('开通VIP')
      expect(user).not.toContain('金币充值')
      expect(user).toContain('>我的关注<')
    } finally {
      await setSetting(db, 'pay_module', '1')
    }
  })

  it('keeps its inline scripts allowed by hash only (the data block is not a script a browser runs)', async () => {
    const page = await s.app.inject({ method: 'GET', url: '/' })
    const csp = String(page.headers['content-security-policy'])
    expect(csp).not.toMatch(/script-src[^;]*unsafe/)
    const inline = [...page.body.matchAll(/<script(?![^>]*\b(src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[2])
    expect(inline.length).toBeGreaterThan(0)
    for (const code of inline) expect(csp).toContain(`'sha256-${crypto.createHash('sha256').update(code).digest('base64')}'`)
  })

  it('is sent brotli-compressed to a browser that takes it', async () => {
    const plain = await s.app.inject({ method: 'GET', url: '/' })
    const br = await s.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i)
    const text = zlib.brotliDecompressSync(br.rawPayload).toString('utf8')
    // the same page (the minute of a live match may have moved between the two requests: compare the frame)
    expect(text.slice(0, text.indexOf('<div id="app-shell"'))).toBe(plain.body.slice(0, plain.body.indexOf('<div id="app-shell"')))
  })
})

describe('the first screen markup', () => {
  let render: FirstScreenRenderer
  beforeAll(async () => {
    render = await firstScreenRenderer()
  }, RENDERER_TIMEOUT_MS)
  const row = (over: Partial<MatchRow>): MatchRow =>
    ({
      id: 1,
      status_id: 2,
      status_text: '上半场',
      elapsed_text: "30'",
      start_at: 0,
      start_at_time: '2026-11-22 18:30:00',
      current_score: '1:0',
      half_score: '',
      home_red: 0,
      away_red: 1,
      league: { id: 1, name: '德国甲级联赛', short_name: '德甲', color: '#5f3dc4' },
      home_team: { id: 1, name: '主队', short_name: '主队' },
      away_team: { id: 2, name: '客队', short_name: '客队' },
      ...over,
    }) as MatchRow

  it('escapes what the data says, in the markup and in the data block', () => {
    const evil = '<img src=x onerror=alert(1)></script>'
    const data: HomeFirstScreenData = { notices: [{ id: 1, title: evil, content: '', created_at: 0, created_date: '2026-11-22' }], live: [row({ home_team: { id: 1, name: evil, short_name: evil } as MatchRow['home_team'] })], hot: [], pay: false }
    const html = render.home(data, 0)
    expect(html).not.toContain('<img')
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    const block = homeFirstScreenScript(data)
    // nothing inside can end the block early
    expect(block.indexOf('</script>')).toBe(block.length - '</script>'.length)
    expect(JSON.parse(block.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, ''))).toEqual(data)
  })

  it('draws a row as MatchRow does: score with a dash, the minute, red cards, VS and a countdown before kickoff', () => {
    const now = Date.parse('2026-11-22T18:00:00+08:00')
    const live = render.home({ notices: [], live: [row({ half_score: '1:0' })], hot: [row({ id: 2, status_id: 0, current_score: '', start_at: now + 25 * 60_000 + 30_000 })], pay: false }, now)
    expect(live).toContain('match-row__score match-row__score--live">1-0<')
    expect(live).toContain('半场 1-0')
    expect(live).toMatch(/match-row__minute ?">30&#x27;</)
    expect(live).toContain('match-row__red">1<')
    expect(live).toContain('match-row__vs">VS<')
    expect(live).toContain('match-row__countdown">00:25:30<')
    expect(live).not.toContain('>专家<')
  })
})

describe('the other tabs\u2019 first screen markup', () => {
  let render: FirstScreenRenderer
  beforeAll(async () => {
    render = await firstScreenRenderer()
  }, RENDERER_TIMEOUT_MS)
  const pick = (over: Partial<VipPickRow>): VipPickRow => ({
    id: 7,
    kind: 'double',
    title: '周六二合一',
    teaser: '两场主胜',
    start_at: 1000,
    win_or_not: 0,
    unlocked: false,
    purchased: false,
    combined_odds: null,
    legs: [],
    ...over,
  }) as VipPickRow

  it('without the tabs\u2019 answers: no 精选 or 专家 template (the tab opens bare) and no data block, 我的 still drawn', () => {
    const none = tabFirstScreens(render, {}, true, 0)
    expect(none.templates).not.toContain(WINNOW_ROUTE)
    expect(none.templates).not.toContain(EXPERT_ROUTE)
    expect(none.templates).toContain(`<template id="first-screen:${USER_ROUTE}">`)
    expect(none.script).toBe('')
  })

  it('draws a pick as VipPickCard does, escaping what the data says', () => {
    const evil = '<img src=x onerror=alert(1)>'
    const list = { list: [pick({ title: evil, win_or_not: 1 })], total: 1, is_vip: false, vip_expire_at: null } as unknown as NonNullable<TabFirstScreenData['winnow']>['double']
    const empty = { ...list, list: [], total: 0 }
    const html = render.winnow({ double: list, single: empty }, false)
    expect(html).not.toContain('<img')
    expect(html).toContain('vip-pick__result vip-pick__result--hit')
    expect(html).toContain('>未解锁<')
    expect(count(html, 'state-view--empty')).toBe(1)
    expect(html).not.toContain('vip-status__button')
  })

  it('专家 with nobody ranked is left to the page (its empty state), escaping what the data says otherwise', () => {
    const evil = '<img src=x onerror=alert(1)>'
    const row = { expert_id: 1, nickname: evil, avatar: '', title: '', streak: 3, hit_rate: 70, on_sale: 0, followed: false, month: { settled: 0, hits: 0, pushes: 0, misses: 0, hit_rate: 0 }, record: { window: 20, settled: 0, hits: 0, pushes: 0, misses: 0, hit_rate: 0 } }
    const answer = (list: unknown[]) => ({ list, total: list.length, has_more: false }) as unknown as NonNullable<TabFirstScreenData['expert']>['ranking']
    expect(tabFirstScreens(render, { expert: { famous: answer([]), leagues: [], ranking: answer([]) } }, true, 0).templates).not.toContain(EXPERT_ROUTE)
    const html = tabFirstScreens(render, { expert: { famous: answer([row]), leagues: [], ranking: answer([row]) } }, true, 0).templates
    expect(html).toContain(EXPERT_ROUTE)
    expect(html).not.toContain('<img')
    expect(html).toContain('>3连红<')
    expect(html).toContain('>暂无战绩<')
    expect(html).toContain('>本月暂无<')
    // another site's picture as the app draws it; an upload's box without fetching a size the screen may not need
    const pictured = tabFirstScreens(render, { expert: { famous: answer([]), leagues: [], ranking: answer([{ ...row, avatar: 'https://wx.qlogo.cn/a.png' }, { ...row, expert_id: 2, nickname: '上传', avatar: '/uploads/0123456789abcdef0123456789abcdef.png' }]) } }, true, 0).templates
    expect(pictured).toContain('<img class="taro-img__mode-aspectfill" src="https://wx.qlogo.cn/a.png"/>')
    expect(pictured).not.toContain('/uploads/')
    expect(pictured).toContain('avatar__mark--medium">上<')
  })

  it('赛事 without its answers, or with no match on its list, is left to the page; its rows escape what the data says', () => {
    const matches = (list: unknown[]) => ({ list, total: list.length, server_time: 0 }) as unknown as NonNullable<TabFirstScreenData['competition']>['matches']
    expect(tabFirstScreens(render, {}, false, 0).templates).not.toContain(COMPETITION_ROUTE)
    expect(tabFirstScreens(render, { competition: { date: '2026-11-22', matches: matches([]), competitions: [] } }, false, 0).templates).not.toContain(COMPETITION_ROUTE)
    const evil = '<img src=x onerror=alert(1)>'
    const row = { id: 1, status_id: 2, status_text: '上半场', elapsed_text: "30'", start_at: 0, start_at_time: '2026-11-22 18:30:00', current_score: '1:0', half_score: '', home_red: 0, away_red: 0, followed: false,
      league: { id: 1, name: '德甲', short_name: '德甲', color: '#5f3dc4' }, home_team: { id: 1, name: evil, short_name: evil }, away_team: { id: 2, name: '客队', short_name: '客队' } }
    const html = tabFirstScreens(render, { competition: { date: '2026-11-22', matches: matches([row]), competitions: [] } }, false, 0).templates
    expect(html).toContain(`<template id="first-screen:${COMPETITION_ROUTE}">`)
    expect(html).not.toContain('<img')
    expect(html).toContain('match-row__score match-row__score--live">1-0<')
    expect(html).toContain('follow-star__glyph--row">☆<')
    // no competition to filter by: no filter row, as LeagueFilter draws nothing
    expect(html).not.toContain('league-filter')
  })

  it('我的 without the pay module has no buying entries', () => {
    expect(render.user(false)).not.toContain('金币充值')
    expect(count(render.user(true), 'menu-list__item') - count(render.user(false), 'menu-list__item')).toBe(2)
  })
})
