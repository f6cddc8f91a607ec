import { hasLoneSurrogate, LONE_SURROGATE_MESSAGE } from '../types/validation/text'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Duplex } from 'node:stream'
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'
import formbody from '@fastify/formbody'
import cors from '@fastify/cors'
import { ResultCode, type ApiEnvelope } from '../types/envelope'
import type { ServerConfig } from './config'
import type { Db } from './db'
import { buildRouter, openDb } from './features'
import { ApiFail } from './http/errors'
import { registerH5 } from './http/h5Static'
import { homeFirstScreenData, withHomeFirstScreen } from './http/h5FirstScreen'
import { bearerToken, registerAccountServerRoutes, tokenRefusal, userForToken } from './features/account'
import { isOperatorRequest } from './http/operator'
import { deviceIdOf, systemClock, type Clock, type Ctx } from './http/context'
import { describeIssues } from './http/validation'
import { registerClockAdmin } from './http/clockAdmin'
import { requestLogSerializers } from './http/logging'
import { IDLE_SOCKET_MS, REQUEST_TIMEOUT_MS } from './http/timeouts'
import type { Router } from './http/router'
import { registerMoneyServerRoutes } from './features/money/routes/server'
import { registerExpertOperatorRoutes } from './features/experts/routes/operator'
import { registerLivePush, type LivePushOptions } from './features/match/live/plugin'
import { operatorSettingProblem, setSetting } from './services/settings'
import { resolveSecrets } from './services/secrets'

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
  /** the live channel's timers (tests shorten the heartbeat) */
  livePush?: LivePushOptions
  /** where the log goes (tests read it); stdout otherwise */
  logStream?: NodeJS.WritableStream
  /** closes a connection silent this long (default IDLE_SOCKET_MS; tests shorten it) */
  idleTimeoutMs?: number
}

const envelope = <T>(code: number, msg: string, data: T): ApiEnvelope<T> => ({ code, msg, data })

type Payload = Record<string, unknown>

const bodyOf = (req: FastifyRequest): Payload => (req.body && typeof req.body === 'object' ? (req.body as Payload) : {})

function payloadOf(req: FastifyRequest): Payload {
  return { ...((req.query ?? {}) as Payload), ...bodyOf(req) }
}

/** what a framework error (fastify's own, before any handler) says to the caller, in Chinese */
function frameworkMessage(err: Error & { code?: string; statusCode?: number }): string {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE': return '不支持的请求格式：请以表单（application/x-www-form-urlencoded）或 JSON 提交'
    case 'FST_ERR_CTP_BODY_TOO_LARGE': return '请求内容过大'
    case 'FST_ERR_CTP_EMPTY_JSON_BODY': return '请求声明为 JSON，但内容为空'
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH': return '请求长度与内容不符'
    case 'FST_ERR_BAD_URL': return '请求地址无效'
    case 'FST_ERR_MAX_PARAM_LENGTH': return '请求地址过长'
    default:
      return err instanceof SyntaxError || err.code?.includes('JSON') ? '请求内容不是合法的 JSON' : '请求格式错误'
  }
}

/**
 * Errors of Node's HTTP parser (a header or query over 16 KB, a malformed request line) come before
 * fastify: answered here with the envelope on the raw socket, then the connection closes.
 */
function clientErrorHandler(err: Error & { code?: string }, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy()
    return
  }
  const tooLarge = err.code === 'HPE_HEADER_OVERFLOW'
  const status = tooLarge ? 431 : 400
  const body = JSON.stringify(envelope(ResultCode.FAIL, tooLarge ? '请求头或网址过长（上限 16 KB）' : '请求格式错误', null))
  socket.end(`HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n`
    + 'Content-Type: application/json; charset=utf-8\r\n'
    + `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`)
}

/**
 * The H5 app's Content-Security-Policy: its own scripts only (the template's inline script by hash, no eval); inline
 * styles are allowed because Taro's H5 runtime sets style attributes; pictures may be https
 * (WeChat avatars), data: or blob:; calls go to this server under either local host name.
 */
export function h5ContentSecurityPolicy(port: number, inlineScripts: string[] = []): string {
  const self = [`http://localhost:${port}`, `http://127.0.0.1:${port}`].join(' ')
  // the live channel (/ws) on the same two host names
  const sockets = [`ws://localhost:${port}`, `ws://127.0.0.1:${port}`].join(' ')
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...inlineScripts].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    // blob:/data: — Taro's H5 uploadFile reads the picked picture back from its blob: url before sending it
    `connect-src 'self' blob: data: ${self} ${sockets}`,
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ')
}

/**
 * The CSP sources of the inline scripts of the built index.html (Taro's H5 template sets the root
 * font size inline, before the app's own scripts): each allowed by its hash, nothing else inline.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    if (m[1].trim() !== '') hashes.push(`'sha256-${crypto.createHash('sha256').update(m[1]).digest('base64')}'`)
  }
  return hashes
}

export async function buildServer(opts: BuildOptions): Promise<{ app: FastifyInstance; db: Db; config: ServerConfig }> {
  // the operator token and the real-name key: from the environment or generated and kept beside the database
  const secrets = resolveSecrets(opts.config)
  if (secrets.notice) console.log(secrets.notice)
  const config: ServerConfig = { ...opts.config, adminToken: secrets.adminToken, realnameSecret: secrets.realnameSecret, paySecret: secrets.paySecret }
  const clock = opts.clock ?? systemClock
  const db = opts.db ?? openDb(config.dbFile)
  opts.prepare?.(db, clock)
  const router = opts.router ?? buildRouter()

  const app = Fastify({
    // urls are logged without their query values (mocks/http/logging.ts)
    logger: { level: config.logRequests ? 'info' : 'warn', serializers: requestLogSerializers, ...(opts.logStream ? { stream: opts.logStream } : {}) },
    bodyLimit: 2 * 1024 * 1024,
    // a client that stops sending (half a body) is cut off: mocks/http/timeouts.ts
    connectionTimeout: opts.idleTimeoutMs ?? IDLE_SOCKET_MS,
    requestTimeout: REQUEST_TIMEOUT_MS,
    // a URL the router cannot decode (/api/%E4%B8/x) or an over-long path: the envelope, not fastify's body
    frameworkErrors: (err, _req, reply) => {
      // typed for generic route schemas here; this reply has none
      void (reply as unknown as FastifyReply).code(400).send(envelope(ResultCode.FAIL, frameworkMessage(err), null))
    },
    clientErrorHandler,
  })
  // only the configured origins may read answers from a browser; the request's origin is never echoed blindly.
  // With credentials: Taro's H5 uploadFile sends them (withCredentials), and a browser drops an answer
  // without Access-Control-Allow-Credentials (the picture was saved, the page said upload failed)
  await app.register(cors, { origin: config.corsOrigins, credentials: true, methods: ['GET', 'POST'], allowedHeaders: ['content-type', 'authorization', 'x-device-id'] })
  await app.register(formbody)

  const indexHtml = config.h5Dir === '' ? '' : path.join(config.h5Dir, 'index.html')
  const csp = h5ContentSecurityPolicy(config.port, indexHtml && fs.existsSync(indexHtml) ? inlineScriptHashes(fs.readFileSync(indexHtml, 'utf8')) : [])
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff')
    const type = String(reply.getHeader('content-type') ?? '')
    if (type.startsWith('text/html')) reply.header('content-security-policy', csp)
    return payload
  })

  // operator endpoints answer only the operator token, whatever route a domain adds under /admin
  app.addHook('onRequest', async (req, reply) => {
    // by the matched route, not the raw url: /%61dmin/sms routes to /admin/sms too
    const route = req.routeOptions.url ?? req.url
    if ((route === '/admin' || route.startsWith('/admin/')) && !isOperatorRequest(req.headers, config.adminToken)) {
      return reply.code(403).send(envelope(ResultCode.FAIL, '无权操作', null))
    }
  })

  // malformed bodies and other framework errors: the envelope with the 4xx status, never a stack trace
  app.setErrorHandler((err: Error & { statusCode?: number; code?: string }, _req, reply) => {
    const status = err.statusCode ?? 500
    if (status >= 400 && status < 500) {
      return reply.code(status).send(envelope(status === 404 ? ResultCode.NOT_FOUND : ResultCode.FAIL, frameworkMessage(err), null))
    }
    app.log.error(err)
    return reply.code(500).send(envelope(ResultCode.FAIL, '服务器内部错误', null))
  })

  /** the first field (path) of the payload whose text holds a lone surrogate, else null */
  const fieldWithLoneSurrogate = (v: unknown, path = ''): string | null => {
    if (typeof v === 'string') return hasLoneSurrogate(v) ? path || '请求' : null
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const found = fieldWithLoneSurrogate(v[i], `${path}[${i}]`)
        if (found !== null) return found
      }
      return null
    }
    if (v && typeof v === 'object') {
      for (const [k, inner] of Object.entries(v)) {
        if (hasLoneSurrogate(k)) return path || '请求'
        const found = fieldWithLoneSurrogate(inner, path ? `${path}.${k}` : k)
        if (found !== null) return found
      }
    }
    return null
  }

  const serve = async (req: FastifyRequest, reply: FastifyReply) => {
    const path = 'api/' + (req.params as { '*': string })['*']
    const route = router.routes.get(path)
    if (!route) return reply.code(404).send(envelope(ResultCode.NOT_FOUND, `接口不存在：${path}`, null))
    const method = route.def.method ?? 'ANY'
    if (method !== 'ANY' && method !== req.method) {
      return reply.code(405).send(envelope(ResultCode.FAIL, `${path} 只接受 ${method} 请求`, null))
    }
    // a token in the url ends up in logs, history and Referer headers: refused, not silently used
    if ((req.query as Payload | undefined)?.token !== undefined) {
      return reply.code(400).send(envelope(ResultCode.FAIL, '登录凭证 token 不能放在网址中，请放在请求体或 Authorization 头里', null))
    }
    const raw = payloadOf(req)
    const body = bodyOf(req)
    const token = (typeof body.token === 'string' && body.token !== '' ? body.token : undefined) ?? bearerToken(req.headers)
    const user = userForToken(db, token, clock.now())
    const access = route.def.access ?? 'optional'
    if (access === 'user' && !user) {
      // LOGIN_REQUIRED, or KICKED for a session a newer sign-in ended (account's session cap)
      const refusal = tokenRefusal(db, token)
      return envelope(refusal.code, refusal.msg, null)
    }
    // the token alone says who the caller is: naming another user is refused (no acting as someone else)
    if (user && access !== 'public') {
      for (const key of ['user_id', 'uid'] as const) {
        const v = raw[key]
        if (v !== undefined && v !== '' && String(v) !== String(user.id)) {
          return envelope(ResultCode.FAIL, '用户身份不符，无权操作', null)
        }
      }
    }
    // a lone surrogate cannot be stored as UTF-8 (it came back as replacement characters): no field may hold one
    const malformed = fieldWithLoneSurrogate(raw)
    if (malformed !== null) return envelope(ResultCode.FAIL, `参数 ${malformed} 错误：${LONE_SURROGATE_MESSAGE}`, null)
    const parsed = route.def.req.safeParse(raw)
    if (!parsed.success) return envelope(ResultCode.FAIL, describeIssues(parsed.error), null)
    const ctx: Ctx = { db, config, clock, user, ip: req.ip, device: deviceIdOf(req.headers), log: req.log }
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

  // operator switches: only the settings listed in OPERATOR_SETTINGS (never the data engine's state)
  app.post('/admin/settings', async (req, reply) => {
    const { key, value } = bodyOf(req) as { key?: unknown; value?: unknown }
    if (typeof key !== 'string' || key === '' || (typeof value !== 'string' && typeof value !== 'number')) {
      return reply.code(400).send(envelope(ResultCode.FAIL, '需要 key 和 value', null))
    }
    const problem = operatorSettingProblem(key, String(value))
    if (problem) return reply.code(400).send(envelope(ResultCode.FAIL, problem, null))
    setSetting(db, key, String(value))
    return envelope(ResultCode.OK, 'ok', null)
  })

  // the server's clock, set by tests and demos (POST /admin/clock)
  registerClockAdmin(app, clock, (req) => isOperatorRequest(req.headers, config.adminToken))

  // accounts: multipart uploads, /uploads files, /admin/sms and /admin/notices
  registerAccountServerRoutes(app, { db, config, clock })
  registerMoneyServerRoutes(app, { db, config, clock })
  // experts: /admin/experts (applications)
  registerExpertOperatorRoutes(app, { db, config, clock })
  // match: the live push channel /ws and /admin/chat/delete
  await registerLivePush(app, { db, config, clock }, opts.livePush)

  // `/` carries the home's first screen and its answers (README "H5 performance")
  await registerH5(app, config.h5Dir, async (html) => withHomeFirstScreen(html, await homeFirstScreenData(app), clock.now()))
  app.setNotFoundHandler((req, reply) => {
    reply.code(404).send(envelope(ResultCode.NOT_FOUND, `接口不存在：${req.url.split('?')[0]}`, null))
  })

  app.addHook('onClose', async () => {
    if (!opts.db) db.close()
  })
  return { app, db, config }
}
