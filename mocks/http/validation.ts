import { z } from 'zod'

// Chinese messages for every schema failure, e.g. 「无效输入：期望 number，实际接收 string」
z.config(z.locales.zhCN())

/** one Chinese sentence naming the first bad field */
export function describeIssues(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return '参数错误'
  const field = issue.path.length ? issue.path.join('.') : '请求'
  return `参数 ${field} 错误：${issue.message}`
}

/** JSON text read against a schema: its value, or null when the text is not JSON or not of that shape */
export function parseJsonAs<S extends z.ZodType>(schema: S, text: string): z.output<S> | null {
  try {
    const parsed = schema.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
