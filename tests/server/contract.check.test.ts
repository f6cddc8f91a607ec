import { readConfig } from '../../mocks/config'
import { prepareData } from '../../mocks/prepare'
import { DEMO_MOBILE, DEMO_PASSWORD } from '../../mocks/features/account'
import { checkReads, checkWrites, isFailure, type EndpointResult } from '../../scripts/contract-check/run'
import { verdictLine } from '../../scripts/contract-check/verdict'
import { startTestServer, TestClock, type TestServer } from './helpers'
import { preparedDb } from './seededTemplate'

/**
 * The contract kit against the stand-in: everything it can call conforms, and each kind of drift a
 * backend could show (a renamed field, a number sent as a string, a missing route, a refusal code)
 * is named precisely. Drift is made by an onSend hook that rewrites one answer.
 */
const SEEDED_AT = Date.parse('2026-11-22T12:00:00+08:00')
let s: TestServer
const clock = new TestClock(SEEDED_AT)
let base: string
let rewrite: { path: string; change: (body: string) => string; status?: number } | null = null

beforeAll(async () => {
  const db = await preparedDb(SEEDED_AT)
  s = await startTestServer({ db, clock, prepare: prepareData({ ...readConfig({}), dbFile: ':memory:' }) })
  s.app.addHook('onSend', async (req, reply, payload) => {
    if (!rewrite || !req.url.endsWith(rewrite.path) || typeof payload !== 'string') return payload
    if (rewrite.status) reply.code(rewrite.status)
    return rewrite.change(payload)
  })
  base = await s.app.listen({ port: 0, host: '127.0.0.1' })
  // the first file of a run to need the prepared world seeds it, and on PostgreSQL copies it too
}, 240_000)
afterAll(() => s.close())
afterEach(() => {
  rewrite = null
})

const login = { mobile: DEMO_MOBILE, password: DEMO_PASSWORD }
const only = (path: string): Promise<EndpointResult[]> => checkReads({ base, ...login, only: [path] })

it('finds every read endpoint of the stand-in conforming, logged in', async () => {
  const results = await checkReads({ base, ...login })
  const failing = results.filter(isFailure).map((r) => verdictLine(r.path, r.verdict))
  // the demo account is no expert, so the experts' sales ledger refuses it: reported, as a backend team should see
  expect(failing).toEqual(['api/Apis/expert_sales  error 0 仅专家可查看收益明细'])
  expect(results.filter((r) => r.verdict.kind === 'conforms').length).toBeGreaterThan(80)
}, 120_000)

it('skips endpoints that need a user when no account is given', async () => {
  const [r] = await checkReads({ base, only: ['api/user/get_member'] })
  expect(r.verdict).toEqual({ kind: 'skipped', reason: 'needs --mobile' })
})

it('names a renamed field by its path', async () => {
  rewrite = { path: 'api/Game/get', change: (b) => b.replace('"home_team":', '"homeTeam":') }
  const [r] = await only('api/Game/get')
  expect(r.verdict.kind).toBe('differs')
  expect(verdictLine(r.path, r.verdict)).toContain('data.list[0].home_team: missing (expected object)')
  expect(isFailure(r)).toBe(true)
})

it('names a number sent as a string', async () => {
  rewrite = { path: 'api/user/zhuanjlieb', change: (b) => b.replace(/"total":(\d+)/, '"total":"$1"') }
  const [r] = await only('api/user/zhuanjlieb')
  expect(verdictLine(r.path, r.verdict)).toContain('data.total: expected number, got string')
})

it('reports a 404 as missing: a failure for spec, not for an extension', async () => {
  rewrite = { path: 'api/game/system_notification', status: 404, change: () => '{"code":404,"msg":"Not Found","data":null}' }
  const [spec] = await only('api/game/system_notification')
  expect(spec.verdict.kind).toBe('missing')
  expect(isFailure(spec)).toBe(true)
  rewrite = { path: 'api/index/hot_search', status: 404, change: () => 'Not Found' }
  const [ext] = await only('api/index/hot_search')
  expect(ext).toMatchObject({ part: 'extension', verdict: { kind: 'missing' } })
  expect(isFailure(ext)).toBe(false)
})

it('reports a wrong envelope code as an error with its message', async () => {
  rewrite = { path: 'api/index/zmxil', change: (b) => b.replace(/^\{"code":1,"msg":"[^"]*"/, '{"code":0,"msg":"系统繁忙"') }
  const [r] = await only('api/index/zmxil')
  expect(verdictLine(r.path, r.verdict)).toBe('api/index/zmxil  error 0 系统繁忙')
  expect(isFailure(r)).toBe(true)
})

describe('--writes', () => {
  it('runs every write flow on the test account: each step conforms and its effect shows in the reads', async () => {
    const results = await checkWrites({ base, ...login })
    expect(results.filter((r) => r.verdict.kind !== 'conforms').map((r) => verdictLine(r.path, r.verdict))).toEqual([])
    expect(results.map((r) => r.path)).toEqual(expect.arrayContaining(['关注比赛 › api/Game/event_attention', '发帖、评论、点赞、收藏、删帖 › api/Forum/home_forum_delete', '签到 › api/Apis/daily_check_in']))
    // the flows undo themselves: run again, the same answers (a second check-in the same day is accepted;
    // the board takes one post per 30 s)
    clock.advance(31_000)
    const again = await checkWrites({ base, ...login })
    expect(again.filter(isFailure)).toEqual([])
  }, 60_000)

  it('names a write whose effect does not show in the reads, and skips the rest of that flow', async () => {
    // a backend that answers the follow but never lists the match
    rewrite = { path: 'api/Game/gz_event_attention', change: (b) => b.replace(/"list":\[.*\],"page"/, '"list":[],"page"') }
    clock.advance(31_000)
    const results = (await checkWrites({ base, ...login })).filter((r) => r.path.startsWith('关注比赛'))
    expect(verdictLine(results[1].path, results[1].verdict)).toMatch(/^关注比赛 › api\/Game\/gz_event_attention {2}differs\n {4}effect: followed match \d+ not in the list$/)
    expect(results.slice(2).map((r) => r.verdict)).toEqual(results.slice(2).map(() => ({ kind: 'skipped', reason: 'an earlier step of this flow failed' })))
    rewrite = null
    // the match left followed by the stopped flow is unfollowed by the next full run
    clock.advance(31_000)
    expect((await checkWrites({ base, ...login })).filter(isFailure)).toEqual([])
  }, 60_000)

  it('refuses to run the writes without a test account', async () => {
    await expect(checkWrites({ base })).rejects.toThrow('--writes needs a test account')
  })
})
