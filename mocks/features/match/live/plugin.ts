import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import websocket from '@fastify/websocket'
import type { ServerConfig } from '../../../config'
import type { Db } from '../../../db'
import type { Clock } from '../../../http/context'
import { whileLeading, type ClockWork, type Leadership } from '../../../services/leadership'
import type { LimitStore } from '../../../services/limits/limitStore'
import { ResultCode } from '../../../../types/envelope'
import { LIVE_CLOSE, LIVE_HEARTBEAT_MS, LIVE_MAX_FRAME_BYTES, LIVE_SOCKET_PATH, LIVE_TICK_MS, LIVE_TOPIC, matchIdOfTopic, matchTopic, type LiveTopic } from '../../../../types/live'
import { connectRedis } from '../../../services/redis'
import type { SharedClock } from '../../../services/sharedClock'
import { chatHiddenFrom, deleteChat, onChat, postChat } from '../services/chat'
import { LiveHub, type LiveRefusal } from './hub'
import { InProcessPushBus, type PushBus, type PushDraft } from './pushBus'
import { RedisPushBus } from './redisPushBus'
import { LiveTicker, type Publisher } from './ticker'
import { ownWatchedMatches, type WatchedMatches } from './watchedMatches'
import { RedisWatchedMatches } from './redisWatchedMatches'

export interface LivePushOptions {
  /** tests shorten these; the defaults are the contract's */
  heartbeatMs?: number
  tickMs?: number
  /** sub/unsub messages per address per window (LIVE_MAX_SUBS_PER_ADDRESS per LIVE_SUB_WINDOW_MS) */
  subBudget?: { max: number; windowMs: number }
  /** how long a process's watched matches count in Redis after its last heartbeat (RedisWatchedMatches' default) */
  watchedTtlMs?: number
}

/** what an upgrade refused over a cap is answered (429 for the address, 503 otherwise) */
const REFUSAL_TEXT: Record<LiveRefusal, string> = {
  address: '此地址的实时连接过多 / too many live sockets from this address',
  total: '实时连接已满，请稍后重试 / live sockets full',
  unavailable: '实时连接暂不可用，请稍后重试 / live sockets cannot be counted now',
}

/** frames over the limit are refused by ws itself (close 1009) before any parsing */
async function registerWebsocket(app: FastifyInstance): Promise<void> {
  await app.register(websocket, {
    // no compression: pushes are written as frames built once for every socket (corkedSends.ts)
    options: { maxPayload: LIVE_MAX_FRAME_BYTES, perMessageDeflate: false },
    // a client's bad frame (too big, not a valid frame) is its problem: ws closes that socket (1009/1002) itself
    errorHandler: (error, socket, req) => {
      if ((error as NodeJS.ErrnoException).code?.startsWith('WS_ERR_')) {
        req.log.info({ code: (error as NodeJS.ErrnoException).code }, 'live socket refused a bad frame')
        return
      }
      req.log.warn(error)
      socket.terminate()
    },
  })
}

/** the ticker runs only in the process that leads the clock (issue 33); every process keeps its sockets' heartbeat */
function tickWhileLeading(leadership: Leadership, tick: () => void, everyMs: number): () => void {
  return whileLeading(leadership, () => {
    const tickTimer = setInterval(tick, everyMs)
    // optional: the weapp runtime suite builds this server inside jsdom, whose timers are plain numbers
    ;(tickTimer as { unref?: () => void }).unref?.()
    return () => clearInterval(tickTimer)
  })
}

/** the operator removes a chat message */
function registerChatAdmin(app: FastifyInstance, db: Db, clock: Clock): void {
  app.post('/admin/chat/delete', async (req, reply) => {
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>
    const id = Number(body.id)
    if (!Number.isSafeInteger(id) || id <= 0) return reply.code(400).send({ code: ResultCode.FAIL, msg: '需要消息编号 id', data: null })
    if (!await deleteChat(db, id, clock.now())) return reply.code(404).send({ code: ResultCode.NOT_FOUND, msg: '消息不存在或已删除', data: null })
    return { code: ResultCode.OK, msg: 'ok', data: null }
  })
}

/**
 * With REDIS_URL every process's pushes reach every process's sockets and the leader knows the
 * matches watched on every process; without it, this process's own. Both share one Redis link
 * (the bus closes it, after the watched set has left).
 */
function openSharing(app: FastifyInstance, config: ServerConfig, hub: LiveHub, opts: LivePushOptions): { bus: PushBus; watched: WatchedMatches } {
  const own = () => hub.watchedMatchIds()
  if (!config.redisUrl) return { bus: new InProcessPushBus(hub), watched: ownWatchedMatches(own) }
  const link = connectRedis(config.redisUrl, 'live-push')
  const log = (line: string) => app.log.warn(line)
  return { bus: new RedisPushBus(link, hub, log), watched: new RedisWatchedMatches(link, own, { log, ttlMs: opts.watchedTtlMs }) }
}

/** the ticker's changes go on the bus; the matches it looks at closely are those watched on any process */
function tickerPublisher(pushes: PushBus, watched: WatchedMatches): Publisher {
  return {
    publish: (topic, type, data, at) => pushes.publish({ topic, type, data, at } as PushDraft),
    publishScoreboard: (type, data, at) => pushes.publish({ topic: LIVE_TOPIC, type, data, at } as PushDraft),
    watchedMatchIds: () => watched.all(),
  }
}

/** a topic this process's sockets took or left: the bus follows, and a match's watchers are told */
function followHeld(bus: PushBus, watched: WatchedMatches, topic: LiveTopic, held: boolean): void {
  if (held) bus.hold(topic)
  else bus.release(topic)
  const id = matchIdOfTopic(topic)
  if (id !== null) watched.changed(id, held)
}

/**
 * Ticks that never overlap (a tick reads the database between awaits): one asked for while another
 * runs waits for it and then looks again (the clock may have moved); the timer skips a beat instead
 * (`busy`). A failing tick is logged and the next one runs.
 */
function serialTicks(tick: () => Promise<void> | undefined, log: (e: unknown) => void): { tick: () => Promise<void>; busy: () => boolean } {
  let running: Promise<void> | null = null
  const once = async (): Promise<void> => {
    while (running) await running
    running = (async () => {
      try {
        await tick()
      } catch (e) {
        log(e)
      }
    })()
    try {
      await running
    } finally {
      running = null
    }
  }
  return { tick: once, busy: () => running !== null }
}

/**
 * The operator moved the clock: the leader looks at once instead of within the next second. Before
 * the answer is sent (onSend, not onResponse): when it arrives, the ticker has seen the new time and
 * written its alerts, on PostgreSQL too, where a tick's queries take real round trips. A move another
 * process took (services/sharedClock.ts) makes the leader look too. Returns the end of following.
 */
function tickOnClockMoves(app: FastifyInstance, leadership: Leadership, moves: Pick<SharedClock, 'onMoved'> | undefined, tick: () => Promise<void>): (() => void) | undefined {
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.method === 'POST' && req.routeOptions.url === '/admin/clock' && reply.statusCode === 200 && leadership.isLeader()) await tick()
    return payload
  })
  return moves?.onMoved(() => {
    if (leadership.isLeader()) void tick()
  })
}

/**
 * The live push channel on the server's own origin: `GET /ws` upgrades to a WebSocket (protocol in
 * types/live.ts). The ticker runs every `tickMs` and right after `POST /admin/clock`, so a moved
 * clock reaches subscribers within milliseconds. Also `POST /admin/chat/delete` (operator).
 */
export async function registerLivePush(app: FastifyInstance, deps: { db: Db; config: ServerConfig; clock: Clock; clockWork: ClockWork; limits: LimitStore; clockMoves?: Pick<SharedClock, 'onMoved'> }, opts: LivePushOptions = {}): Promise<LiveHub> {
  const { db, clock } = deps
  await registerWebsocket(app)

  let ticker: LiveTicker | null = null
  let sharing: { bus: PushBus; watched: WatchedMatches } | null = null
  const hub = new LiveHub({
    db,
    clock,
    chat: { post: (userId, eventId, content) => postChat(db, userId, eventId, content, clock.now()) },
    onMatchWatched: (id) => ticker?.watch(id).catch((e: Error) => app.log.error(`live: watching match ${id} failed: ${e.message}`)),
    onTopicHeld: (topic, held) => {
      if (sharing) followHeld(sharing.bus, sharing.watched, topic, held)
    },
    hiddenFrom: (author) => chatHiddenFrom(db, author),
    limits: { perAddress: deps.config.liveMaxSocketsPerAddress, total: deps.config.liveMaxSockets },
    limitStore: deps.limits,
    subBudget: opts.subBudget,
  })
  sharing = openSharing(app, deps.config, hub, opts)
  const { bus: pushes, watched } = sharing
  ticker = new LiveTicker(db, clock, tickerPublisher(pushes, watched), (line) => app.log.info(line), deps.clockWork.claimStep)

  // chat from either way in reaches the room; a viewer who black-listed the author does not see it
  onChat(db, (data, authorId) => {
    pushes.publish({ topic: matchTopic(data.match_id), type: 'chat', data, at: Date.now() }, data.action === 'post' ? authorId : undefined)
  })

  // over a cap the upgrade is refused with a plain HTTP answer: nothing is allocated for the socket
  const preValidation = async (req: FastifyRequest, reply: FastifyReply) => {
    const refusal = await hub.refusal(req.ip)
    if (refusal === null) return
    const msg = REFUSAL_TEXT[refusal]
    return reply.code(refusal === 'address' ? 429 : 503).header('retry-after', '30').send({ code: ResultCode.FAIL, msg, data: null })
  }
  app.get(LIVE_SOCKET_PATH, { websocket: true, preValidation }, (socket, req) => {
    // a token in the URL would sit in logs and proxies: refused, even when valid
    const query = (req.query ?? {}) as Record<string, unknown>
    if (query.token !== undefined || query.access_token !== undefined) {
      socket.close(LIVE_CLOSE.TOKEN_IN_URL.code, LIVE_CLOSE.TOKEN_IN_URL.reason)
      return
    }
    hub.accept(socket, req.ip)
  })

  const { tick: safeTick, busy } = serialTicks(() => ticker?.tick(), (e) => app.log.error(e))
  const stopTicking = tickWhileLeading(deps.clockWork.leadership, () => void (busy() ? undefined : safeTick()), opts.tickMs ?? LIVE_TICK_MS)
  const heartbeatTimer = setInterval(() => hub.heartbeat(), opts.heartbeatMs ?? LIVE_HEARTBEAT_MS)
  // optional, as the tick timer's
  ;(heartbeatTimer as { unref?: () => void }).unref?.()

  const stopFollowing = tickOnClockMoves(app, deps.clockWork.leadership, deps.clockMoves, safeTick)

  registerChatAdmin(app, db, clock)

  app.addHook('preClose', async () => {
    stopTicking()
    stopFollowing?.()
    clearInterval(heartbeatTimer)
    onChat(db, undefined)
    hub.closeAll()
    await watched.close()
    await pushes.close()
  })
  return hub
}
