import type { Db } from '../../mocks/db'
import { ensurePredictions } from '../../mocks/features/experts/seed'
import { settleDue } from '../../mocks/features/experts/services/settlement'
import { createExpert } from '../../mocks/features/experts/services/experts'
import type { ExpertListRow, ExpertProfile } from '../../types/api/experts'
import type { ExpertSummary } from '../../types/prediction'
import { allRows, firstRow, insertRows, q } from './rows'
import { createMember, ok, SEED_TIMEOUT_MS, SEEDED_AT, seededAtNoon } from './match.helpers'
import { TestClock, type TestServer } from './helpers'
import { startMoneyServer } from './money.helpers'

const HOUR = 3_600_000
const DAY = 24 * HOUR

/**
 * One definition per figure (issue 26): every seeded expert, at three moments of the clock (the
 * seeding noon, two days on, and a new Beijing month), through every endpoint that shows an expert's
 * figures, against a recount made here straight from the predictions table. The expert home's
 * heading must count exactly the chips shown under it, and a window of N is named only when N
 * predictions are settled.
 */

type Result = 1 | 2 | 3
interface Counts { settled: number; hits: number; misses: number; pushes: number; hit_rate: number }

/** the rule the screens state: 命中率 = 红 ÷ (红 + 黑), 走水不计, whole percent */
function counts(results: readonly Result[]): Counts {
  const hits = results.filter((w) => w === 1).length
  const misses = results.filter((w) => w === 2).length
  return { settled: results.length, hits, misses, pushes: results.length - hits - misses, hit_rate: hits + misses ? Math.round((100 * hits) / (hits + misses)) : 0 }
}

interface Recount {
  /** settled results, newest first */
  all: Result[]
  /** results of the Beijing month of `now` */
  month: Result[]
  streak: number
}

async function recount(db: Db, expertId: number, now: number): Promise<Recount> {
  const rows = await allRows(db, q.selectFrom('predictions').select(['win_or_not as w', 'ends_at'])
    .where('expert_id', '=', expertId).where('win_or_not', 'in', [1, 2, 3]).where('ends_at', '<=', now)
    // a settled result is one of the three
    .$narrowType<{ w: Result }>()
    .orderBy('ends_at', 'desc').orderBy('id', 'desc'))
  const beijingMonth = (ms: number) => new Date(ms + 8 * HOUR).toISOString().slice(0, 7)
  const all = rows.map((r) => r.w)
  const firstMiss = all.indexOf(2)
  return {
    all,
    month: rows.filter((r) => beijingMonth(r.ends_at) === beijingMonth(now)).map((r) => r.w),
    streak: (firstMiss < 0 ? all : all.slice(0, firstMiss)).filter((w) => w === 1).length,
  }
}

/** what every expert summary (beside a prediction, in VIP picks) must say */
function summaryOf(r: Recount): Pick<ExpertSummary, 'hit_rate' | 'streak' | 'settled' | 'record'> {
  const last = counts(r.all.slice(0, 20))
  return { hit_rate: last.hit_rate, streak: r.streak, settled: r.all.length, record: { window: 20, ...last } }
}

function expectListRow(row: ExpertListRow, r: Recount): void {
  const last = counts(r.all.slice(0, 20))
  expect(row).toMatchObject({ ...summaryOf(r), recent_hits: last.hits, recent_count: last.settled })
  expect(row.month).toMatchObject(counts(r.month))
}

function expectProfile(p: ExpertProfile, r: Recount): void {
  expectListRow(p, r)
  const f = p.full_record
  expect(f).toMatchObject({ ...counts(r.all), current_streak: r.streak })
  // a window of N is named only when N are settled; 全部 always closes the row
  const named = [10, 20, 50].filter((n) => r.all.length >= n)
  expect(f.windows).toEqual([
    ...named.map((n) => ({ window: n, label: `近${n}场`, ...counts(r.all.slice(0, n)) })),
    { window: r.all.length, label: '全部', ...counts(r.all) },
  ])
  // the heading counts exactly the chips under it
  expect(f.recent).toEqual(r.all.slice(0, 20))
  expect(f.recent_record).toEqual({ window: 20, label: `近${f.recent.length}场`, ...counts(f.recent) })
  // 战绩汇总: by play adds up to the whole record; by competition to the singles
  const sum = (rows: readonly Counts[]) => rows.reduce((a, b) => [a[0] + b.settled, a[1] + b.hits, a[2] + b.misses, a[3] + b.pushes], [0, 0, 0, 0])
  expect(sum(p.by_play)).toEqual([r.all.length, counts(r.all).hits, counts(r.all).misses, counts(r.all).pushes])
  const singles = p.by_play.filter((b) => b.play !== 'parlay')
  expect(sum(p.by_league)).toEqual(sum(singles))
}

async function allPages<T>(fetch: (page: number) => Promise<{ list: T[]; has_more: boolean }>): Promise<T[]> {
  const out: T[] = []
  for (let page = 1; ; page++) {
    const res = await fetch(page)
    out.push(...res.list)
    if (!res.has_more) return out
  }
}

describe('an expert\'s figures, on every endpoint, against a recount from the tables', () => {
  let s: TestServer & { db: Db }
  let experts: Array<{ id: number; nickname: string }>
  let fan: { id: number; token: string }

  beforeAll(async () => {
    s = await startMoneyServer({ clock: new TestClock(SEEDED_AT), db: await seededAtNoon(ensurePredictions) })
    // beside the seeded experts, one on a run longer than the last-20 window (a miss, then 22 hits)
    const runner = await createExpert(s.db, { nickname: '长红专家', title: '稳健派分析师' }, SEEDED_AT - 40 * DAY)
    const past = await allRows(s.db, q.selectFrom('fb_matches').select('id').where('start_at', '<', SEEDED_AT - DAY).orderBy('start_at', 'desc').limit(23))
    await insertRows(s.db, 'predictions', past.map((m, i) => ({
      expert_id: runner, match_id: m.id, play: '1x2', pick: 'home', odds: 1.9, title: '历史推荐', price: 0,
      published_at: SEEDED_AT - (30 - i) * DAY, ends_at: SEEDED_AT - (30 - i) * DAY + 2 * HOUR, win_or_not: i === 0 ? 2 : 1,
    })))
    experts = await allRows(s.db, q.selectFrom('experts as e').innerJoin('users as u', 'u.id', 'e.user_id').select(['e.user_id as id', 'u.nickname']).orderBy('e.user_id'))
    fan = await createMember(s.db, '13900008888', SEEDED_AT)
    for (const e of experts) await ok(s, 'api/user/guanz_expert_attention', { expert_id: e.id, follow: true, token: fan.token })
  }, SEED_TIMEOUT_MS)
  afterAll(() => s.close())

  /** checks every endpoint; answers which kinds of expert summary were seen */
  async function checkEveryEndpoint(): Promise<Set<string>> {
    const now = s.clock.now()
    const want = new Map(await Promise.all(experts.map(async (e) => [e.id, await recount(s.db, e.id, now)] as const)))
    const seen = new Set<string>()
    const expectSummary = (where: string, x: ExpertSummary) => {
      expect(x).toMatchObject(summaryOf(want.get(x.expert_id) as Recount))
      seen.add(where)
    }
    // the ranking (every sort answers the same rows) and the 本月名家 strip
    const ranked = await allPages((page) => ok(s, 'api/user/zhuanjlieb', { sort: 'newest', page, limit: 100 }))
    expect(ranked.map((r) => r.expert_id).sort((a, b) => a - b)).toEqual(experts.map((e) => e.id))
    for (const row of ranked) expectListRow(row, want.get(row.expert_id) as Recount)
    for (const row of (await ok(s, 'api/user/zhuanjlieb', { sort: 'month', limit: 10 })).list) expectListRow(row, want.get(row.expert_id) as Recount)
    // the experts a user follows
    for (const row of await allPages((page) => ok(s, 'api/user/get_gz', { page, limit: 100, token: fan.token }))) expectListRow(row, want.get(row.expert_id) as Recount)
    for (const e of experts) {
      const r = want.get(e.id) as Recount
      // the expert home, its heading and chips, and 战绩汇总 (the same answer)
      expectProfile(await ok(s, 'api/user/zjxq', { expert_id: e.id }), r)
      const found = (await ok(s, 'api/Expert/search_expert', { keyword: e.nickname, limit: 100 })).list.find((x) => x.expert_id === e.id)
      expect(found).toBeDefined()
      if (found) expectListRow(found, r)
      // the expert's predictions and one detail
      const settled = await ok(s, 'api/user/zjxq_fbxx', { expert_id: e.id, status: 'settled', limit: 5 })
      settled.list.forEach((p) => expectSummary('predictions', p.expert))
      if (settled.list[0]) expectSummary('detail', (await ok(s, 'api/Expert/zjfb_xq', { id: settled.list[0].id })).expert)
    }
    // a match's 专家 tab
    const match = (await firstRow(s.db, q.selectFrom('predictions').select('match_id').where('match_id', 'is not', null).where('ends_at', '>', now).orderBy('ends_at').limit(1)))?.match_id
    if (match) (await ok(s, 'api/Game/zhuanjia', { event_id: match, limit: 50 })).list.forEach((p) => expectSummary('match', p.expert))
    // VIP picks: 今日二合一 and 今日单场
    for (const path of ['api/ConfirmedOrder/jxdc_list', 'api/ConfirmedOrder/sd_list'] as const) {
      // today's picks are chosen when the day is first asked for; 'all' then lists every day's
      await ok(s, path, { limit: 100 })
      for (const pick of (await ok(s, path, { date: 'all', limit: 100 })).list) pick.legs.forEach((l) => expectSummary(path, l.expert))
    }
    return seen
  }

  it.each([
    ['the seeding noon', 0],
    ['two days on, with more settled', 2 * DAY],
    ['in a new Beijing month (本月 starts again)', Date.parse('2026-12-01T09:00:00+08:00') - SEEDED_AT],
  ])('%s: lists, 名家, home heading and chips, 战绩汇总, predictions, a match\'s tab and VIP picks agree with the recount', async (_when, offset) => {
    s.clock.t = SEEDED_AT + offset
    await settleDue(s.db, s.clock.now())
    expect(experts.length).toBeGreaterThan(5)
    // the seeded experts hold fewer than 20, between 20 and 50, and more than 50 settled; the runner's streak outruns the window
    const recounts = await Promise.all(experts.map((e) => recount(s.db, e.id, s.clock.now())))
    const settledCounts = recounts.map((r) => r.all.length)
    expect([settledCounts.some((n) => n < 20), settledCounts.some((n) => n >= 20 && n < 50), settledCounts.some((n) => n >= 50)]).toEqual([true, true, true])
    expect(Math.max(...recounts.map((r) => r.streak))).toBeGreaterThan(20)
    expect([...(await checkEveryEndpoint())].sort()).toEqual(['api/ConfirmedOrder/jxdc_list', 'api/ConfirmedOrder/sd_list', 'detail', 'match', 'predictions'])
  }, SEED_TIMEOUT_MS)
})
