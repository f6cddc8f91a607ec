import { handicapResult, impliedProbabilities, kellyFigures, payoutRate } from '../../mocks/features/match/services/oddsTools'

/** the odds-tool formulas on figures worked out by hand (docs/product/odds-tools.md) */
describe('odds tool formulas', () => {
  it('removes the margin from implied probabilities and gives the payout rate', () => {
    const q = impliedProbabilities({ home: 2, draw: 4, away: 4 })
    // 1/2 + 1/4 + 1/4 = 1: no margin, the probabilities are the inverses
    expect(q).toEqual({ home: 0.5, draw: 0.25, away: 0.25 })
    expect(payoutRate({ home: 2, draw: 4, away: 4 })).toBe(1)
    // 1/1.8 + 1/3.6 + 1/3.6 = 1.1111: payout 90 %
    expect(payoutRate({ home: 1.8, draw: 3.6, away: 3.6 })).toBeCloseTo(0.9, 10)
  })

  it('computes Kelly against the mean of the companies’ probabilities and its spread', () => {
    const f = kellyFigures([
      { company_id: 1, company: 'A', odds: { home: 2, draw: 4, away: 4 } },
      { company_id: 2, company: 'B', odds: { home: 1.8, draw: 3.6, away: 3.6 } },
    ])
    // both companies imply 0.5 / 0.25 / 0.25 once the margin is removed
    expect(f.consensus).toEqual({ home: 0.5, draw: 0.25, away: 0.25 })
    expect(f.kelly).toEqual([
      { company_id: 1, company: 'A', home: 1, draw: 1, away: 1 },
      { company_id: 2, company: 'B', home: 0.9, draw: 0.9, away: 0.9 },
    ])
    // population standard deviation of (1, 0.9) = 0.05
    expect(f.dispersion).toEqual({ home: 0.05, draw: 0.05, away: 0.05 })
    expect(f.payout.map((p) => p.payout)).toEqual([100, 90])
  })

  it.each([
    [1, 0, 0, '赢'], [1, 1, 0, '走'], [0, 1, 0, '输'],
    [2, 1, -0.5, '赢'], [1, 1, -0.5, '输'],
    [2, 1, -1, '走'], [3, 1, -1, '赢'],
    // quarter lines: a half win counts as 赢, a half loss as 输
    [1, 0, -0.75, '赢'], [1, 1, -0.25, '输'], [1, 1, 0.25, '赢'], [0, 1, 0.75, '输'],
  ] as const)('goals %i–%i with line %d: %s', (gf, ga, line, result) => {
    expect(handicapResult(gf, ga, line)).toBe(result)
  })
})
