import { hitRateText, priceText, streakText, tallyCountsText } from '@/features/experts/utils/expertRecord'

describe('expertRecord', () => {
  it('names the counts behind the hit rate and the rate with its definition, and nothing settled as 暂无战绩', () => {
    const record = (hits: number, pushes: number, misses: number, hit_rate: number) => ({ window: 20, settled: hits + pushes + misses, hits, pushes, misses, hit_rate })
    expect(hitRateText({ record: record(16, 2, 2, 89) })).toBe('近20场 16中 2走 2黑 · 命中率 89%（走水不计）')
    expect(hitRateText({ record: record(2, 0, 2, 50) })).toBe('近4场 2中 2黑 · 命中率 50%（走水不计）')
    expect(hitRateText({ record: record(0, 1, 0, 0) })).toBe('近1场 0中 1走 0黑')
    expect(hitRateText({ record: record(0, 0, 0, 0) })).toBe('暂无战绩')
  })
  it('counts a tally without a window after its lead', () => {
    expect(tallyCountsText('本月', { settled: 8, hits: 6, pushes: 0, misses: 2 })).toBe('本月8场 6中 2黑')
    expect(tallyCountsText('', { settled: 10, hits: 6, pushes: 1, misses: 3 })).toBe('10场 6中 1走 3黑')
  })
  it('says a streak from 2 hits in a row', () => {
    expect(streakText(0)).toBe('')
    expect(streakText(1)).toBe('')
    expect(streakText(2)).toBe('2连红')
    expect(streakText(12)).toBe('12连红')
  })
  it('prices a prediction in coins, 0 as 免费', () => {
    expect(priceText(0)).toBe('免费')
    expect(priceText(18)).toBe('18金币')
  })
})
