import { NO_RECORD_TEXT, recordCountsText, type RecordCounts } from '@contract/expert-rules'

// shared with the stand-in's H5 first screens (mocks/http/h5TabFirstScreens.ts)
export { hitRateText, honestRateText } from '@contract/expert-rules'

/** how many settled predictions the server's hit rate covers (types/prediction.ts hit_rate) */
export const HIT_RATE_WINDOW = 20
/** a run of one hit is no streak */
export const MIN_STREAK_SHOWN = 2

/** the counts of a tally without a window: 本月8场 6中 2黑 (pushes named only when there are some) */
export function tallyCountsText(lead: string, t: Pick<RecordCounts, 'settled' | 'hits' | 'pushes' | 'misses'>): string {
  const pushes = t.pushes > 0 ? ` ${t.pushes}走` : ''
  return `${lead}${t.settled}场 ${t.hits}中${pushes} ${t.misses}黑`
}

/** the label beside a bare rate figure, so its definition is always visible */
export const HIT_RATE_LABEL = '命中率（走水不计）'

/** 5连红, or '' below MIN_STREAK_SHOWN */
export function streakText(streak: number): string {
  return streak >= MIN_STREAK_SHOWN ? `${streak}连红` : ''
}

/** a prediction's price: 免费 or 18金币 */
export function priceText(coins: number): string {
  return coins === 0 ? '免费' : `${coins}金币`
}

/** 近20场 16中 2走 2黑, or 暂无战绩 */
export function honestRecordText(r: RecordCounts): string {
  return r.settled === 0 ? NO_RECORD_TEXT : recordCountsText(r)
}
