import dayjs from 'dayjs'
import './dayjsSetup'
import { toMillis, type TimeInput } from './timestamp'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * docs/product/constants.md: how long ago something happened, in Chinese: under 5 minutes 刚刚, then
 * N分钟前, N小时前, N天前 (under 30 days), N个月前, N年前. A time slightly in the future
 * (a device clock behind the server's) reads 刚刚; a missing time reads ''.
 */
export function relativeTime(time: TimeInput, now: number = Date.now()): string {
  const at = toMillis(time)
  if (at === null) return ''
  const ago = now - at
  if (ago < 5 * MINUTE) return '刚刚'
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)}分钟前`
  if (ago < DAY) return `${Math.floor(ago / HOUR)}小时前`
  if (ago < 30 * DAY) return `${Math.floor(ago / DAY)}天前`
  // calendar months and years: 31 Jan to 1 Mar is one month, not "1.0x months"
  const months = Math.max(1, dayjs(now).diff(dayjs(at), 'month'))
  if (months < 12) return `${months}个月前`
  return `${Math.floor(months / 12)}年前`
}
