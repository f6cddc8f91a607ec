import {
  afterTax, allowedPasses, bdPrize, betCount, listBets, maxLegs, netBetPrize, passLevels, perBetPrize, poolBetCount,
  prizeRange, selectionBetCount, settleSelection, type MatchPicks, type Selection,
} from '@/features/lottery/utils/betCalculator'

/** the official 竞彩 table, written out here on its own so the module is checked against it */
const OFFICIAL: Array<[string, number[]]> = [
  ['2串1', [2]],
  ['3串1', [3]], ['3串3', [2]], ['3串4', [2, 3]],
  ['4串1', [4]], ['4串4', [3]], ['4串5', [3, 4]], ['4串6', [2]], ['4串11', [2, 3, 4]],
  ['5串1', [5]], ['5串5', [4]], ['5串6', [4, 5]], ['5串10', [2]], ['5串16', [3, 4, 5]], ['5串20', [2, 3]], ['5串26', [2, 3, 4, 5]],
  ['6串1', [6]], ['6串6', [5]], ['6串7', [5, 6]], ['6串15', [2]], ['6串20', [3]], ['6串22', [4, 5, 6]], ['6串35', [2, 3]],
  ['6串42', [3, 4, 5, 6]], ['6串50', [2, 3, 4]], ['6串57', [2, 3, 4, 5, 6]],
  ['7串1', [7]], ['7串7', [6]], ['7串8', [6, 7]], ['7串21', [5]], ['7串35', [4]], ['7串120', [2, 3, 4, 5, 6, 7]],
  ['8串1', [8]], ['8串8', [7]], ['8串9', [7, 8]], ['8串28', [6]], ['8串56', [5]], ['8串70', [4]], ['8串247', [2, 3, 4, 5, 6, 7, 8]],
]

const binomial = (n: number, k: number): number => (k === 0 || k === n ? 1 : binomial(n - 1, k - 1) + binomial(n - 1, k))

describe('pass types', () => {
  it.each(OFFICIAL)('%s is made of parlays of %j legs, and N bets of one option each', (pass, levels) => {
    expect(passLevels(pass)).toEqual(levels)
    const [m, n] = pass.split('串').map(Number)
    expect(levels.reduce((sum, k) => sum + binomial(m, k), 0)).toBe(n)
    expect(betCount(Array(m).fill(1), pass)).toBe(n)
  })

  it('单关 is one leg; an unknown pass type is refused', () => {
    expect(passLevels('单关')).toEqual([1])
    expect(() => passLevels('3串5')).toThrow('不支持的过关方式')
  })
})

describe('bet counts', () => {
  it('several options on one match are alternatives: 3串4 on 2, 1 and 3 options makes 11 doubles and 6 trebles', () => {
    expect(betCount([2, 1, 3], '3串4')).toBe(2 * 1 + 2 * 3 + 1 * 3 + 2 * 1 * 3)
    expect(betCount([3, 3, 3, 3], '4串11')).toBe(6 * 9 + 4 * 27 + 81)
  })

  it('a free k串1 takes every k of the chosen matches; an M串N needs exactly M matches', () => {
    expect(betCount([1, 1, 1, 1], '2串1')).toBe(6)
    expect(betCount([2, 1, 1, 1], '3串1')).toBe(7)
    expect(betCount([1, 1, 1, 1], '3串3')).toBe(0)
    expect(betCount([1], '2串1')).toBe(0)
    expect(betCount([3, 2], '单关')).toBe(5)
  })
})

describe('prizes', () => {
  it('is 2 × the product of the odds, rounded half up to the fen on the exact value', () => {
    // floats give 6.83674999…; the exact value is 6.83675
    expect(perBetPrize([2.05, 1.45, 1.15], 1)).toBe(6.84)
    expect(perBetPrize([1.85, 2.1], 10)).toBe(77.7)
    expect(perBetPrize([3.33, 3.33], 1)).toBe(22.18)
    // exactly half a fen rounds up: 7.6875
    expect(perBetPrize([1.25, 1.5, 2.05], 1)).toBe(7.69)
    // many legs stay exact: 10.47781888565…, 568.771348197…
    expect(perBetPrize([1.23, 1.23, 1.23, 1.23, 1.23, 1.23, 1.23, 1.23], 1)).toBe(10.48)
    expect(perBetPrize([2.35, 1.87, 3.05, 1.45, 2.15, 1.66, 4.1], 3)).toBe(1706.31)
  })

  it('caps each bet by its legs before the multiple: 10万, 20万, 50万, 100万', () => {
    expect(perBetPrize([60_000], 1)).toBe(100_000)
    expect(perBetPrize([60_000], 3)).toBe(300_000)
    expect(perBetPrize([500, 300], 1)).toBe(200_000)
    expect(perBetPrize([100, 100, 20], 1)).toBe(200_000)
    expect(perBetPrize([50, 50, 50, 3], 1)).toBe(500_000)
    expect(perBetPrize([20, 20, 20, 20, 20], 1)).toBe(500_000)
    expect(perBetPrize([10, 10, 10, 10, 10, 10], 1)).toBe(1_000_000)
    expect(perBetPrize([10, 10, 10, 10, 10, 10, 10, 10], 2)).toBe(2_000_000)
    // below the cap nothing is cut
    expect(perBetPrize([40_000], 1)).toBe(80_000)
  })

  it('takes 20% tax only from a bet above 10,000 yuan, bet by bet with a multiple', () => {
    expect(afterTax(10_000)).toBe(10_000)
    expect(afterTax(10_000.01)).toBe(8_000.01)
    expect(afterTax(12_000)).toBe(9_600)
    expect(netBetPrize('jc', [6_000], 2)).toBe(19_200)
    // 2 × 2,600 = 5,200 a bet: untaxed even though the multiple makes it 52,000
    expect(netBetPrize('jc', [2_600], 10)).toBe(52_000)
  })

  it('北京单场 pays 65% of 2 × the SP product × the multiple; a cancelled match counts SP 1', () => {
    expect(bdPrize([2.5, 3.1], 1)).toBe(10.08)
    expect(bdPrize([2.5, 1], 2)).toBe(6.5)
    expect(bdPrize([1.91], 100)).toBe(248.3)
  })
})

describe('胜负彩 and 任选九', () => {
  it('胜负彩 multiplies the options of all 14 matches and needs every one', () => {
    expect(poolBetCount([2, 2, 3, ...Array(11).fill(1)], 'sfc')).toBe(12)
    expect(poolBetCount(Array(13).fill(1), 'sfc')).toBe(0)
    expect(poolBetCount([0, ...Array(13).fill(1)], 'sfc')).toBe(0)
  })

  it('任选九 sums every choice of 9 of the chosen matches', () => {
    expect(poolBetCount(Array(9).fill(1), 'r9')).toBe(1)
    expect(poolBetCount(Array(10).fill(1), 'r9')).toBe(10)
    expect(poolBetCount(Array(14).fill(1), 'r9')).toBe(2002)
    // 9 of the 8 single matches with the double one: 9 ways × 2, plus the one choice without it
    expect(poolBetCount([2, ...Array(9).fill(1), 0, 0, 0, 0], 'r9')).toBe(19)
    expect(poolBetCount(Array(8).fill(3), 'r9')).toBe(0)
  })
})

const match = (matchId: number, picks: MatchPicks['picks'], extra: Partial<MatchPicks> = {}): MatchPicks => ({ matchId, handicap: -1, picks, ...extra })

describe('plays and pass types a selection allows', () => {
  const had = (id: number) => match(id, [{ play: 'had', value: '3', odds: 1.5 }])
  it('three 胜平负 matches allow 2串1, 3串1, 3串3 and 3串4 (单关 only where the match is open for it)', () => {
    expect(allowedPasses([had(1), had(2), had(3)])).toEqual({ free: ['2串1', '3串1'], combined: ['3串3', '3串4'] })
    expect(allowedPasses([{ ...had(1), singleAllowed: true }]).free).toEqual(['单关'])
  })

  it('a mixed parlay is limited by its strictest play: 比分 stops it at 4 legs, 总进球 at 6', () => {
    const crs = match(9, [{ play: 'crs', value: '1:0', odds: 7 }])
    const five = [had(1), had(2), had(3), had(4), crs]
    expect(maxLegs(five)).toBe(4)
    expect(allowedPasses(five)).toEqual({ free: ['2串1', '3串1', '4串1'], combined: [] })
    expect(maxLegs([had(1), match(2, [{ play: 'ttg', value: '2', odds: 3.2 }])])).toBe(6)
    expect(maxLegs([had(1), match(2, [{ play: 'hafu', value: '33', odds: 3.2 }])])).toBe(4)
    expect(maxLegs([had(1), had(2)])).toBe(8)
  })
})

describe('prize range of a selection', () => {
  it('never combines options one match cannot win together', () => {
    // 胜 and 比分 1:1 on the same match exclude each other: the 18-yuan bet or the 6-yuan one, not both
    const sel: Selection = {
      lottery: 'jc',
      matches: [
        match(1, [{ play: 'had', value: '3', odds: 2 }, { play: 'crs', value: '1:1', odds: 6 }]),
        match(2, [{ play: 'had', value: '3', odds: 1.5 }]),
      ],
      passTypes: ['2串1'],
      multiple: 1,
    }
    expect(selectionBetCount(sel)).toBe(2)
    expect(prizeRange(sel)).toEqual({ min: 6, max: 18, maxAfterTax: 18 })
  })

  it('adds up options that do win together: 胜, 比分 2:1, 总进球 3 and 半全场 胜胜', () => {
    const sel: Selection = {
      lottery: 'jc',
      matches: [
        match(1, [
          { play: 'had', value: '3', odds: 1.8 },
          { play: 'crs', value: '2:1', odds: 8 },
          { play: 'ttg', value: '3', odds: 3.5 },
          { play: 'hafu', value: '33', odds: 3 },
          { play: 'crs', value: '0:0', odds: 9 },
        ]),
      ],
      passTypes: ['单关'],
      multiple: 1,
    }
    expect(prizeRange(sel).max).toBe(2 * (1.8 + 8 + 3.5 + 3))
    expect(prizeRange(sel).min).toBe(3.6)
  })

  it('3串4 on three matches: 4 bets, 8 yuan; the minimum is the cheapest double, the maximum all four', () => {
    const sel: Selection = {
      lottery: 'jc',
      matches: [match(1, [{ play: 'had', value: '3', odds: 1.5 }]), match(2, [{ play: 'had', value: '1', odds: 3.2 }]), match(3, [{ play: 'had', value: '0', odds: 2.4 }])],
      passTypes: ['3串4'],
      multiple: 1,
    }
    expect(selectionBetCount(sel)).toBe(4)
    expect(listBets(sel).map((b) => b.prize)).toEqual([9.6, 7.2, 15.36, 23.04])
    expect(prizeRange(sel)).toEqual({ min: 7.2, max: 55.2, maxAfterTax: 55.2 })
  })

  it('shows the maximum after tax when a bet pays more than 10,000 yuan', () => {
    const sel: Selection = {
      lottery: 'jc',
      matches: [match(1, [{ play: 'crs', value: 'W', odds: 80 }]), match(2, [{ play: 'crs', value: 'L', odds: 100 }])],
      passTypes: ['2串1'],
      multiple: 1,
    }
    expect(prizeRange(sel)).toEqual({ min: 16_000, max: 16_000, maxAfterTax: 12_800 })
  })

  it('settles on real results, 让球 included; a cancelled match pays its picks at 1', () => {
    const sel: Selection = {
      lottery: 'jc',
      matches: [
        match(1, [{ play: 'hhad', value: '1', odds: 3.4 }]),
        match(2, [{ play: 'had', value: '3', odds: 1.5 }, { play: 'had', value: '1', odds: 3.5 }]),
      ],
      passTypes: ['2串1'],
      multiple: 2,
    }
    // 2:1 with the home side giving a goal is a 让平
    expect(settleSelection(sel, new Map([[1, { home: 2, away: 1, halfHome: 1, halfAway: 1 }], [2, { home: 0, away: 0, halfHome: 0, halfAway: 0 }]]))).toBe(2 * 2 * 3.4 * 3.5)
    expect(settleSelection(sel, new Map([[1, { home: 1, away: 1, halfHome: 0, halfAway: 0 }], [2, null]]))).toBe(0)
    expect(settleSelection(sel, new Map([[1, { home: 3, away: 2, halfHome: 0, halfAway: 0 }], [2, null]]))).toBe(2 * 2 * 3.4 * 2)
  })
})
