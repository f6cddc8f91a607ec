/**
 * Mainland resident ID number check per GB 11643-1999, shared by the app's form validator and
 * the server's real-name verification: one implementation, so both always agree.
 * Pure: no zod, no I/O; the current time is passed in (the server passes ctx.clock.now()).
 */

/** province-level region codes (first two digits) in use */
const PROVINCES = new Set([
  11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46,
  50, 51, 52, 53, 54, 61, 62, 63, 64, 65, 71, 81, 82, 83,
])
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
const CHECK_CHARS = '10X98765432'
/** ID dates are civil dates in China: compare them with "today" in UTC+8 */
const CHINA_OFFSET_MS = 8 * 3600 * 1000

export const ADULT_AGE = 18

export interface BirthDate {
  year: number
  month: number
  day: number
}

export type IdCardCheck =
  | { ok: true; id: string; birth: BirthDate; /** 'M' | 'F' from the 17th digit */ gender: 'M' | 'F' }
  | { ok: false; reason: string }

/** the MOD 11-2 check character of the first 17 digits */
export function idCardCheckChar(first17: string): string {
  let sum = 0
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i]
  return CHECK_CHARS[sum % 11]
}

/** today's civil date in China at the instant `now` */
export function chinaDate(now: number): BirthDate {
  const d = new Date(now + CHINA_OFFSET_MS)
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }
}

const dateKey = (d: BirthDate) => d.year * 10000 + d.month * 100 + d.day

/** full years lived on the civil date of `now` (a birthday counts on the day itself) */
export function ageOn(birth: BirthDate, now: number): number {
  const today = chinaDate(now)
  let age = today.year - birth.year
  if (today.month * 100 + today.day < birth.month * 100 + birth.day) age -= 1
  return age
}

/** format, region, birth date (real, not in the future) and check character; `x` is accepted as `X` */
export function checkIdCard(raw: string, now: number): IdCardCheck {
  const id = raw.trim().toUpperCase()
  if (!/^\d{17}[\dX]$/.test(id)) return { ok: false, reason: '身份证号应为 18 位，前 17 位为数字，最后一位为数字或 X' }
  if (!PROVINCES.has(Number(id.slice(0, 2)))) return { ok: false, reason: '身份证号的地区码无效' }
  const birth = { year: Number(id.slice(6, 10)), month: Number(id.slice(10, 12)), day: Number(id.slice(12, 14)) }
  const probe = new Date(Date.UTC(birth.year, birth.month - 1, birth.day))
  const real = birth.year >= 1900 && probe.getUTCFullYear() === birth.year && probe.getUTCMonth() === birth.month - 1 && probe.getUTCDate() === birth.day
  if (!real) return { ok: false, reason: '身份证号中的出生日期无效' }
  if (dateKey(birth) > dateKey(chinaDate(now))) return { ok: false, reason: '身份证号中的出生日期晚于今天' }
  if (idCardCheckChar(id) !== id[17]) return { ok: false, reason: '身份证号校验位不正确，请核对' }
  return { ok: true, id, birth, gender: Number(id[16]) % 2 === 1 ? 'M' : 'F' }
}

export const UNDERAGE_MESSAGE = `未满 ${ADULT_AGE} 周岁不能进行实名认证`

/**
 * The real-name age rule, the same for the form (before sending) and the server: the reason when
 * a well-formed number's holder is under ADULT_AGE on `now`, else null (format errors are checkIdCard's).
 */
export function idCardAgeProblem(raw: string, now: number): string | null {
  const check = checkIdCard(raw, now)
  return check.ok && ageOn(check.birth, now) < ADULT_AGE ? UNDERAGE_MESSAGE : null
}

/** the app's form check: true when the number is well formed (the age rule is idCardAgeProblem) */
export function isValidIdCard(raw: string, now: number = Date.now()): boolean {
  return checkIdCard(raw, now).ok
}

/** shows only the first and last characters: 1101**********123X */
export function maskIdCard(id: string): string {
  return id.length < 8 ? '*'.repeat(id.length) : id.slice(0, 4) + '*'.repeat(id.length - 8) + id.slice(-4)
}
