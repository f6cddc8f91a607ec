import type { z } from 'zod'
import { endpoints } from '../../types/api'
import type { ContractPart, EndpointDef } from '../../types/endpoint'
import { isRead } from './classify'
import { postForm, type RawAnswer } from './http'
import { EXTRA_FIELDS, ParamResolver } from './params'
import { judge, type Verdict } from './verdict'
import { WRITE_FLOWS, type Data, type FlowContext, type FlowStep, type WriteFlow } from './writeFlows'

const table = endpoints as Record<string, EndpointDef>

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

interface Session {
  token: string | undefined
  call: (path: string, fields: Record<string, unknown>) => Promise<RawAnswer>
  resolver: ParamResolver
}

async function openSession(opts: CheckOptions): Promise<Session> {
  const token = opts.mobile && opts.password ? await login(opts.base, opts.mobile, opts.password) : undefined
  const call = (path: string, fields: Record<string, unknown>) => postForm(opts.base, path, fields, token, table[path]?.method === 'GET' ? 'GET' : 'POST')
  const resolver = new ParamResolver(opts.base, async (path, fields) => dataOf(await call(path, fields)))
  return { token, call, resolver }
}

/** Calls every read endpoint of the contract (or the `only` ones) and judges each answer. */
export async function checkReads(opts: CheckOptions): Promise<EndpointResult[]> {
  const { token, call, resolver } = await openSession(opts)
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

/**
 * Runs the write flows (writeFlows.ts) on the signed-in test account: one result per step, named
 * `<flow> › <path>`. A step that fails stops its flow; the steps after it are reported skipped, so a
 * failure in the middle may leave the flow's change in place (say, a followed match), which the line names.
 */
export async function checkWrites(opts: CheckOptions): Promise<EndpointResult[]> {
  const session = await openSession(opts)
  if (!session.token) throw new Error('--writes needs a test account: --mobile and --password')
  const results: EndpointResult[] = []
  for (const flow of WRITE_FLOWS) results.push(...(await runFlow(flow, session)))
  return results
}

async function runFlow(flow: WriteFlow, { call, resolver }: Session): Promise<EndpointResult[]> {
  const ctx: FlowContext = {}
  const results: EndpointResult[] = []
  let stopped: string | undefined
  for (const need of flow.needs) {
    ctx[need] = await resolver.value('', need)
    if (ctx[need] === undefined || ctx[need] === null) stopped ??= `no ${need} found in the backend's lists`
  }
  for (const step of flow.steps) {
    const def = table[step.path]
    const name = `${flow.name} › ${step.path}`
    if (stopped) {
      results.push({ path: name, part: def.part, verdict: { kind: 'skipped', reason: stopped } })
      continue
    }
    const verdict = await runStep(step, def, ctx, call)
    results.push({ path: name, part: def.part, verdict })
    if (verdict.kind !== 'conforms') stopped = 'an earlier step of this flow failed'
  }
  return results
}

async function runStep(step: FlowStep, def: EndpointDef, ctx: FlowContext, call: Session['call']): Promise<Verdict> {
  let answer: RawAnswer
  try {
    answer = await call(step.path, step.fields(ctx))
  } catch (err) {
    return { kind: 'error', code: 'network', message: (err as Error).message }
  }
  const verdict = judge(answer, def.res)
  if (verdict.kind === 'error' && step.acceptError && verdict.message === step.acceptError) return { kind: 'conforms' }
  if (verdict.kind !== 'conforms') return verdict
  const data = dataOf(answer) as Data
  const problem = step.effect?.(data, ctx)
  if (problem) return { kind: 'differs', details: [problem] }
  step.keep?.(data, ctx)
  return { kind: 'conforms' }
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
