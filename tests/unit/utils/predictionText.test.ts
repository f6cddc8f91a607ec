import { fullTime, playLineText, shortTime, beijingDay } from '@/features/experts/utils/predictionText'

test('times read in Beijing whatever the device zone, like the kickoffs beside them', () => {
  const noonBeijing = Date.parse('2026-11-22T12:00:05+08:00')
  expect(shortTime(noonBeijing)).toBe('11-22 12:00')
  expect(fullTime(noonBeijing)).toBe('2026-11-22 12:00:05')
  // Monday 00:00 Beijing is still Sunday in UTC
  expect(beijingDay(Date.parse('2026-11-23T00:00:00+08:00'))).toBe('11-23')
})

test('a play with its line', () => {
  expect(playLineText('handicap', -0.5)).toBe('让球 主-0.5')
  expect(playLineText('handicap', 0.25)).toBe('让球 主+0.25')
  expect(playLineText('overUnder', 2.5)).toBe('大小球 2.5')
  expect(playLineText('1x2', null)).toBe('胜平负')
})
