import { ResultCode } from '../../types/envelope'
import { MOMENTUM_FULL_BAR, PRESSURE_WEIGHTS, RATING_MAX, RATING_MIN } from '../../types/match-centre-rules'
import type { LiveDataByType, LivePushType } from '../../types/live'
import type { MatchDetail } from '../../types/football'
import type { RatingsRes } from '../../types/api/match.centre'
import { LiveTicker, type Publisher } from '../../mocks/features/match/live/ticker'
import { matchById } from '../../mocks/features/match/services/matchQueries'
import { ok, SEEDED_AT, useSeededServer } from './match.helpers'

const MIN = 60_000

/**
 * The match centre (issue 24): the momentum graph of 统计 and the player ratings of 阵容, read
 * against the match itself (its detail's stats and events) at moments the test clock picks.
 */
describe('match centre: momentum and ratings', () => {
  const h = useSeededServer()

  const detail = (id: number) => ok(h.s, 'api/Game/get_xq', { event_id1: id, type_of_competition: 1 })
  const events = (d: MatchDetail) => d.basics_match_event.flatMap((g) => g.events)
  const finished = async (limit = 30) => (await ok(h.s, 'api/Game/get', { status: 'finished', limit })).list
  const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0)

  it('draws nearly every bar under the full-height pressure, so the graph is rarely clipped', async () => {
    const bars: number[] = []
    for (const row of await finished(60)) {
      const g = await ok(h.s, 'api/Game/match_momentum', { event_id: row.id })
      for (const b of g.bins) bars.push(b.home, b.away)
    }
    const over = bars.filter((x) => x > MOMENTUM_FULL_BAR).length
    const mean = sum(bars) / bars.length
    console.log(`[momentum] ${bars.length} bars: mean ${mean.toFixed(1)}, max ${Math.max(...bars)}, over ${MOMENTUM_FULL_BAR}: ${over}`)
    expect(over / bars.length).toBeLessThan(0.02)
    expect(mean).toBeGreaterThan(MOMENTUM_FULL_BAR / 6)
  })

  it('adds up, at the whistle, to the attacks, dangerous attacks and shots of 统计, and marks every goal and card', async () => {
    for (const row of await finished(12)) {
      const [d, g] = await Promise.all([detail(row.id), ok(h.s, 'api/Game/match_momentum', { event_id: row.id })])
      const pressure = (s: MatchDetail['home_team_array']) =>
        s.attacks * PRESSURE_WEIGHTS.attack + s.dangerous_attacks * PRESSURE_WEIGHTS.dangerous + (s.shots_on_goal + s.shots_off_goal) * PRESSURE_WEIGHTS.shot
      expect(g.minutes_shown).toBe(g.last_minute)
      expect(g.bins).toHaveLength(Math.ceil(g.last_minute / g.bin_minutes))
      expect(sum(g.bins.map((b) => b.home))).toBe(pressure(d.home_team_array))
      expect(sum(g.bins.map((b) => b.away))).toBe(pressure(d.away_team_array))
      const marked = events(d).filter((e) => ['goal', 'penalty_goal', 'own_goal', 'yellow', 'red', 'second_yellow'].includes(e.type))
      expect(g.marks.map((m) => [m.minute_text, m.side])).toEqual(marked.map((e) => [e.minute_text, e.side]))
      expect(g.marks.filter((m) => m.kind === 'goal')).toHaveLength(marked.filter((e) => e.type.endsWith('goal')).length)
    }
  })

  it('shows a side pressing in the bar of its goals: most goals sit in a bar above the scorer side\'s average', async () => {
    let goals = 0
    let above = 0
    for (const row of await finished(40)) {
      const [d, g] = await Promise.all([detail(row.id), ok(h.s, 'api/Game/match_momentum', { event_id: row.id })])
      for (const e of events(d).filter((x) => ['goal', 'penalty_goal', 'own_goal'].includes(x.type) && x.minute <= g.last_minute)) {
        const side = e.side === 'home' ? 'home' : 'away'
        const mean = sum(g.bins.map((b) => b[side])) / g.bins.length
        const bar = g.bins.find((b) => b.from <= e.minute && e.minute < b.from + g.bin_minutes)!
        goals++
        if (bar[side] > mean) above++
      }
    }
    expect(goals).toBeGreaterThan(30)
    expect(above / goals).toBeGreaterThan(0.8)
  })

  it('grows with the clock: before kickoff empty, mid-match only the minutes played, and those bars never change later', async () => {
    const [row] = await finished(1)
    const m = (await matchById(h.db, row.id))!
    h.s.clock.t = m.start_at - MIN
    expect(await ok(h.s, 'api/Game/match_momentum', { event_id: row.id })).toMatchObject({ minutes_shown: 0, bins: [], marks: [] })
    h.s.clock.t = m.start_at + 30 * MIN + 10_000
    const mid = await ok(h.s, 'api/Game/match_momentum', { event_id: row.id })
    const d = await detail(row.id)
    expect(mid.minutes_shown).toBe(30)
    expect(mid.bins).toHaveLength(10)
    expect(mid.marks).toHaveLength(events(d).filter((e) => ['goal', 'penalty_goal', 'own_goal', 'yellow', 'red', 'second_yellow'].includes(e.type)).length)
    h.s.clock.t = SEEDED_AT
    const full = await ok(h.s, 'api/Game/match_momentum', { event_id: row.id })
    expect(full.bins.slice(0, 10)).toEqual(mid.bins)
  })

  it('answers a bad or unknown match id with the envelope, not a crash', async () => {
    expect((await h.s.call('api/Game/match_momentum', { event_id: 'x; drop table' })).code).not.toBe(ResultCode.OK)
    expect((await h.s.call('api/Game/match_momentum', { event_id: 999999999 })).code).not.toBe(ResultCode.OK)
    expect((await h.s.call('api/Game/match_ratings', { event_id: -3 })).code).not.toBe(ResultCode.OK)
  })

  it('pushes only the newest bar on the live channel as the minutes pass (a few dozen bytes)', async () => {
    const [live] = (await ok(h.s, 'api/Game/get', { status: 'live', limit: 5 })).list.filter((r) => r.elapsed < 80)
    const sent: Array<{ type: LivePushType; data: LiveDataByType[LivePushType] }> = []
    const out: Publisher = { publish: (_t, type, data) => void sent.push({ type, data }), publishScoreboard: () => undefined, watchedMatchIds: () => [live.id] }
    const ticker = new LiveTicker(h.db, h.s.clock, out)
    await ticker.watch(live.id)
    await ticker.tick()
    h.s.clock.advance(4 * MIN)
    await ticker.tick()
    const pushes = sent.filter((p) => p.type === 'momentum').map((p) => p.data as LiveDataByType['momentum'])
    expect(pushes.length).toBeGreaterThan(0)
    const graph = await ok(h.s, 'api/Game/match_momentum', { event_id: live.id })
    const newest = graph.bins.at(-1)!
    expect(pushes.at(-1)).toEqual({ match_id: live.id, from: newest.from, home: newest.home, away: newest.away, minutes_shown: graph.minutes_shown })
    expect(JSON.stringify(pushes.at(-1)).length).toBeLessThan(120)
  })

  describe('ratings', () => {
    const all = (r: RatingsRes) => [...r.home, ...r.away]
    const quiet = (p: RatingsRes['home'][number]) => p.goals + p.assists + p.yellow + p.red === 0

    it('rate within 0–10 with one decimal, a scorer above an event-free teammate, a red card below, and mark the best player', async () => {
      let scorers = 0
      let reds = 0
      for (const row of await finished(100)) {
        const r = await ok(h.s, 'api/Game/match_ratings', { event_id: row.id })
        expect(r).toMatchObject({ started: true, final: true })
        const players = all(r)
        for (const p of players) {
          expect(p.rating).toBeGreaterThanOrEqual(RATING_MIN)
          expect(p.rating).toBeLessThanOrEqual(RATING_MAX)
          expect(Math.abs(p.rating * 10 - Math.round(p.rating * 10))).toBeLessThan(1e-9)
        }
        const best = players.filter((p) => p.best)
        expect(best).toHaveLength(1)
        expect(best[0].player.id).toBe(r.best_player_id)
        expect(best[0].rating).toBe(Math.max(...players.map((p) => p.rating)))
        for (const side of [r.home, r.away]) {
          const calm = side.filter((p) => quiet(p) && p.player.position !== '门将')
          for (const s of side.filter((p) => p.goals > 0 && p.red === 0)) {
            scorers++
            for (const c of calm) expect(s.rating).toBeGreaterThan(c.rating)
          }
          for (const s of side.filter((p) => p.red > 0 && p.goals + p.assists === 0)) {
            reds++
            for (const c of calm) expect(s.rating).toBeLessThan(c.rating)
          }
        }
      }
      expect(scorers).toBeGreaterThan(10)
      expect(reds).toBeGreaterThan(0)
    })

    it('follow the match live and are final at the whistle; a goal lifts its scorer', async () => {
      const rows = await finished(40)
      let checked = 0
      for (const row of rows) {
        const d = await detail(row.id)
        const goal = events(d).find((e) => e.type === 'goal' && e.minute > 5 && e.minute < 85)
        if (!goal || !goal.player_id) continue
        const m = (await matchById(h.db, row.id))!
        // first-half goals: minute n starts n-1 minutes after kickoff; read just before it and two minutes after
        if (goal.minute > 42) continue
        const at = (minute: number) => m.start_at + (minute - 1) * MIN
        h.s.clock.t = at(goal.minute) - MIN
        const before = await ok(h.s, 'api/Game/match_ratings', { event_id: row.id })
        h.s.clock.t = at(goal.minute + 2)
        const after = await ok(h.s, 'api/Game/match_ratings', { event_id: row.id })
        expect(before.final).toBe(false)
        expect(after.final).toBe(false)
        const rating = (r: RatingsRes) => all(r).find((p) => p.player.id === goal.player_id)
        expect(rating(after)!.goals).toBe(rating(before)!.goals + 1)
        expect(rating(after)!.rating).toBeGreaterThan(rating(before)!.rating)
        for (const p of all(after)) expect(p.minutes).toBeLessThanOrEqual(goal.minute + 2)
        h.s.clock.t = SEEDED_AT
        expect((await ok(h.s, 'api/Game/match_ratings', { event_id: row.id })).final).toBe(true)
        if (++checked >= 5) break
      }
      expect(checked).toBeGreaterThan(0)
      h.s.clock.t = (await matchById(h.db, rows[0].id))!.start_at - MIN
      expect(await ok(h.s, 'api/Game/match_ratings', { event_id: rows[0].id })).toMatchObject({ started: false, final: false, home: [], away: [], best_player_id: null })
    })
  })
})
