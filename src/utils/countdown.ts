import { toMillis, type TimeInput } from './timestamp'

const pad2 = (n: number) => String(n).padStart(2, '0')

/**
 * docs/product/constants.md: HH:mm:ss for a remaining time in milliseconds. Never negative (a finished
 * countdown shows 00:00:00); partial seconds count down to the whole second below;
 * hours keep counting past 24 (30:00:00) because the match pages have no day field.
 */
export function formatCountdown(ms: number): string {
  const total = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 1000) : 0
  const hours = Math.floor(total / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  const seconds = total % 60
  return `${pad2(hours)}:${pad2(minutes)}:${pad2(seconds)}`
}

/** a route's `type` flag counts as passed when it is present and not empty */
export type CountdownFlag = string | number | boolean | null | undefined

/**
 * docs/product/states.md: a match's countdown is its start time minus now, and it is set only when the
 * page was opened with a type flag. Returns the remaining milliseconds (0 once started),
 * or null when there is no countdown to show (no flag, or no start time).
 */
export function matchCountdownMs(startAt: TimeInput, typeFlag: CountdownFlag, now: number = Date.now()): number | null {
  if (typeFlag === undefined || typeFlag === null || typeFlag === '' || typeFlag === false) return null
  const start = toMillis(startAt)
  if (start === null) return null
  return Math.max(0, start - now)
}
