// the texts of a record, from the contract (the stand-in words them the same)
export { HIT_RATE_LABEL, hitRateText, honestRateText, honestRecordText, MIN_STREAK_SHOWN, streakText, tallyCountsText } from '@contract/expert-rules'


/** a prediction's price: 免费 or 18金币 */
export function priceText(coins: number): string {
  return coins === 0 ? '免费' : `${coins}金币`
}

