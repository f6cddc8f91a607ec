/** a time as the backend may send it: unix seconds, milliseconds, or a date string */
export type TimeInput = number | string | Date | null | undefined

/** numbers below this are unix seconds (1e12 ms is 2001-09-09; 1e12 s is far beyond any date we show) */
const SECONDS_LIMIT = 1e12

/** epoch milliseconds, or null when the value is missing or not a time */
export function toMillis(value: TimeInput): number | null {
  if (value === null || value === undefined || value === '') return null
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime()
  if (typeof value === 'number' || /^\d+$/.test(value.trim())) {
    const n = Number(value)
    if (!Number.isFinite(n)) return null
    return n < SECONDS_LIMIT ? n * 1000 : n
  }
  // 'YYYY-MM-DD HH:mm:ss' is not ISO for every engine (iOS WebKit rejects the space)
  const ms = new Date(value.trim().replace(/^(\d{4})-(\d{2})-(\d{2}) /, '$1/$2/$3 ')).getTime()
  return Number.isNaN(ms) ? null : ms
}
