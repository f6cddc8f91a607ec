import type { ExpertSummary } from '@contract/prediction'
import { recordCountsText, type RecordCounts } from '@contract/expert-rules'

/** how many settled predictions the server's hit rate covers (types/prediction.ts hit_rate) */
export const HIT_RATE_WINDOW = 20
/** a run of one hit is no streak */
export const MIN_STREAK_SHOWN = 2

/**
 * 近20场命中 65%. An expert with fewer settled predictions says how many (近5场), so a rate over a
 * handful reads as one; with none settled the rate means nothing: 暂无战绩.
 */
export function hitRateText({ hit_rate, settled }: Pick<ExpertSummary, 'hit_rate' | 'settled'>): string {
  if (settled === 0) return '暂无战绩'
  return `近${Math.min(settled, HIT_RATE_WINDOW)}场命中 ${hit_rate}%`
}

/** 5连红, or '' below MIN_STREAK_SHOWN */
export function streakText(streak: number): string {
  return streak >= MIN_STREAK_SHOWN ? `${streak}连红` : ''
}

/** a prediction's price: 免费 or 18金币 */
export function priceText(coins: number): string {
  return coins === 0 ? '免费' : `${coins}金币`
}

/** 命中率 89%（走水不计）, or '' while nothing has been decided */
export function honestRateText(r: RecordCounts): string {
  return r.hits + r.misses > 0 ? `命中率 ${r.hit_rate}%（走水不计）` : ''
}

/** 近20场 16中 2走 2黑, or 暂无已结算的推荐 */
export function honestRecordText(r: RecordCounts): string {
  return r.settled === 0 ? '暂无已结算的推荐' : recordCountsText(r)
}
