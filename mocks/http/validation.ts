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
