import fs from 'node:fs'
import path from 'node:path'
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'
import formbody from '@fastify/formbody'
import cors from '@fastify/cors'
import fastifyStatic from '@fastify/static'
import { ResultCode, type ApiEnvelope } from '../types/envelope'
import type { ServerConfig } from './config'
import { openDb, type Db } from './db'
import { ApiFail } from './http/errors'
import { userForToken } from './http/auth'
import { systemClock, type Clock, type Ctx } from './http/context'
import { describeIssues } from './http/validation'
import type { Router } from './http/router'
import { buildRouter } from './routes'
import { registerAccountServerRoutes } from './routes/user/server'
import { setSetting } from './services/settings'

export interface BuildOptions {
  config: ServerConfig
  clock?: Clock
  /** an open database (tests share one); otherwise config.dbFile is opened */
  db?: Db
  router?: Router
  /** check every answer against its response schema (on in tests) */
  validateResponses?: boolean
  /** runs once the database is open and migrated, before serving (the data engine seeds here) */
  prepare?: (db: Db, clock: Clock) => void
}

const envelope = <T>(code: number, msg: string, data: T): ApiEnvelope<T> => ({ code, msg, data })

type Payload = Record<string, unknown>

function payloadOf(req: FastifyRequest): Payload {
  const query = (req.query ?? {}) as Payload
  const body = req.body && typeof req.body === 'object' ? (req.body as Payload) : {}
  return { ...query, ...body }
}

function bearer(req: FastifyRequest): string | undefined {
  const h = req.headers.authorization
  return h?.startsWith('Bearer ') ? h.slice(7) : undefined
}

export async function buildServer(opts: BuildOptions): Promise<{ app: FastifyInstance; db: Db }> {
  const { config } = opts
  const clock = opts.clock ?? systemClock
  const db = opts.db ?? openDb(config.dbFile)
  opts.prepare?.(db, clock)
  const router = opts.router ?? buildRouter()

  const app = Fastify({ logger: config.logRequests ? { level: 'info' } : { level: 'warn' }, bodyLimit: 2 * 1024 * 1024 })
  await app.register(cors, { origin: true })
  await app.register(formbody)

  // malformed bodies and other framework errors: a clear envelope, never a stack trace
  app.setErrorHandler((err: Error & { statusCode?: number }, _req, reply) => {
    const status = err.statusCode ?? 500
    if (status < 500) return reply.code(200).send(envelope(ResultCode.FAIL, `请求格式错误：${err.message}`, null))
    app.log.error(err)
    return reply.code(500).send(envelope(ResultCode.FAIL, '服务器内部错误', null))
  })

  const serve = async (req: FastifyRequest, reply: FastifyReply) => {
    const path = 'api/' + (req.params as { '*': string })['*']
    const route = router.routes.get(path)
    if (!route) return reply.code(404).send(envelope(ResultCode.NOT_FOUND, `接口不存在：${path}`, null))
    const method = route.def.method ?? 'ANY'
    if (method !== 'ANY' && method !== req.method) {
      return reply.code(405).send(envelope(ResultCode.FAIL, `${path} 只接受 ${method} 请求`, null))
    }
    const raw = payloadOf(req)
    const token = (typeof raw.token === 'string' ? raw.token : undefined) ?? bearer(req)
    const user = userForToken(db, token, clock.now())
    const access = route.def.access ?? 'optional'
    if (access === 'user' && !user) return envelope(ResultCode.LOGIN_REQUIRED, '请先登录', null)
    // the token alone says who the caller is: naming another user is refused (no acting as someone else)
    if (user && access !== 'public') {
      for (const key of ['user_id', 'uid'] as const) {
        const v = raw[key]
        if (v !== undefined && v !== '' && String(v) !== String(user.id)) {
          return envelope(ResultCode.FAIL, '用户身份不符，无权操作', null)
        }
      }
    }
    const parsed = route.def.req.safeParse(raw)
    if (!parsed.success) return envelope(ResultCode.FAIL, describeIssues(parsed.error), null)
    const ctx: Ctx = { db, config, clock, user, ip: req.ip, log: req.log }
    try {
      const data = await route.handler(parsed.data, ctx)
      if (opts.validateResponses) {
        const check = route.def.res.safeParse(data)
        if (!check.success) {
          throw new Error(`response of ${path} breaks its schema: ${JSON.stringify(check.error.issues.slice(0, 3))}`)
        }
      }
      return envelope(ResultCode.OK, 'ok', data ?? null)
    } catch (e) {
      if (e instanceof ApiFail) return envelope(e.code, e.message, null)
      throw e
    }
  }
  app.route({ method: ['GET', 'POST'], url: '/api/*', handler: serve })

  // operator switches (pay module, ...): guarded by the admin token
  app.post('/admin/settings', async (req, reply) => {
    if (req.headers['x-admin-token'] !== config.adminToken) return reply.code(403).send(envelope(ResultCode.FAIL, '无权操作', null))
    const { key, value } = payloadOf(req) as { key?: string; value?: string }
    if (!key || value === undefined) return envelope(ResultCode.FAIL, '需要 key 和 value', null)
    setSetting(db, key, String(value))
    return envelope(ResultCode.OK, 'ok', null)
  })

  // accounts: multipart uploads, /uploads files, /admin/sms and /admin/notices
  registerAccountServerRoutes(app, { db, config, clock })

  if (fs.existsSync(path.join(config.h5Dir, 'index.html'))) {
    await app.register(fastifyStatic, { root: config.h5Dir, preCompressed: true, wildcard: false })
  }
  app.setNotFoundHandler((req, reply) => {
    reply.code(404).send(envelope(ResultCode.NOT_FOUND, `接口不存在：${req.url}`, null))
  })

  app.addHook('onClose', async () => {
    if (!opts.db) db.close()
  })
  return { app, db }
}
