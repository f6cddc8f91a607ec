import { formatCountdown, matchCountdownMs } from '@/utils/countdown'

describe('formatCountdown', () => {
  it('formats HH:mm:ss with leading zeros', () => {
    expect(formatCountdown(0)).toBe('00:00:00')
    expect(formatCountdown(59_000)).toBe('00:00:59')
    expect(formatCountdown(61_000)).toBe('00:01:01')
    expect(formatCountdown((10 * 3600 + 5 * 60 + 9) * 1000)).toBe('10:05:09')
  })
  it('drops partial seconds', () => {
    expect(formatCountdown(1_999)).toBe('00:00:01')
  })
  it('keeps counting hours past a day', () => {
    expect(formatCountdown(30 * 3600 * 1000)).toBe('30:00:00')
  })
  it('is never negative', () => {
    expect(formatCountdown(-5_000)).toBe('00:00:00')
    expect(formatCountdown(NaN)).toBe('00:00:00')
  })
})

describe('matchCountdownMs', () => {
  const now = Date.UTC(2026, 10, 22, 12)
  const start = now + 90 * 60_000

  it('is start time minus now when a type flag is passed', () => {
    expect(matchCountdownMs(start, '1', now)).toBe(90 * 60_000)
    expect(matchCountdownMs(start / 1000, 2, now)).toBe(90 * 60_000)
    expect(matchCountdownMs(start, true, now)).toBe(90 * 60_000)
  })
  it('is 0 once the match has started', () => {
    expect(matchCountdownMs(now - 1000, '1', now)).toBe(0)
  })
  it('is not set without a type flag', () => {
    expect(matchCountdownMs(start, undefined, now)).toBeNull()
    expect(matchCountdownMs(start, null, now)).toBeNull()
    expect(matchCountdownMs(start, '', now)).toBeNull()
    expect(matchCountdownMs(start, false, now)).toBeNull()
  })
  it('is not set without a start time', () => {
    expect(matchCountdownMs(null, '1', now)).toBeNull()
    expect(matchCountdownMs('soon', '1', now)).toBeNull()
  })
})
