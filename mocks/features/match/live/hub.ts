import type { WebSocket, RawData } from 'ws'
import type { Db } from '../../../db'
import type { Clock } from '../../../http/context'
import { userForToken } from '../../account'
import { matchById } from '../repository/matches'
import { matchRowsVersion } from '../repository/kickoffWindow'
import { SubscriptionBudget } from './subscriptionBudget'
import { CorkedSends, outgoingMessage, type OutgoingMessage } from './corkedSends'
import { isRefusal, type LimitStore, type SocketRefusal, type SocketSlot } from '../../../services/limits/limitStore'
import { MemoryLimitStore } from '../../../services/limits/memoryLimits'
import type { BusDelivery, PushSink } from './pushBus'
import {
  LIVE_CLOSE, LIVE_WATCH_AHEAD_MS, LIVE_ERROR_TEXT, LIVE_MAX_BAD_MESSAGES, LIVE_MAX_MESSAGES_PER_SECOND, LIVE_MAX_TOPICS,
  LIVE_TOPIC, isLiveTopic, isLiveTopicType, matchIdOfTopic, type ChatMessage, type LiveErrorCode, type LiveServerMessage, type LiveTopic,
} from '../../../../types/live'

/**
 * The socket side of the live channel: one Connection per socket (its user, topics, limits) and
 * the topic → connections index the ticker and the chat publish to. A bad message from one socket
 * is answered (or that socket closed); nothing it sends can throw out of here.
 */

export interface ChatPoster {
  /** posts as `userId` with the chat rules; returns the message or the reason it was refused */
  post(userId: number, eventId: number, content: string): Promise<{ message: ChatMessage } | { refused: string }>
}

export interface HubDeps {
  db: Db
  clock: Clock
  chat: ChatPoster
  /** a match:<id> topic got its first subscriber: the ticker takes its detail snapshot, done before the ack */
  onMatchWatched?: (matchId: number) => Promise<void> | void
  /** this process's first socket took a topic (true) or its last one left it (false): the push bus follows */
  onTopicHeld?: (topic: LiveTopic, held: boolean) => void
  /** the viewers who black-listed `author` (their chat is not sent to them) */
  hiddenFrom?: (author: number) => Promise<ReadonlySet<number>>
  /** sockets one client address may hold, and all addresses together (mocks/config.ts); none when absent */
  limits?: { perAddress: number; total: number }
  /** where held sockets are counted (every process's with Redis); this process's memory when absent */
  limitStore?: LimitStore
  /** sub/unsub messages one address may send per window; the contract's when absent */
  subBudget?: { max: number; windowMs: number }
}

/** a `match:<id>` topic is watchable while the match is live or kicks off within this much (the contract's) */
export { LIVE_WATCH_AHEAD_MS }

/** live now (not postponed, kicked off, not over) or kicking off within LIVE_WATCH_AHEAD_MS */
export function isWatchable(m: MatchWindow, now: number): boolean {
  return m.postponed === 0 && m.end_at > now && m.start_at <= now + LIVE_WATCH_AHEAD_MS
}

type MatchWindow = { start_at: number; end_at: number; postponed: number }
const WINDOW_CACHE_MS = 60_000
const WINDOW_CACHE_SIZE = 50_000

/** why a new socket is refused: its address holds its share, the server holds all it may, or the shared count cannot be read */
export type LiveRefusal = SocketRefusal

/** unsent bytes a socket may hold before it counts as a stalled reader */
const LIVE_MAX_BUFFERED_BYTES = 1024 * 1024

class Connection {
  userId: number | null = null
  readonly topics = new Set<LiveTopic>()
  /** messages received so far; auth is accepted only as the first */
  received = 0
  bad = 0
  windowStart = 0
  windowCount = 0
  alive = true
  /** its place under the socket caps, once claimed */
  slot: SocketSlot | null = null

  constructor(readonly socket: WebSocket, readonly address: string) {}
}

export class LiveHub implements PushSink {
  private readonly connections = new Set<Connection>()
  private readonly byTopic = new Map<LiveTopic, Set<Connection>>()
  /** a turn's pushes to one socket in one write */
  private readonly sends = new CorkedSends()
  /**
   * match kickoff windows looked up for subs, kept WINDOW_CACHE_MS or until a match row is written
   * (a postponement, here or in another process): a socket naming the same ids again costs no query
   */
  private readonly windows = new Map<number, { window: MatchWindow | null; at: number; version: number }>()
  private readonly subBudget: SubscriptionBudget
  private readonly limitStore: LimitStore

  constructor(private readonly deps: HubDeps) {
    this.subBudget = new SubscriptionBudget(deps.subBudget?.max, deps.subBudget?.windowMs)
    this.limitStore = deps.limitStore ?? new MemoryLimitStore()
  }

  get connectionCount(): number {
    return this.connections.size
  }

  /** ids of the matches someone watches through `match:<id>` */
  watchedMatchIds(): number[] {
    const ids: number[] = []
    for (const [topic, subs] of this.byTopic) {
      const id = matchIdOfTopic(topic)
      if (id !== null && subs.size > 0) ids.push(id)
    }
    return ids
  }

  hasSubscribers(topic: LiveTopic): boolean {
    return (this.byTopic.get(topic)?.size ?? 0) > 0
  }

  /** null when a socket from `address` may be opened now, else why not (before the upgrade; the claim in accept is what counts) */
  async refusal(address: string): Promise<LiveRefusal | null> {
    const limits = this.deps.limits
    return limits ? this.limitStore.socketRefusal(address, limits) : null
  }

  /**
   * Takes a new socket and claims its place under the caps. Its handlers are set at once (a message
   * sent right after the upgrade is not lost while the claim runs); over a cap (sockets upgraded at
   * the same moment, here or in another process) it is closed with 4429.
   */
  accept(socket: WebSocket, address = ''): void {
    const c = new Connection(socket, address)
    this.connections.add(c)
    void this.claim(c)
    socket.on('message', (data, isBinary) => void this.onMessage(c, data, isBinary).catch((e: Error) => console.error(`[live] a message was not handled: ${e.message}`)))
    socket.on('pong', () => {
      c.alive = true
    })
    socket.on('close', () => this.drop(c))
    // a socket error (reset, bad frame) ends that socket only
    socket.on('error', () => this.drop(c))
  }

  private async claim(c: Connection): Promise<void> {
    const limits = this.deps.limits
    if (!limits) return
    const held = await this.limitStore.holdSocket(c.address, limits)
    if (isRefusal(held)) {
      if (this.connections.has(c)) this.close(c, LIVE_CLOSE.FLOOD)
      return
    }
    // closed while the claim ran: its place is given back at once
    if (!this.connections.has(c)) held.release()
    else c.slot = held
  }

  /** heartbeat: a socket that did not answer the previous ping is dead and terminated */
  heartbeat(): void {
    for (const c of this.connections) {
      if (!c.alive) {
        c.socket.terminate()
        this.drop(c)
        continue
      }
      c.alive = false
      try {
        c.socket.ping()
      } catch {
        this.drop(c)
      }
    }
  }

  /**
   * A numbered push from the bus, to this process's sockets holding the topic it came on, serialised
   * once. A match's score, minute or status change comes on `live` and on `match:<id>` and reaches
   * each socket once (types/live.ts, "once per socket"): on `live` to the sockets holding `live`, on
   * `match:<id>` to those holding only the match's topic. The app hands a `live` push on to its
   * `match:<id>` screens itself.
   */
  deliver(delivery: BusDelivery): void {
    const { author } = delivery
    const hiddenFrom = author !== undefined && (this.byTopic.get(delivery.via)?.size ?? 0) > 0 ? this.deps.hiddenFrom : undefined
    // nothing to look up and nothing waiting: at once; otherwise behind what waits, in arrival order (the numbers)
    if (!hiddenFrom && this.queued === 0) {
      this.deliverNow(delivery, null)
      return
    }
    this.queued++
    this.delivering = this.delivering
      .then(async () => {
        this.deliverNow(delivery, hiddenFrom && author !== undefined ? await hiddenFrom(author) : null)
      })
      .catch((e: Error) => console.error(`[live] a push was not delivered: ${e.message}`))
      .finally(() => this.queued--)
  }

  /** deliveries waiting behind a chat push's black-list lookup */
  private queued = 0
  private delivering: Promise<void> = Promise.resolve()

  private deliverNow({ push, via }: BusDelivery, hidden: ReadonlySet<number> | null): number {
    const subs = this.byTopic.get(via)
    if (!subs || subs.size === 0) return 0
    const skipLiveHolders = via !== LIVE_TOPIC && isLiveTopicType(push.type)
    let message: OutgoingMessage | null = null
    let sent = 0
    for (const c of subs) {
      if (skipLiveHolders && c.topics.has(LIVE_TOPIC)) continue
      if (hidden && c.userId !== null && hidden.has(c.userId)) continue
      message ??= outgoingMessage(JSON.stringify(push.topic === via ? push : { ...push, topic: via }))
      if (this.sendMessage(c, message)) sent++
    }
    return sent
  }

  /** every socket is told that pushes may have been lost (the bus's link came back): the app reads its matches again */
  resync(): void {
    const message = outgoingMessage(JSON.stringify({ type: 'resync', at: Date.now() } satisfies LiveServerMessage))
    for (const c of this.connections) if (c.topics.size > 0) this.sendMessage(c, message)
  }

  /** one serialised push to one socket; false when it is closed or was dropped for not reading */
  private sendMessage(c: Connection, message: OutgoingMessage): boolean {
    if (c.socket.readyState !== c.socket.OPEN) return false
    // a client that stopped reading would make the server buffer without end: it is dropped instead
    if (c.socket.bufferedAmount > LIVE_MAX_BUFFERED_BYTES) {
      c.socket.terminate()
      this.drop(c)
      return false
    }
    this.sends.send(c.socket, message)
    return true
  }

  closeAll(): void {
    for (const c of this.connections) {
      c.socket.close(LIVE_CLOSE.GOING_AWAY.code, LIVE_CLOSE.GOING_AWAY.reason)
      this.drop(c)
    }
  }

  private drop(c: Connection): void {
    if (!this.connections.delete(c)) return
    c.slot?.release()
    c.slot = null
    for (const t of c.topics) this.leave(t, c)
    c.topics.clear()
  }

  /** empty topics are forgotten, so ids subscribed once do not pile up */
  private leave(topic: LiveTopic, c: Connection): void {
    const subs = this.byTopic.get(topic)
    if (!subs) return
    subs.delete(c)
    if (subs.size > 0) return
    this.byTopic.delete(topic)
    this.deps.onTopicHeld?.(topic, false)
  }

  private send(c: Connection, message: LiveServerMessage): void {
    if (c.socket.readyState === c.socket.OPEN) c.socket.send(JSON.stringify(message))
  }

  private error(c: Connection, code: LiveErrorCode, op?: string, msg: string = LIVE_ERROR_TEXT[code]): void {
    this.send(c, op === undefined ? { type: 'error', code, msg } : { type: 'error', code, msg, op })
  }

  /** a bad message: answered, and after LIVE_MAX_BAD_MESSAGES the socket is closed */
  private bad(c: Connection, code: LiveErrorCode, op?: string): void {
    c.bad++
    this.error(c, code, op)
    if (c.bad >= LIVE_MAX_BAD_MESSAGES) this.close(c, LIVE_CLOSE.BAD_INPUT)
  }

  private close(c: Connection, how: { code: number; reason: string }): void {
    c.socket.close(how.code, how.reason)
    this.drop(c)
  }

  private async onMessage(c: Connection, data: RawData, isBinary: boolean): Promise<void> {
    if (!this.connections.has(c)) return
    const now = Date.now()
    if (now - c.windowStart >= 1000) {
      c.windowStart = now
      c.windowCount = 0
    }
    c.windowCount++
    if (c.windowCount > LIVE_MAX_MESSAGES_PER_SECOND) {
      this.close(c, LIVE_CLOSE.FLOOD)
      return
    }
    c.received++
    const first = c.received === 1
    if (isBinary) {
      this.bad(c, 'bad_json')
      return
    }
    let msg: unknown
    try {
      msg = JSON.parse(Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data as ArrayBuffer).toString('utf8'))
    } catch {
      this.bad(c, 'bad_json')
      return
    }
    if (typeof msg !== 'object' || msg === null || Array.isArray(msg) || typeof (msg as { op?: unknown }).op !== 'string') {
      this.bad(c, 'bad_message')
      return
    }
    const m = msg as Record<string, unknown>
    const op = m.op as string
    switch (op) {
      case 'auth': return this.onAuth(c, m, first)
      case 'sub':
      case 'unsub':
        if (!this.subBudget.take(c.address, now)) return this.error(c, 'rate_limited', op)
        return this.onSub(c, m.topics, op === 'sub')
      case 'ping': return this.send(c, { type: 'pong', at: now })
      case 'chat': return this.onChat(c, m)
      default: return this.bad(c, 'unknown_op', op.slice(0, 32))
    }
  }

  private async onAuth(c: Connection, m: Record<string, unknown>, first: boolean): Promise<void> {
    if (!first) return this.bad(c, 'auth_not_first', 'auth')
    if (typeof m.token !== 'string' || m.token === '' || m.token.length > 512) return this.close(c, LIVE_CLOSE.AUTH_FAILED)
    const user = await userForToken(this.deps.db, m.token, this.deps.clock.now())
    if (!user) return this.close(c, LIVE_CLOSE.AUTH_FAILED)
    c.userId = user.id
    this.send(c, { type: 'ack', op: 'auth', user_id: user.id })
  }

  private async onSub(c: Connection, raw: unknown, subscribe: boolean): Promise<void> {
    const op = subscribe ? 'sub' : 'unsub'
    if (!Array.isArray(raw) || raw.length === 0) return this.bad(c, 'bad_message', op)
    // checked before looking at any topic: a 10,000-topic list costs one length test
    if (subscribe && raw.length > LIVE_MAX_TOPICS) return this.bad(c, 'too_many_topics', op)
    const topics = new Set<LiveTopic>()
    for (const t of raw) {
      if (typeof t !== 'string' || !isLiveTopic(t)) return this.bad(c, 'bad_topic', op)
      topics.add(t)
    }
    // a match that does not exist is a bad topic too (one indexed lookup each, at most LIVE_MAX_TOPICS)
    let unwatchable: LiveTopic[] = []
    if (subscribe) {
      const checked = await this.watchableOnly(topics)
      if (checked === null) return this.bad(c, 'bad_topic', op)
      unwatchable = checked
    }
    // the ticker's baselines of newly watched matches: taken before the ack, so what the clock reveals
    // after the ack is news to the socket (on PostgreSQL the snapshot takes real round trips)
    const baselines: Array<Promise<void> | void> = []
    if (subscribe) {
      let added = 0
      for (const t of topics) if (!c.topics.has(t)) added++
      if (c.topics.size + added > LIVE_MAX_TOPICS) return this.bad(c, 'too_many_topics', op)
      for (const t of topics) {
        if (c.topics.has(t)) continue
        c.topics.add(t)
        let subs = this.byTopic.get(t)
        if (!subs) {
          subs = new Set()
          this.byTopic.set(t, subs)
          this.deps.onTopicHeld?.(t, true)
        }
        subs.add(c)
        const id = matchIdOfTopic(t)
        if (id !== null && subs.size === 1) baselines.push(this.deps.onMatchWatched?.(id))
      }
    } else {
      for (const t of topics) {
        c.topics.delete(t)
        this.leave(t, c)
      }
    }
    await Promise.all(baselines)
    this.send(c, { type: 'ack', op, topics: [...c.topics] })
    // an existing match that is over or too far ahead: the rest is held, these are refused (the app gets no pushes for them)
    if (unwatchable.length > 0) this.error(c, 'bad_topic', op, `${LIVE_ERROR_TEXT.bad_topic}: ${unwatchable.join(',')}`)
  }

  /**
   * Takes out of `topics` the matches that are not watchable now (over, postponed, or more than
   * LIVE_WATCH_AHEAD_MS ahead) and returns them; null when one names no match at all.
   */
  private async watchableOnly(topics: Set<LiveTopic>): Promise<LiveTopic[] | null> {
    const now = this.deps.clock.now()
    const refused: LiveTopic[] = []
    for (const t of topics) {
      const id = matchIdOfTopic(t)
      if (id === null) continue
      const m = await this.windowOf(id)
      if (!m) return null
      if (!isWatchable(m, now)) refused.push(t)
    }
    for (const t of refused) topics.delete(t)
    return refused
  }

  /** a match's kickoff window (null: no such match), from the cache when looked up within WINDOW_CACHE_MS */
  private async windowOf(id: number): Promise<MatchWindow | null> {
    const at = Date.now()
    const version = matchRowsVersion(this.deps.db)
    const hit = this.windows.get(id)
    if (hit && at - hit.at < WINDOW_CACHE_MS && hit.version === version) return hit.window
    const m = await matchById(this.deps.db, id)
    const window = m ? { start_at: m.start_at, end_at: m.end_at, postponed: m.postponed } : null
    // ids named at random would grow it without end: it starts over instead
    if (this.windows.size >= WINDOW_CACHE_SIZE) this.windows.clear()
    this.windows.set(id, { window, at, version })
    return window
  }

  private async onChat(c: Connection, m: Record<string, unknown>): Promise<void> {
    if (c.userId === null) return this.error(c, 'login_required', 'chat')
    const eventId = m.event_id
    if (typeof eventId !== 'number' || !Number.isSafeInteger(eventId) || eventId <= 0 || typeof m.content !== 'string') return this.bad(c, 'bad_message', 'chat')
    const result = await this.deps.chat.post(c.userId, eventId, m.content)
    if ('refused' in result) return this.error(c, 'chat_rejected', 'chat', result.refused)
    this.send(c, { type: 'ack', op: 'chat', message: result.message })
  }
}
