import type { z } from 'zod'
import { describeIssues } from './describe'
import type { RawAnswer } from './http'

export type Verdict =
  | { kind: 'conforms' }
  | { kind: 'differs'; details: string[] }
  | { kind: 'missing' }
  | { kind: 'error'; code: number | string; message: string }
  | { kind: 'skipped'; reason: string }

const SUCCESS = new Set([1, 200])

/** Judges one answer: the HTTP status, the envelope, then `data` against the contract's schema. */
export function judge(answer: RawAnswer, schema: z.ZodType): Verdict {
  if (answer.status === 404) return { kind: 'missing' }
  const body = answer.body
  if (body === null || typeof body !== 'object' || !('code' in body)) {
    if (answer.status >= 400) return { kind: 'error', code: `HTTP ${answer.status}`, message: String(body).slice(0, 80) }
    return { kind: 'differs', details: ['envelope: not a { code, msg, data } object'] }
  }
  const env = body as { code: unknown; msg?: unknown; info?: unknown; data?: unknown }
  if (typeof env.code !== 'number') return { kind: 'differs', details: [`code: expected number, got ${typeof env.code}`] }
  if (env.code === 404) return { kind: 'missing' }
  if (!SUCCESS.has(env.code)) return { kind: 'error', code: env.code, message: String(env.msg ?? env.info ?? '') }
  if (answer.status !== 200) return { kind: 'differs', details: [`HTTP status ${answer.status} with success code ${env.code}`] }
  const parsed = schema.safeParse(env.data)
  return parsed.success ? { kind: 'conforms' } : { kind: 'differs', details: describeIssues(parsed.error.issues, env.data) }
}

export function verdictLine(path: string, v: Verdict): string {
  switch (v.kind) {
    case 'conforms': return `${path}  conforms`
    case 'missing': return `${path}  missing`
    case 'skipped': return `${path}  skipped: ${v.reason}`
    case 'error': return `${path}  error ${v.code} ${v.message}`
    case 'differs': return `${path}  differs\n${v.details.map((d) => `    ${d}`).join('\n')}`
  }
}
