import type { Db } from '../../../db'
import type { Paged } from '../../../../types/common'
import type { MatchPredictionRow } from '../../../../types/prediction'
import type { MatchDbRow } from '../../match'
import { listPredictions } from './predictionViews'

/** prediction reads: what a caller may see of the predictions on a match */

/** 主胜 / 平局 / 客胜, 主队 -0.5 / 客队 +0.5, 大 2.5 / 小 2.5 (shared with the app) */
export { pickText } from '../../../../types/expert-rules'

/**
 * The predictions published on match `m` by `now` — singles on it and parlays with a leg on it —
 * newest first. Due settlements run first, so a finished match answers its results. A paid pick is
 * hidden per predictionAccess.ts (its expert, its buyers, or everyone once all its matches finished).
 */
export async function matchPredictions(db: Db, m: MatchDbRow, now: number, viewerId: number | undefined, page: number, limit: number): Promise<Paged<MatchPredictionRow>> {
  const rows = await listPredictions(db, { eventId: m.id, status: 'all' }, viewerId, now, page, limit)
  return {
    ...rows,
    list: rows.list.map((p) => {
      const leg = p.legs.find((l) => l.event_id === m.id) ?? p.legs[0]
      return {
        id: p.id,
        event_id: m.id,
        expert: p.expert,
        play: leg.play,
        title: p.title,
        price: p.price,
        published_at: p.published_at,
        locked: p.locked,
        win_or_not: p.win_or_not,
        pick_text: leg.pick_text,
        odds: p.odds,
        kind: p.kind,
        leg_count: p.legs.length,
        analysis_teaser: p.analysis_teaser,
      }
    }),
  }
}
