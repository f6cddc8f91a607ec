import type { Db } from '../../../db'
import type { ExpertSummary } from '../../../../types/prediction'
import { VIP_PICK_MIN_HIT_RATE, VIP_PICK_WINDOW } from '../../../../types/expert-rules'
import { expertSummaries } from '../../experts'

/**
 * The rule a VIP pick's leg meets (types/expert-rules.ts VIP_PICK_RULE_TEXT, docs/product/vip-picks.md):
 * its expert's record over the last VIP_PICK_WINDOW settled predictions, as the experts feature
 * computes it for every screen, has the whole window settled and a hit rate of at least
 * VIP_PICK_MIN_HIT_RATE. The one place money reads experts' records, so the picks show the figures
 * the experts' own pages show.
 */

/** the records (with name and avatar) of these experts at `now`, by user id */
export async function vipPickRecords(db: Db, expertIds: number[], now: number): Promise<Map<number, ExpertSummary>> {
  return expertSummaries(db, expertIds, now)
}

/** whether an expert with this record may provide a leg */
export function meetsVipPickRule(e: ExpertSummary | undefined): e is ExpertSummary {
  return e !== undefined && e.record.settled >= VIP_PICK_WINDOW && e.record.hit_rate >= VIP_PICK_MIN_HIT_RATE
}

/** best first: hit rate over the window, then the current run of 红 */
export function byVipPickRank(a: ExpertSummary, b: ExpertSummary): number {
  return b.record.hit_rate - a.record.hit_rate || b.streak - a.streak
}
