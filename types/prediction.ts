import { z } from 'zod'
import { PREDICTION_PLAYS } from './expert-rules'

/**
 * Expert predictions (docs/product/entities.md; docs/product/stand-in-data.md, docs/product/overview.md).
 * A prediction is one expert's pick on one match for one play. It is locked at kickoff and settled
 * by the server from the match result when the match finishes; hit rates and streaks are computed
 * from settled predictions, never stored.
 */

// the plays and results live in the zod-free rules module (the app imports their values from there)
export { PREDICTION_PLAYS, PREDICTION_PLAY_TEXT, WIN_OR_NOT, WIN_OR_NOT_TEXT } from './expert-rules'
export type { PredictionPlay, WinOrNot } from './expert-rules'

/**
 * an expert's record as counts over the last `window` settled predictions (issue 16): shown as
 * "近20场 16中 2走 2黑" (recordCountsText) so the rate's definition is visible
 */
export const recordCounts = z.object({
  /** the window asked for (20) */
  window: z.number().int(),
  /** how many settled predictions the window holds (≤ window) */
  settled: z.number().int(),
  hits: z.number().int(),
  pushes: z.number().int(),
  misses: z.number().int(),
  /** hits / (hits + misses), whole percent; 0 when none decided */
  hit_rate: z.number().int().min(0).max(100),
})
export type RecordCountsRow = z.infer<typeof recordCounts>

/** an expert as shown next to a prediction; figures computed from settled predictions */
export const expertSummary = z.object({
  expert_id: z.number().int(),
  nickname: z.string(),
  /** avatar URL (may be '' for the default avatar) */
  avatar: z.string(),
  /** one-line introduction, e.g. 英超资深分析师 */
  title: z.string(),
  /** hits / (hits + misses) of the last 20 settled predictions, 0..100 whole percent; 0 when none settled */
  hit_rate: z.number().int().min(0).max(100),
  /** current run of consecutive hits (pushes neither break nor extend it) */
  streak: z.number().int().min(0),
  /** how many of the expert's predictions have settled */
  settled: z.number().int().min(0),
  /** the counts behind `hit_rate` (last 20 settled): hits, pushes, misses */
  record: recordCounts,
})
export type ExpertSummary = z.infer<typeof expertSummary>

/** one prediction on the match detail's 专家 tab (api/Game/zhuanjia) */
export const matchPredictionRow = z.object({
  id: z.number().int(),
  event_id: z.number().int(),
  expert: expertSummary,
  play: z.enum(PREDICTION_PLAYS),
  /** the expert's headline, e.g. 主队近况火热，看好主胜 */
  title: z.string(),
  /** price in gold coins; 0 = free */
  price: z.number().int().min(0),
  /** Unix ms */
  published_at: z.number().int(),
  /** true from kickoff on: no more edits or deletes */
  locked: z.boolean(),
  win_or_not: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  /**
   * The pick in words (e.g. 主胜, 主队 -0.5, 大 2.5) and its odds. null while the caller may not see
   * it: a paid prediction before its match finishes, unless the caller is its expert (buying comes
   * with the purchase flow).
   */
  pick_text: z.string().nullable(),
  odds: z.number().nullable(),
  /**
   * 'parlay' when this match is one leg of a parlay (串关): `play` and `pick_text` are then this
   * match's leg, `odds` the parlay's combined odds and `win_or_not` the parlay's result.
   * The server always sends it; optional so rows built before parlays existed still type-check (absent = single).
   */
  kind: z.enum(['single', 'parlay']).optional(),
  /** how many matches the prediction covers (1 for a single); always sent, absent = 1 */
  leg_count: z.number().int().optional(),
  /** the first words of the analysis and … (analysisTeaser), '' when none; sent with the pick locked or not */
  analysis_teaser: z.string(),
})
export type MatchPredictionRow = z.infer<typeof matchPredictionRow>
