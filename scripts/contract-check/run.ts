import type { z } from 'zod'
import { endpoints } from '../../types/api'
import type { ContractPart, EndpointDef } from '../../types/endpoint'
import { isRead } from './classify'
import { postForm, type RawAnswer } from './http'
import { EXTRA_FIELDS, ParamResolver } from './params'
import { judge, type Verdict } from './verdict'

export interface CheckOptions {
  base: string
  mobile?: string
  password?: string
  /** only these paths (all reads when absent) */
  only?: readonly string[]
}

export interface EndpointResult {
  path: string
  part: ContractPart
  verdict: Verdict
}

/** the request fields a call must carry (the object schema's non-optional keys) */
export function requiredFields(schema: z.ZodType): string[] {
  const shape = (schema as unknown as { shape?: Record<string, z.ZodType> }).shape
  if (!shape) return []
  return Object.entries(shape).filter(([, field]) => !field.safeParse(undefined).success).map(([k]) => k)
}

/** successful `data` of a call, or undefined */
function dataOf(answer: RawAnswer): unknown {
  const body = answer.body as { code?: unknown; data?: unknown } | null
  return body && (body.code === 1 || body.code === 200) ? body.data : undefined
}

async function login(base: string, mobile: string, password: string): Promise<string> {
  const answer = await postForm(base, 'api/user/login', { mobile, password })
  const verdict = judge(answer, endpoints['api/user/login'].res)
  const token = (dataOf(answer) as { token?: unknown } | undefined)?.token
  if (verdict.kind !== 'conforms' || typeof token !== 'string') {
    throw new Error(`login failed: ${verdict.kind === 'error' ? `${verdict.code} ${verdict.message}` : verdict.kind}`)
  }
  return token
}

/** Calls every read endpoint of the contract (or the `only` ones) and judges each answer. */
export async function checkReads(opts: CheckOptions): Promise<EndpointResult[]> {
  const token = opts.mobile && opts.password ? await login(opts.base, opts.mobile, opts.password) : undefined
  const table = endpoints as Record<string, EndpointDef>
  const call = (path: string, fields: Record<string, unknown>) => postForm(opts.base, path, fields, token, table[path]?.method === 'GET' ? 'GET' : 'POST')
  const resolver = new ParamResolver(opts.base, async (path, fields) => dataOf(await call(path, fields)))
  const paths = Object.keys(table).filter((p) => isRead(p) && (!opts.only || opts.only.includes(p)))
  const results: EndpointResult[] = []
  for (const path of paths) {
    const def = table[path]
    results.push({ path, part: def.part, verdict: await checkOne(path, def) })
  }
  return results

  async function checkOne(path: string, def: EndpointDef): Promise<Verdict> {
    if (def.access === 'user' && !token) return { kind: 'skipped', reason: 'needs --mobile' }
    const params = await resolver.resolve(path, [...requiredFields(def.req), ...(EXTRA_FIELDS[path] ?? [])])
    if (!params.ok) return { kind: 'skipped', reason: params.reason }
    try {
      return judge(await call(path, params.fields), def.res)
    } catch (err) {
      return { kind: 'error', code: 'network', message: (err as Error).message }
    }
  }
}

/** A spec endpoint must conform; an extension may be missing but, when served, must conform too. */
export function isFailure(r: EndpointResult): boolean {
  const v = r.verdict.kind
  if (v === 'conforms' || v === 'skipped') return false
  return r.part === 'spec' || v !== 'missing'
}

export function summary(results: readonly EndpointResult[]): string[] {
  const lines: string[] = []
  for (const part of ['spec', 'extension'] as const) {
    const counts = new Map<string, number>()
    for (const r of results) if (r.part === part) counts.set(r.verdict.kind, (counts.get(r.verdict.kind) ?? 0) + 1)
    lines.push(`${part}: ${[...counts].map(([k, n]) => `${n} ${k}`).join(', ') || 'none checked'}`)
  }
  return lines
}
