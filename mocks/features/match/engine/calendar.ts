/**
 * Days are counted in Beijing time (UTC+8), the time zone every date in the app is shown in.
 * Day numbers are whole days since 1970-01-01 Beijing time.
 */
export const DAY_MS = 86_400_000
const BEIJING_OFFSET_MS = 8 * 3_600_000

export const dayOf = (ms: number) => Math.floor((ms + BEIJING_OFFSET_MS) / DAY_MS)
export const dayStart = (day: number) => day * DAY_MS - BEIJING_OFFSET_MS

const pad = (n: number) => String(n).padStart(2, '0')

/** the Beijing wall-clock parts of a moment */
function parts(ms: number) {
  const d = new Date(ms + BEIJING_OFFSET_MS)
  return { y: d.getUTCFullYear(), mo: d.getUTCMonth() + 1, d: d.getUTCDate(), h: d.getUTCHours(), mi: d.getUTCMinutes() }
}

/** 'YYYY-MM-DD' */
export function dateText(ms: number): string {
  const p = parts(ms)
  return `${p.y}-${pad(p.mo)}-${pad(p.d)}`
}

/** 'YYYY-MM-DD HH:mm' */
export function dateTimeText(ms: number): string {
  const p = parts(ms)
  return `${p.y}-${pad(p.mo)}-${pad(p.d)} ${pad(p.h)}:${pad(p.mi)}`
}

/** day number of a 'YYYY-MM-DD' Beijing date */
export function dayOfDate(date: string): number {
  return dayOf(Date.parse(`${date}T00:00:00+08:00`))
}

export function yearOf(ms: number): number {
  return parts(ms).y
}

/** 'YYMMDD' of a day: the Beijing single-match period number */
export function periodOfDay(day: number): string {
  const p = parts(dayStart(day))
  return `${String(p.y).slice(2)}${pad(p.mo)}${pad(p.d)}`
}
