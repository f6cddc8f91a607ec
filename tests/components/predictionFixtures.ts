import type { ExpertSummary, MatchPredictionRow } from '@contract/prediction'

export const HOUR_MS = 3600_000

/** an expert as the prediction rows carry it; override what a test is about */
export function expertFixture(over: Partial<ExpertSummary> = {}): ExpertSummary {
  return { expert_id: 3, nickname: '老刘看球', avatar: '', title: '英超资深分析师', hit_rate: 65, streak: 5, settled: 40,
    record: { window: 20, settled: 20, hits: 13, pushes: 0, misses: 7, hit_rate: 65 }, ...over }
}

/** a free, unsettled 胜平负 prediction with its pick shown, published two hours ago */
export function predictionFixture(over: Partial<MatchPredictionRow> = {}): MatchPredictionRow {
  return {
    id: 11,
    event_id: 7,
    expert: expertFixture(),
    play: '1x2',
    title: '主队近况火热，看好主胜',
    price: 0,
    published_at: Date.now() - 2 * HOUR_MS,
    locked: false,
    win_or_not: 0,
    pick_text: '主胜',
    odds: 1.85,
    analysis_teaser: '',
    ...over,
  }
}
