// The moment the browser (e2e) and mini-program (weapp) suites live at, so their results do not
// depend on the time of day: the stand-in server's clock starts there (the e2e server process via
// CLOCK_START, the weapp in-process server via its TestClock), the data is seeded there, and the
// app's own Date (Beijing "today", countdowns) is moved to the same moment.
//
//   TEST_CLOCK=2026-11-22T23:58:00+08:00 npx jest -c tests/e2e/jest.config.js   (a chosen moment)
//   TEST_CLOCK=1795363080000 ...                                                 (Unix ms)
//   TEST_CLOCK=real ...                                                          (the real time)
// Unset: DEFAULT_TEST_CLOCK. Plain CommonJS: the suites' global setups and environments load it.

/** noon in Beijing on the seed's day: matches are live, finished and ahead */
const DEFAULT_TEST_CLOCK = '2026-11-22T12:00:00+08:00'

const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/

/** the suites' start time in ms, or null for the real time (TEST_CLOCK=real) */
function testClockStart(env = process.env) {
  const raw = (env.TEST_CLOCK ?? '').trim()
  if (raw === 'real') return null
  const text = raw || DEFAULT_TEST_CLOCK
  const ms = /^\d{10,}$/.test(text) ? Number(text) : ISO_WITH_ZONE.test(text) ? Date.parse(text) : NaN
  if (!Number.isFinite(ms)) {
    throw new Error(`TEST_CLOCK=${raw} is not valid: expected an ISO date-time with its zone (2026-11-22T23:58:00+08:00), Unix ms, or real`)
  }
  return ms
}

/**
 * Replaces `target.Date` with one `offsetMs()` ahead of the real clock (Date.now(), new Date()),
 * timers untouched. `offsetMs` is read on every call, so the harness can move it.
 */
function installShiftedDate(target, offsetMs) {
  const RealDate = target.Date
  function ShiftedDate(...args) {
    const now = RealDate.now() + offsetMs()
    if (!new.target) return new RealDate(now).toString()
    return args.length === 0 ? new RealDate(now) : new RealDate(...args)
  }
  ShiftedDate.prototype = RealDate.prototype
  ShiftedDate.now = () => RealDate.now() + offsetMs()
  ShiftedDate.parse = RealDate.parse
  ShiftedDate.UTC = RealDate.UTC
  target.Date = ShiftedDate
  return RealDate
}

module.exports = { DEFAULT_TEST_CLOCK, testClockStart, installShiftedDate }
