import { z } from 'zod'

/**
 * Building blocks shared by every domain's schemas.
 * Payloads arrive form-encoded, so every scalar arrives as a string: request schemas
 * coerce (`zInt`, `zBool`), response schemas state the real JSON types.
 */

/**
 * Integers arrive as JSON numbers or as form strings of decimal digits (an optional minus sign).
 * Nothing else is read as a number: '', ' 1', '1e3', '0x10', '1.0', [] and true are refused, where
 * z.coerce.number() took '' and [] for 0 and '0x10' for 16 (issue 16).
 */
const DECIMAL_INT_RE = /^-?\d{1,15}$/
const intInput = (v: unknown): unknown => (typeof v === 'string' && DECIMAL_INT_RE.test(v) ? Number(v) : v)
/** an integer schema (with its own bounds) that takes decimal-digit strings too */
export function zIntOf(inner: z.ZodNumber = z.number().int()) {
  return z.preprocess(intInput, inner)
}
/** an integer field that may arrive as a string of decimal digits */
export const zInt = zIntOf()
/** an integer from `min` (and up to `max`) that may arrive as a string of decimal digits */
export const zIntRange = (min: number, max?: number) => zIntOf(max === undefined ? z.number().int().min(min) : z.number().int().min(min).max(max))
export const zId = zIntOf(z.number().int().positive())
export const zDecimalRange = (min: number, max: number, message: string) =>
  z.preprocess((v: unknown) => (typeof v === 'string' && /^-?\d{1,15}(\.\d{1,15})?$/.test(v) ? Number(v) : v), z.number().min(min, message).max(max, message))
/** '1' / '0' / 'true' / 'false' / true / false */
export const zBool = z.union([z.boolean(), z.enum(['0', '1', 'true', 'false'])]).transform((v) => v === true || v === '1' || v === 'true')
/** a real calendar day written YYYY-MM-DD (2026-02-30 and 0000-00-00 are refused) */
export const zDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD')
  .refine(isCalendarDay, '日期不存在')

function isCalendarDay(s: string): boolean {
  const [y, m, d] = s.split('-').map(Number)
  const date = new Date(Date.UTC(y, m - 1, d))
  return y >= 1900 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

/** paging fields every list endpoint takes: page from 1, limit 1..100 (default 20) */
export const pageReq = z.object({
  page: zIntRange(1).default(1),
  limit: zIntRange(1, 100).default(20),
})

/** the shape every paged list answers */
export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    has_more: z.boolean(),
  })
}
export interface Paged<T> {
  list: T[]
  page: number
  limit: number
  total: number
  has_more: boolean
}


