import { allRows, q, valuesOf } from './rows'
import { ok, SEED_TIMEOUT_MS, startSeededServer, type SeededServer } from './match.helpers'

type RawEvent = [number, number, number, string, 0 | 1, number, number]

/**
 * A keeper sent off is replaced by the bench keeper: an outfield player leaves and the substitute
 * keeper comes on, in the events and on the pitch (the sent-off keeper and the player taken off do
 * nothing more in the match).
 */
describe('a keeper sent off', () => {
  let h: SeededServer
  let cases: Array<{ id: number; end: number; side: 0 | 1; keeper: number; sec: number }>
  beforeAll(async () => {
    h = await startSeededServer()
    const keepers = new Set(await valuesOf(h.db, 'fb_players', 'id', { position: '门将' }))
    const rows = await allRows(h.db, q.selectFrom('fb_matches').select(['id', 'end_at', 'script']).where('postponed', '=', 0).where('end_at', '<=', h.s.clock.now()))
    cases = rows.flatMap((m) => {
      const events = (JSON.parse(m.script) as { events: RawEvent[] }).events
      return events.filter((e) => (e[3] === 'red' || e[3] === 'second_yellow') && keepers.has(e[5])).map((e) => ({ id: m.id, end: m.end_at, side: e[4], keeper: e[5], sec: e[0] }))
    })
  }, SEED_TIMEOUT_MS)
  afterAll(() => h.s.close())

  it('is replaced by the substitute keeper, who takes an outfield player\'s place', async () => {
    expect(cases.length).toBeGreaterThan(10)
    let replaced = 0
    for (const c of cases) {
      const detail = await ok(h.s, 'api/Game/get_xq', { event_id1: c.id, type_of_competition: 1 })
      const lineup = await ok(h.s, 'api/Game/xq_bszr', { event_id: c.id })
      const team = c.side === 0 ? lineup.home : lineup.away
      const side = c.side === 0 ? 'home' : 'away'
      const events = detail.basics_match_event.flatMap((g) => g.events).filter((e) => e.side === side)
      const off = events.findIndex((e) => (e.type === 'red' || e.type === 'second_yellow') && e.player_id === c.keeper)
      expect(off).toBeGreaterThanOrEqual(0)
      const spare = team.substitutes.find((p) => p.position === '门将')
      const subs = events.filter((e) => e.type === 'sub')
      const keeperOn = subs.find((e) => e.related_player_id === spare?.id)
      if (!keeperOn) {
        // allowed only when the bench has no keeper or every substitution was already made
        expect({ match: c.id, spare: spare?.id ?? null, subsBefore: subs.filter((e) => e.minute <= events[off].minute).length >= 5 }).toEqual(
          { match: c.id, spare: spare?.id ?? null, subsBefore: spare !== undefined })
        continue
      }
      replaced++
      expect(keeperOn.minute).toBe(events[off].minute)
      const taken = team.starters.concat(team.substitutes).find((p) => p.id === keeperOn.player_id)
      expect(taken?.position).not.toBe('门将')
      // neither the keeper sent off nor the player taken off does anything afterwards
      const after = events.slice(events.indexOf(keeperOn) + 1)
      for (const e of after) expect({ type: e.type, minute: e.minute, off: events[off].minute, keeper: [e.player_id, e.related_player_id].includes(c.keeper) }).toEqual({ type: e.type, minute: e.minute, off: events[off].minute, keeper: false })
      for (const e of after) expect({ type: e.type, minute: e.minute, ids: [e.player_id, e.related_player_id].includes(keeperOn.player_id) }).toEqual({ type: e.type, minute: e.minute, ids: false })
      expect(subs.length).toBeLessThanOrEqual(5)
    }
    expect(replaced).toBeGreaterThan(cases.length / 2)
  }, 120_000)
})
