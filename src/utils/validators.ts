import { isValidIdCard } from '@contract/validation/idCard'
import { MOBILE_RE } from '@contract/validation/account'

/**
 * The generic field checks of docs/product/validation.md, as pure predicates on the text a user typed.
 * Each answers only "is this well formed"; whether a field may be empty is the form's
 * business (formValidation.ts skips empty optional fields).
 */

/** mainland mobile, by the contract's rule (client and server check the same prefixes) */
export function isMobile(value: string): boolean {
  return MOBILE_RE.test(value)
}

export function isEmail(value: string): boolean {
  return /^[\w.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/.test(value)
}

/** http(s) address with a host */
export function isUrl(value: string): boolean {
  return /^https?:\/\/[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*(:\d{1,5})?([/?#]\S*)?$/i.test(value)
}

/** a money amount: no leading zeros, at most two decimals (0, 12, 12.5, 0.01) */
export function isAmount(value: string): boolean {
  return /^(0|[1-9]\d*)(\.\d{1,2})?$/.test(value)
}

export function isDigits(value: string): boolean {
  return /^\d+$/.test(value)
}

/** resident ID number per GB 11643 (region, real birth date, MOD 11-2 check character) */
export function isIdCard(value: string, now: number = Date.now()): boolean {
  return isValidIdCard(value, now)
}

/** docs/product/validation.md, docs/product/constants.md: the SMS code is 6 digits unless the input says otherwise */
export const CODE_LENGTH = 6

export function isCode(value: string, length: number = CODE_LENGTH): boolean {
  return new RegExp(`^\\d{${length}}$`).test(value)
}

/** landline: area code 0 + 2-3 digits, an optional dash, 7-8 digits, optional '-extension' */
export function isLandline(value: string): boolean {
  return /^0\d{2,3}-?[1-9]\d{6,7}(-\d{1,6})?$/.test(value)
}

export function isLetters(value: string): boolean {
  return /^[A-Za-z]+$/.test(value)
}

/** CJK unified ideographs only (the common block used for names and text) */
export function isChinese(value: string): boolean {
  return /^[\u4e00-\u9fa5]+$/.test(value)
}

/** a number (decimals allowed) within [min, max]; either bound may be left out */
export function isInRange(value: string | number, min?: number, max?: number): boolean {
  if (typeof value === 'string' && !/^-?\d+(\.\d+)?$/.test(value.trim())) return false
  const n = Number(value)
  if (!Number.isFinite(n)) return false
  return (min === undefined || n >= min) && (max === undefined || n <= max)
}

/** length in characters (an emoji or a CJK character counts once) within [min, max] */
export function isLengthBetween(value: string, min?: number, max?: number): boolean {
  const length = Array.from(value).length
  return (min === undefined || length >= min) && (max === undefined || length <= max)
}
