import type { FbMatchesTable } from '../../mocks/features/match/tables'
import { allRows, q, rowsOf } from './rows'
import { ok, SEED_TIMEOUT_MS, startSeededServer, type SeededServer } from './match.helpers'

const MIN = 60_000

/** a match that went to extra time or penalties, as stored */
type DecidedRow = { id: number } & Pick<FbMatchesTable, 'home_team_id' | 'away_team_id' | 'end_at' | 'ft_home' | 'ft_away' | 'et_home' | 'et_away' | 'pen_home' | 'pen_away'>

/**
 * A team's record (近期战绩) counts by the rule its page states: 90 minutes (stoppage included);
 * extra time and penalties are marked, not counted. The summary and the strip are a recount of the
 * rows the page lists, checked here against the stored 90-minute scores.
 */
describe("a team's record counts its own rows by the 90-minute rule", () => {
  let h: SeededServer
  let decided: DecidedRow[]
  beforeAll(async () => {
    h = await startSeededServer()
    decided = await allRows(h.db, q.selectFrom('fb_matches').select(['id', 'home_team_id', 'away_team_id', 'end_at', 'ft_home', 'ft_away', 'et_home', 'et_away', 'pen_home', 'pen_away'])
      .where((eb) => eb.or([eb('et_home', 'is not', null), eb('pen_home', 'is not', null)])).orderBy('end_at'))
  }, SEED_TIMEOUT_MS)
  afterAll(() => h.s.close())

  it('the seeded cups have ties decided in extra time and on penalties', () => {
    expect(decided.filter((m) => m.pen_home === null).length).toBeGreaterThan(10)
    expect(decided.filter((m) => m.pen_home !== null).length).toBeGreaterThan(10)
  })

  it('summary and strip equal the rows, and the rows carry the 90-minute, extra-time and penalty scores', async () => {
    const byFt = async (id: number) => (await rowsOf(h.db, 'fb_matches', { id }, ['home_team_id', 'ft_home', 'ft_away', 'postponed']))[0]
    for (const m of decided.filter((_, i) => i % 3 === 0)) {
      h.s.clock.t = m.end_at + MIN
      for (const teamId of [m.home_team_id, m.away_team_id]) {
        const record = await ok(h.s, 'api/Game/zhanji', { team_id: teamId, limit: 10 })
        const row = record.list.find((r) => r.id === m.id)!
        expect(row.full_score).toBe(`${m.ft_home}:${m.ft_away}`)
        expect(row.extra_score).toBe(m.et_home === null ? '' : `${m.et_home}:${m.et_away}`)
        expect(row.penalty_score).toBe(m.pen_home === null ? '' : `${m.pen_home}:${m.pen_away}`)
        // the recount from the table: 90-minute scores only
        const recount = { played: 0, win: 0, draw: 0, loss: 0, goals_for: 0, goals_against: 0 }
        const form: string[] = []
        for (const r of [...record.list].reverse()) {
          const t = await byFt(r.id)
          expect(t.postponed).toBe(0)
          const [gf, ga] = t.home_team_id === teamId ? [t.ft_home, t.ft_away] : [t.ft_away, t.ft_home]
          recount.played++
          recount.goals_for += gf
          recount.goals_against += ga
          const o = gf > ga ? 'W' : gf < ga ? 'L' : 'D'
          form.push(o)
          recount[o === 'W' ? 'win' : o === 'D' ? 'draw' : 'loss']++
        }
        expect(record.summary).toEqual(recount)
        expect(record.form).toEqual(form)
      }
    }
  }, 120_000)

  it('the match header has the 90-minute score beside the one after extra time and the shoot-out', async () => {
    const m = decided.find((d) => d.pen_home === null && d.et_home !== null && d.et_home !== d.ft_home)!
    h.s.clock.t = m.end_at + MIN
    const detail = await ok(h.s, 'api/Game/get_xq', { event_id1: m.id, type_of_competition: 1 })
    expect(detail.full_score).toBe(`${m.ft_home}:${m.ft_away}`)
    expect(detail.extra_score).toBe(`${m.et_home}:${m.et_away}`)
    expect(detail.current_score).toBe(detail.extra_score)
  })
})
