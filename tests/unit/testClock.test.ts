/** the suites' clock helper (tests/setup/testClock.js): TEST_CLOCK parsing and the weapp app's shifted Date */
import { DEFAULT_TEST_CLOCK, installShiftedDate, testClockStart } from '../setup/testClock'

describe('TEST_CLOCK', () => {
  it('defaults to noon in Beijing on the seed day, and reads ISO with a zone or Unix ms', () => {
    expect(testClockStart({})).toBe(Date.parse(DEFAULT_TEST_CLOCK))
    expect(testClockStart({ TEST_CLOCK: '2026-11-22T23:59:30+08:00' })).toBe(Date.parse('2026-11-22T15:59:30Z'))
    expect(testClockStart({ TEST_CLOCK: '1795363170000' })).toBe(1795363170000)
  })

  it('is the real time when asked, and refuses a moment without a zone', () => {
    expect(testClockStart({ TEST_CLOCK: 'real' })).toBeNull()
    expect(() => testClockStart({ TEST_CLOCK: '2026-11-22 23:59' })).toThrow('TEST_CLOCK=2026-11-22 23:59 is not valid')
  })
})

describe('installShiftedDate', () => {
  const target = { Date }
  const RealDate = installShiftedDate(target, () => 86_400_000)
  const Shifted = target.Date

  it('moves now and new Date() by the offset, leaves explicit dates alone, and stays a Date', () => {
    const real = RealDate.now()
    expect(Shifted.now() - real).toBeGreaterThanOrEqual(86_400_000)
    expect(Shifted.now() - real).toBeLessThan(86_400_000 + 1_000)
    expect(new Shifted().getTime() - real).toBeGreaterThanOrEqual(86_400_000)
    expect(new Shifted(0).getTime()).toBe(0)
    expect(new Shifted(2026, 10, 22).getFullYear()).toBe(2026)
    expect(new Shifted()).toBeInstanceOf(RealDate)
    expect(Shifted.UTC(2026, 0, 1)).toBe(RealDate.UTC(2026, 0, 1))
    expect(typeof (Shifted as unknown as () => string)()).toBe('string')
  })
})
