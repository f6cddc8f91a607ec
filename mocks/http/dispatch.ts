import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { LONE_SURROGATE_MESSAGE } from '../../types/validation/text'
import { ResultCode, type ApiEnvelope } from '../../types/envelope'
import type { ServerConfig } from '../config'
import type { Db } from '../db'
import { deviceIdOf } from './context'
import { accessRefusal, tokenInUrl, tokenOf, type LoginRefusal, type TokenOwner } from './authentication'
import type { Clock, Ctx } from './context'
import { bodyOf, envelope, payloadOf } from './envelope'
import { ApiFail } from './errors'
import { fieldWithLoneSurrogate } from './requestChecks'
import type { Route, Router } from './router'
import { describeIssues } from './validation'

/** what the API needs to answer a request */
export interface DispatchDeps {
  db: Db
  config: ServerConfig
  clock: Clock
  router: Router
  /** who a session token belongs to (the account feature knows) */
  ownerOf: TokenOwner
  /** why a user-only endpoint refuses a token that resolves to nobody (the account feature knows) */
  loginRefusal?: LoginRefusal
  /** check every answer against its response schema (on in tests) */
  validateResponses: boolean
}

/** runs the handler on the checked request: its data in the OK envelope, a business refusal (ApiFail) as its own */
async function answer(route: Route, input: unknown, ctx: Ctx, validateResponses: boolean): Promise<ApiEnvelope<unknown>> {
  try {
    const data = await route.handler(input, ctx)
    if (validateResponses) {
      const check = route.def.res.safeParse(data)
      if (!check.success) {
        throw new Error(`response of ${route.path} breaks its schema: ${JSON.stringify(check.error.issues.slice(0, 3))}`)
      }
    }
    return envelope(ResultCode.OK, 'ok', data ?? null)
  } catch (e) {
    if (e instanceof ApiFail) return envelope(e.code, e.message, null)
    throw e
  }
}

/**
 * One request to /api/<path>: its endpoint, the caller, the checks every endpoint shares (no token
 * in the url, access, lone surrogates), the contract's request schema, then the handler.
 */
async function dispatch(deps: DispatchDeps, req: FastifyRequest, reply: FastifyReply): Promise<unknown> {
  const path = 'api/' + (req.params as { '*': string })['*']
  const found = deps.router.routes.get(path)
  // EXTENSIONS=off: an extension is as unknown as any path the contract lacks
  const route = found && (found.def.part === 'spec' || deps.config.extensions) ? found : undefined
  if (!route) return reply.code(404).send(envelope(ResultCode.NOT_FOUND, `接口不存在：${path}`, null))
  const method = route.def.method ?? 'ANY'
  if (method !== 'ANY' && method !== req.method) {
    return reply.code(405).send(envelope(ResultCode.FAIL, `${path} 只接受 ${method} 请求`, null))
  }
  if (tokenInUrl(req)) {
    return reply.code(400).send(envelope(ResultCode.FAIL, '登录凭证 token 不能放在网址中，请放在请求体或 Authorization 头里', null))
  }
  const raw = payloadOf(req)
  const token = tokenOf(req, bodyOf(req))
  const user = await deps.ownerOf(token)
  const refusal = await accessRefusal(route.def.access ?? 'optional', user, raw, token, deps.loginRefusal)
  if (refusal) return refusal
  const malformed = fieldWithLoneSurrogate(raw)
  if (malformed !== null) return envelope(ResultCode.FAIL, `参数 ${malformed} 错误：${LONE_SURROGATE_MESSAGE}`, null)
  const parsed = route.def.req.safeParse(raw)
  if (!parsed.success) return envelope(ResultCode.FAIL, describeIssues(parsed.error), null)
  const ctx: Ctx = { db: deps.db, config: deps.config, clock: deps.clock, user, ip: req.ip, device: deviceIdOf(req.headers), log: req.log }
  return answer(route, parsed.data, ctx, deps.validateResponses)
}

/** every endpoint of the contract, at /api/<path> by GET or POST, answered with the envelope */
export function registerApi(app: FastifyInstance, deps: DispatchDeps): void {
  app.route({ method: ['GET', 'POST'], url: '/api/*', handler: (req, reply) => dispatch(deps, req, reply) })
}
