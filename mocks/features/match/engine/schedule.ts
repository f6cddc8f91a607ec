/**
 * When competitions play: pure functions of the competition's calendar fields, so the seeder and the
 * top-up at start-up lay out exactly the same fixtures for the same day.
 * Leagues play a double round robin, one round every LEAGUE_ROUND_DAYS days; cups play one knockout
 * round every CUP_ROUND_DAYS days. Both repeat with a break between editions (`period_days`).
 */
export const LEAGUE_ROUND_DAYS = 4
export const LEAGUE_BREAK_DAYS = 24
export const CUP_ROUND_DAYS = 16
export const CUP_PERIOD_DAYS = 160

export interface CompetitionCalendar {
  type: 1 | 2
  rounds: number
  first_day: number
  period_days: number
}

/** the edition (cycle) and round index (0-based) a competition plays on `day`, if any */
export function roundOnDay(c: CompetitionCalendar, day: number): { cycle: number; round: number } | null {
  const step = c.type === 1 ? LEAGUE_ROUND_DAYS : CUP_ROUND_DAYS
  const rel = day - c.first_day
  const cycle = Math.floor(rel / c.period_days)
  const k = rel - cycle * c.period_days
  if (k % step !== 0 || k / step >= c.rounds) return null
  return { cycle, round: k / step }
}

/** first day of an edition */
export function cycleStartDay(c: CompetitionCalendar, cycle: number): number {
  return c.first_day + cycle * c.period_days
}

/**
 * Circle-method double round robin over `n` (even) slots: pairs [home slot, away slot] of round
 * `round` (0-based, 0 .. 2n-3). The second half repeats the first with venues swapped.
 */
export function roundRobinPairs(n: number, round: number): Array<[number, number]> {
  const half = n - 1
  const r = round % half
  const second = round >= half
  const rotating = Array.from({ length: n - 1 }, (_, i) => 1 + ((i + r) % (n - 1)))
  const order = [0, ...rotating]
  const pairs: Array<[number, number]> = []
  for (let i = 0; i < n / 2; i++) {
    let a = order[i]
    let b = order[n - 1 - i]
    // alternate venues so nobody plays at home every week
    if ((r + i) % 2 === 1) [a, b] = [b, a]
    pairs.push(second ? [b, a] : [a, b])
  }
  return pairs
}
