import crypto from 'node:crypto'
import { ensurePredictions } from '../../mocks/features/experts/seed'
import { issueToken } from '../../mocks/features/account'
import { createExpert } from '../../mocks/features/experts/services/experts'
import { combineLegs, settleDue } from '../../mocks/features/experts/services/settlement'
import { canSeePaidPick } from '../../mocks/features/experts/services/predictionAccess'
import type { Res } from '../../types/api'
import type { PredictionDetail } from '../../types/api/experts'
import { ResultCode } from '../../types/envelope'
import { PREDICTION_SOLD_FROZEN_MESSAGE, WIN_OR_NOT, type PredictionPick, type PredictionPlay } from '../../types/expert-rules'
import { allRows, deleteRows, firstRow, insertRow, insertRows, q, refusalOf, rowsOf, updateRows } from './rows'
import { createMember, ok, SEEDED_AT, useSeededServer } from './match.helpers'
import { member } from './money.helpers'

const HOUR = 3_600_000
const DAY = 24 * HOUR
const bj = (text: string) => Date.parse(`${text}+08:00`)

interface Fixture {
  id: number
  start_at: number
  end_at: number
  ft_home: number
  ft_away: number
}

/** the 1x2 pick that hits (or misses) on a final score */
const winner = (m: Fixture): PredictionPick => (m.ft_home > m.ft_away ? 'home' : m.ft_home === m.ft_away ? 'draw' : 'away')
const loser = (m: Fixture): PredictionPick => (winner(m) === 'home' ? 'away' : 'home')

describe('experts, predictions and the arena (server rules)', () => {
  const h = useSeededServer({ alsoSeed: [ensurePredictions] })
  let mobiles = 0

  const at = (t: number) => {
    h.s.clock.t = t
  }
  /** an approved expert account with a session */
  const newExpert = async (nickname: string) => {
    const id = await createExpert(h.db, { nickname, title: '测试分析师' }, h.s.clock.now())
    return { id, token: await issueToken(h.db, id, h.s.clock.now()) }
  }
  const newMember = () => createMember(h.db, `1390000${String(++mobiles).padStart(4, '0')}`, h.s.clock.now())
  /** matches kicking off in [from, to) with odds, by kickoff */
  const fixtures = (from: number, to: number, limit = 30) =>
    allRows(h.db, q.selectFrom('fb_matches as m').select(['m.id', 'm.start_at', 'm.end_at', 'm.ft_home', 'm.ft_away'])
      .where('m.postponed', '=', 0).where('m.start_at', '>=', from).where('m.start_at', '<', to)
      .where((eb) => eb.exists(eb.selectFrom('fb_odds as o').select('o.match_id').whereRef('o.match_id', '=', 'm.id')))
      .orderBy('m.start_at').orderBy('m.id').limit(limit))
  const fail = async (path: string, payload: Record<string, unknown>) => {
    const res = await h.s.call(path, payload)
    expect(res.status).toBe(200)
    expect(res.code).not.toBe(ResultCode.OK)
    return res
  }
  const offerOdds = async (eventId: number, play: PredictionPlay, pick: PredictionPick) => {
    const params = await ok(h.s, 'api/Apis/get_event_prediction_parameters', { event_id: eventId })
    const option = params.plays.find((p) => p.play === play)?.options.find((o) => o.pick === pick)
    if (!option) throw new Error(`match ${eventId} offers no ${play}/${pick}`)
    return option.odds
  }
  const single = (token: string, m: { id: number }, extra: Record<string, unknown> = {}) =>
    h.s.call<{ id: number }>('api/Expert/single_pass_release', { token, event_id: m.id, play: '1x2', pick: 'home', title: '主队状态正佳', content: '近五场四胜', price: 0, ...extra })
  const detail = (id: number, token?: string) => ok(h.s, 'api/Expert/zjfb_xq', { id, token })

  describe('publishing', () => {
    it('refuses a non-expert, with a clear message', async () => {
      const member = await newMember()
      const [m] = await fixtures(SEEDED_AT + 2 * HOUR, SEEDED_AT + 3 * DAY)
      const res = await fail('api/Expert/single_pass_release', { token: member.token, event_id: m.id, play: '1x2', pick: 'home', title: '主队状态正佳', price: 0 })
      expect(res.msg).toContain('只有专家')
      const parlay = await fail('api/Expert/crosstalk_publishing', { token: member.token, legs: [{ event_id: m.id, play: '1x2', pick: 'home' }, { event_id: m.id + 1, play: '1x2', pick: 'home' }], title: '两场稳胆', price: 0 })
      expect(parlay.msg).toContain('只有专家')
    })

    it('takes the line and odds from the match, ignoring what the client sends', async () => {
      const e = await newExpert('赔率专家')
      const [m] = await fixtures(SEEDED_AT + 2 * HOUR, SEEDED_AT + 3 * DAY)
      const expected = await offerOdds(m.id, 'overUnder', 'over')
      const res = await single(e.token, m, { play: 'overUnder', pick: 'over', odds: 99, line: 0.5 })
      expect(res.code).toBe(ResultCode.OK)
      const d = await detail(res.data.id, e.token)
      const params = await ok(h.s, 'api/Apis/get_event_prediction_parameters', { event_id: m.id })
      expect(d.legs[0].odds).toBe(expected)
      expect(d.odds).toBe(expected)
      expect(d.legs[0].line).toBe(params.plays.find((p) => p.play === 'overUnder')?.line)
      expect(d.legs[0].line).not.toBe(0.5)
    })

    it('checks title (4–30), content (≤140) and price (0 or the list), and one single per match and play', async () => {
      const e = await newExpert('规则专家')
      const [m] = await fixtures(SEEDED_AT + 2 * HOUR, SEEDED_AT + 3 * DAY)
      expect((await single(e.token, m, { title: '看好' })).msg).toContain('标题需 4–30')
      expect((await single(e.token, m, { title: '好'.repeat(31) })).msg).toContain('标题需 4–30')
      expect((await single(e.token, m, { content: '析'.repeat(141) })).msg).toContain('最多 140')
      expect((await single(e.token, m, { price: 7 })).msg).toContain('价格只能是')
      expect((await single(e.token, m, { pick: 'over' })).msg).toContain('胜平负的选项')
      expect((await single(e.token, m, { content: '析'.repeat(140), price: 18 })).code).toBe(ResultCode.OK)
      expect((await single(e.token, m, { pick: 'away' })).msg).toContain('已发布过这场比赛的胜平负')
      expect((await single(e.token, { id: 99_999_999 })).code).toBe(ResultCode.NOT_FOUND)
    })

    it('a parlay: 2–8 legs on distinct matches none started, odds the product of the legs', async () => {
      const e = await newExpert('串关专家')
      const ahead = await fixtures(SEEDED_AT + 2 * HOUR, SEEDED_AT + 5 * DAY)
      const leg = (m: Fixture) => ({ event_id: m.id, play: '1x2', pick: 'home' })
      const parlay = (legs: unknown[]) => h.s.call<{ id: number }>('api/Expert/crosstalk_publishing', { token: e.token, legs, title: '周末串关', price: 28, odds: 1000 })
      expect((await parlay([leg(ahead[0])])).msg).toContain('串关需 2–8 场')
      expect((await parlay(ahead.slice(0, 9).map(leg))).msg).toContain('串关需 2–8 场')
      expect((await parlay([leg(ahead[0]), leg(ahead[1]), leg(ahead[0])])).msg).toContain('每场比赛只能选一次')
      const [started] = await fixtures(SEEDED_AT - 3 * HOUR, SEEDED_AT - HOUR)
      expect((await parlay([leg(ahead[0]), leg(started)])).msg).toContain('已开赛')
      expect((await h.s.call('api/Expert/crosstalk_publishing', { token: e.token, legs: 'not json', title: '周末串关', price: 0 })).msg).toContain('legs 应为 JSON 数组')

      const res = await parlay([leg(ahead[0]), { event_id: ahead[1].id, play: 'handicap', pick: 'away' }, { event_id: ahead[2].id, play: 'overUnder', pick: 'under' }])
      expect(res.code).toBe(ResultCode.OK)
      const odds = [await offerOdds(ahead[0].id, '1x2', 'home'), await offerOdds(ahead[1].id, 'handicap', 'away'), await offerOdds(ahead[2].id, 'overUnder', 'under')]
      const d = await detail(res.data.id, e.token)
      expect(d.kind).toBe('parlay')
      expect(d.legs.map((l) => l.odds)).toEqual(odds)
      expect(d.odds).toBe(Math.round(odds.reduce((a, b) => a * b, 1) * 100) / 100)
      expect(d.lock_at).toBe(Math.min(ahead[0].start_at, ahead[1].start_at, ahead[2].start_at))
      // eight legs are fine
      expect((await parlay(ahead.slice(3, 11).map(leg))).code).toBe(ResultCode.OK)
    })

    it('only the owner edits or deletes, and only before the earliest kickoff; an edit keeps the history and changes the hash', async () => {
      const owner = await newExpert('改单专家')
      const other = await newExpert('旁观专家')
      const [m] = await fixtures(SEEDED_AT + 3 * HOUR, SEEDED_AT + 3 * DAY)
      const { data } = await single(owner.token, m, { price: 18 })
      const edit = (token: string, extra: Record<string, unknown> = {}) =>
        h.s.call('api/Expert/edit_my_single_pass_release', { token, id: data.id, event_id: m.id, play: '1x2', pick: 'home', title: '主队状态正佳', content: '近五场四胜', price: 18, ...extra })

      expect((await edit(other.token, { pick: 'away' })).msg).toContain('只能修改自己')
      expect((await h.s.call('api/Expert/delete_user_single_pass_release', { token: other.token, id: data.id })).msg).toContain('只能删除自己')
      expect((await h.s.call('api/Expert/delete_user_crosstalk_publishing', { token: owner.token, id: data.id })).msg).toContain('这是一条单关推荐')

      const first = await detail(data.id, owner.token)
      expect(first.history).toHaveLength(1)
      // the same pick read again: the same hash, and the hash is the SHA-256 of the canonical text
      expect((await detail(data.id, owner.token)).hash).toBe(first.hash)
      expect(first.hash).toBe(crypto.createHash('sha256').update(first.canonical as string).digest('hex'))
      expect(JSON.parse(first.canonical as string)).toMatchObject({ expert_id: owner.id, kind: 'single', legs: [{ event_id: m.id, play: '1x2', pick: 'home' }], at: SEEDED_AT })

      // an unchanged submit adds no version
      expect((await edit(owner.token)).code).toBe(ResultCode.OK)
      expect((await detail(data.id, owner.token)).history).toHaveLength(1)

      at(SEEDED_AT + HOUR)
      expect((await edit(owner.token, { pick: 'away', title: '改看客队不败' })).code).toBe(ResultCode.OK)
      const edited = await detail(data.id, owner.token)
      expect(edited.history.map((v) => [v.version, v.at, v.title, v.legs[0].pick])).toEqual([
        [1, SEEDED_AT, '主队状态正佳', 'home'],
        [2, SEEDED_AT + HOUR, '改看客队不败', 'away'],
      ])
      expect(edited.hash).not.toBe(first.hash)
      expect(edited.history[0].hash).toBe(first.hash)
      expect(edited.edited_at).toBe(SEEDED_AT + HOUR)
      expect(edited.legs[0].odds).toBe(await offerOdds(m.id, '1x2', 'away'))

      // locked at kickoff
      at(m.start_at)
      expect((await edit(owner.token, { pick: 'draw' })).msg).toContain('已锁定')
      expect((await h.s.call('api/Expert/delete_user_single_pass_release', { token: owner.token, id: data.id })).msg).toContain('已锁定')
      const locked = await detail(data.id)
      expect(locked.locked).toBe(true)
      expect(locked.editable).toBe(false)
      // the history is shown to everyone, the picks in it only to who may see the pick
      expect(locked.history).toHaveLength(2)
      expect(locked.history.every((v) => v.legs[0].pick === null && v.canonical === null)).toBe(true)
    })

    it('deletes before kickoff unless bought; a settled prediction is never deleted', async () => {
      const e = await newExpert('删单专家')
      const [m1, m2] = await fixtures(SEEDED_AT + 3 * HOUR, SEEDED_AT + 3 * DAY)
      const a = (await single(e.token, m1)).data.id
      expect((await h.s.call('api/Expert/delete_user_single_pass_release', { token: e.token, id: a })).code).toBe(ResultCode.OK)
      expect((await h.s.call('api/Expert/zjfb_xq', { id: a })).code).toBe(ResultCode.NOT_FOUND)

      const b = (await single(e.token, m2, { price: 8 })).data.id
      const buyer = await newMember()
      await insertRows(h.db, 'prediction_purchases', { prediction_id: b, user_id: buyer.id, order_no: 'T-DEL-1', price: 8, created_at: SEEDED_AT })
      expect((await h.s.call('api/Expert/delete_user_single_pass_release', { token: e.token, id: b })).msg).toContain('已有用户购买')

      const [past] = await fixtures(SEEDED_AT - 10 * DAY, SEEDED_AT - 9 * DAY)
      const settled = await insertRow(h.db, 'predictions', {
        expert_id: e.id, match_id: past.id, play: '1x2', pick: 'home', odds: 1.9, title: '历史推荐', price: 0, published_at: past.start_at - HOUR, ends_at: past.end_at, win_or_not: 1,
      })
      expect((await h.s.call('api/Expert/delete_user_single_pass_release', { token: e.token, id: settled })).msg).toContain('已结算')
      // nor by a query that skips the services
      expect(await refusalOf(deleteRows(h.db, 'predictions', { id: settled }))).toMatch('never deleted')
      expect(await refusalOf(updateRows(h.db, 'predictions', { win_or_not: 2 }, { id: settled }))).toMatch('never changes')
    })
  })

  describe('a sold prediction', () => {
    it('freezes its pick, line, odds and price at the first sale; title and analysis may still be corrected', async () => {
      const e = await newExpert('售出专家')
      const [m1, m2] = await fixtures(SEEDED_AT + 3 * HOUR, SEEDED_AT + 3 * DAY)
      const edit = (id: number, m: Fixture, extra: Record<string, unknown> = {}) =>
        h.s.call('api/Expert/edit_my_single_pass_release', { token: e.token, id, event_id: m.id, play: '1x2', pick: 'home', title: '主队状态正佳', content: '近五场四胜', price: 18, ...extra })
      // before any sale every change is allowed
      const unsold = (await single(e.token, m2, { price: 18 })).data.id
      expect((await edit(unsold, m2, { pick: 'away', price: 28 })).code).toBe(ResultCode.OK)
      expect((await detail(unsold, e.token)).price).toBe(28)

      const sold = (await single(e.token, m1, { price: 18 })).data.id
      const buyer = await member(h.db, SEEDED_AT, { coins: 100 })
      expect((await h.s.call('api/Wechat/pay_zjfb', { token: buyer.token, prediction_id: sold, order_no: 'T-FROZEN-1' })).code).toBe(ResultCode.OK)
      const bought = await detail(sold, e.token)
      for (const change of [{ pick: 'away' }, { play: 'overUnder', pick: 'over' }, { price: 28 }, { price: 0 }, { refund_on_miss: 1 }]) {
        expect((await edit(sold, m1, change)).msg).toBe(PREDICTION_SOLD_FROZEN_MESSAGE)
      }
      const after = await detail(sold, e.token)
      expect([after.price, after.legs[0].pick, after.legs[0].odds, after.hash]).toEqual([bought.price, bought.legs[0].pick, bought.legs[0].odds, bought.hash])
      // a typo in the analysis is still fixed
      expect((await edit(sold, m1, { content: '近五场四胜一平' })).code).toBe(ResultCode.OK)
      const fixed = await detail(sold, e.token)
      expect([fixed.content, fixed.price, fixed.legs[0].pick]).toEqual(['近五场四胜一平', 18, 'home'])
    })
  })

  describe('who sees a paid pick', () => {
    it('its expert, its buyers, and everyone once every match has finished; free ones are open', async () => {
      const e = await newExpert('收费专家')
      const [m1, m2] = await fixtures(SEEDED_AT + 2 * HOUR, SEEDED_AT + 3 * DAY)
      const paid = (await single(e.token, m1, { price: 58 })).data.id
      const free = (await single(e.token, m2, { price: 0 })).data.id
      const buyer = await newMember()
      const stranger = await newMember()
      await insertRows(h.db, 'prediction_purchases', { prediction_id: paid, user_id: buyer.id, order_no: 'T-SEE-1', price: 58, created_at: SEEDED_AT })

      const hidden = (d: PredictionDetail) => d.legs[0].pick === null && d.legs[0].odds === null && d.odds === null && d.content === null && d.canonical === null && !d.visible
      expect(hidden(await detail(paid))).toBe(true)
      expect(hidden(await detail(paid, stranger.token))).toBe(true)
      expect((await detail(paid)).hash).toMatch(/^[0-9a-f]{64}$/)
      expect(hidden(await detail(paid, e.token))).toBe(false)
      const bought = await detail(paid, buyer.token)
      expect(hidden(bought)).toBe(false)
      expect(bought.bought).toBe(true)
      expect(hidden(await detail(free))).toBe(false)
      // the match's 专家 tab follows the same rule
      const tab = await ok(h.s, 'api/Game/zhuanjia', { event_id: m1.id, limit: 100 })
      expect(tab.list.find((p) => p.id === paid)?.pick_text).toBeNull()
      expect(await canSeePaidPick(h.db, paid, stranger.id, SEEDED_AT)).toBe(false)
      expect(await canSeePaidPick(h.db, paid, buyer.id, SEEDED_AT)).toBe(true)

      at(m1.end_at)
      expect(hidden(await detail(paid, stranger.token))).toBe(false)
      expect(await canSeePaidPick(h.db, paid, stranger.id, m1.end_at)).toBe(true)
    })
  })

  describe('settlement of parlays', () => {
    it('combines legs: any miss misses, a pushed leg counts odds 1, all pushed is a push', () => {
      const { hit, miss, push } = WIN_OR_NOT
      expect(combineLegs([{ win_or_not: hit, odds: 2 }, { win_or_not: hit, odds: 1.5 }])).toEqual({ winOrNot: hit, payoutOdds: 3 })
      expect(combineLegs([{ win_or_not: hit, odds: 2 }, { win_or_not: miss, odds: 1.5 }])).toEqual({ winOrNot: miss, payoutOdds: null })
      expect(combineLegs([{ win_or_not: push, odds: 2 }, { win_or_not: miss, odds: 1.5 }])).toEqual({ winOrNot: miss, payoutOdds: null })
      expect(combineLegs([{ win_or_not: hit, odds: 2.1 }, { win_or_not: push, odds: 1.9 }])).toEqual({ winOrNot: hit, payoutOdds: 2.1 })
      expect(combineLegs([{ win_or_not: push, odds: 2 }, { win_or_not: push, odds: 1.9 }])).toEqual({ winOrNot: push, payoutOdds: null })
    })

    it('settles stored parlays once every leg has finished, pushes included', async () => {
      const e = await newExpert('结算专家')
      const [a, b, c] = await fixtures(bj('2026-11-17T12:00:00'), bj('2026-11-19T00:00:00'))
      const total = (m: Fixture) => m.ft_home + m.ft_away
      const craft = async (legs: Array<{ m: Fixture; play: PredictionPlay; pick: PredictionPick; line: number | null; odds: number }>) => {
        const id = await insertRow(h.db, 'predictions', {
          expert_id: e.id, kind: 'parlay', odds: legs.reduce((x, l) => x * l.odds, 1), title: '测试串关', price: 0,
          published_at: a.start_at - DAY, lock_at: Math.min(...legs.map((l) => l.m.start_at)), ends_at: Math.max(...legs.map((l) => l.m.end_at)),
        })
        await insertRows(h.db, 'prediction_legs', legs.map((l) => ({ prediction_id: id, match_id: l.m.id, play: l.play, pick: l.pick, line: l.line, odds: l.odds, ends_at: l.m.end_at })))
        return id
      }
      const allHit = await craft([{ m: a, play: '1x2', pick: winner(a), line: null, odds: 2 }, { m: b, play: '1x2', pick: winner(b), line: null, odds: 1.5 }])
      const oneMiss = await craft([{ m: a, play: '1x2', pick: winner(a), line: null, odds: 2 }, { m: c, play: '1x2', pick: loser(c), line: null, odds: 3 }])
      const withPush = await craft([{ m: a, play: '1x2', pick: winner(a), line: null, odds: 2.1 }, { m: b, play: 'overUnder', pick: 'over', line: total(b), odds: 1.9 }])
      const allPush = await craft([{ m: b, play: 'overUnder', pick: 'under', line: total(b), odds: 1.9 }, { m: c, play: 'overUnder', pick: 'over', line: total(c), odds: 1.8 }])
      const state = async (id: number) => (await rowsOf(h.db, 'predictions', { id }, ['win_or_not', 'settled_odds']))[0]

      // one leg finished: nothing settles yet
      await settleDue(h.db, a.end_at)
      expect((await state(allHit)).win_or_not).toBe(0)
      await settleDue(h.db, Math.max(a.end_at, b.end_at, c.end_at))
      expect(await state(allHit)).toEqual({ win_or_not: WIN_OR_NOT.hit, settled_odds: 3 })
      expect((await state(oneMiss)).win_or_not).toBe(WIN_OR_NOT.miss)
      expect(await state(withPush)).toEqual({ win_or_not: WIN_OR_NOT.hit, settled_odds: 2.1 })
      expect((await state(allPush)).win_or_not).toBe(WIN_OR_NOT.push)
      // settling again changes nothing
      expect(await settleDue(h.db, Math.max(a.end_at, b.end_at, c.end_at) + HOUR)).toBe(0)
    })

    it('a parlay published through the API settles from the real results when its last match ends', async () => {
      at(bj('2026-11-16T09:00:00'))
      const e = await newExpert('真实串关专家')
      const [a, b] = await fixtures(bj('2026-11-16T12:00:00'), bj('2026-11-19T00:00:00'))
      const res = await h.s.call<{ id: number }>('api/Expert/crosstalk_publishing', {
        token: e.token, title: '两场主客', price: 0,
        legs: [{ event_id: a.id, play: '1x2', pick: winner(a) }, { event_id: b.id, play: '1x2', pick: winner(b) }],
      })
      expect(res.code).toBe(ResultCode.OK)
      at(Math.min(a.end_at, b.end_at))
      expect((await detail(res.data.id)).win_or_not).toBe(0)
      at(Math.max(a.end_at, b.end_at))
      const d = await detail(res.data.id)
      expect(d.win_or_not).toBe(WIN_OR_NOT.hit)
      expect(d.legs.map((l) => l.win_or_not)).toEqual([WIN_OR_NOT.hit, WIN_OR_NOT.hit])
    })
  })

  describe('records', () => {
    it('are computed from settled predictions only: hit rates, streaks, return, months, the last results', async () => {
      const e = await newExpert('战绩专家')
      const past = await fixtures(SEEDED_AT - 50 * DAY, SEEDED_AT - 2 * DAY, 20)
      // oldest first: result, odds, when it settled
      const rows: Array<[1 | 2 | 3, number, string]> = [
        [1, 2.0, '2026-10-05T22:00:00'], [1, 1.5, '2026-10-08T22:00:00'], [3, 1.8, '2026-10-12T22:00:00'], [1, 2.0, '2026-10-20T22:00:00'],
        [1, 1.9, '2026-10-31T23:30:00'], [1, 2.1, '2026-11-02T22:00:00'], [3, 1.9, '2026-11-05T22:00:00'], [2, 1.7, '2026-11-08T22:00:00'],
        [1, 1.8, '2026-11-10T22:00:00'], [3, 2.0, '2026-11-12T22:00:00'], [1, 2.5, '2026-11-15T22:00:00'], [1, 1.6, '2026-11-18T22:00:00'],
      ]
      const insert = (matchId: number, odds: number, publishedAt: number, endsAt: number, winOrNot: number) => ({
        expert_id: e.id, match_id: matchId, play: '1x2', pick: 'home', odds, title: '历史推荐', price: 0, published_at: publishedAt, ends_at: endsAt, win_or_not: winOrNot,
      })
      await insertRows(h.db, 'predictions', [
        ...rows.map(([w, odds, when], i) => insert(past[i].id, odds, bj(when) - 3 * HOUR, bj(when), w)),
        // not counted: pending, and a result whose final whistle is after now
        insert(past[12].id, 1.9, SEEDED_AT - HOUR, SEEDED_AT + 2 * HOUR, 0),
        insert(past[13].id, 1.9, SEEDED_AT - HOUR, SEEDED_AT + 2 * HOUR, 2),
      ])

      const p = await ok(h.s, 'api/user/zjxq', { expert_id: e.id })
      expect(p.full_record).toMatchObject({
        settled: 12, hits: 8, misses: 1, pushes: 3,
        current_streak: 3, best_streak: 5,
        return_units: 6.4, return_rate: 53.3,
        recent: [1, 1, 3, 1, 2, 3, 1, 1, 1, 3, 1, 1],
      })
      // 12 settled: 近10场 is named, 近20场 and 近50场 are not; the chips' heading says 近12场
      expect(p.full_record.windows).toEqual([
        { window: 10, settled: 10, hits: 6, misses: 1, pushes: 3, hit_rate: 86, label: '近10场' },
        { window: 12, settled: 12, hits: 8, misses: 1, pushes: 3, hit_rate: 89, label: '全部' },
      ])
      expect(p.full_record.recent_record).toEqual({ window: 20, settled: 12, hits: 8, misses: 1, pushes: 3, hit_rate: 89, label: '近12场' })
      expect(p.record).toEqual({ window: 20, settled: 12, hits: 8, misses: 1, pushes: 3, hit_rate: 89 })
      expect(p.full_record.monthly).toEqual([
        { month: '2026-11', settled: 7, hits: 4, misses: 1, pushes: 2, hit_rate: 80, return_units: 3, return_rate: 42.9 },
        { month: '2026-10', settled: 5, hits: 4, misses: 0, pushes: 1, hit_rate: 100, return_units: 3.4, return_rate: 68 },
      ])
      expect(p).toMatchObject({ hit_rate: 89, streak: 3, settled: 12, recent_hits: 8, recent_count: 12, best_streak: 5 })
      expect(p.month).toMatchObject({ settled: 7, hits: 4 })
      expect(p.by_play).toEqual([expect.objectContaining({ play: '1x2', settled: 12, hits: 8 })])

      // recomputed from what zjxq_fbxx lists, the same figures
      const settled = await ok(h.s, 'api/user/zjxq_fbxx', { expert_id: e.id, status: 'settled', limit: 100 })
      expect(settled.list.map((r) => r.win_or_not)).toEqual(p.full_record.recent)
      const current = await ok(h.s, 'api/user/zjxq_fbxx', { expert_id: e.id, status: 'current', limit: 100 })
      expect(current.total).toBe(2)

      // the experts list shows the same row
      const list = await ok(h.s, 'api/user/zhuanjlieb', { sort: 'newest', limit: 100 })
      expect(list.list.find((r) => r.expert_id === e.id)).toMatchObject({ hit_rate: 89, streak: 3, recent_hits: 8, best_streak: 5, return_rate: 53.3 })
    })

    it('seeded experts keep their predictions: kind single, a detail with one version and a hash, the same figures everywhere', async () => {
      const seeded = await firstRow(h.db, q.selectFrom('predictions').select(['id', 'expert_id'])
        .where('price', '=', 0).where('published_at', '<=', SEEDED_AT).where('ends_at', '<=', SEEDED_AT).where('win_or_not', '>', 0).orderBy('id').limit(1))
      if (!seeded) throw new Error('the seeded world has no settled free prediction')
      const d = await detail(seeded.id)
      expect(d.kind).toBe('single')
      expect(d.history).toHaveLength(1)
      expect(d.hash).toBe(crypto.createHash('sha256').update(d.canonical as string).digest('hex'))
      const p = await ok(h.s, 'api/user/zjxq', { expert_id: seeded.expert_id })
      expect(p.hit_rate).toBe(d.expert.hit_rate)
      expect(p.streak).toBe(d.expert.streak)
      expect(p.record).toEqual(d.expert.record)
      const sorted = await ok(h.s, 'api/user/zhuanjlieb', { sort: 'hit_rate', limit: 100 })
      const rates = sorted.list.filter((r) => r.recent_count >= 5).map((r) => r.hit_rate)
      expect(rates).toEqual([...rates].sort((x, y) => y - x))
    })
  })

  describe('follows', () => {
    it('follow and unfollow an expert, idempotent; my follows list it', async () => {
      const e = await newExpert('人气专家')
      const fan = await newMember()
      const follow = (v: number) => ok(h.s, 'api/user/guanz_expert_attention', { token: fan.token, expert_id: e.id, follow: v })
      expect(await follow(1)).toEqual({ followed: true, followers: 1 })
      expect(await follow(1)).toEqual({ followed: true, followers: 1 })
      const mine = await ok(h.s, 'api/user/get_gz', { token: fan.token })
      expect(mine.list.map((r) => [r.expert_id, r.followed])).toEqual([[e.id, true]])
      expect((await ok(h.s, 'api/user/zjxq', { expert_id: e.id, token: fan.token })).followed).toBe(true)
      expect(await follow(0)).toEqual({ followed: false, followers: 0 })
      expect(await follow(0)).toEqual({ followed: false, followers: 0 })
      expect((await ok(h.s, 'api/user/get_gz', { token: fan.token })).total).toBe(0)
      expect((await h.s.call('api/user/guanz_expert_attention', { expert_id: e.id })).code).toBe(ResultCode.LOGIN_REQUIRED)
      expect((await h.s.call('api/user/guanz_expert_attention', { token: fan.token, expert_id: fan.id })).code).toBe(ResultCode.NOT_FOUND)
    })

    it('follow a prediction: it appears among my followed picks', async () => {
      const e = await newExpert('被关注专家')
      const fan = await newMember()
      const [m] = await fixtures(SEEDED_AT + 2 * HOUR, SEEDED_AT + 3 * DAY)
      const id = (await single(e.token, m)).data.id
      expect(await ok(h.s, 'api/Expert/follow_dg_gc', { token: fan.token, id })).toEqual({ followed: true, followers: 1 })
      const list = await ok(h.s, 'api/Expert/get_follow_dg_gc', { token: fan.token })
      expect(list.list.map((p) => [p.id, p.followed])).toEqual([[id, true]])
      expect(await ok(h.s, 'api/Expert/follow_dg_gc', { token: fan.token, id, follow: 0 })).toEqual({ followed: false, followers: 0 })
    })
  })

  describe('lists and search', () => {
    it('an expert\'s singles and parlays show on the match\'s 专家 tab, in my lists and in the public lists', async () => {
      const e = await newExpert('列表专家')
      const [a, b] = await fixtures(SEEDED_AT + 2 * HOUR, SEEDED_AT + 3 * DAY)
      const sid = (await single(e.token, a)).data.id
      const pid = (await h.s.call<{ id: number }>('api/Expert/crosstalk_publishing', { token: e.token, legs: [{ event_id: a.id, play: 'overUnder', pick: 'over' }, { event_id: b.id, play: '1x2', pick: 'away' }], title: '今日二串一', price: 0 })).data.id
      const tab = await ok(h.s, 'api/Game/zhuanjia', { event_id: a.id, limit: 100 })
      expect(tab.list.filter((r) => r.expert.expert_id === e.id).map((r) => [r.id, r.kind, r.leg_count, r.play])).toEqual([[pid, 'parlay', 2, 'overUnder'], [sid, 'single', 1, '1x2']])
      expect((await ok(h.s, 'api/Expert/get_user_single_pass_release_list', { token: e.token })).list.map((p) => p.id)).toEqual([sid])
      expect((await ok(h.s, 'api/Expert/get_user_crosstalk_publishing', { token: e.token })).list.map((p) => p.id)).toEqual([pid])
      expect((await ok(h.s, 'api/Expert/get_user_crosstalk_publishing_xq', { token: e.token, id: pid })).editable).toBe(true)
      expect((await h.s.call('api/Expert/get_user_crosstalk_publishing_xq', { token: e.token, id: sid })).code).toBe(ResultCode.NOT_FOUND)
      expect((await ok(h.s, 'api/Expert/get_crosstalk_list', { event_id: b.id })).list.map((p) => p.id)).toContain(pid)
      expect((await ok(h.s, 'api/Expert/get_single_pass_list', { expert_id: e.id })).list.map((p) => p.id)).toEqual([sid])
      const home = await ok(h.s, 'api/user/zjxq_fbxx', { expert_id: e.id })
      expect(home.list.map((p) => p.id)).toEqual([pid, sid])
    })

    it('finds experts by nickname and offers hot searches', async () => {
      const e = await newExpert('搜索测试专家')
      const found = await ok(h.s, 'api/Expert/search_expert', { keyword: '搜索测试' })
      expect(found.list.map((r) => r.expert_id)).toEqual([e.id])
      expect((await ok(h.s, 'api/Expert/search_expert', { keyword: '%' })).total).toBe(0)
      // the app's one search box (searchCpt) finds experts beside competitions and teams
      expect((await ok(h.s, 'api/index/saibotiyu', { keyword: '搜索测试' })).experts?.map((r) => r.expert_id)).toEqual([e.id])
      const hot = await ok(h.s, 'api/index/hot_search')
      expect(hot.list.some((h) => h.kind === 'expert')).toBe(true)
      expect(hot.list.some((h) => h.kind === 'league')).toBe(true)
      expect(hot.list.filter((h) => h.kind === 'team')).toHaveLength(5)
    })

    it('offers a match\'s plays for publishing while it has not started', async () => {
      const [m] = await fixtures(SEEDED_AT + 2 * HOUR, SEEDED_AT + 3 * DAY)
      const open = await ok(h.s, 'api/Apis/get_event_prediction_parameters', { event_id: m.id })
      expect(open.open).toBe(true)
      expect(open.plays.map((p) => [p.play, p.options.map((o) => o.pick)])).toEqual([['1x2', ['home', 'draw', 'away']], ['handicap', ['home', 'away']], ['overUnder', ['over', 'under']]])
      at(m.start_at)
      expect((await ok(h.s, 'api/Apis/get_event_prediction_parameters', { event_id: m.id })).open).toBe(false)
      const upcoming = await ok(h.s, 'api/Apis/get_prediction_events', { limit: 100 })
      expect(upcoming.list.every((r) => r.start_at > m.start_at)).toBe(true)
    })
  })

  describe('the arena', () => {
    it('one entry per user, match and play; ranked by hits then return, this week and this month', async () => {
      at(bj('2026-11-16T09:00:00')) // a Monday
      const [m1, m2, m3, m4] = await fixtures(bj('2026-11-16T12:00:00'), bj('2026-11-20T00:00:00'))
      const [a, b, c, d] = [await newMember(), await newMember(), await newMember(), await newMember()]
      const enter = (u: { token: string }, m: Fixture, pick: PredictionPick, play: PredictionPlay = '1x2') =>
        h.s.call<{ id: number }>('api/Challenge/dan_fb', { token: u.token, event_id: m.id, play, pick, title: '擂台一战' })
      for (const [u, m, pick] of [[a, m1, winner(m1)], [a, m2, winner(m2)], [b, m1, winner(m1)], [b, m2, loser(m2)], [c, m3, winner(m3)], [c, m4, winner(m4)], [d, m1, winner(m1)]] as const) {
        expect((await enter(u, m, pick)).code).toBe(ResultCode.OK)
      }
      expect((await enter(d, m1, loser(m1))).msg).toContain('已在擂台单关中参赛过这场比赛的胜平负')
      expect((await h.s.call('api/Challenge/dan_fb', { event_id: m1.id, play: '1x2', pick: 'home', title: '擂台一战' })).code).toBe(ResultCode.LOGIN_REQUIRED)
      // a parlay entry is ranked apart
      const chuan = await h.s.call<{ id: number }>('api/Challenge/chuan_fb', { token: d.token, title: '擂台串关', legs: [{ event_id: m1.id, play: '1x2', pick: winner(m1) }, { event_id: m2.id, play: '1x2', pick: winner(m2) }] })
      expect(chuan.code).toBe(ResultCode.OK)

      const entriesOf = async (u: { token: string }) => (await ok(h.s, 'api/Challenge/dan_user_list', { token: u.token })).list
      /** hit: odds − 1, miss: −1 */
      const unitReturn = (entries: Res<'api/Challenge/dan_user_list'>['list'], hits: number[]) =>
        Math.round(entries.reduce((sum, e) => sum + (hits.includes(e.legs[0].event_id) ? e.odds - 1 : -1), 0) * 100) / 100
      const ra = unitReturn(await entriesOf(a), [m1.id, m2.id])
      const rc = unitReturn(await entriesOf(c), [m3.id, m4.id])
      const rb = unitReturn(await entriesOf(b), [m1.id])
      const rd = unitReturn(await entriesOf(d), [m1.id])

      at(bj('2026-11-21T12:00:00')) // Saturday: every match has ended, same week
      const week = await ok(h.s, 'api/Challenge/dan_list', { period: 'week', token: a.token })
      expect(week.from).toBe(bj('2026-11-16T00:00:00'))
      expect(week.to).toBe(bj('2026-11-23T00:00:00'))
      const top2 = ra >= rc ? [a.id, c.id] : [c.id, a.id]
      const next2 = rd >= rb ? [d.id, b.id] : [b.id, d.id]
      expect(week.list.map((r) => [r.user.user_id, r.rank, r.hits])).toEqual([[top2[0], 1, 2], [top2[1], 2, 2], [next2[0], 3, 1], [next2[1], 4, 1]])
      expect(week.list.find((r) => r.user.user_id === a.id)?.return_units).toBe(ra)
      expect(week.mine?.user.user_id).toBe(a.id)
      const month = await ok(h.s, 'api/Challenge/dan_list', { period: 'month' })
      expect(month.list.map((r) => r.user.user_id)).toEqual(week.list.map((r) => r.user.user_id))
      const chuanList = await ok(h.s, 'api/Challenge/chuan_list', { period: 'week' })
      expect(chuanList.list.map((r) => [r.user.user_id, r.hits])).toEqual([[d.id, 1]])
      expect((await ok(h.s, 'api/Challenge/dan_xq', { id: chuan.data.id })).win_or_not).toBe(WIN_OR_NOT.hit)

      at(bj('2026-11-24T12:00:00')) // the next week
      expect((await ok(h.s, 'api/Challenge/dan_list', { period: 'week' })).total).toBe(0)
      expect((await ok(h.s, 'api/Challenge/dan_list', { period: 'month' })).total).toBe(4)

      expect(await ok(h.s, 'api/Challenge/follow_dg_gc_lts', { token: a.token, id: chuan.data.id })).toEqual({ followed: true, followers: 1 })
      const others = await ok(h.s, 'api/Challenge/chuan_user_list', { target_id: d.id, token: a.token })
      expect(others.list.map((e) => [e.id, e.followed])).toEqual([[chuan.data.id, true]])
    })
  })

  describe('expert application', () => {
    const admin = (payload: Record<string, unknown>, token?: string) =>
      h.s.app.inject({ method: 'POST', url: '/admin/experts', payload, headers: token === undefined ? {} : { 'x-admin-token': token } })

    it('needs real-name verification (code -2), one pending at a time; the operator approves or rejects with a reason', async () => {
      const u = await newMember()
      const apply = (title = '英超分析师', intro = '十年英超观察，专注赛前数据分析') => h.s.call('api/Apis/expert_check_in', { token: u.token, title, intro })
      expect((await apply()).code).toBe(ResultCode.REALNAME_REQUIRED)
      await insertRows(h.db, 'realname', { user_id: u.id, name: '张三', id_card_masked: '1101**********1234', id_card_hash: `hash-${u.id}`, verified_at: SEEDED_AT })
      expect((await apply('英', '太短')).code).toBe(ResultCode.FAIL)
      expect((await apply()).data).toMatchObject({ status: 'pending', is_expert: false, realname_verified: true })
      expect((await apply()).msg).toContain('审核中')

      expect((await admin({ user_id: u.id, approve: 1 })).statusCode).toBe(403)
      expect((await admin({ user_id: u.id, approve: 1 }, 'guess')).statusCode).toBe(403)
      expect((await admin({ user_id: u.id, approve: 0 }, h.s.config.adminToken)).json()).toMatchObject({ code: ResultCode.FAIL, msg: expect.stringContaining('原因') })
      expect((await admin({ user_id: u.id, approve: 0, reason: '简介不够具体' }, h.s.config.adminToken)).json()).toMatchObject({ code: ResultCode.OK, data: { status: 'rejected', reason: '简介不够具体' } })
      expect((await ok(h.s, 'api/Apis/expert_check_in_info', { token: u.token })).status).toBe('rejected')

      // publishing still refused, then a new application is approved
      const [m] = await fixtures(SEEDED_AT + 2 * HOUR, SEEDED_AT + 3 * DAY)
      expect((await single(u.token, m)).msg).toContain('只有专家')
      expect((await apply()).code).toBe(ResultCode.OK)
      const list = await h.s.app.inject({ method: 'GET', url: '/admin/experts', headers: { 'x-admin-token': h.s.config.adminToken } })
      expect(list.json().data.list.map((a: { user_id: number }) => a.user_id)).toContain(u.id)
      expect((await admin({ user_id: u.id, approve: 1 }, h.s.config.adminToken)).json()).toMatchObject({ code: ResultCode.OK, data: { status: 'approved', is_expert: true } })
      expect((await admin({ user_id: u.id, approve: 1 }, h.s.config.adminToken)).json().msg).toContain('没有待审核')
      expect((await apply()).msg).toContain('已经是专家')

      expect((await single(u.token, m)).code).toBe(ResultCode.OK)
      const profile = await ok(h.s, 'api/user/zjxq', { expert_id: u.id })
      expect(profile).toMatchObject({ title: '英超分析师', intro: '十年英超观察，专注赛前数据分析', joined_at: SEEDED_AT, on_sale: 1 })
      expect((await ok(h.s, 'api/user/get_member', { token: u.token })).is_expert).toBe(1)
    })
  })
})
