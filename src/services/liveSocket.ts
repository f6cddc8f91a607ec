import Taro from '@tarojs/taro'
import {
  LIVE_CLOSE, LIVE_HEARTBEAT_MS, LIVE_RECONNECT_MAX_MS, LIVE_RECONNECT_MIN_MS, LIVE_SOCKET_PATH, LIVE_SUB_WINDOW_MS, LIVE_TOPIC, isLiveTopicType, matchIdOfTopic, matchTopic,
} from '@contract/live'
import { PushNumbers } from './pushNumbers'
import { API_BASE } from './config'
import { session } from './session'
import { extensionServed, onExtensionsChange } from './backendExtensions'

/**
 * The one push channel of the app (issue 17): a WebSocket to the API's own origin at `/ws`,
 * opened through Taro.connectSocket (mini program, H5 and React Native alike).
 *
 * - A screen subscribes to a topic (`live`, `match:<id>`) and gets an unsubscribe function;
 *   subscriptions are reference-counted, so two screens on one topic share one `sub` and the
 *   last one to leave sends the `unsub`. With no subscription left the socket is closed.
 * - A logged-in user's token goes in the first message (`{op:'auth'}`), never in the URL.
 * - A dropped socket is reopened with exponential backoff and every topic is subscribed again.
 * - A heartbeat (`{op:'ping'}`) every HEARTBEAT_MS; a socket silent for two beats is taken as dead.
 * - `isUp` and onStatus() tell screens when to fall back to their polls (down) and stop them (up).
 * - The gap rule: pushes are numbered per match and stream (types/live.ts `seq`). A message after a
 *   skipped number, or a `resync` from the server, reaches the screens marked `gap`: they read the
 *   match again over HTTP, as they do when the socket comes back up. A number already seen is dropped.
 */

/** a message from the server: `{ topic, type, data, at }` */
export interface LiveMessage {
  topic: string
  type: string
  data: unknown
  /** server time of the change, Unix ms */
  at: number
  /** its number in its match's stream; absent from a server that does not number */
  seq?: number
  /**
   * pushes before this one were lost (a skipped number), or (type `resync`, topic the screen's)
   * the server may have lost some: the screen reads its match again over HTTP
   */
  gap?: boolean
}

export type LiveHandler = (message: LiveMessage) => void

/** the part of Taro's SocketTask the client uses (a fake one in tests) */
export interface SocketConnection {
  send(data: string): void
  close(code?: number, reason?: string): void
  onOpen(cb: () => void): void
  onMessage(cb: (data: string) => void): void
  /** a close or an error: the socket is gone either way */
  onClose(cb: (code: number) => void): void
}

/** opens a socket; may throw or fail later through onClose */
export type SocketOpener = (url: string) => SocketConnection

export interface LiveSocketOptions {
  /** the ws(s) URL, or null when there is none to connect to */
  url: () => string | null
  /** the signed-in user's token, null when logged out */
  token: () => string | null
  open: SocketOpener
  /** first reconnect delay; doubled per failed attempt up to maxBackoffMs */
  baseBackoffMs?: number
  maxBackoffMs?: number
  heartbeatMs?: number
  /** random part of each delay (0..1), so many clients do not come back in the same second */
  jitter?: () => number
}

export const BASE_BACKOFF_MS = LIVE_RECONNECT_MIN_MS
export const MAX_BACKOFF_MS = LIVE_RECONNECT_MAX_MS
export const HEARTBEAT_MS = LIVE_HEARTBEAT_MS

export { LIVE_TOPIC, matchTopic }

/** the match a message is about: from its `match:<id>` topic, else from its data (`live` pushes carry match_id) */
export function matchIdOf(message: LiveMessage): number | null {
  const fromTopic = matchIdOfTopic(message.topic)
  if (fromTopic !== null) return fromTopic
  const data = message.data as { match_id?: unknown; event_id?: unknown; id?: unknown } | null
  for (const v of [data?.match_id, data?.event_id, data?.id]) {
    if (typeof v === 'number' && v > 0) return v
  }
  return null
}

/** the server refused a sub/unsub because its address sent too many (LIVE_MAX_SUBS_PER_ADDRESS) */
function isRateLimited(raw: string): boolean {
  if (!raw.includes('rate_limited')) return false
  try {
    const value = JSON.parse(raw) as { type?: unknown; code?: unknown } | null
    return value?.type === 'error' && value.code === 'rate_limited'
  } catch {
    return false
  }
}

/** a push, or the server's `resync` (no topic), or null for anything else (acks, errors, pongs, junk) */
function parseMessage(raw: string): LiveMessage | 'resync' | null {
  try {
    const value = JSON.parse(raw) as Partial<LiveMessage> | null
    if (value?.type === 'resync') return 'resync'
    if (!value || typeof value.topic !== 'string' || typeof value.type !== 'string') return null
    const message: LiveMessage = { topic: value.topic, type: value.type, data: value.data ?? null, at: typeof value.at === 'number' ? value.at : 0 }
    if (typeof value.seq === 'number' && Number.isSafeInteger(value.seq)) message.seq = value.seq
    return message
  } catch {
    return null
  }
}

export class LiveSocket {
  private readonly handlers = new Map<string, Set<LiveHandler>>()
  private readonly statusListeners = new Set<(up: boolean) => void>()
  /** the last number heard per match and stream (the gap rule) */
  private readonly numbers = new PushNumbers()
  private conn: SocketConnection | null = null
  private up = false
  /** failed attempts in a row (the backoff exponent) */
  private attempts = 0
  private retryTimer: ReturnType<typeof setTimeout> | null = null
  private heartbeatTimer: ReturnType<typeof setInterval> | null = null
  /** a refused sub/unsub: the whole topic list is named again once this fires */
  private resyncTimer: ReturnType<typeof setTimeout> | null = null
  private lastHeard = 0
  /** a token the server refused (close 4001): the next connections go anonymous until the user changes */
  private refusedToken: string | null = null
  private readonly baseBackoffMs: number
  private readonly maxBackoffMs: number
  private readonly heartbeatMs: number
  private readonly jitter: () => number

  constructor(private readonly options: LiveSocketOptions) {
    this.baseBackoffMs = options.baseBackoffMs ?? BASE_BACKOFF_MS
    this.maxBackoffMs = options.maxBackoffMs ?? MAX_BACKOFF_MS
    this.heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS
    this.jitter = options.jitter ?? Math.random
  }

  /** whether pushed changes arrive now (screens poll while this is false) */
  get isUp(): boolean {
    return this.up
  }

  /** the topics held by at least one screen */
  get topics(): string[] {
    return [...this.handlers.keys()]
  }

  /** listens to up/down changes; returns the function that stops listening */
  onStatus(listener: (up: boolean) => void): () => void {
    this.statusListeners.add(listener)
    return () => this.statusListeners.delete(listener)
  }

  /**
   * Receives a topic's messages until the returned function is called. A `match:<id>` handler
   * also gets that match's score/minute/status pushes that arrive on `live` (see dispatch).
   */
  subscribe(topic: string, handler: LiveHandler): () => void {
    let set = this.handlers.get(topic)
    const fresh = !set
    if (!set) {
      set = new Set()
      this.handlers.set(topic, set)
    }
    set.add(handler)
    if (fresh && this.up) this.send({ op: 'sub', topics: [topic] })
    this.ensureOpen()
    let done = false
    return () => {
      if (done) return
      done = true
      const current = this.handlers.get(topic)
      if (!current) return
      current.delete(handler)
      if (current.size > 0) return
      this.handlers.delete(topic)
      // numbers missed while not holding it are no gap: the next screen starts from what it reads
      this.numbers.forget(topic, this.topics)
      if (this.up) this.send({ op: 'unsub', topics: [topic] })
      if (this.handlers.size === 0) this.shutDown()
    }
  }

  /** the address may have become known (the backend said it serves the channel): open for the screens waiting */
  resume(): void {
    this.ensureOpen()
  }

  /** the user logged in or out: the socket starts over so it speaks for the new user */
  restart(): void {
    this.refusedToken = null
    if (!this.conn && !this.retryTimer) return
    this.shutDown()
    this.attempts = 0
    this.ensureOpen()
  }

  /** the delay before reconnect attempt n (0-based): base·2ⁿ capped at the maximum, plus up to 20 % jitter */
  backoffDelay(attempt: number): number {
    const plain = Math.min(this.maxBackoffMs, this.baseBackoffMs * 2 ** attempt)
    return Math.round(plain * (1 + 0.2 * this.jitter()))
  }

  private ensureOpen(): void {
    if (this.conn || this.retryTimer || this.handlers.size === 0) return
    const url = this.options.url()
    if (!url) return
    let conn: SocketConnection
    try {
      conn = this.options.open(url)
    } catch {
      this.scheduleRetry()
      return
    }
    this.conn = conn
    conn.onOpen(() => {
      if (this.conn !== conn) return
      this.attempts = 0
      // a new connection starts new counts; the screens read their matches again as the socket comes up
      this.numbers.clear()
      const token = this.options.token()
      if (token && token !== this.refusedToken) this.send({ op: 'auth', token })
      const topics = this.topics
      if (topics.length) this.send({ op: 'sub', topics })
      this.lastHeard = Date.now()
      this.startHeartbeat()
      this.setUp(true)
    })
    conn.onMessage((raw) => {
      if (this.conn !== conn) return
      this.lastHeard = Date.now()
      if (isRateLimited(raw)) return this.scheduleResync()
      const message = parseMessage(raw)
      if (message === 'resync') this.resync()
      else if (message && this.numbers.admit(message)) this.dispatch(message)
    })
    conn.onClose((code) => {
      if (this.conn !== conn) return
      if (code === LIVE_CLOSE.AUTH_FAILED.code) this.refusedToken = this.options.token()
      this.dropConnection()
      this.scheduleRetry()
    })
  }

  /**
   * Hands a message to its topic's handlers. The server sends a match's score, minute or status
   * once per socket, on `live` when the socket holds it (types/live.ts), so a `live` push about
   * match X also goes to the handlers of `match:X`; a handler holding both hears it once.
   */
  private dispatch(message: LiveMessage): void {
    const receivers = new Set(this.handlers.get(message.topic))
    if (message.topic === LIVE_TOPIC && isLiveTopicType(message.type)) {
      const matchId = matchIdOf(message)
      if (matchId !== null) for (const handler of this.handlers.get(matchTopic(matchId)) ?? []) receivers.add(handler)
    }
    for (const handler of receivers) {
      try {
        handler(message)
      } catch {
        // one screen's bad handler must not stop the others
      }
    }
  }

  /** the server may have lost pushes: numbers start over, and every screen hears a `resync` with `gap` on its topic */
  private resync(): void {
    this.numbers.clear()
    for (const topic of this.topics) this.dispatch({ topic, type: 'resync', data: null, at: Date.now(), gap: true })
  }

  private send(message: object): void {
    try {
      this.conn?.send(JSON.stringify(message))
    } catch {
      // a send on a closing socket: onClose follows and reconnects
    }
  }

  private startHeartbeat(): void {
    this.stopHeartbeat()
    this.heartbeatTimer = setInterval(() => {
      if (Date.now() - this.lastHeard > 2 * this.heartbeatMs) {
        // nothing heard for two beats (a half-open connection after a network change): start over
        const conn = this.conn
        this.dropConnection()
        try {
          conn?.close(4000, 'heartbeat timeout')
        } catch {
          // already gone
        }
        this.scheduleRetry()
        return
      }
      this.send({ op: 'ping' })
    }, this.heartbeatMs)
  }

  private stopHeartbeat(): void {
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer)
    this.heartbeatTimer = null
  }

  private scheduleRetry(): void {
    if (this.retryTimer || this.handlers.size === 0) return
    const delay = this.backoffDelay(this.attempts)
    this.attempts += 1
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null
      this.ensureOpen()
    }, delay)
  }

  /** forgets the connection (already closed or being closed) and reports the socket down */
  /** after a refusal the server forgot that message: the full list, once, a little later (sub is idempotent) */
  private scheduleResync(): void {
    if (this.resyncTimer) return
    this.resyncTimer = setTimeout(() => {
      this.resyncTimer = null
      const topics = this.topics
      if (this.up && topics.length) this.send({ op: 'sub', topics })
    }, LIVE_SUB_WINDOW_MS / 2)
  }

  private dropConnection(): void {
    if (this.resyncTimer) clearTimeout(this.resyncTimer)
    this.resyncTimer = null
    this.conn = null
    this.stopHeartbeat()
    this.setUp(false)
  }

  /** closes on purpose: no screen needs the socket */
  private shutDown(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer)
    this.retryTimer = null
    const conn = this.conn
    this.dropConnection()
    try {
      conn?.close(1000, 'no subscriptions')
    } catch {
      // already gone
    }
  }

  private setUp(up: boolean): void {
    if (this.up === up) return
    this.up = up
    for (const listener of [...this.statusListeners]) listener(up)
  }
}

/** the ws(s) URL of `/ws` on the API's origin; a relative API base ('/') means the page's own origin (H5) */
export function liveSocketUrl(apiBase: string = API_BASE): string | null {
  const absolute = /^https?:\/\//i.test(apiBase)
    ? apiBase
    : typeof location !== 'undefined' && /^https?:$/.test(location.protocol)
      ? `${location.protocol}//${location.host}/`
      : null
  if (!absolute) return null
  const origin = /^(https?):\/\/([^/]+)/i.exec(absolute)
  if (!origin) return null
  return `${origin[1].toLowerCase() === 'https' ? 'wss' : 'ws'}://${origin[2]}${LIVE_SOCKET_PATH}`
}

/** Taro's SocketTask behind the client's interface (connectSocket answers a task or a promise of one) */
function openTaroSocket(url: string): SocketConnection {
  type Task = Taro.SocketTask
  const pending: Array<(task: Task) => void> = []
  let task: Task | null = null
  let closed = false
  const closeListeners: Array<(code: number) => void> = []
  const reportClose = (code: number) => {
    if (closed) return
    closed = true
    for (const cb of closeListeners) cb(code)
  }
  const withTask = (fn: (t: Task) => void) => (task ? fn(task) : pending.push(fn))
  const started = Taro.connectSocket({ url, fail: () => reportClose(1006) }) as unknown as Task | Promise<Task>
  void Promise.resolve(started).then(
    (t) => {
      // a platform without sockets answers something that is not a task: treat it as a failed connection
      if (!t || typeof t.onOpen !== 'function') return reportClose(1006)
      task = t
      for (const fn of pending.splice(0)) fn(t)
    },
    () => reportClose(1006),
  )
  return {
    send: (data) => withTask((t) => void t.send({ data })),
    close: (code, reason) => withTask((t) => void t.close({ code, reason })),
    onOpen: (cb) => withTask((t) => t.onOpen(() => cb())),
    onMessage: (cb) => withTask((t) => t.onMessage((res) => cb(typeof res.data === 'string' ? res.data : ''))),
    onClose: (cb) => {
      closeListeners.push(cb)
      withTask((t) => {
        t.onClose((res) => reportClose(res.code))
        t.onError(() => reportClose(1006))
      })
    },
  }
}

/** the app's one socket (tests build their own LiveSocket with a fake opener) */
export const liveSocket = new LiveSocket({
  // only once the backend is known to serve /ws: one without it is never dialled (its screens poll)
  url: () => (extensionServed('ws') === true ? liveSocketUrl() : null),
  token: () => session().currentUser()?.token ?? null,
  open: openTaroSocket,
})
onExtensionsChange(() => liveSocket.resume())
