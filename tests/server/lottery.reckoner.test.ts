import { ResultCode } from '../../types/envelope'
import { CRS_OPTIONS, HAFU_OPTIONS, TTG_OPTIONS } from '../../src/features/lottery/utils/betCalculator'
import { ok, SEEDED_AT, useSeededServer } from './match.helpers'

const DAY = 86_400_000

describe('betting calculator matches (api/game/jc_on_sale, api/game/jc_results)', () => {
  const h = useSeededServer()

  it('sells today\'s and tomorrow\'s matches not yet kicked off, each with odds for all five plays', async () => {
    const list = await ok(h.s, 'api/game/jc_on_sale')
    expect(list.length).toBeGreaterThan(20)
    const endOfTomorrow = Date.parse('2026-11-24T00:00:00+08:00')
    for (const m of list) {
      expect(m.match.start_at).toBeGreaterThan(SEEDED_AT)
      expect(m.match.start_at).toBeLessThan(endOfTomorrow)
      expect(m.match.status_id).toBe(0)
      expect(Object.keys(m.had).sort()).toEqual(['0', '1', '3'])
      expect(Object.keys(m.hhad).sort()).toEqual(['0', '1', '3'])
      expect(Object.keys(m.crs).sort()).toEqual([...CRS_OPTIONS].sort())
      expect(Object.keys(m.ttg).sort()).toEqual([...TTG_OPTIONS].sort())
      expect(Object.keys(m.hafu).sort()).toEqual([...HAFU_OPTIONS].sort())
      for (const odds of [m.had, m.hhad, m.crs, m.ttg, m.hafu]) for (const o of Object.values(odds)) expect(o).toBeGreaterThanOrEqual(1.01)
      expect(m.handicap).not.toBe(0)
      expect(m.no).toMatch(/^周[日一二三四五六]\d{3}$/)
    }
    // numbers are unique and follow kickoff order within a day
    expect(new Set(list.map((m) => m.no)).size).toBe(list.length)
  })

  it('prices a favourite as one in every play: the side giving goals is the one shorter to win', async () => {
    const list = await ok(h.s, 'api/game/jc_on_sale')
    for (const m of list) {
      if (m.had['3'] < m.had['0']) {
        expect(m.handicap).toBeLessThan(0)
        expect(m.hafu['33']).toBeLessThan(m.hafu['00'])
      } else {
        expect(m.handicap).toBeGreaterThan(0)
      }
    }
    // the same moment always gives the same prices
    expect(await ok(h.s, 'api/game/jc_on_sale')).toEqual(list)
  })

  it('a match leaves the sale at kickoff', async () => {
    const [first] = await ok(h.s, 'api/game/jc_on_sale')
    h.s.clock.t = first.match.start_at
    const later = await ok(h.s, 'api/game/jc_on_sale')
    expect(later.map((m) => m.match.id)).not.toContain(first.match.id)
  })

  it('serves a past day\'s finished matches with their scores and the odds at kickoff', async () => {
    const list = await ok(h.s, 'api/game/jc_results', { date: '2026-11-21' })
    expect(list.length).toBeGreaterThan(20)
    for (const m of list) {
      expect(m.match.start_at_time.startsWith('2026-11-21')).toBe(true)
      expect(m.match.status_id).toBe(8)
      expect(m.match.full_score).toMatch(/^\d+:\d+$/)
      expect(m.match.half_score).toMatch(/^\d+:\d+$/)
    }
    // odds of a finished match no longer move
    h.s.clock.t = SEEDED_AT + 2 * DAY
    expect((await ok(h.s, 'api/game/jc_results', { date: '2026-11-21' })).map((m) => m.had)).toEqual(list.map((m) => m.had))
  })

  it('refuses a day still to come and a date that does not exist, in Chinese', async () => {
    const future = await h.s.call('api/game/jc_results', { date: '2026-11-23' })
    expect({ status: future.status, code: future.code, msg: future.msg }).toEqual({ status: 200, code: ResultCode.FAIL, msg: '该日比赛尚未开始' })
    const bad = await h.s.call('api/game/jc_results', { date: '2026-02-30' })
    expect(bad.status).toBe(200)
    expect(bad.code).not.toBe(ResultCode.OK)
    expect(bad.msg).toContain('日期不存在')
  })
})
