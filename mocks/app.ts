import Fastify, { type FastifyInstance } from 'fastify'
import formbody from '@fastify/formbody'
import cors from '@fastify/cors'
import type { ServerConfig } from './config'
import type { Db } from './db'
import { buildRouter, openStore } from './features'
import { registerH5 } from './http/h5Static'
import { firstScreensPage } from './http/h5FirstScreen'
import { registerAccountServerRoutes, tokenRefusal, userForToken } from './features/account'
import { guardOperatorRoutes, isOperatorRequest } from './http/operator'
import { SettableClock, systemClock, type Clock } from './http/context'
import { registerClockAdmin } from './http/clockAdmin'
import { requestLogSerializers } from './http/logging'
import { IDLE_SOCKET_MS, liftIdleLimitWhileAnswering, REQUEST_TIMEOUT_MS } from './http/timeouts'
import { registerApi } from './http/dispatch'
import { registerApiReference } from './http/apiReference'
import { clientErrorHandler, frameworkErrors, registerErrorAnswers, registerNotFoundAnswer } from './http/requestChecks'
import { registerSecurityHeaders } from './http/securityHeaders'
import { refuseExtensionSurfaces } from './http/specificationOnly'
import { registerSettingsAdmin } from './http/settingsAdmin'
import type { Router } from './http/router'
import { registerMoneyServerRoutes } from './features/money'
import { registerExpertOperatorRoutes } from './features/experts'
import { registerShareRoutes } from './features/home'
import { registerLivePush, type LivePushOptions } from './features/match'
import { resolveSecrets } from './services/secrets'
import { soleLeadership, type ClockWork, type Leadership } from './services/leadership'
import { PostgresLeadership } from './services/postgresLeadership'
import { databaseClockWork } from './services/clockClaims'
import { sharedClock } from './services/sharedClock'
import { openLimitStore } from './services/limits/openLimits'

export interface BuildOptions {
  config: ServerConfig
  clock?: Clock
  /** an open database (tests share one); otherwise the configured store (config.dbFile, or DATABASE_URL on STORAGE=postgres) is opened */
  db?: Db
  router?: Router
  /** check every answer against its response schema (on in tests) */
  validateResponses?: boolean
  /** runs once the database is open and migrated, before serving (the data engine seeds here; its hourly job follows `clockWork`) */
  prepare?: (db: Db, clock: Clock, clockWork: ClockWork) => Promise<void>
  /** who runs the clock (ticker, scheduled jobs); by default elected on PostgreSQL, this process alone on SQLite */
  leadership?: Leadership
  /** the live channel's timers (tests shorten the heartbeat) */
  livePush?: LivePushOptions
  /** where the log goes (tests read it); stdout otherwise */
  logStream?: NodeJS.WritableStream
  /** closes a connection silent this long (default IDLE_SOCKET_MS; tests shorten it) */
  idleTimeoutMs?: number
}

/** the settings with the operator token and the keys: from the environment or generated and kept beside the database */
function withSecrets(given: ServerConfig): ServerConfig {
  const secrets = resolveSecrets(given)
  if (secrets.notice) console.log(secrets.notice)
  return { ...given, adminToken: secrets.adminToken, realnameSecret: secrets.realnameSecret, paySecret: secrets.paySecret }
}

/** the clock's leadership: elected among the processes sharing PostgreSQL, this process alone on SQLite */
function leadershipFor(config: ServerConfig): Leadership {
  return config.storage === 'postgres' ? new PostgresLeadership({ url: config.databaseUrl }) : soleLeadership()
}

/** fastify with what every answer shares: CORS, form bodies, security headers, the operator guard, error envelopes */
async function createApp(config: ServerConfig, opts: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // urls are logged without their query values (mocks/http/logging.ts)
    logger: { level: config.logRequests ? 'info' : 'warn', serializers: requestLogSerializers, ...(opts.logStream ? { stream: opts.logStream } : {}) },
    bodyLimit: 2 * 1024 * 1024,
    // a client that stops sending (half a body) is cut off: mocks/http/timeouts.ts
    connectionTimeout: opts.idleTimeoutMs ?? IDLE_SOCKET_MS,
    requestTimeout: REQUEST_TIMEOUT_MS,
    frameworkErrors,
    clientErrorHandler,
    // behind a configured proxy (nginx of `npm run cluster`) the client is the address it forwards;
    // from anyone else X-Forwarded-For is ignored, so limits per address cannot be dodged with it
    ...(config.trustedProxies.length ? { trustProxy: config.trustedProxies } : {}),
  })
  // only the configured origins may read answers from a browser; the request's origin is never echoed blindly.
  // With credentials: Taro's H5 uploadFile sends them (withCredentials), and a browser drops an answer
  // without Access-Control-Allow-Credentials (the picture was saved, the page said upload failed)
  await app.register(cors, { origin: config.corsOrigins, credentials: true, methods: ['GET', 'POST'], allowedHeaders: ['content-type', 'authorization', 'x-device-id'] })
  await app.register(formbody)
  registerSecurityHeaders(app, config)
  guardOperatorRoutes(app, config.adminToken)
  registerErrorAnswers(app)
  liftIdleLimitWhileAnswering(app)
  if (!config.extensions) refuseExtensionSurfaces(app)
  return app
}

/** the stand-in server: the database opened and prepared, the API, the operator endpoints, the features' own routes and the H5 app */
export async function buildServer(opts: BuildOptions): Promise<{ app: FastifyInstance; db: Db; config: ServerConfig }> {
  const config = withSecrets(opts.config)
  const clock = opts.clock ?? systemClock
  const db = opts.db ?? await openStore(config)
  const leadership = opts.leadership ?? leadershipFor(config)
  // caches filled before the store hears other processes' writes are not trusted: listen before serving
  await db.watchWrites()
  const clockWork = databaseClockWork(db, leadership)
  // several processes on one PostgreSQL database keep one clock: a move on one moves them all
  const shared = db.dialect === 'postgres' && clock instanceof SettableClock ? sharedClock(db, clock) : null
  await shared?.start()
  await opts.prepare?.(db, clock, clockWork)
  const router = opts.router ?? buildRouter()
  const app = await createApp(config, opts)
  // with REDIS_URL, limits and socket caps are counted for every process together
  const openLimits = await openLimitStore(config.redisUrl, (line) => app.log.warn(line))
  const limits = openLimits.store
  const ownerOf = (token: string | undefined) => userForToken(db, token, clock.now())
  registerApi(app, { db, config, clock, router, ownerOf, loginRefusal: (token) => tokenRefusal(db, token), validateResponses: opts.validateResponses ?? false })

  // operator switches and the server's clock (POST /admin/settings, /admin/clock)
  registerSettingsAdmin(app, db)
  registerClockAdmin(app, clock, (req) => isOperatorRequest(req.headers, config.adminToken), shared ? () => shared.publish() : undefined)

  // accounts: multipart uploads, /uploads files, /admin/sms and /admin/notices (EXTENSIONS=off: no upload, no thumbnails)
  registerAccountServerRoutes(app, { db, config, clock })
  // money: the cashier, payment notifications and (an extension) virtual payment
  registerMoneyServerRoutes(app, { db, config, clock })
  // experts: /admin/experts (applications)
  registerExpertOperatorRoutes(app, { db, config, clock })
  // match: the live push channel /ws (an extension) and /admin/chat/delete
  await registerLivePush(app, { db, config, clock, clockWork, limits, clockMoves: shared ?? undefined }, opts.livePush)
  // home: share cards and posters drawn from every feature's data (/share/card, /share/poster: extensions; /wxa/getwxacodeunlimit)
  registerShareRoutes(app, { db, clock, publicOrigin: config.publicOrigin, drawsPerMinute: config.shareDrawsPerMinute, limits })
  // the contract as OpenAPI (/openapi.json) and its reference page (/api-docs/)
  registerApiReference(app)

  // `/` carries the home's first screen and its answers, and the other tabs' (docs/benchmarks.md)
  // (drawn by the pages' own components: mocks/http/h5FirstScreen.ts)
  const firstScreens = firstScreensPage(app, () => clock.now())
  if (await registerH5(app, config.h5Dir, firstScreens.page)) firstScreens.warm()
  registerNotFoundAnswer(app)

  // the ticker and the scheduled jobs begin when this process leads the clock (at once when alone)
  await leadership.start()
  app.addHook('onClose', async () => {
    await leadership.stop()
    shared?.stop()
    clockWork.close()
    await openLimits.close()
    if (!opts.db) await db.close()
  })
  return { app, db, config }
}
