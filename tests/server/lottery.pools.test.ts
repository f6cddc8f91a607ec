import { POOL_LOTTERIES } from '../../types/api/lottery'
import type { Res } from '../../types/api'
import { ok, SEED_TIMEOUT_MS, SEEDED_AT, startSeededServer, type SeededServer } from './match.helpers'

type Draw = Res<'api/game/football_draw_details'>
type Lottery = (typeof POOL_LOTTERIES)[number]

/** Beijing calendar year and date of a moment */
const beijing = (t: number) => new Date(t + 8 * 3_600_000).toISOString()

/**
 * The 足彩 pools as a buyer checks them: each game numbers its own issues (two digits of the year,
 * then the game's sequence), an issue has one draw date wherever it is shown, and each game's sales
 * and jackpot are of that game's size (四场进球's pool is nowhere near 胜负彩's).
 */
describe('足彩 issues and pools', () => {
  let h: SeededServer
  const draws = new Map<Lottery, Draw[]>()
  beforeAll(async () => {
    h = await startSeededServer()
    h.s.clock.t = SEEDED_AT
    for (const lottery of POOL_LOTTERIES) {
      const issues = await ok(h.s, 'api/game/syqhsfc', { lottery, limit: 100 })
      const drawn = issues.list.filter((i) => i.drawn)
      const details: Draw[] = []
      for (const i of drawn) {
        const d = await ok(h.s, 'api/game/football_draw_details', { lottery, issue: i.issue })
        // the list and the details show the same issue on the same date
        expect({ lottery, issue: d.issue, draw_at: d.draw_at }).toEqual({ lottery, issue: i.issue, draw_at: i.draw_at })
        details.push(d)
      }
      draws.set(lottery, details)
    }
  }, SEED_TIMEOUT_MS)
  afterAll(() => h.s.close())

  it('each game numbers its issues YY + its own sequence, newest first with no repeat', () => {
    for (const [lottery, list] of draws) {
      expect(list.length).toBeGreaterThan(5)
      const numbers = list.map((d) => d.issue)
      expect(new Set(numbers).size).toBe(numbers.length)
      for (const d of list) {
        expect(d.issue).toMatch(/^\d{5}$/)
        expect(d.issue.slice(0, 2)).toBe(beijing(d.close_at).slice(2, 4))
      }
      const sameYear = list.filter((d) => d.issue.slice(0, 2) === list[0].issue.slice(0, 2)).map((d) => Number(d.issue))
      expect({ lottery, sameYear }).toEqual({ lottery, sameYear: [...sameYear].sort((a, b) => b - a) })
    }
  })

  it('an issue has one date: 胜负彩 and 任选九 share theirs, the other games number their own, and the board never shows one number on two dates', async () => {
    const sfc = new Map(draws.get('sfc')!.map((d) => [d.issue, d.draw_at]))
    expect(draws.get('rx9')!.map((d) => [d.issue, d.draw_at])).toEqual([...sfc.entries()])
    const board = (await ok(h.s, 'api/game/winner_lottery')).filter((b) => (POOL_LOTTERIES as readonly string[]).includes(b.lottery))
    expect(board).toHaveLength(4)
    const dateOf = new Map<string, string>()
    for (const b of board) {
      const date = beijing(b.draw_at!).slice(0, 10)
      expect({ issue: b.issue, date: dateOf.get(b.issue) ?? date }).toEqual({ issue: b.issue, date })
      dateOf.set(b.issue, date)
    }
    const latest = (l: Lottery) => board.find((b) => b.lottery === l)!.issue
    expect(latest('rx9')).toBe(latest('sfc'))
    expect(new Set([latest('sfc'), latest('bqc6'), latest('jq4')]).size).toBe(3)
  })

  it('each game draws sales and a jackpot of its own size', async () => {
    const all = (l: Lottery, f: (d: Draw) => number) => draws.get(l)!.map(f)
    const smallestSfcPool = Math.min(...all('sfc', (d) => d.pool))
    expect(smallestSfcPool).toBeGreaterThanOrEqual(5_000_000)
    // 任选九 has no jackpot of its own
    expect(all('rx9', (d) => d.pool).every((p) => p === 0)).toBe(true)
    for (const small of ['jq4', 'bqc6'] as const) {
      expect(Math.max(...all(small, (d) => d.pool))).toBeLessThan(smallestSfcPool)
      expect(Math.max(...all(small, (d) => d.sales))).toBeLessThan(2_000_000)
      expect(Math.min(...all(small, (d) => d.pool))).toBeGreaterThan(0)
    }
    expect(Math.max(...all('jq4', (d) => d.pool))).toBeLessThanOrEqual(3_000_000)
    expect(Math.min(...all('sfc', (d) => d.sales))).toBeGreaterThan(10_000_000)
    // the board of latest draws shows the same figures
    const board = await ok(h.s, 'api/game/winner_lottery')
    for (const lottery of POOL_LOTTERIES) {
      const row = board.find((b) => b.lottery === lottery)!
      const d = draws.get(lottery)!.find((x) => x.issue === row.issue)!
      expect({ lottery, pool: row.pool, draw_at: row.draw_at }).toEqual({ lottery, pool: d.pool, draw_at: d.draw_at })
    }
  })
})
