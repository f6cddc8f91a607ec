/**
 * The real-name rule shared by the verification form and the server: 2-20 Chinese characters,
 * with the middle dot of minority and foreign names (e.g. 阿卜杜·热合曼) allowed between them.
 */
const HAN = '\\u3400-\\u4dbf\\u4e00-\\u9fff'
const REAL_NAME_RE = new RegExp(`^[${HAN}]+(?:·[${HAN}]+)*$`)

export const REAL_NAME_MIN = 2
export const REAL_NAME_MAX = 20

/** null when the name is acceptable, otherwise the Chinese reason naming the field */
export function realNameProblem(raw: string): string | null {
  const name = raw.trim()
  if (name.length < REAL_NAME_MIN || name.length > REAL_NAME_MAX) return `真实姓名应为 ${REAL_NAME_MIN}-${REAL_NAME_MAX} 个汉字`
  if (!REAL_NAME_RE.test(name)) return '真实姓名只能包含汉字，少数民族姓名可用“·”分隔'
  return null
}

export const isValidRealName = (raw: string): boolean => realNameProblem(raw) === null

/** 张*、欧阳**: the first character stays */
export function maskRealName(name: string): string {
  return name.slice(0, 1) + '*'.repeat(Math.max(1, name.length - 1))
}
