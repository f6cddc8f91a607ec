import { settleDue } from '../../mocks/features/experts'
import { ensurePredictions } from '../../mocks/features/experts/seed'
import type { VipPickRow } from '../../types/api/money'
import type { Paged } from '../../types/common'
import { VIP_PICK_MIN_HIT_RATE, VIP_PICK_WINDOW } from '../../types/expert-rules'
import { execute, q } from './rows'
import { SEED_TIMEOUT_MS, SEEDED_AT, seededAtNoon } from './match.helpers'
import { TestClock } from './helpers'
import { startMoneyServer } from './money.helpers'
import { candidateExperts, recount } from './vipPicks.helpers'

/**
 * 今日二合一 and 今日单场 keep the rule their text states (issue 26, docs/product/vip-picks.md): every
 * leg comes from an expert whose last 20 settled predictions hit at least 60% (pushes left out),
 * recounted here from the predictions table at the moment the day's picks were chosen; the best
 * records go first; a day without a qualifying expert sells nothing rather than a weaker record.
 */

const WEEK = ['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28']

type Server = Awaited<ReturnType<typeof startMoneyServer>>

async function today(s: Server): Promise<{ singles: VipPickRow[]; doubles: VipPickRow[] }> {
  const list = async (path: string) => (await s.call<Paged<VipPickRow>>(path, { page: 1, limit: 20 })).data.list
  return { singles: await list('api/ConfirmedOrder/sd_list'), doubles: await list('api/ConfirmedOrder/jxdc_list') }
}

describe('VIP picks keep their stated rule', () => {
  let s: Server

  beforeAll(async () => {
    s = await startMoneyServer({ clock: new TestClock(SEEDED_AT), db: await seededAtNoon(ensurePredictions) })
  }, SEED_TIMEOUT_MS)
  afterAll(() => s.close())

  it('takes every leg of a week of picks from an expert whose recounted record meets the rule, best first', async () => {
    let legs = 0
    let weakLeftOut = 0
    for (const day of WEEK) {
      s.clock.t = Date.parse(`${day}T09:00:00+08:00`)
      const { singles, doubles } = await today(s)
      for (const [kind, picks] of [['single', singles], ['double', doubles]] as const) {
        const rates: number[] = []
        for (const p of picks) {
          expect(p.date).toBe(day)
          expect(p.legs).toHaveLength(kind === 'single' ? 1 : 2)
          for (const leg of p.legs) {
            const r = await recount(s.db, leg.expert.expert_id, s.clock.t)
            expect({ day, expert: leg.expert.nickname, settled: r.settled }).toEqual({ day, expert: leg.expert.nickname, settled: VIP_PICK_WINDOW })
            expect(r.rate).toBeGreaterThanOrEqual(VIP_PICK_MIN_HIT_RATE)
            // the figure shown is the recount
            expect(leg.expert.record).toMatchObject({ settled: r.settled, hit_rate: r.rate })
            // the teaser states the leg's rate and the rule
            expect(p.teaser).toContain(`${r.rate}%`)
            rates.push(r.rate)
            legs++
          }
          expect(p.teaser).toContain(`${VIP_PICK_MIN_HIT_RATE}%`)
        }
        expect(rates).toEqual([...rates].sort((a, b) => b - a))
      }
      weakLeftOut += (await candidateExperts(s.db, day, s.clock.t)).weak.length
    }
    expect(legs).toBeGreaterThanOrEqual(WEEK.length * 2)
    // experts below the line had predictions on those days, and none of them became a leg
    expect(weakLeftOut).toBeGreaterThan(0)
  }, SEED_TIMEOUT_MS)

  it('sells nothing on a day when no expert meets the rule, rather than a weaker record', async () => {
    const day = '2026-11-29'
    s.clock.t = Date.parse(`${day}T09:00:00+08:00`)
    await settleDue(s.db, s.clock.t)
    // the experts who meet the rule publish only later that day: by 09:00 only weaker records are on offer
    const { strong, weak } = await candidateExperts(s.db, day, s.clock.t)
    expect(weak.length).toBeGreaterThan(0)
    if (strong.length) await execute(s.db, q.updateTable('predictions').set({ published_at: s.clock.t + 3_600_000 })
      .where('expert_id', 'in', strong).where('win_or_not', '=', 0).where('published_at', '<=', s.clock.t))
    expect((await candidateExperts(s.db, day, s.clock.t)).strong).toEqual([])
    const { singles, doubles } = await today(s)
    expect(singles).toEqual([])
    expect(doubles).toEqual([])
  }, SEED_TIMEOUT_MS)
})
