import {
  CODE_LENGTH,
  isAmount,
  isChinese,
  isCode,
  isDigits,
  isEmail,
  isIdCard,
  isInRange,
  isLandline,
  isLengthBetween,
  isLetters,
  isMobile,
  isUrl,
} from './validators'

/** one check of one field; `message` is what the form shows next to it */
export interface Rule {
  message: string
  test: (value: string) => boolean
  /** checked even when the field is empty (only `required` is) */
  checksEmpty?: boolean
}

export type FieldValue = string | number | null | undefined

const make = (test: Rule['test'], message: string): Rule => ({ test, message })

/** rule factories with the default Chinese messages; pass a message to say it differently */
export const rules = {
  required: (message = '此项不能为空'): Rule => ({ test: (v) => v.trim() !== '', message, checksEmpty: true }),
  mobile: (message = '请输入正确的手机号'): Rule => make(isMobile, message),
  email: (message = '请输入正确的邮箱地址'): Rule => make(isEmail, message),
  url: (message = '请输入正确的网址'): Rule => make(isUrl, message),
  amount: (message = '请输入正确的金额（最多两位小数）'): Rule => make(isAmount, message),
  digits: (message = '只能输入数字'): Rule => make(isDigits, message),
  idCard: (message = '请输入正确的身份证号'): Rule => make((v) => isIdCard(v), message),
  code: (length = CODE_LENGTH, message = `请输入${length}位验证码`): Rule => make((v) => isCode(v, length), message),
  landline: (message = '请输入正确的座机号码'): Rule => make(isLandline, message),
  letters: (message = '只能输入英文字母'): Rule => make(isLetters, message),
  chinese: (message = '只能输入中文'): Rule => make(isChinese, message),
  range: (min?: number, max?: number, message = rangeMessage(min, max)): Rule => make((v) => isInRange(v, min, max), message),
  length: (min?: number, max?: number, message = lengthMessage(min, max)): Rule =>
    make((v) => isLengthBetween(v, min, max), message),
  custom: (test: Rule['test'], message: string): Rule => make(test, message),
}

function rangeMessage(min?: number, max?: number): string {
  if (min !== undefined && max !== undefined) return `请输入${min}到${max}之间的数值`
  if (min !== undefined) return `请输入不小于${min}的数值`
  if (max !== undefined) return `请输入不大于${max}的数值`
  return '请输入数值'
}

function lengthMessage(min?: number, max?: number): string {
  if (min !== undefined && max !== undefined) return min === max ? `请输入${min}个字符` : `请输入${min}到${max}个字符`
  if (min !== undefined) return `至少输入${min}个字符`
  if (max !== undefined) return `最多输入${max}个字符`
  return ''
}

/** the first failing rule's message, or null; an empty optional field passes */
export function validateField(value: FieldValue, fieldRules: readonly Rule[]): string | null {
  const text = value === null || value === undefined ? '' : String(value)
  const empty = text.trim() === ''
  for (const rule of fieldRules) {
    if (empty && !rule.checksEmpty) continue
    if (!rule.test(text)) return rule.message
  }
  return null
}

export type FormErrors<F extends string> = Partial<Record<F, string>>

/** every field's first failing message; fields that pass are absent */
export function validateForm<F extends string>(
  values: Partial<Record<F, FieldValue>>,
  schema: Partial<Record<F, readonly Rule[]>>,
): FormErrors<F> {
  const errors: FormErrors<F> = {}
  for (const field of Object.keys(schema) as F[]) {
    const message = validateField(values[field], schema[field] ?? [])
    if (message !== null) errors[field] = message
  }
  return errors
}

/** the message to toast on submit: the first error in the schema's field order */
export function firstFormError<F extends string>(errors: FormErrors<F>): string | null {
  for (const message of Object.values(errors) as Array<string | undefined>) {
    if (message) return message
  }
  return null
}
