import { homeShare, matchPercentages, readTeamStats } from '@/features/match/utils/matchStats'

describe('homeShare', () => {
  it('is the home side share of the total, rounded', () => {
    expect(homeShare(60, 40)).toBe(60)
    expect(homeShare(1, 2)).toBe(33)
    expect(homeShare('2', '1')).toBe(67)
    expect(homeShare('55%', '45%')).toBe(55)
    expect(homeShare(0, 5)).toBe(0)
  })
  it('is 50 when not computable', () => {
    expect(homeShare(0, 0)).toBe(50)
    expect(homeShare(undefined, 3)).toBe(50)
    expect(homeShare(3, undefined)).toBe(50)
    expect(homeShare(NaN, 3)).toBe(50)
    expect(homeShare('abc', '3')).toBe(50)
    expect(homeShare(-1, 3)).toBe(50)
  })
})

describe('readTeamStats', () => {
  it('parses JSON text, keeps objects, and treats anything else as no stats', () => {
    expect(readTeamStats('{"attacks":5}')).toEqual({ attacks: 5 })
    expect(readTeamStats({ attacks: 5 })).toEqual({ attacks: 5 })
    expect(readTeamStats('not json')).toEqual({})
    expect(readTeamStats('[1,2]')).toEqual({})
    expect(readTeamStats('null')).toEqual({})
    expect(readTeamStats('')).toEqual({})
    expect(readTeamStats(null)).toEqual({})
  })
})

describe('matchPercentages', () => {
  it('derives attack, danger, ballControl, correctly and partial from the two teams', () => {
    const home = JSON.stringify({ attacks: 75, dangerous_attacks: 30, ball_possession: '58', shots_on_goal: 6, shots_off_goal: 3 })
    const away = { attacks: 25, dangerous_attacks: 10, ball_possession: '42', shots_on_goal: 2, shots_off_goal: 9 }
    expect(matchPercentages(home, away)).toEqual({ attack: 75, danger: 75, ballControl: 58, correctly: 75, partial: 25 })
  })
  it('defaults each figure to 50 when its stats are missing', () => {
    expect(matchPercentages(null, undefined)).toEqual({ attack: 50, danger: 50, ballControl: 50, correctly: 50, partial: 50 })
    expect(matchPercentages({ attacks: 3 }, { attacks: 1, shots_on_goal: 0 })).toEqual({
      attack: 75,
      danger: 50,
      ballControl: 50,
      correctly: 50,
      partial: 50,
    })
  })
})
