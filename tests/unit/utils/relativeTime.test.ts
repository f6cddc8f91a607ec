import { relativeTime } from '@/utils/relativeTime'

const now = new Date(2026, 10, 22, 12, 0, 0).getTime()
const MIN = 60_000
const HOUR = 60 * MIN
const DAY = 24 * HOUR

describe('relativeTime', () => {
  it('says 刚刚 under 5 minutes, and for a time slightly ahead of the device clock', () => {
    expect(relativeTime(now, now)).toBe('刚刚')
    expect(relativeTime(now - 5 * MIN + 1, now)).toBe('刚刚')
    expect(relativeTime(now + 30_000, now)).toBe('刚刚')
  })
  it('counts minutes from 5 to 59', () => {
    expect(relativeTime(now - 5 * MIN, now)).toBe('5分钟前')
    expect(relativeTime(now - 59 * MIN - 59_000, now)).toBe('59分钟前')
  })
  it('counts hours under a day', () => {
    expect(relativeTime(now - HOUR, now)).toBe('1小时前')
    expect(relativeTime(now - 23 * HOUR - 59 * MIN, now)).toBe('23小时前')
  })
  it('counts days under 30', () => {
    expect(relativeTime(now - DAY, now)).toBe('1天前')
    expect(relativeTime(now - 29 * DAY, now)).toBe('29天前')
  })
  it('counts calendar months from 30 days, at least 1', () => {
    expect(relativeTime(now - 30 * DAY, now)).toBe('1个月前')
    expect(relativeTime(new Date(2026, 8, 22, 12).getTime(), now)).toBe('2个月前')
    expect(relativeTime(new Date(2025, 11, 1).getTime(), now)).toBe('11个月前')
  })
  it('counts years from 12 months', () => {
    expect(relativeTime(new Date(2025, 10, 22, 12).getTime(), now)).toBe('1年前')
    expect(relativeTime(new Date(2023, 0, 1).getTime(), now)).toBe('3年前')
  })
  it('reads unix seconds and date strings as the backend sends them', () => {
    expect(relativeTime(Math.floor((now - 2 * HOUR) / 1000), now)).toBe('2小时前')
    expect(relativeTime('2026-11-22 11:50:00', now)).toBe('10分钟前')
  })
  it('shows nothing for a missing time', () => {
    expect(relativeTime(null, now)).toBe('')
    expect(relativeTime('', now)).toBe('')
  })
})
