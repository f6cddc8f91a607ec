import { badgeText } from '@/utils/badge'

describe('badgeText', () => {
  it('hides the badge for nothing to count', () => {
    expect(badgeText(0)).toBe('')
    expect(badgeText(-3)).toBe('')
    expect(badgeText(null)).toBe('')
    expect(badgeText(undefined)).toBe('')
    expect(badgeText('abc')).toBe('')
  })
  it('shows the count up to 999', () => {
    expect(badgeText(1)).toBe('1')
    expect(badgeText('12')).toBe('12')
    expect(badgeText(999)).toBe('999')
  })
  it('caps at 999+', () => {
    expect(badgeText(1000)).toBe('999+')
    expect(badgeText(123456)).toBe('999+')
  })
})
