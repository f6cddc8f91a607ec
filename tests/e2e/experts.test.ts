/**
 * The experts journey on H5 against the stand-in, as a new user would walk it: apply as an expert
 * (real name first), the operator approves through POST /admin/experts, publish a single and a
 * parlay, see both on the expert home and on the match's 专家 tab, edit the single before kickoff
 * and read its 修改记录, then as another user follow and unfollow the expert from the expert home,
 * enter the arena and find the entry in its ranking once its match has finished.
 * The server's clock stands still (frozenClock) until the last step moves it past that match.
 * The tests share one browser session and run in order.
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

let app: E2EApp
let expert: UserInfo
/** two upcoming matches for the predictions, a third for the arena */
let matches: MatchRow[]
let singleId = 0
let parlayId = 0

beforeAll(async () => {
  app = await startE2E({ payModule: true, frozenClock: true })
  const events = await app.api<Paged<MatchRow>>('api/Apis/get_prediction_events', { page: 1, limit: 20 })
  expect(events.code).toBe(1)
  matches = events.data.list.slice(0, 3)
  expect(matches).toHaveLength(3)
})
afterAll(() => app?.close())

/** Taro's H5 router keeps earlier pages in the DOM, hidden: act on the shown one only */
const shown = (): Locator => app.page.locator('.taro_page.taro_page_show').last()
const byTestId = (id: string) => shown().locator(`[data-testid="${id}"]`)
const fill = (field: string, value: string) => textBoxOf(byTestId(`field-${field}`)).fill(value)
const tap = (id: string) => byTestId(id).first().click()
const seen = (id: string) => byTestId(id).first().waitFor({ state: 'visible', timeout: 15_000 })

async function smsCode(mobile: string): Promise<string> {
  const res = await fetch(`${app.baseUrl}/admin/sms?mobile=${mobile}`, { headers: { 'x-admin-token': ADMIN_TOKEN } })
  const body = (await res.json()) as { data: { list: { scene: string; code: string; used: boolean }[] } }
  const found = body.data.list.find((c) => c.scene === 'register' && !c.used)
  if (!found) throw new Error(`no register code was sent to ${mobile}`)
  return found.code
}

async function logIn(mobile: string, password: string): Promise<void> {
  await app.openPage('#/pages/msyng/Register/login')
  await fill('mobile', mobile)
  await fill('password', password)
  await tap('agreement-box')
  await tap('form-submit')
  await app.page.waitForURL(/pages\/user\/user/, { timeout: 15_000 })
  await seen('user-card-member')
}

/** the first play and option a match offers now, as the option's test id (option-<play>-<pick>) */
async function firstOption(matchId: number): Promise<string> {
  const res = await app.api<PredictionParameters>('api/Apis/get_event_prediction_parameters', { event_id: matchId })
  expect(res.data.open).toBe(true)
  const play = res.data.plays[0]
  return `option-${play.play}-${play.options[0].pick}`
}

/** on a publishing form: a match from the chooser, then its first pick */
async function pickLeg(match: MatchRow): Promise<void> {
  await seen(`match-row-${match.id}`)
  await tap(`match-row-${match.id}`)
  const option = await firstOption(match.id)
  await seen(option)
  await tap(option)
  await seen(`draft-leg-${match.id}`)
}

const idFromUrl = () => Number(new URL(app.page.url().replace('#/', '')).searchParams.get('id'))

test('a new user with a verified real name applies as an expert; the operator approves', async () => {
  const mobile = `136${String(Date.now()).slice(-8)}`
  expect((await app.api('api/user/send', { mobile, scene: 'register' })).code).toBe(1)
  const registered = await app.api<UserInfo>('api/user/register', { mobile, code: await smsCode(mobile), password: PASSWORD })
  expect(registered.code).toBe(1)
  expert = registered.data
  const first17 = `11010119900307${String(expert.id).padStart(3, '0').slice(-3)}`
  const auth = await fetch(`${app.baseUrl}/api/AuthName/auth?${new URLSearchParams({ name: '李专家', id_card: first17 + idCardCheckChar(first17) })}`, {
    headers: { authorization: `Bearer ${expert.token}` },
  })
  expect(((await auth.json()) as { code: number }).code).toBe(1)

  await logIn(mobile, PASSWORD)
  await app.openPage('#/pages/msyng/WellKnown/ExpertCheck')
  await seen('application-status')
  expect(await byTestId('application-status').textContent()).toBe('未申请')
  await fill('title', '英超数据分析师')
  await fill('intro', '专注英超十年，擅长让球与大小球的赛前数据分析。')
  await tap('form-submit')
  await shown().getByText('审核中').first().waitFor({ timeout: 15_000 })

  const approved = await fetch(`${app.baseUrl}/admin/experts`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-admin-token': ADMIN_TOKEN },
    body: new URLSearchParams({ user_id: String(expert.id), approve: '1' }).toString(),
  })
  expect(await approved.json()).toMatchObject({ code: 1, data: { status: 'approved', is_expert: true } })

  await app.openPage('#/pages/msyng/WellKnown/ExpertCheck')
  await byTestId('application-status').filter({ hasText: '已是认证专家' }).waitFor({ timeout: 15_000 })
  await app.screenshot('experts-approved')
})

test('the expert publishes a single and a parlay (the combined odds shown), each landing on its own page', async () => {
  await app.openPage('#/pages/publish/publishPetition')
  await pickLeg(matches[0])
  await fill('title', '主场作战状态正佳')
  await fill('content', '近五场四胜，客队主力中卫停赛。')
  await tap('form-submit')
  await app.page.waitForURL(/publishDetail\?id=\d+&kind=single/, { timeout: 15_000 })
  singleId = idFromUrl()
  await seen('detail-title')
  expect(await byTestId('detail-title').textContent()).toBe('主场作战状态正佳')

  await app.openPage('#/pages/publish/publishCrossover')
  await pickLeg(matches[0])
  await tap('add-leg')
  await pickLeg(matches[1])
  expect(await byTestId('combined-odds').textContent()).toMatch(/^总赔率 \d+\.\d\d$/)
  await fill('title', '两场稳胆串起来')
  await tap('form-submit')
  await app.page.waitForURL(/publishDetail\?id=\d+&kind=parlay/, { timeout: 15_000 })
  parlayId = idFromUrl()
  await seen('detail-title')
  expect(singleId).toBeGreaterThan(0)
  expect(parlayId).toBeGreaterThan(0)
  await app.screenshot('experts-parlay')
})

test('both show on the expert home and on the match\'s 专家 tab', async () => {
  await app.openPage(`#/pages/index/expertHome?expert_id=${expert.id}`)
  await seen(`prediction-card-${singleId}`)
  await seen(`prediction-card-${parlayId}`)
  expect(await byTestId(`prediction-card-${parlayId}`).textContent()).toContain('两场稳胆串起来')

  await app.openPage(`#/pages/msyng/sportsSetails/sportsSetails?id=${matches[0].id}`)
  await tap('tab-experts')
  await seen(`prediction-row-${singleId}`)
  await seen(`prediction-row-${parlayId}`)
  await tap(`prediction-row-${singleId}`)
  await app.page.waitForURL(new RegExp(`crossoverDetail\\?id=${singleId}`), { timeout: 15_000 })
  await seen('detail-hash')
})

test('an edit before kickoff keeps the earlier version in the 修改记录', async () => {
  await app.openPage(`#/pages/publish/publishDetail?id=${singleId}&kind=single`)
  await seen('edit-prediction')
  expect(await byTestId('edit-history').textContent()).toContain('修改记录（未修改）')
  await tap('edit-prediction')
  await fill('title', '改判：主队必胜无疑')
  await tap('form-submit')
  await shown().getByText('修改记录（修改1次）').waitFor({ timeout: 15_000 })
  expect(await byTestId('detail-title').textContent()).toBe('改判：主队必胜无疑')
  expect(await byTestId('version-1').textContent()).toContain('主场作战状态正佳')
  expect(await byTestId('version-2').textContent()).toContain('改判：主队必胜无疑')
  await app.screenshot('experts-history')
})

test('another user follows and unfollows the expert from the expert home', async () => {
  await app.openPage('#/pages/user/user')
  await shown().getByText('退出登录').click()
  await app.page.getByText('确定', { exact: true }).last().click()
  await seen('user-card-guest')
  await logIn(DEMO.mobile, DEMO.password)

  await app.openPage(`#/pages/index/expertHome?expert_id=${expert.id}`)
  await seen('follow-expert')
  expect(await byTestId('follow-expert').textContent()).toBe('+ 关注')
  expect(await byTestId('expert-followers').textContent()).toContain('0 粉丝')
  await tap('follow-expert')
  await byTestId('follow-expert').filter({ hasText: '已关注' }).waitFor({ timeout: 10_000 })
  expect(await byTestId('expert-followers').textContent()).toContain('1 粉丝')
  // the server kept it: a fresh page says so too
  await app.openPage(`#/pages/index/expertHome?expert_id=${expert.id}&status=settled`)
  await byTestId('follow-expert').filter({ hasText: '已关注' }).waitFor({ timeout: 10_000 })
  await tap('follow-expert')
  await byTestId('follow-expert').filter({ hasText: '+ 关注' }).waitFor({ timeout: 10_000 })
  await app.openPage(`#/pages/index/expertHome?expert_id=${expert.id}`)
  await byTestId('follow-expert').filter({ hasText: '+ 关注' }).waitFor({ timeout: 10_000 })
  expect(await byTestId('expert-followers').textContent()).toContain('0 粉丝')
})

test('the user enters the arena; once the match has finished the entry counts in the ranking', async () => {
  const match = matches[2]
  await app.openPage('#/pages/index/arena')
  await tap('enter-arena')
  await app.page.waitForURL(/publishPetitionlts/, { timeout: 15_000 })
  await pickLeg(match)
  await fill('title', '擂台首秀看好这一场')
  await tap('form-submit')
  await app.page.waitForURL(/arenaDetail\?id=\d+/, { timeout: 15_000 })
  await seen('arena-title')
  expect(await byTestId('arena-result').textContent()).toBe('待开奖')

  // past the final whistle (kickoff + 3 h covers extra time and penalties)
  await app.setClock({ at: match.start_at + 3 * 3600_000, frozen: true })
  // a fresh app on the month ranking (the arena page opened before the match is still in the stack)
  await app.openPage('#/pages/index/arena?view=month')
  await app.page.reload()
  await shown().locator('.nav-bar__title').waitFor({ state: 'visible', timeout: 30_000 })
  await seen('arena-mine')
  expect(await byTestId('arena-mine').textContent()).toContain('1场')
  await app.screenshot('experts-arena')
})
