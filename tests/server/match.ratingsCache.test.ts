import type { RatingsRes } from '../../types/api/match.centre'
import type { MatchDbRow } from '../../mocks/features/match/services/matchView'
import { matchById } from '../../mocks/features/match/services/matchQueries'
import { scriptOf } from '../../mocks/features/match/services/matchView'
import { ratingsAt } from '../../mocks/features/match/services/ratings'
import { storeAllFinalRatings } from '../../mocks/features/match/services/finalRatings'
import { playerLine } from '../../mocks/features/match/services/playerSeason'
import { teamSeason } from '../../mocks/features/match/services/teamSeason'
import { recentFinishedOf } from '../../mocks/features/match/services/matchQueries'
import type { ScriptEvent } from '../../mocks/features/match/engine/script'
import { allRows, countOf, q, someRow } from './rows'
import { ok, SEEDED_AT, useSeededServer } from './match.helpers'

/**
 * The match ratings are read as a lookup (issue 24, docs/product/match-centre.md): a live match's
 * answer is kept until an event, the status or the minute changes, a finished match's final ratings
 * are stored once and the player card reads them. Whatever was kept or stored, each answer must be
 * the one the rule gives when the match is replayed from scratch at that moment (ratingsAt).
 */
describe('match ratings kept and stored', () => {
  const h = useSeededServer()

  const finishedRows = async (limit: number) => (await ok(h.s, 'api/Game/get', { status: 'finished', limit })).list
  const read = (id: number) => ok(h.s, 'api/Game/match_ratings', { event_id: id })
  /** the answer the rule gives at the clock's moment, from nothing kept (as the schema-checked response carries it) */
  const fresh = async (m: MatchDbRow): Promise<RatingsRes> => JSON.parse(JSON.stringify(await ratingsAt(h.db, m, h.s.clock.now())))
  const atSecond = (m: MatchDbRow, sec: number) => m.start_at + sec * 1000

  /** a finished match with an event of this kind, and the event */
  async function matchWith(kinds: string[], skip = 0): Promise<{ m: MatchDbRow; e: ScriptEvent }> {
    for (const row of await finishedRows(80)) {
      const m = (await matchById(h.db, row.id))!
      const found = (await scriptOf(h.db, m.id)).events.filter((x) => kinds.includes(x[3]) && x[1] > 3 && x[1] < 88)
      if (found.length > skip) return { m, e: found[skip] }
    }
    throw new Error(`no finished match with ${kinds.join('/')}`)
  }

  it.each([
    ['a goal', ['goal', 'penalty_goal']],
    ['a card', ['yellow', 'red', 'second_yellow']],
    ['a substitution', ['sub']],
  ])('after %s at a set clock, answers what a fresh recompute gives, not what it kept a second before', async (_what, kinds) => {
    const { m, e } = await matchWith(kinds)
    h.s.clock.t = atSecond(m, e[0] - 1)
    const before = await read(m.id)
    expect(await read(m.id)).toEqual(before)
    expect(before).toEqual(await fresh(m))
    h.s.clock.t = atSecond(m, e[0])
    const after = await read(m.id)
    expect(after).toEqual(await fresh(m))
    expect(after).not.toEqual(before)
    const player = (r: RatingsRes) => [...r.home, ...r.away].find((p) => p.player.id === (e[3] === 'sub' ? e[6] : e[5]))
    if (e[3] === 'sub') expect([player(before), player(after)?.minutes]).toEqual([undefined, 0])
    else if (e[3].endsWith('goal')) expect(player(after)!.goals).toBe(player(before)!.goals + 1)
    else expect(player(after)!.yellow + player(after)!.red).toBe(player(before)!.yellow + player(before)!.red + 1)
  })

  it('moves with the minute between events (minutes played) and turns final at the whistle, live again when the clock goes back', async () => {
    const { m } = await matchWith(['goal'])
    const end = (m.end_at - m.start_at) / 1000
    h.s.clock.t = atSecond(m, 50 * 60)
    const early = await read(m.id)
    h.s.clock.t = atSecond(m, 70 * 60)
    const later = await read(m.id)
    expect(later).toEqual(await fresh(m))
    expect(Math.max(...later.home.map((p) => p.minutes))).toBeGreaterThan(Math.max(...early.home.map((p) => p.minutes)))
    h.s.clock.t = atSecond(m, end - 1)
    const last = await read(m.id)
    expect(last.final).toBe(false)
    expect(last).toEqual(await fresh(m))
    h.s.clock.t = atSecond(m, end)
    const whistle = await read(m.id)
    expect(whistle.final).toBe(true)
    expect(whistle).toEqual(await fresh(m))
    h.s.clock.t = atSecond(m, 60 * 60)
    const back = await read(m.id)
    expect(back.final).toBe(false)
    expect(back).toEqual(await fresh(m))
  })

  it("stores a finished match's final ratings once, equal to the recompute, and answers them again unchanged", async () => {
    const rows = await finishedRows(40)
    for (const row of rows) {
      const m = (await matchById(h.db, row.id))!
      const first = await read(m.id)
      expect(first).toMatchObject({ started: true, final: true })
      expect(first).toEqual(await fresh(m))
      expect(await read(m.id)).toEqual(first)
    }
    const stored = await allRows(h.db, q.selectFrom('fb_final_ratings').select('match_id').where('match_id', 'in', rows.map((r) => r.id)))
    expect(stored).toHaveLength(rows.length)
  })

  it("gives on the player card the mean of his matches' recomputed ratings, and the lines of his matches", async () => {
    const [row] = await finishedRows(1)
    const teamId = row.home_team.id
    const stats = await ok(h.s, 'api/Game/team_stats', { team_id: teamId })
    const players = [stats.top_scorers[0].player.id, ...(await ok(h.s, 'api/Game/team_squad', { team_id: teamId })).groups.flatMap((g) => g.players.map((p) => p.id)).slice(0, 4)]
    const now = h.s.clock.now()
    const season = (await teamSeason(h.db, teamId, now)).matches
    for (const playerId of players) {
      const card = await ok(h.s, 'api/Game/player_card', { player_id: playerId })
      const mine = (await Promise.all(season.map(async (m) => {
        const r = await ratingsAt(h.db, m, now)
        const p = [...r.home, ...r.away].find((x) => x.player.id === playerId)
        return p ? [p.rating] : []
      }))).flat()
      expect(card.season.appearances).toBe(mine.length)
      expect(card.season.average_rating).toBe(mine.length ? Math.round((mine.reduce((a, b) => a + b, 0) / mine.length) * 10) / 10 : null)
      const lines = (await Promise.all((await recentFinishedOf(h.db, teamId, now, 15)).map((m) => playerLine(h.db, m, playerId)))).filter((l) => l !== null).slice(0, 5)
      expect(card.last_matches.map((l) => [l.match.id, l.started, l.minutes, l.goals, l.assists, l.yellow, l.red]))
        .toEqual(lines.map((l) => [l.match.id, l.started, l.minutes, l.goals, l.assists, l.yellow, l.red]))
    }
  })

  it('stores at a start every match finished by then, and at the next top-up only the matches finished since', async () => {
    const finishedBy = async (t: number) => (await allRows(h.db, q.selectFrom('fb_matches').select('id').where('end_at', '<=', t).where('postponed', '=', 0))).length
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined)
    try {
      await storeAllFinalRatings(h.db, SEEDED_AT)
      expect(await countOf(h.db, 'fb_final_ratings')).toBe(await finishedBy(SEEDED_AT))
      expect(await storeAllFinalRatings(h.db, SEEDED_AT)).toBe(0)
      const later = SEEDED_AT + 3 * 3_600_000
      const since = (await finishedBy(later)) - (await finishedBy(SEEDED_AT))
      expect(since).toBeGreaterThan(0)
      expect(await storeAllFinalRatings(h.db, later)).toBe(since)
    } finally {
      log.mockRestore()
    }
    // what was stored in one go answers as the rule does
    const newest = await someRow(h.db, q.selectFrom('fb_final_ratings').select('match_id').orderBy('match_id', 'desc').limit(1), 'stored ratings')
    const m = (await matchById(h.db, newest.match_id))!
    h.s.clock.t = SEEDED_AT + 3 * 3_600_000
    return read(m.id).then(async (r) => expect(r).toEqual(await fresh(m)))
  }, 180_000)

  afterAll(() => {
    h.s.clock.t = SEEDED_AT
  })
})
