import { formatHalfScore, formatScore, parseScore } from '@/utils/score'

describe('score', () => {
  it('parses the colon form the backend sends (and a dash form)', () => {
    expect(parseScore('2:1')).toEqual({ home: 2, away: 1 })
    expect(parseScore(' 10 : 0 ')).toEqual({ home: 10, away: 0 })
    expect(parseScore('3-3')).toEqual({ home: 3, away: 3 })
    expect(parseScore('2:')).toBeNull()
    expect(parseScore('')).toBeNull()
    expect(parseScore(null)).toBeNull()
  })
  it('shows scores with a dash, and - when missing', () => {
    expect(formatScore('2:1')).toBe('2-1')
    expect(formatScore('0:0')).toBe('0-0')
    expect(formatScore('')).toBe('-')
    expect(formatScore(undefined)).toBe('-')
    expect(formatScore('abc')).toBe('-')
  })
  it('labels the half-time score, nothing when there is none', () => {
    expect(formatHalfScore('1:0')).toBe('半场 1-0')
    expect(formatHalfScore('')).toBe('')
    expect(formatHalfScore(null)).toBe('')
  })
})
