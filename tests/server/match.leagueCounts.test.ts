import { MATCH_LIST_FILTERS } from '../../types/match-status'
import { createMember, ok, SEEDED_AT, useSeededServer } from './match.helpers'

const HOUR = 3_600_000
const DAY = 24 * HOUR

/** Beijing date `offset` days from the seeded day */
const dateOf = (offset: number) => new Date(SEEDED_AT + offset * DAY + 8 * HOUR).toISOString().slice(0, 10)

/**
 * The competition filter of 赛事 (即时/赛程/赛果/全部/关注, a day): every league's pill counts what the
 * list shows once that league is picked, and the pills add up to the unfiltered list.
 */
describe('the competition filter counts what each list shows', () => {
  const h = useSeededServer({ resetClock: false })

  async function expectPillsMatchList(filter: Record<string, unknown>): Promise<number> {
    const pills = await ok(h.s, 'api/Game/List_of_events', filter)
    const all = await ok(h.s, 'api/Game/get', { ...filter, limit: 1 })
    expect(pills.reduce((n, p) => n + p.match_count, 0)).toBe(all.total)
    for (const p of pills) {
      const picked = await ok(h.s, 'api/Game/get', { ...filter, league_ids: `${p.id}`, limit: 100 })
      expect({ league: p.short_name, ...filter, shown: picked.total }).toEqual({ league: p.short_name, ...filter, shown: p.match_count })
      expect(p.match_count).toBeGreaterThan(0)
      expect(p.live_count).toBe(picked.list.filter((m) => m.status_id >= 1 && m.status_id <= 5).length)
    }
    return pills.length
  }

  it('per segment and day, at a quiet noon and on a busy evening', async () => {
    let leaguesSeen = 0
    for (const t of [SEEDED_AT, SEEDED_AT + 8.5 * HOUR]) {
      h.s.clock.t = t
      for (const status of MATCH_LIST_FILTERS) {
        for (const offset of [-2, -1, 0, 1, 2]) leaguesSeen += await expectPillsMatchList({ status, date: dateOf(offset) })
      }
    }
    expect(leaguesSeen).toBeGreaterThan(0)
  }, 120_000)

  it('即时 counts only the matches being played, and a finished day is empty on 赛程 and a coming one on 赛果', async () => {
    h.s.clock.t = SEEDED_AT + 8.5 * HOUR
    const live = await ok(h.s, 'api/Game/List_of_events', { status: 'live' })
    const playing = await ok(h.s, 'api/Game/get', { status: 'live', limit: 1 })
    expect(playing.total).toBeGreaterThan(0)
    expect(live.reduce((n, p) => n + p.match_count, 0)).toBe(playing.total)
    for (const p of live) expect(p.live_count).toBe(p.match_count)
    expect(await ok(h.s, 'api/Game/List_of_events', { status: 'finished', date: dateOf(1) })).toEqual([])
    expect(await ok(h.s, 'api/Game/List_of_events', { status: 'not_started', date: dateOf(-1) })).toEqual([])
  })

  it('关注 counts the signed-in user\'s followed matches, and asks for a login without one', async () => {
    h.s.clock.t = SEEDED_AT
    const { token } = await createMember(h.db, '13900001111', SEEDED_AT)
    const day = await ok(h.s, 'api/Game/get', { status: 'all', limit: 5 })
    for (const m of day.list.slice(0, 3)) await ok(h.s, 'api/Game/event_attention', { token, event_id: m.id, attention: true })
    expect(await expectPillsMatchList({ status: 'all', followed: true, token })).toBeGreaterThan(0)
    const anonymous = await h.s.call('api/Game/List_of_events', { followed: true })
    expect(anonymous.msg).toContain('登录')
  })
})
