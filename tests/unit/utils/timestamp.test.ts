import { toMillis } from '@/utils/timestamp'

describe('toMillis', () => {
  it('reads unix seconds and milliseconds', () => {
    expect(toMillis(1_700_000_000)).toBe(1_700_000_000_000)
    expect(toMillis('1700000000')).toBe(1_700_000_000_000)
    expect(toMillis(1_700_000_000_123)).toBe(1_700_000_000_123)
  })
  it('reads date strings, with a space or a T', () => {
    expect(toMillis('2026-11-22 10:30:00')).toBe(new Date(2026, 10, 22, 10, 30).getTime())
    expect(toMillis('2026-11-22T10:30:00Z')).toBe(Date.UTC(2026, 10, 22, 10, 30))
    expect(toMillis(new Date(5000))).toBe(5000)
  })
  it('answers null for missing or unreadable values', () => {
    expect(toMillis(null)).toBeNull()
    expect(toMillis(undefined)).toBeNull()
    expect(toMillis('')).toBeNull()
    expect(toMillis('not a date')).toBeNull()
    expect(toMillis(new Date('x'))).toBeNull()
    expect(toMillis(Infinity)).toBeNull()
  })
})
