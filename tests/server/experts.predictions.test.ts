import crypto from 'node:crypto'
import type { Db } from '../../mocks/db'
import { dayOf } from '../../mocks/features/match'
import { ensurePredictions, SETTING_PREDICTIONS_UNTIL } from '../../mocks/features/experts/seed'
import { SETTING_SEED, topUpFootball } from '../../mocks/features/match'
import { issueToken } from '../../mocks/features/account'
import { createExpert } from '../../mocks/features/experts/services/experts'
import { outcomeOf, settleDue, type PredictionPick } from '../../mocks/features/experts/services/settlement'
import { getSetting, setSetting } from '../../mocks/services/settings'
import { endpoints } from '../../types/api'
import { ResultCode } from '../../types/envelope'
import { MatchStatus } from '../../types/match-status'
import { WIN_OR_NOT, type MatchPredictionRow, type PredictionPlay } from '../../types/prediction'
import { allRows, countOf, firstRow, insertRow, q, valueOf, valuesOf } from './rows'
import { createMember, ok, parseScore, SEED, SEED_TIMEOUT_MS, SEEDED_AT, seededAtNoon } from './match.helpers'
import { startTestServer, TestClock, type TestServer } from './helpers'

const HOUR = 3_600_000
const PRICES = [0, 8, 18, 28, 58, 88]

/** a digest of the experts' tables and their accounts, row by row */
async function digest(db: Db): Promise<Record<string, string>> {
  const tables: Record<string, unknown[]> = {
    accounts: await allRows(db, q.selectFrom('users').select(['id', 'mobile', 'password_hash', 'nickname', 'avatar', 'is_expert', 'created_at']).where('is_expert', '=', 1).orderBy('id')),
    experts: await allRows(db, q.selectFrom('experts').selectAll().orderBy('user_id')),
    predictions: await allRows(db, q.selectFrom('predictions').selectAll().orderBy('id')),
  }
  const out: Record<string, string> = {}
  for (const [name, rows] of Object.entries(tables)) {
    out[name] = `${rows.length}:${crypto.createHash('sha1').update(JSON.stringify(rows)).digest('hex')}`
  }
  return out
}

interface MatchTimes {
  id: number
  start_at: number
  end_at: number
}

interface Craft {
  expertId: number
  match: MatchTimes
  play: PredictionPlay
  pick: PredictionPick
  line?: number | null
  price?: number
  publishedAt?: number
  winOrNot?: number
}

/** a prediction written straight to the table, as an expert's own publishing would */
function craft(db: Db, c: Craft): Promise<number> {
  return insertRow(db, 'predictions', {
    expert_id: c.expertId, match_id: c.match.id, play: c.play, pick: c.pick, line: c.line ?? null, odds: 1.9, title: '测试方案', price: c.price ?? 0,
    published_at: c.publishedAt ?? c.match.start_at - 2 * HOUR, ends_at: c.match.end_at, win_or_not: c.winOrNot ?? 0,
  })
}

/** the engine's own plan for settlement's probe of pending predictions (each engine has its own EXPLAIN) */
async function pendingProbePlan(db: Db): Promise<string> {
  const probe = 'SELECT match_id FROM predictions WHERE win_or_not = 0 AND ends_at <= '
  if (db.dialect === 'sqlite') {
    const plan = await db.rows({ sql: `EXPLAIN QUERY PLAN ${probe}?`, parameters: [SEEDED_AT] }) as Array<{ detail: string }>
    return plan.map((p) => p.detail).join(' ')
  }
  // a small table may be scanned whole on PostgreSQL: the plan is asked for as if scans were dear
  return db.transaction(async () => {
    await db.run({ sql: 'SET LOCAL enable_seqscan = off', parameters: [] })
    const plan = await db.rows({ sql: `EXPLAIN ${probe}$1`, parameters: [SEEDED_AT] }) as Array<{ 'QUERY PLAN': string }>
    return plan.map((p) => p['QUERY PLAN']).join(' ')
  })
}

describe('experts and their predictions', () => {
  let db: Db
  let s: TestServer
  /** the database right after football seeding, before experts: the determinism checks start from copies */
  let seededDigest: Record<string, string>
  let crafted = 0

  const at = (t: number) => {
    s.clock.t = t
  }
  const page = (eventId: number, extra: Record<string, unknown> = {}) => ok(s, 'api/Game/zhuanjia', { event_id: eventId, limit: 100, ...extra })
  const newExpert = (title = '测试分析师') => createExpert(db, { nickname: `测试专家${++crafted}`, title }, SEEDED_AT - 100 * 24 * HOUR)
  const matchTimes = () => q.selectFrom('fb_matches').select(['id', 'start_at', 'end_at']).where('postponed', '=', 0)
  /** matches kicking off after `t`, first first, not postponed */
  const matchesAfter = (t: number, limit: number) => allRows(db, matchTimes().where('start_at', '>', t).orderBy('start_at').limit(limit))
  /** matches finished by `t`, latest first, not postponed */
  const matchesEndedBy = (t: number, limit: number) => allRows(db, matchTimes().where('end_at', '<=', t).orderBy('end_at', 'desc').limit(limit))

  beforeAll(async () => {
    db = await seededAtNoon()
    // as prepare.ts does on a fresh database
    await ensurePredictions(db)
    await settleDue(db, SEEDED_AT)
    seededDigest = await digest(db)
    s = await startTestServer({ db, clock: new TestClock(SEEDED_AT) })
  }, SEED_TIMEOUT_MS)
  afterAll(() => s.close())
  beforeEach(() => at(SEEDED_AT))

  describe('seeded data', () => {
    it('has 60 experts: accounts flagged is_expert, with Chinese nicknames and titles and no password', async () => {
      const rows = await allRows(db, q.selectFrom('users as u').innerJoin('experts as e', 'e.user_id', 'u.id').select(['u.nickname', 'u.mobile', 'u.password_hash', 'e.title']).where('u.is_expert', '=', 1))
      expect(rows).toHaveLength(60)
      expect(new Set(rows.map((r) => r.nickname)).size).toBe(60)
      for (const r of rows) {
        expect(r.nickname).toMatch(/[\u4e00-\u9fa5]/)
        expect(r.title).toMatch(/^[\u4e00-\u9fa5A-Z]{4,}$/)
        expect(r.password_hash).toBeNull()
        expect(r.mobile).toBeNull()
      }
      expect(rows.some((r) => r.title === '英超资深分析师' || r.title.startsWith('英超'))).toBe(true)
    })

    it('covers a share of the window\'s matches, the big leagues most, with 1-6 picks by different experts', async () => {
      const window = Number(await getSetting(db, 'fb_window_start'))
      const perMatch = await allRows(db, q.selectFrom('predictions')
        .select((eb) => ['match_id', eb.fn.countAll<number>().as('n'), eb.fn.count<number>('expert_id').distinct().as('experts')]).groupBy('match_id'))
      expect(perMatch.length).toBeGreaterThan(800)
      for (const m of perMatch) {
        expect(m.n).toBeGreaterThanOrEqual(1)
        expect(m.n).toBeLessThanOrEqual(6)
        expect(m.experts).toBe(m.n)
      }
      /** the share of the window's matches in famous (1) or other (0) leagues with a prediction */
      const share = async (famous: number) => {
        const matches = await allRows(db, q.selectFrom('fb_matches as m').innerJoin('fb_leagues as l', 'l.id', 'm.league_id')
          .select((eb) => eb.exists(eb.selectFrom('predictions as p').select('p.id').whereRef('p.match_id', '=', 'm.id')).as('predicted'))
          .where('l.famous', '=', famous).where('m.postponed', '=', 0).where('m.start_at', '>=', window * 86_400_000 - 8 * HOUR))
        return matches.filter((m) => Boolean(m.predicted)).length / matches.length
      }
      expect(await share(1)).toBeGreaterThan(0.5)
      expect(await share(0)).toBeLessThan((await share(1)) / 2)
      // past 60 days and the fixtures ahead, nothing older
      const range = await firstRow(db, q.selectFrom('predictions as p').innerJoin('fb_matches as m', 'm.id', 'p.match_id')
        .select((eb) => [eb.fn.min('m.start_at').as('first'), eb.fn.max('m.start_at').as('last')]))
      if (!range) throw new Error('no predictions')
      expect(dayOf(range.first)).toBeGreaterThanOrEqual(window)
      expect(range.last).toBeGreaterThan(SEEDED_AT + 12 * 24 * HOUR)
    })

    it('prices each pick from the match\'s odds, publishes it hours before kickoff, lines where the play needs one', async () => {
      const rows = await allRows(db, q.selectFrom('predictions as p').innerJoin('fb_matches as m', 'm.id', 'p.match_id')
        .select(['p.play', 'p.line', 'p.odds', 'p.price', 'p.published_at', 'p.ends_at', 'p.title', 'm.start_at', 'm.end_at']))
      for (const p of rows) {
        expect(p.line === null).toBe(p.play === '1x2')
        if (p.line !== null) expect(Number.isInteger(p.line * 4)).toBe(true)
        expect(p.odds).toBeGreaterThan(1)
        expect(PRICES).toContain(p.price)
        expect(p.start_at - p.published_at).toBeGreaterThanOrEqual(HOUR)
        expect(p.start_at - p.published_at).toBeLessThanOrEqual(36 * HOUR)
        expect(p.ends_at).toBe(p.end_at)
        expect(p.title).toMatch(/[\u4e00-\u9fa5]/)
      }
      const plays = new Set(rows.map((p) => p.play))
      expect([...plays].sort()).toEqual(['1x2', 'handicap', 'overUnder'])
      expect(rows.filter((p) => p.price === 0).length).toBeGreaterThan(rows.length / 5)
      // a handicap line is one the seeded odds offered for that match (some company, some moment)
      const handicap = await allRows(db, q.selectFrom('predictions').select(['line', 'match_id']).where('play', '=', 'handicap').limit(50)
        // a handicap pick is a single: it has its match
        .$narrowType<{ match_id: number }>())
      for (const h of handicap) {
        const histories = await valuesOf(db, 'fb_odds', 'history', { match_id: h.match_id })
        const lines = histories.flatMap((text) => (JSON.parse(text) as { asia: number[][] }).asia.map((point) => point[2]))
        expect(lines).toContain(h.line)
      }
    })

    it('settles what finished before the seeding moment and nothing after; experts differ in skill', async () => {
      const predictionIds = q.selectFrom('predictions').select('id')
      expect(await allRows(db, predictionIds.where('win_or_not', '=', 0).where('ends_at', '<=', SEEDED_AT))).toEqual([])
      expect(await allRows(db, predictionIds.where('win_or_not', '>', 0).where('ends_at', '>', SEEDED_AT))).toEqual([])
      const settled = await allRows(db, q.selectFrom('predictions').select(['expert_id', 'win_or_not']).where('win_or_not', '>', 0))
      const tally = new Map<number, { hits: number; decided: number }>()
      for (const p of settled) {
        const t = tally.get(p.expert_id) ?? { hits: 0, decided: 0 }
        if (p.win_or_not === WIN_OR_NOT.hit) t.hits++
        if (p.win_or_not === WIN_OR_NOT.hit || p.win_or_not === WIN_OR_NOT.miss) t.decided++
        tally.set(p.expert_id, t)
      }
      const rates = [...tally.values()].map((t) => (100 * t.hits) / t.decided)
      expect(rates).toHaveLength(60)
      expect(Math.max(...rates)).toBeGreaterThanOrEqual(62)
      expect(Math.min(...rates)).toBeLessThanOrEqual(42)
      expect(await countOf(db, 'predictions', { win_or_not: 3 })).toBeGreaterThan(0)
    })

    it('gives the same experts and predictions for the same seed, others for another seed', async () => {
      // the determinism checks reseed from the same starting point: another copy of the football world
      const again = await seededAtNoon()
      await ensurePredictions(again)
      await settleDue(again, SEEDED_AT)
      expect(await digest(again)).toEqual(seededDigest)
      await again.close()
      const other = await seededAtNoon()
      await setSetting(other, SETTING_SEED, String(SEED + 1))
      await ensurePredictions(other)
      const d = await digest(other)
      expect(d.accounts).not.toEqual(seededDigest.accounts)
      expect(d.predictions).not.toEqual(seededDigest.predictions)
      await other.close()
    }, SEED_TIMEOUT_MS)

    it('gives the fixtures of a schedule top-up their predictions, once', async () => {
      const later = await seededAtNoon()
      await ensurePredictions(later)
      const before = await countOf(later, 'predictions')
      const lastDay = Number(await getSetting(later, SETTING_PREDICTIONS_UNTIL))
      expect(await topUpFootball(later, SEEDED_AT + 5 * 24 * HOUR)).toBeGreaterThan(0)
      const added = await ensurePredictions(later)
      expect(added.experts).toBe(0)
      expect(added.predictions).toBeGreaterThan(100)
      expect(Number(await getSetting(later, SETTING_PREDICTIONS_UNTIL))).toBe(lastDay + 5)
      const newest = await firstRow(later, q.selectFrom('predictions as p').innerJoin('fb_matches as m', 'm.id', 'p.match_id').select((eb) => eb.fn.max('m.start_at').as('t')))
      expect(dayOf(newest?.t ?? 0)).toBe(lastDay + 5)
      expect(await countOf(later, 'predictions')).toBe(before + added.predictions)
      expect(await ensurePredictions(later)).toEqual({ experts: 0, predictions: 0 })
      await later.close()
    }, SEED_TIMEOUT_MS)
  })

  describe('api/Game/zhuanjia', () => {
    /** a finished match of the window with at least `n` predictions */
    const finishedWith = async (n: number) => {
      const m = await firstRow(db, q.selectFrom('fb_matches as m').innerJoin('predictions as p', 'p.match_id', 'm.id').select('m.id')
        .where('m.end_at', '<=', SEEDED_AT).groupBy('m.id').having((eb) => eb.fn.countAll(), '>=', n).orderBy('m.start_at', 'desc').limit(1))
      if (!m) throw new Error(`no finished match with ${n} predictions`)
      return m.id
    }

    it('answers schema-valid rows, newest first, every one shown and settled once the match has finished', async () => {
      const id = await finishedWith(5)
      const res = await page(id)
      expect(endpoints['api/Game/zhuanjia'].res.safeParse(res).success).toBe(true)
      expect(res.total).toBe(res.list.length)
      expect(res.has_more).toBe(false)
      const times = res.list.map((p) => p.published_at)
      expect(times).toEqual([...times].sort((a, b) => b - a))
      for (const p of res.list) {
        expect(p.event_id).toBe(id)
        expect(p.locked).toBe(true)
        expect(p.pick_text).not.toBeNull()
        expect(p.odds).not.toBeNull()
        expect([WIN_OR_NOT.hit, WIN_OR_NOT.miss, WIN_OR_NOT.push]).toContain(p.win_or_not)
        expect(p.expert.settled).toBeGreaterThan(0)
      }
    })

    it('pages: limit and page cut the same list, with total and has_more', async () => {
      const id = await finishedWith(5)
      const all = (await page(id)).list
      const first = await page(id, { limit: 2, page: 1 })
      const second = await page(id, { limit: 2, page: 2 })
      const rest = await page(id, { limit: 2, page: 3 })
      expect(first).toMatchObject({ page: 1, limit: 2, total: all.length, has_more: true })
      expect(second.has_more).toBe(all.length > 4)
      expect([...first.list, ...second.list, ...rest.list].map((p) => p.id)).toEqual(all.slice(0, 6).map((p) => p.id))
      const beyond = await page(id, { limit: 2, page: 9 })
      expect(beyond).toMatchObject({ list: [], total: all.length, has_more: false })
    })

    it('lists only what has been published by now, unlocked before kickoff', async () => {
      const [m] = await allRows(db, q.selectFrom('fb_matches as m').select(['m.id', 'm.start_at', 'm.end_at']).where('m.start_at', '>', SEEDED_AT + 2 * HOUR)
        .where((eb) => eb(eb.selectFrom('predictions as p').select((pb) => pb.fn.countAll().as('n')).whereRef('p.match_id', '=', 'm.id').where('p.published_at', '>', SEEDED_AT), '>=', 2))
        .orderBy('m.start_at').limit(1))
      const published = (await allRows(db, q.selectFrom('predictions').select('published_at').where('match_id', '=', m.id).orderBy('published_at'))).map((p) => p.published_at)
      at(published[0] - 1)
      expect((await page(m.id)).total).toBe(0)
      at(published[1])
      const two = await page(m.id)
      expect(two.total).toBe(published.filter((t) => t <= published[1]).length)
      expect(two.total).toBeGreaterThanOrEqual(2)
      for (const p of two.list) {
        expect(p.locked).toBe(false)
        expect(p.win_or_not).toBe(WIN_OR_NOT.pending)
      }
      at(m.start_at)
      const atKickoff = await page(m.id)
      expect(atKickoff.total).toBe(published.length)
      for (const p of atKickoff.list) expect(p.locked).toBe(true)
    })

    it('answers an unknown match with the not-found envelope', async () => {
      const res = await s.call('api/Game/zhuanjia', { event_id: 99_999_999 })
      expect(res).toMatchObject({ status: 200, code: ResultCode.NOT_FOUND, data: null })
      expect(res.msg).toContain('比赛')
    })

    it.each([
      [{}, 'event_id'],
      [{ event_id: 'abc' }, 'event_id'],
      [{ event_id: '1.5' }, 'event_id'],
      [{ event_id: 1, limit: 101 }, 'limit'],
      [{ event_id: 1, page: 0 }, 'page'],
    ])('refuses %j with a Chinese message naming %s', async (payload, field) => {
      const res = await s.call('api/Game/zhuanjia', payload)
      expect(res.status).toBe(200)
      expect(res.code).toBe(ResultCode.FAIL)
      expect(res.msg).toContain(field)
      expect(res.msg).toMatch(/[\u4e00-\u9fa5]/)
    })
  })

  describe('who sees a pick', () => {
    let match: MatchTimes
    let seller: { id: number; token: string }
    let paid = 0
    let free = 0
    let member = ''

    beforeAll(async () => {
      ;[match] = await matchesAfter(SEEDED_AT + 3 * HOUR, 1)
      const sellerId = await newExpert()
      seller = { id: sellerId, token: await issueToken(db, sellerId, SEEDED_AT) }
      paid = await craft(db, { expertId: sellerId, match, play: 'handicap', pick: 'home', line: -0.5, price: 28, publishedAt: SEEDED_AT - HOUR })
      free = await craft(db, { expertId: await newExpert(), match, play: 'overUnder', pick: 'over', line: 2.5, price: 0, publishedAt: SEEDED_AT - 2 * HOUR })
      member = (await createMember(db, '13900000077', SEEDED_AT)).token
    })

    const rowsFor = async (token?: string): Promise<Map<number, MatchPredictionRow>> =>
      new Map((await page(match.id, token ? { token } : {})).list.map((p) => [p.id, p]))

    it('hides a paid pick before the match finishes, from guests and other members', async () => {
      for (const token of [undefined, member]) {
        const rows = await rowsFor(token)
        expect(rows.get(paid)).toMatchObject({ price: 28, pick_text: null, odds: null, win_or_not: 0 })
        expect(rows.get(free)).toMatchObject({ price: 0, pick_text: '大 2.5', odds: 1.9 })
      }
      // kicked off but still being played: still hidden
      at(match.start_at + 30 * 60_000)
      expect((await rowsFor(member)).get(paid)).toMatchObject({ locked: true, pick_text: null, odds: null })
    })

    it('shows a paid pick to its own expert', async () => {
      const rows = await rowsFor(seller.token)
      expect(rows.get(paid)).toMatchObject({ pick_text: '主队 -0.5', odds: 1.9 })
    })

    it('shows every pick once the match has finished, with its result', async () => {
      at(match.end_at)
      const rows = await rowsFor()
      const detail = await ok(s, 'api/Game/get_xq', { event_id1: match.id })
      expect(detail.status_id).toBe(MatchStatus.FINISHED)
      const score = parseScore(detail.full_score)
      expect(rows.get(paid)).toMatchObject({ pick_text: '主队 -0.5', odds: 1.9, win_or_not: outcomeOf({ play: 'handicap', pick: 'home', line: -0.5 }, score) })
      expect(rows.get(free)).toMatchObject({ pick_text: '大 2.5', win_or_not: outcomeOf({ play: 'overUnder', pick: 'over', line: 2.5 }, score) })
    })

    it('holds for every seeded row: hidden exactly when paid and the match unfinished', async () => {
      at(SEEDED_AT)
      const live = (await ok(s, 'api/Game/get', { status: 'live', limit: 100 })).list.map((m) => m.id)
      const upcoming = (await allRows(db, q.selectFrom('predictions').select('match_id').distinct().where('published_at', '<=', SEEDED_AT).where('ends_at', '>', SEEDED_AT).limit(30)))
        .flatMap((p) => (p.match_id === null ? [] : [p.match_id]))
      let hidden = 0
      for (const id of [...live, ...upcoming]) {
        for (const p of (await page(id)).list) {
          expect(p.pick_text === null).toBe(p.price > 0)
          expect(p.odds === null).toBe(p.price > 0)
          expect(p.win_or_not).toBe(WIN_OR_NOT.pending)
          if (p.pick_text === null) hidden++
        }
      }
      expect(hidden).toBeGreaterThan(0)
    })
  })

  describe('settlement', () => {
    it('settles each play from the 90-minute score when due, a push included, and only then', async () => {
      // a finished match whose 90-minute total is at least one, with the picks that make hit, miss and push
      const m = await firstRow(db, q.selectFrom('fb_matches').select(['id', 'start_at', 'end_at', 'ft_home', 'ft_away'])
        .where('end_at', '<=', SEEDED_AT).where('postponed', '=', 0).whereRef('ft_home', '>', 'ft_away').orderBy('end_at', 'desc').limit(1))
      if (!m) throw new Error('no finished home win')
      const diff = m.ft_home - m.ft_away
      const total = m.ft_home + m.ft_away
      const expert = await newExpert()
      const cases: Array<[Omit<Craft, 'expertId' | 'match'>, number]> = [
        [{ play: '1x2', pick: 'home' }, WIN_OR_NOT.hit],
        [{ play: 'handicap', pick: 'away', line: -diff + 0.5 }, WIN_OR_NOT.miss],
        [{ play: 'overUnder', pick: 'under', line: total }, WIN_OR_NOT.push],
      ]
      // the set-up ran settlement already, so its schedule must forget on these writes: the crafted picks end before it
      const ids: number[] = []
      for (const [c] of cases) ids.push(await craft(db, { ...c, expertId: expert, match: m }))
      const stored = () => Promise.all(ids.map((id) => valueOf(db, 'predictions', 'win_or_not', { id })))
      expect(await settleDue(db, m.end_at - 1)).toBe(0)
      expect(await stored()).toEqual([0, 0, 0])
      expect(await settleDue(db, SEEDED_AT)).toBe(3)
      expect(await stored()).toEqual(cases.map(([, expected]) => expected))
      // nothing left: a second run does nothing, and finding that out is one probe of the partial index
      expect(await settleDue(db, SEEDED_AT)).toBe(0)
      expect(await pendingProbePlan(db)).toContain('predictions_pending')
    })

    it('turns a prediction from 0 to its result when the clock passes the final whistle', async () => {
      // days ahead: no other test has moved the clock that far
      const [m] = await allRows(db, q.selectFrom('fb_matches as m').select(['m.id', 'm.start_at', 'm.end_at']).where('m.start_at', '>', SEEDED_AT + 3 * 24 * HOUR)
        .where((eb) => eb.exists(eb.selectFrom('predictions as p').select('p.id').whereRef('p.match_id', '=', 'm.id'))).orderBy('m.start_at').limit(1))
      const stored = () => valuesOf(db, 'predictions', 'win_or_not', { match_id: m.id })
      expect(new Set(await stored())).toEqual(new Set([0]))
      for (const t of [m.start_at - 60_000, m.start_at + 60_000, m.end_at - 1000]) {
        at(t)
        const before = await page(m.id)
        expect(before.list.length).toBeGreaterThan(0)
        for (const p of before.list) expect(p.win_or_not).toBe(WIN_OR_NOT.pending)
        expect(new Set(await stored())).toEqual(new Set([0]))
      }
      at(m.end_at)
      const detail = await ok(s, 'api/Game/get_xq', { event_id1: m.id })
      expect(detail.status_id).toBe(MatchStatus.FINISHED)
      const after = await page(m.id)
      const picks = await allRows(db, q.selectFrom('predictions').select(['id', 'play', 'pick', 'line']).where('match_id', '=', m.id)
        // a single names its play and pick (null only on a parlay)
        .$narrowType<{ play: PredictionPlay; pick: PredictionPick }>())
      for (const p of after.list) {
        const row = picks.find((x) => x.id === p.id)
        if (!row) throw new Error(`prediction ${p.id} missing`)
        expect(p.win_or_not).toBe(outcomeOf(row, parseScore(detail.full_score)))
        expect(p.win_or_not).not.toBe(WIN_OR_NOT.pending)
      }
      expect(await stored()).not.toContain(0)
    })
  })

  describe('an expert\'s record', () => {
    const { hit: H, miss: M, push: P } = WIN_OR_NOT
    /** oldest first: 5 misses that fall out of the window of 20, then 11 hits, 4 misses, 5 pushes */
    const SEQUENCE = [M, M, M, M, M, H, H, M, H, P, H, H, M, H, H, P, M, H, P, M, H, P, H, H, P]
    let expert = 0
    let matches: MatchTimes[] = []
    let upcoming: MatchTimes

    beforeAll(async () => {
      expert = await newExpert('数据分析师')
      // distinct final whistles, oldest first, so the order of settling is the sequence's
      const ends = new Set<number>()
      matches = (await matchesEndedBy(SEEDED_AT, 3 * SEQUENCE.length))
        .filter((m) => !ends.has(m.end_at) && ends.add(m.end_at)).slice(0, SEQUENCE.length).reverse()
      const publishedAt = matches[0].start_at - 3 * HOUR
      for (const [i, winOrNot] of SEQUENCE.entries()) await craft(db, { expertId: expert, match: matches[i], play: '1x2', pick: 'home', winOrNot, publishedAt })
      ;[upcoming] = await matchesAfter(SEEDED_AT + HOUR, 1)
      await craft(db, { expertId: expert, match: upcoming, play: '1x2', pick: 'draw', publishedAt: SEEDED_AT - HOUR })
    })

    const recordOn = async (m: MatchTimes, id = expert) => {
      const row = (await page(m.id)).list.find((p) => p.expert.expert_id === id)
      if (!row) throw new Error(`no prediction of expert ${id} on match ${m.id}`)
      return row.expert
    }

    it('computes hit rate over the last 20 settled, and the streak with pushes neither breaking nor extending it', async () => {
      // last 20: 11 hits, 4 misses, 5 pushes -> 11 / 15; newest first P H H P H M -> 3
      expect(await recordOn(upcoming)).toMatchObject({ hit_rate: 73, streak: 3, settled: 25, title: '数据分析师' })
    })

    it('counts only what has finished at the clock', async () => {
      // at the 24th match's final whistle the newest (a push) is still to come
      at(matches[23].end_at)
      expect(await recordOn(matches[24])).toMatchObject({ streak: 3, settled: 24 })
      // right after the 4th miss from the end: no hits since
      at(matches[19].end_at)
      expect(await recordOn(matches[24])).toMatchObject({ streak: 0, settled: 20 })
    })

    it('is 0% with no streak when nothing has settled', async () => {
      const rookie = await newExpert()
      await craft(db, { expertId: rookie, match: upcoming, play: 'overUnder', pick: 'under', line: 2.5, publishedAt: SEEDED_AT - HOUR })
      expect(await recordOn(upcoming, rookie)).toMatchObject({ hit_rate: 0, streak: 0, settled: 0 })
    })
  })
})
