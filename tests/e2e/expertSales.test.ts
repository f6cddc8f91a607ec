/**
 * An expert's side of the paid loop on H5: a new user becomes an expert (real name, application,
 * the operator approves), publishes a paid single; the demo member buys it with coins; the expert
 * then finds 我的主页 in 我的 and the sale, with their share, in 我的钱包. Setup goes through the API,
 * what the expert sees through the browser. The tests share one browser session and run in order.
 */
import type { Locator } from 'playwright-core'
import type { PredictionParameters } from '../../types/api/experts'
import type { UserInfo } from '../../types/api/account'
import type { Paged } from '../../types/common'
import type { MatchRow } from '../../types/football'
import { idCardCheckChar } from '../../types/validation/idCard'
import { ADMIN_TOKEN, startE2E, type E2EApp, textBoxOf } from './harness'

const PASSWORD = 'goal2026'
const DEMO = { mobile: '13800138000', password: 'demo123456' }
const WAIT = { timeout: 20_000 }
const TITLE = '主场状态正佳，稳胆奉上'

let app: E2EApp
let expert: UserInfo
let mobile = ''
let predictionId = 0

beforeAll(async () => {
  app = await startE2E({ payModule: true, frozenClock: true })
})
afterAll(() => app?.close())

const shown = (): Locator => app.page.locator('.taro_page.taro_page_show').last()
const byTestId = (id: string) => shown().locator(`[data-testid="${id}"]`)
const fill = (field: string, value: string) => textBoxOf(byTestId(`field-${field}`)).fill(value)

async function smsCode(to: string): Promise<string> {
  const res = await fetch(`${app.baseUrl}/admin/sms?mobile=${to}`, { headers: { 'x-admin-token': ADMIN_TOKEN } })
  const body = (await res.json()) as { data: { list: { scene: string; code: string; used: boolean }[] } }
  const found = body.data.list.find((c) => c.scene === 'register' && !c.used)
  if (!found) throw new Error(`no register code was sent to ${to}`)
  return found.code
}

async function verifyRealName(token: string, name: string, birth: string, id: number): Promise<void> {
  const first17 = `110101${birth}${String(id).padStart(3, '0').slice(-3)}`
  const res = await fetch(`${app.baseUrl}/api/AuthName/auth?${new URLSearchParams({ name, id_card: first17 + idCardCheckChar(first17) })}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(((await res.json()) as { code: number }).code).toBe(1)
}

test('a new user becomes an expert and publishes a paid single; the demo member buys it with coins', async () => {
  mobile = `137${String(Date.now()).slice(-8)}`
  expect((await app.api('api/user/send', { mobile, scene: 'register' })).code).toBe(1)
  const registered = await app.api<UserInfo>('api/user/register', { mobile, code: await smsCode(mobile), password: PASSWORD })
  expect(registered.code).toBe(1)
  expert = registered.data
  await verifyRealName(expert.token, '李专家', '19900307', expert.id)
  expect((await app.api('api/Apis/expert_check_in', { token: expert.token, title: '英超数据分析师', intro: '专注英超十年，擅长让球与大小球的赛前数据分析。' })).code).toBe(1)
  const approved = await fetch(`${app.baseUrl}/admin/experts`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-admin-token': ADMIN_TOKEN },
    body: new URLSearchParams({ user_id: String(expert.id), approve: '1' }).toString(),
  })
  expect(await approved.json()).toMatchObject({ code: 1 })

  const events = await app.api<Paged<MatchRow>>('api/Apis/get_prediction_events', { page: 1, limit: 5 })
  const match = events.data.list[0]
  const params = await app.api<PredictionParameters>('api/Apis/get_event_prediction_parameters', { event_id: match.id })
  const play = params.data.plays[0]
  const published = await app.api<{ id: number }>('api/Expert/single_pass_release', {
    token: expert.token, event_id: match.id, play: play.play, pick: play.options[0].pick, title: TITLE,
    content: '主队近五场四胜一平，主场进攻火力十足；客队主力中卫停赛，防线轮换频繁。', price: 18,
  })
  expect(published.code).toBe(1)
  predictionId = published.data.id

  const demo = await app.api<UserInfo>('api/user/login', DEMO)
  expect(demo.code).toBe(1)
  await verifyRealName(demo.data.token, '王小明', '19880512', 31)
  const bought = await app.api('api/Wechat/pay_zjfb', { token: demo.data.token, prediction_id: predictionId, order_no: `e2e_sale_${Date.now().toString(36)}` })
  expect(bought.code).toBe(1)
})

test('the expert finds 我的主页 in 我的, and the sale with their share in 我的钱包', async () => {
  await app.openPage('#/pages/msyng/Register/login')
  await fill('mobile', mobile)
  await fill('password', PASSWORD)
  await byTestId('agreement-box').click()
  await byTestId('form-submit').click()
  await app.page.waitForURL(/pages\/user\/user/, WAIT)
  await byTestId('menu-expertHome').waitFor({ state: 'visible', ...WAIT })
  await byTestId('menu-expertHome').click()
  await app.page.waitForURL(new RegExp(`pages/index/expertHome\\?expert_id=${expert.id}`), WAIT)
  // the page itself, not only its address: going on while the router still loads it raced it
  await byTestId('expert-profile').waitFor({ state: 'visible', ...WAIT })

  await app.openPage('#/pages/msyng/withdraw/withdraw')
  const sales = byTestId('wallet-sales')
  await sales.locator('[data-testid^="sale-"]').first().waitFor({ state: 'visible', ...WAIT })
  const text = await sales.textContent()
  expect(text).toContain(`方案销售 · ${TITLE}`)
  expect(text).toContain('售价 18 金币')
  expect(text).toMatch(/\+¥\d+\.\d\d/)
  await app.screenshot('money-expert-sales')
})
