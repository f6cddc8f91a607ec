import type { Db } from '../../mocks/db'
import { VIP_PICK_MIN_HIT_RATE, VIP_PICK_WINDOW } from '../../types/expert-rules'
import { allRows, q } from './rows'

/**
 * The VIP picks' rule recounted from the tables (docs/product/vip-picks.md): an expert's last
 * VIP_PICK_WINDOW settled results at `now`, and who of a day's candidates meets it.
 */

export async function recount(db: Db, expertId: number, now: number): Promise<{ settled: number; rate: number }> {
  const results = (await allRows(db, q.selectFrom('predictions').select('win_or_not').where('expert_id', '=', expertId).where('win_or_not', '>', 0).where('ends_at', '<=', now)
    .orderBy('ends_at', 'desc').orderBy('id', 'desc').limit(VIP_PICK_WINDOW))).map((r) => r.win_or_not)
  const hits = results.filter((w) => w === 1).length
  const misses = results.filter((w) => w === 2).length
  return { settled: results.length, rate: hits + misses ? Math.round((100 * hits) / (hits + misses)) : 0 }
}

export async function meetsRule(db: Db, expertId: number, now: number): Promise<boolean> {
  const r = await recount(db, expertId, now)
  return r.settled >= VIP_PICK_WINDOW && r.rate >= VIP_PICK_MIN_HIT_RATE
}

/** published singles on matches of `day` (Beijing) still to kick off at `now`: their experts and matches */
async function candidates(db: Db, day: string, now: number): Promise<Array<{ expert_id: number; match_id: number | null }>> {
  const end = Date.parse(`${day}T00:00:00+08:00`) + 86_400_000
  return allRows(db, q.selectFrom('predictions as p').innerJoin('fb_matches as m', 'm.id', 'p.match_id').select(['p.expert_id', 'p.match_id']).distinct()
    .where('p.kind', '=', 'single').where('p.win_or_not', '=', 0).where('m.start_at', '>', now).where('m.start_at', '<', end).where('p.published_at', '<=', now))
}

/** the experts among `ids` whose recounted record meets the rule at `now` */
async function meetingRule(db: Db, ids: number[], now: number): Promise<Set<number>> {
  const meets = await Promise.all(ids.map((id) => meetsRule(db, id, now)))
  return new Set(ids.filter((_, i) => meets[i]))
}

/** the experts with a candidate on `day` at `now`, split by the rule */
export async function candidateExperts(db: Db, day: string, now: number): Promise<{ strong: number[]; weak: number[] }> {
  const ids = [...new Set((await candidates(db, day, now)).map((c) => c.expert_id))]
  const strong = await meetingRule(db, ids, now)
  return { strong: ids.filter((id) => strong.has(id)), weak: ids.filter((id) => !strong.has(id)) }
}

/** how many different matches of `day` have a candidate whose expert meets the rule at `now` */
export async function qualifyingMatches(db: Db, day: string, now: number): Promise<number> {
  const found = await candidates(db, day, now)
  const strong = await meetingRule(db, [...new Set(found.map((c) => c.expert_id))], now)
  return new Set(found.filter((c) => strong.has(c.expert_id)).map((c) => c.match_id)).size
}
