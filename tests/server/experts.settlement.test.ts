import { outcomeOf, type PickToSettle } from '../../mocks/features/experts/services/settlement'
import { pickText } from '../../mocks/features/experts/services/predictions'
import { WIN_OR_NOT } from '../../types/prediction'

const { hit, miss, push } = WIN_OR_NOT

describe('settling a pick on the 90-minute score', () => {
  /** [pick, score, expected] */
  const CASES: Array<[PickToSettle, [number, number], number]> = [
    // 胜平负
    [{ play: '1x2', pick: 'home', line: null }, [2, 1], hit],
    [{ play: '1x2', pick: 'home', line: null }, [1, 1], miss],
    [{ play: '1x2', pick: 'draw', line: null }, [0, 0], hit],
    [{ play: '1x2', pick: 'away', line: null }, [0, 3], hit],
    [{ play: '1x2', pick: 'away', line: null }, [2, 0], miss],
    // 让球: the line is the home side's (-0.5: home gives half a goal)
    [{ play: 'handicap', pick: 'home', line: -0.5 }, [1, 0], hit],
    [{ play: 'handicap', pick: 'home', line: -0.5 }, [1, 1], miss],
    [{ play: 'handicap', pick: 'away', line: -0.5 }, [1, 1], hit],
    [{ play: 'handicap', pick: 'home', line: -1 }, [2, 1], push],
    [{ play: 'handicap', pick: 'away', line: -1 }, [2, 1], push],
    [{ play: 'handicap', pick: 'home', line: -1 }, [3, 1], hit],
    [{ play: 'handicap', pick: 'away', line: 0 }, [0, 0], push],
    [{ play: 'handicap', pick: 'away', line: 0.5 }, [1, 1], miss],
    [{ play: 'handicap', pick: 'home', line: 0.5 }, [1, 1], hit],
    // quarter lines: a half win counts as a hit, a half loss as a miss
    [{ play: 'handicap', pick: 'home', line: -0.75 }, [1, 0], hit],
    [{ play: 'handicap', pick: 'away', line: -0.75 }, [1, 0], miss],
    [{ play: 'handicap', pick: 'home', line: -0.25 }, [0, 0], miss],
    [{ play: 'handicap', pick: 'away', line: -0.25 }, [0, 0], hit],
    // 大小球
    [{ play: 'overUnder', pick: 'over', line: 2.5 }, [2, 1], hit],
    [{ play: 'overUnder', pick: 'under', line: 2.5 }, [2, 1], miss],
    [{ play: 'overUnder', pick: 'over', line: 3 }, [2, 1], push],
    [{ play: 'overUnder', pick: 'under', line: 3 }, [1, 2], push],
    [{ play: 'overUnder', pick: 'under', line: 2 }, [0, 1], hit],
    [{ play: 'overUnder', pick: 'over', line: 2.75 }, [2, 1], hit],
    [{ play: 'overUnder', pick: 'under', line: 2.25 }, [1, 1], hit],
    [{ play: 'overUnder', pick: 'over', line: 2.25 }, [1, 1], miss],
  ]

  it.each(CASES)('%j on %j settles as %i', (pick, score, expected) => {
    expect(outcomeOf(pick, score)).toBe(expected)
  })

  it('refuses a handicap or total without a line', () => {
    expect(() => outcomeOf({ play: 'handicap', pick: 'home', line: null }, [1, 0])).toThrow()
  })

  it('words a pick as the app shows it', () => {
    expect(pickText('1x2', 'home', null)).toBe('主胜')
    expect(pickText('1x2', 'draw', null)).toBe('平局')
    expect(pickText('1x2', 'away', null)).toBe('客胜')
    expect(pickText('handicap', 'home', -0.5)).toBe('主队 -0.5')
    expect(pickText('handicap', 'away', -0.5)).toBe('客队 +0.5')
    expect(pickText('handicap', 'away', 0.25)).toBe('客队 -0.25')
    expect(pickText('handicap', 'away', 0)).toBe('客队 0')
    expect(pickText('overUnder', 'over', 2.5)).toBe('大 2.5')
    expect(pickText('overUnder', 'under', 2.75)).toBe('小 2.75')
  })
})
