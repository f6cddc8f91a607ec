import { ResultCode } from '../../types/envelope'
import { MatchStatus } from '../../types/match-status'
import type { MatchDetail, MatchRow } from '../../types/football'
import { createMember, ok, parseScore, SEEDED_AT, useSeededServer } from './match.helpers'

const MIN = 60_000

describe('live matches and the simulation clock', () => {
  const h = useSeededServer()

  /** the next match of the day that has not kicked off yet */
  async function nextMatch(): Promise<MatchRow> {
    const page = await ok(h.s, 'api/Game/get', { status: 'not_started', limit: 1 })
    expect(page.list).toHaveLength(1)
    return page.list[0]
  }

  async function detailAt(id: number, t: number): Promise<MatchDetail> {
    h.s.clock.t = t
    return ok(h.s, 'api/Game/get_xq', { event_id1: id, type_of_competition: 1 })
  }

  it('has matches being played at any moment of the coming week', async () => {
    for (let t = SEEDED_AT; t < SEEDED_AT + 7 * 24 * 60 * MIN; t += 97 * MIN) {
      h.s.clock.t = t
      const live = await ok(h.s, 'api/Game/get', { status: 'live', limit: 5 })
      expect(live.total).toBeGreaterThan(0)
      for (const m of live.list) expect([1, 2, 3, 4, 5]).toContain(m.status_id)
    }
  })

  it('moves a match through not started, first half, half time, second half and finished', async () => {
    const m = await nextMatch()
    const statuses: number[] = []
    for (let t = m.start_at - MIN; t < m.start_at + 130 * MIN; t += MIN) {
      const d = await detailAt(m.id, t)
      if (statuses[statuses.length - 1] !== d.status_id) statuses.push(d.status_id)
    }
    expect(statuses.slice(0, 4)).toEqual([MatchStatus.NOT_STARTED, MatchStatus.FIRST_HALF, MatchStatus.HALF_TIME, MatchStatus.SECOND_HALF])
    expect(statuses[statuses.length - 1]).toBe(MatchStatus.FINISHED)
  })

  it('shows at minute 80 the same story as at minute 10, continued', async () => {
    const m = await nextMatch()
    let t = m.start_at + 9 * MIN + 30_000
    const at10 = await detailAt(m.id, t)
    expect(at10.elapsed).toBe(10)
    // minute 80 lies after the half-time break
    let at80 = at10
    while (at80.elapsed < 80 || at80.status_id !== MatchStatus.SECOND_HALF) {
      t += MIN
      at80 = await detailAt(m.id, t)
    }
    const events10 = at10.basics_match_event.flatMap((g) => g.events)
    const events80 = at80.basics_match_event.flatMap((g) => g.events)
    expect(events80.slice(0, events10.length)).toEqual(events10)
    expect(at80.basics_text_broadcast.slice(0, at10.basics_text_broadcast.length)).toEqual(at10.basics_text_broadcast)
    expect(at80.basics_text_broadcast.length).toBeGreaterThan(at10.basics_text_broadcast.length)
    for (const e of events80) expect(e.minute).toBeLessThanOrEqual(80)
    // the score is the goals told so far, and stats only grow
    for (const d of [at10, at80]) {
      const goals = d.basics_match_event.flatMap((g) => g.events).filter((e) => e.type === 'goal' || e.type === 'penalty_goal' || e.type === 'own_goal')
      const [home, away] = parseScore(d.current_score)
      expect(goals.filter((e) => e.side === 'home')).toHaveLength(home)
      expect(goals.filter((e) => e.side === 'away')).toHaveLength(away)
      expect(d.home_team_array.shots_on_goal).toBeGreaterThanOrEqual(home)
    }
    expect(at80.home_team_array.attacks).toBeGreaterThanOrEqual(at10.home_team_array.attacks)
    expect(at80.home_team_array.ball_possession + at80.away_team_array.ball_possession).toBe(100)
    expect(at80.half_score).not.toBe('')
    expect(at10.half_score).toBe('')
  })

  it('answers everyone the same at the same moment', async () => {
    const m = await nextMatch()
    const a = await detailAt(m.id, m.start_at + 70 * MIN)
    const b = await detailAt(m.id, m.start_at + 70 * MIN)
    expect(b).toEqual(a)
  })

  it('never reveals a result before it happens', async () => {
    const m = await nextMatch()
    const before = await detailAt(m.id, m.start_at - MIN)
    expect(before).toMatchObject({ status_id: 0, current_score: '', half_score: '', full_score: '', basics_text_broadcast: [], basics_match_event: [] })
    expect(before.home_team_array.attacks).toBe(0)
  })

  it('plays extra time and penalties in some cup ties', async () => {
    // a drawn knockout tie in the past carries an extra-time score and, when still level, penalties
    const cup = await ok(h.s, 'api/game/database_schedule', { league_id: 27, round: 1 })
    const all: MatchRow[] = []
    for (const league of [27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40]) {
      const seasons = await ok(h.s, 'api/game/basics_list_of_seasons_list', { league_id: league })
      for (const season of seasons) {
        const sched = await ok(h.s, 'api/game/database_schedule', { league_id: league, season_id: season.id })
        for (const r of sched.rounds) all.push(...(await ok(h.s, 'api/game/database_schedule', { league_id: league, season_id: season.id, round: r.round })).list)
      }
    }
    expect(cup.league.type).toBe(2)
    const extra = all.filter((m) => m.extra_score !== '')
    expect(extra.length).toBeGreaterThan(0)
    for (const m of extra) {
      const [fh, fa] = parseScore(m.full_score)
      expect(fh).toBe(fa)
    }
    const shootouts = all.filter((m) => m.penalty_score !== '')
    expect(shootouts.length).toBeGreaterThan(0)
    for (const m of shootouts) {
      const [eh, ea] = parseScore(m.extra_score)
      const [ph, pa] = parseScore(m.penalty_score)
      expect(eh).toBe(ea)
      expect(ph).not.toBe(pa)
    }
  })

  it('pages the match list without repeats and filters by league and status', async () => {
    const first = await ok(h.s, 'api/Game/get', { limit: 10, page: 1 })
    const second = await ok(h.s, 'api/Game/get', { limit: 10, page: 2 })
    expect(first.total).toBeGreaterThan(20)
    expect(first.has_more).toBe(true)
    const ids = new Set([...first.list, ...second.list].map((m) => m.id))
    expect(ids.size).toBe(20)
    const [playing] = await ok(h.s, 'api/Game/List_of_events', { date: '2026-11-15' })
    const oneLeague = await ok(h.s, 'api/Game/get', { league_ids: `${playing.id}`, date: '2026-11-15', limit: 100 })
    expect(oneLeague.total).toBe(playing.match_count)
    for (const m of oneLeague.list) {
      expect(m.league.id).toBe(playing.id)
      expect(m.start_at_time.startsWith('2026-11-15')).toBe(true)
    }
    const finished = await ok(h.s, 'api/Game/get', { status: 'finished', limit: 100 })
    for (const m of finished.list) expect(m.status_id).toBe(MatchStatus.FINISHED)
    const coming = await ok(h.s, 'api/Game/get', { status: 'not_started', limit: 100 })
    for (const m of coming.list) expect(m.start_at).toBeGreaterThan(SEEDED_AT)
    const events = await ok(h.s, 'api/Game/List_of_events', {})
    expect(events.reduce((n, e) => n + e.match_count, 0)).toBe(first.total)
  })

  it('answers what changed since a moment, so a live list is patched instead of reloaded', async () => {
    const before = await ok(h.s, 'api/Game/get', { status: 'live', limit: 100 })
    h.s.clock.advance(3 * MIN)
    const changes = await ok(h.s, 'api/Game/immediately', { since: before.server_time })
    const now = await ok(h.s, 'api/Game/get', { status: 'all', limit: 100 })
    expect(changes.server_time).toBe(SEEDED_AT + 3 * MIN)
    // every match live before is in the patch, with the state a full reload shows
    for (const m of before.list) {
      const patched = changes.list.find((x) => x.id === m.id)
      expect(patched).toBeDefined()
      const reloaded = now.list.find((x) => x.id === m.id)
      if (reloaded) expect(patched).toEqual(reloaded)
    }
    // a match that was not played in between is not in the patch
    const quiet = now.list.find((x) => x.start_at > SEEDED_AT + 3 * MIN)
    if (quiet) expect(changes.list.some((x) => x.id === quiet.id)).toBe(false)
    const stale = await h.s.call('api/Game/immediately', { since: SEEDED_AT - 3 * 3_600_000 })
    expect(stale.code).toBe(ResultCode.FAIL)
    expect(stale.msg).toContain('since')
  })

  it('patches the live list with the matches that finished and the fixtures with those that kicked off', async () => {
    // the live match that ends first, and the next kickoff of the day
    const live = await ok(h.s, 'api/Game/get', { status: 'live', limit: 100 })
    const ending = await Promise.all(live.list.map(async (m) => ({ m, end: (await matchEnd(m.id)) })))
    const first = ending.sort((a, b) => a.end - b.end)[0]
    const kickoff = await nextMatch()
    const since = live.server_time
    h.s.clock.t = Math.max(first.end, kickoff.start_at) + MIN

    const livePatch = await ok(h.s, 'api/Game/immediately', { status: 'live', since })
    const finished = livePatch.list.find((x) => x.id === first.m.id)
    expect(finished?.status_id).toBe(MatchStatus.FINISHED)

    const fixturesPatch = await ok(h.s, 'api/Game/immediately', { status: 'not_started', since })
    const started = fixturesPatch.list.find((x) => x.id === kickoff.id)
    expect(started).toBeDefined()
    expect(started?.status_id).not.toBe(MatchStatus.NOT_STARTED)
  })

  /** when a match is over: the first moment its detail says 完场 (minute steps from kickoff) */
  async function matchEnd(id: number): Promise<number> {
    const start = (await ok(h.s, 'api/Game/get_xq', { event_id1: id, type_of_competition: 1 })).start_at
    for (let t = start; t < start + 4 * 60 * MIN; t += MIN) {
      if ((await detailAt(id, t)).status_id === MatchStatus.FINISHED) {
        h.s.clock.t = SEEDED_AT
        return t
      }
    }
    throw new Error(`match ${id} never finished`)
  }

  it('keeps follows per user', async () => {
    const fan = await createMember(h.db, '13800000001', SEEDED_AT)
    const other = await createMember(h.db, '13800000002', SEEDED_AT)
    const m = await nextMatch()
    const denied = await h.s.call('api/Game/event_attention', { event_id: m.id })
    expect(denied.code).toBe(ResultCode.LOGIN_REQUIRED)
    expect(await ok(h.s, 'api/Game/event_attention', { event_id: m.id, attention: 1, token: fan.token })).toEqual({ event_id: m.id, followed: true, followers: 1 })
    const mine = await ok(h.s, 'api/Game/gz_event_attention', { token: fan.token })
    expect(mine.list.map((x) => x.id)).toEqual([m.id])
    expect(mine.list[0].followed).toBe(true)
    expect((await ok(h.s, 'api/Game/gz_event_attention', { token: other.token })).total).toBe(0)
    expect(await ok(h.s, 'api/game/chakgz', { event_ids: `${m.id}`, token: other.token })).toEqual([{ event_id: m.id, followed: false }])
    expect(await ok(h.s, 'api/game/gxqrs', { event_ids: `${m.id}` })).toEqual([{ event_id: m.id, followers: 1 }])
    const followedList = await ok(h.s, 'api/Game/get', { followed: 1, token: fan.token })
    expect(followedList.list.map((x) => x.id)).toEqual([m.id])
    await ok(h.s, 'api/Game/event_attention', { event_id: m.id, attention: 0, token: fan.token })
    expect((await ok(h.s, 'api/Game/gz_event_attention', { token: fan.token })).total).toBe(0)
  })
})
