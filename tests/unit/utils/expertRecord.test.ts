import { hitRateText, priceText, streakText } from '@/features/experts/utils/expertRecord'

describe('expertRecord', () => {
  it('names the hit rate over the last 20, or over fewer when fewer settled, and nothing settled as 暂无战绩', () => {
    expect(hitRateText({ hit_rate: 65, settled: 120 })).toBe('近20场命中 65%')
    expect(hitRateText({ hit_rate: 100, settled: 20 })).toBe('近20场命中 100%')
    expect(hitRateText({ hit_rate: 50, settled: 4 })).toBe('近4场命中 50%')
    expect(hitRateText({ hit_rate: 0, settled: 0 })).toBe('暂无战绩')
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
