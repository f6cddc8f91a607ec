/** noon in Beijing on the seed's day */
export const DEFAULT_TEST_CLOCK: string
/** the suites' start time in ms (TEST_CLOCK, else DEFAULT_TEST_CLOCK), or null for the real time (TEST_CLOCK=real) */
export function testClockStart(env?: Record<string, string | undefined>): number | null
/** replaces target.Date with one offsetMs() ahead of the real clock; returns the real Date */
export function installShiftedDate(target: { Date: DateConstructor }, offsetMs: () => number): DateConstructor
