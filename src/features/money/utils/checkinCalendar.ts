/**
 * The check-in page's month grid. Days are Beijing calendar days written 'YYYY-MM-DD' (the server
 * decides which day a check-in belongs to), so the grid is plain date arithmetic in UTC and does
 * not depend on the device's time zone.
 */

export interface CalendarDay {
  /** 'YYYY-MM-DD' */
  date: string
  /** day of the month, 1..31 */
  day: number
  checked: boolean
  isToday: boolean
}

/** a week row: seven cells, Monday first; null pads the days outside the month */
export type CalendarWeek = (CalendarDay | null)[]

export const WEEKDAY_LABELS = ['一', '二', '三', '四', '五', '六', '日'] as const

const pad = (n: number) => String(n).padStart(2, '0')

/** 'YYYY-MM' of a 'YYYY-MM-DD' day */
export const monthOf = (date: string): string => date.slice(0, 7)

/** the month before or after 'YYYY-MM' */
export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number)
  const d = new Date(Date.UTC(y, m - 1 + by, 1))
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`
}

/** '2026年11月' */
export function monthTitle(month: string): string {
  const [y, m] = month.split('-').map(Number)
  return `${y}年${m}月`
}

/** the weeks of `month` ('YYYY-MM') with the checked days and today marked */
export function monthGrid(month: string, checkedDates: Iterable<string>, today: string): CalendarWeek[] {
  const [y, m] = month.split('-').map(Number)
  const checked = new Set(checkedDates)
  const daysInMonth = new Date(Date.UTC(y, m, 0)).getUTCDate()
  // getUTCDay: 0 Sunday .. 6 Saturday; the grid starts on Monday
  const lead = (new Date(Date.UTC(y, m - 1, 1)).getUTCDay() + 6) % 7
  const cells: (CalendarDay | null)[] = Array.from({ length: lead }, () => null)
  for (let day = 1; day <= daysInMonth; day++) {
    const date = `${month}-${pad(day)}`
    cells.push({ date, day, checked: checked.has(date), isToday: date === today })
  }
  while (cells.length % 7 !== 0) cells.push(null)
  const weeks: CalendarWeek[] = []
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7))
  return weeks
}
