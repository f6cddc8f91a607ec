/**
 * Expert pages in the real mini program runtime against the stand-in: the experts tab (rankings,
 * rows, opening an expert), an expert's home (record, current and settled predictions), one
 * prediction's detail (matches, hash, 修改记录) and the single publishing form of an expert
 * (match chooser, the plays of the chosen match, a pick taken into the form).
 */
import type { ExpertListRow, ExpertProfile, PredictionRow } from '../../types/api/experts'
import type { MatchRow } from '../../types/football'
import type { UserInfo } from '../../types/api/account'
import type { Paged } from '../../types/common'
import { idCardCheckChar } from '../../types/validation/idCard'
import { recordCountsText } from '../../types/expert-rules'
import type { TestServer } from '../server/helpers'
import { loadPage } from './harness'
import { startStandIn } from './standInServer'

let server: TestServer

beforeAll(async () => {
  server = await startStandIn({ payModule: true })
})
afterAll(() => server.close())

async function topExpert(): Promise<ExpertListRow> {
  const res = await server.call<Paged<ExpertListRow>>('api/user/zhuanjlieb', { sort: 'hit_rate', page: 1, limit: 20 })
  expect(res.code).toBe(1)
  expect(res.data.list.length).toBeGreaterThan(0)
  return res.data.list[0]
}

/** a WeChat login made an expert the way the product does it: real name, application, operator approval */
async function expertStorage(code: string): Promise<Record<string, unknown>> {
  const res = await server.call<UserInfo>('api/user/xin_login', { code })
  expect(res.code).toBe(1)
  const first17 = `11010119880512${String(res.data.id).padStart(3, '0').slice(-3)}`
  expect((await server.call('api/AuthName/auth', { name: '李专家', id_card: first17 + idCardCheckChar(first17), token: res.data.token }, 'GET')).code).toBe(1)
  expect((await server.call('api/Apis/expert_check_in', { title: '英超分析师', intro: '十年英超观察，专注赛前数据分析', token: res.data.token })).code).toBe(1)
  const approved = await server.app.inject({
    method: 'POST',
    url: '/admin/experts',
    payload: { user_id: String(res.data.id), approve: '1' },
    headers: { 'x-admin-token': server.config.adminToken },
  })
  expect(approved.json()).toMatchObject({ code: 1, data: { is_expert: true } })
  return { userInfo: { ...res.data, is_expert: 1 }, user_id: res.data.user_id }
}

test('the experts tab ranks experts by 命中率 / 连红 / 回报率 / 人气 and opens an expert', async () => {
  const top = await topExpert()
  const page = await loadPage('pages/expert/expert', { server: server.app })
  try {
    expect(page.errors).toEqual([])
    expect(page.title()).toBe('专家')
    for (const tab of ['命中率', '连红', '回报率', '人气', '本月名家', '擂台']) expect(page.hasText(tab)).toBe(true)
    expect(page.hasText(top.nickname)).toBe(true)
    // the honest record: hits, pushes and misses of the settled window, not a bare rate
    expect(page.hasText(recordCountsText(top.record))).toBe(true)
    // the tab itself, not a row's N连红 badge
    const tab = Array.from(page.dom.querySelectorAll('[class*="segment-tabs__item"]')).find((e) => e.textContent === '连红')
    expect(tab).toBeTruthy()
    await page.tap(tab as Element)
    expect(page.log.requests.filter((r) => r.includes('api/user/zhuanjlieb')).length).toBe(3)
    await page.tap(top.nickname)
    expect(page.log.navigations.some((n) => n.startsWith('navigateTo /pages/index/expertHome?expert_id='))).toBe(true)
    expect(page.errors).toEqual([])
  } finally {
    page.unload()
  }
})

test('an expert home shows the record and the predictions, current then settled', async () => {
  const top = await topExpert()
  const settled = await server.call<Paged<PredictionRow>>('api/user/zjxq_fbxx', { expert_id: top.expert_id, status: 'settled', page: 1, limit: 10 })
  expect(settled.data.list.length).toBeGreaterThan(0)
  const page = await loadPage('pages/index/expertHome', { server: server.app, query: { expert_id: String(top.expert_id) } })
  try {
    expect(page.errors).toEqual([])
    expect(page.title()).toBe('专家主页')
    expect(page.hasText(top.nickname)).toBe(true)
    for (const text of ['当前连红', '回报率', '月命中率', '战绩汇总', '最新推荐', '历史战绩']) expect(page.hasText(text)).toBe(true)
    // the windows the server names (近20场 only with 20 settled), and the chips' own heading
    const { full_record: r } = (await server.call<ExpertProfile>('api/user/zjxq', { expert_id: top.expert_id })).data
    for (const w of r.windows) expect(page.hasText(`${w.label}命中`)).toBe(true)
    const heading = r.recent_record
    expect(page.hasText(`${heading.label} · ${heading.hits}红 ${heading.misses}黑 ${heading.pushes}走`)).toBe(true)
    await page.tap('历史战绩')
    expect(page.log.requests.filter((r) => r.includes('api/user/zjxq_fbxx')).length).toBe(2)
    expect(page.hasText(settled.data.list[0].title)).toBe(true)
    expect(page.errors).toEqual([])
  } finally {
    page.unload()
  }
})

test('a prediction\'s detail shows its matches, its hash and its 修改记录', async () => {
  const top = await topExpert()
  const settled = await server.call<Paged<PredictionRow>>('api/user/zjxq_fbxx', { expert_id: top.expert_id, status: 'settled', page: 1, limit: 1 })
  const p = settled.data.list[0]
  const page = await loadPage('pages/index/crossoverDetail', { server: server.app, query: { id: String(p.id) } })
  try {
    expect(page.errors).toEqual([])
    expect(page.title()).toBe('专家分析')
    expect(page.hasText(p.title)).toBe(true)
    expect(page.hasText(p.legs[0].match.home_team.short_name)).toBe(true)
    // settled: every match has finished, so the pick is public
    expect(page.hasText(p.legs[0].pick_text ?? '')).toBe(true)
    for (const text of ['推荐凭证', '修改记录', '专家分析']) expect(page.hasText(text)).toBe(true)
  } finally {
    page.unload()
  }
})

test('an expert publishes a single: the upcoming matches, the plays of the chosen one, a pick into the form', async () => {
  const storage = await expertStorage('wx-weapp-expert-publish')
  const events = await server.call<Paged<MatchRow>>('api/Apis/get_prediction_events', { page: 1, limit: 20 })
  expect(events.data.list.length).toBeGreaterThan(0)
  const match = events.data.list[0]
  const page = await loadPage('pages/publish/publishPetition', { server: server.app, storage })
  try {
    expect(page.errors).toEqual([])
    expect(page.title()).toBe('发布单场推荐')
    expect(page.hasText('选择比赛')).toBe(true)
    expect(page.hasText(match.home_team.short_name)).toBe(true)
    await page.tap(match.home_team.short_name)
    expect(page.log.requests.some((r) => r.includes('api/Apis/get_event_prediction_parameters'))).toBe(true)
    expect(page.hasText('胜平负')).toBe(true)
    await page.tap('主胜')
    expect(page.hasText('更换比赛')).toBe(true)
    expect(page.hasText('发布推荐')).toBe(true)
    expect(page.errors).toEqual([])
  } finally {
    page.unload()
  }
})
