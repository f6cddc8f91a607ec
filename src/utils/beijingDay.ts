/** today in Beijing time (the server's match days), YYYY-MM-DD */
export function beijingToday(now: number = Date.now()): string {
  return new Date(now + 8 * 3600_000).toISOString().slice(0, 10)
}
