import { sqliteOf } from '../../mocks/db'
import type { Db } from '../../mocks/db'
import { VIP_PICK_MIN_HIT_RATE, VIP_PICK_WINDOW } from '../../types/expert-rules'

/**
 * The VIP picks' rule recounted from the tables (docs/product/vip-picks.md): an expert's last
 * VIP_PICK_WINDOW settled results at `now`, and who of a day's candidates meets it.
 */

export function recount(db: Db, expertId: number, now: number): { settled: number; rate: number } {
  const results = sqliteOf(db).prepare(`SELECT win_or_not FROM predictions WHERE expert_id = ? AND win_or_not > 0 AND ends_at <= ?
    ORDER BY ends_at DESC, id DESC LIMIT ?`).pluck().all(expertId, now, VIP_PICK_WINDOW) as number[]
  const hits = results.filter((w) => w === 1).length
  const misses = results.filter((w) => w === 2).length
  return { settled: results.length, rate: hits + misses ? Math.round((100 * hits) / (hits + misses)) : 0 }
}

export function meetsRule(db: Db, expertId: number, now: number): boolean {
  const r = recount(db, expertId, now)
  return r.settled >= VIP_PICK_WINDOW && r.rate >= VIP_PICK_MIN_HIT_RATE
}

/** published singles on matches of `day` (Beijing) still to kick off at `now`: their experts and matches */
function candidates(db: Db, day: string, now: number): Array<{ expert_id: number; match_id: number }> {
  const end = Date.parse(`${day}T00:00:00+08:00`) + 86_400_000
  return sqliteOf(db).prepare(`SELECT DISTINCT p.expert_id, p.match_id FROM predictions p JOIN fb_matches m ON m.id = p.match_id
    WHERE p.kind = 'single' AND p.win_or_not = 0 AND m.start_at > ? AND m.start_at < ? AND p.published_at <= ?`).all(now, end, now) as Array<{ expert_id: number; match_id: number }>
}

/** the experts with a candidate on `day` at `now`, split by the rule */
export function candidateExperts(db: Db, day: string, now: number): { strong: number[]; weak: number[] } {
  const ids = [...new Set(candidates(db, day, now).map((c) => c.expert_id))]
  return { strong: ids.filter((id) => meetsRule(db, id, now)), weak: ids.filter((id) => !meetsRule(db, id, now)) }
}

/** how many different matches of `day` have a candidate whose expert meets the rule at `now` */
export function qualifyingMatches(db: Db, day: string, now: number): number {
  return new Set(candidates(db, day, now).filter((c) => meetsRule(db, c.expert_id, now)).map((c) => c.match_id)).size
}
