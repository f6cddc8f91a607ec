import { ensurePredictions } from '../../mocks/features/experts/seed'
import type { VipPickRow } from '../../types/api/money'
import type { Paged } from '../../types/common'
import { SEED_TIMEOUT_MS, SEEDED_AT, seededAtNoon } from './match.helpers'
import { TestClock } from './helpers'
import { startMoneyServer } from './money.helpers'
import { qualifyingMatches } from './vipPicks.helpers'

/**
 * A day's VIP picks are chosen when the day is first asked for, from matches still to kick off.
 * Asked first at 19:00 Beijing, few are left: the singles used to take them all, so the VIP tab
 * sold a 单场 while 今日二合一 said 尚未发布. Two matches with a qualifying prediction
 * (docs/product/vip-picks.md) make a 二合一 first; one alone is a 单场; none, nothing.
 */
it('a day first asked for at 19:00 Beijing has 今日二合一 as soon as two matches qualify', async () => {
  const s = await startMoneyServer({ clock: new TestClock(SEEDED_AT), db: await seededAtNoon(ensurePredictions) })
  try {
    const expected: string[] = []
    const seen: string[] = []
    for (const day of ['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-26', '2026-11-27']) {
      s.clock.t = Date.parse(`${day}T19:00:00+08:00`)
      const singles = (await s.call<Paged<VipPickRow>>('api/ConfirmedOrder/sd_list', { page: 1, limit: 3 })).data
      const doubles = (await s.call<Paged<VipPickRow>>('api/ConfirmedOrder/jxdc_list', { page: 1, limit: 3 })).data
      // recounted after the reads: they settled what had finished by then, as the choice saw it
      const n = await qualifyingMatches(s.db, day, s.clock.t)
      expected.push(`${day} 单场 ${n === 1 || n >= 3 ? '有' : '无'} 二合一 ${n >= 2 ? '有' : '无'}`)
      seen.push(`${day} 单场 ${singles.total > 0 ? '有' : '无'} 二合一 ${doubles.total > 0 ? '有' : '无'}`)
      for (const p of doubles.list) {
        expect(p.date).toBe(day)
        expect(p.legs).toHaveLength(2)
        expect(p.legs.every((l) => l.match.start_at > s.clock.t)).toBe(true)
      }
    }
    expect(seen).toEqual(expected)
    // the case the test is about happens in the seeded data: a late day with a 二合一
    expect(seen.some((x) => x.endsWith('二合一 有'))).toBe(true)
  } finally {
    await s.close()
  }
}, SEED_TIMEOUT_MS * 2)
