const DAY_MS = 86_400_000

/** today in Beijing time (the server's match days), YYYY-MM-DD */
export function beijingToday(now: number = Date.now()): string {
  return new Date(now + 8 * 3600_000).toISOString().slice(0, 10)
}

/** the calendar day `n` days after `date` (YYYY-MM-DD in, YYYY-MM-DD out) */
export function dayAfter(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10)
}
