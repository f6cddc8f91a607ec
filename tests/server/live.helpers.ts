import WebSocket from 'ws'
import type { FastifyInstance } from 'fastify'
import { buildServer } from '../../mocks/app'
import { readConfig, type ServerConfig } from '../../mocks/config'
import type { Db } from '../../mocks/db'
import { SettableClock } from '../../mocks/http/context'
import type { LivePushOptions } from '../../mocks/features/match/live/plugin'
import type { LiveServerMessage } from '../../types/live'
import { ResultCode } from '../../types/envelope'
import { SEEDED_AT, seededAtNoon } from './match.helpers'

/** the stand-in on a seeded in-memory database, listening on 127.0.0.1 (a free port), its clock frozen */
export interface LiveServer {
  app: FastifyInstance
  db: Db
  clock: SettableClock
  config: ServerConfig
  url: string
  /** POST /admin/clock as the operator (moves the clock and triggers an immediate tick) */
  moveClock(offsetMs: number): Promise<void>
  setClock(at: number): Promise<void>
  close(): Promise<void>
}

export async function startLiveServer(livePush: LivePushOptions = {}, settings: Partial<ServerConfig> = {}): Promise<LiveServer> {
  const db = await seededAtNoon()
  const clock = new SettableClock(SEEDED_AT, { frozen: true })
  const { app, config } = await buildServer({
    config: { ...readConfig({}), dbFile: ':memory:', logRequests: false, port: 0, ...settings },
    clock,
    db,
    validateResponses: true,
    livePush,
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  const admin = async (body: Record<string, string>) => {
    const res = await app.inject({
      method: 'POST', url: '/admin/clock', payload: new URLSearchParams(body).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-admin-token': config.adminToken },
    })
    if (res.statusCode !== 200 || (res.json() as { code: number }).code !== ResultCode.OK) throw new Error(`/admin/clock answered ${res.statusCode} ${res.body}`)
  }
  return {
    app, db, clock, config, url: `ws://127.0.0.1:${port}/ws`,
    moveClock: (offsetMs) => admin({ offset: String(offsetMs) }),
    setClock: (at) => admin({ at: String(at) }),
    close: async () => {
      await app.close()
      await db.close()
    },
  }
}

/** a socket client that keeps every message it receives */
export class TestSocket {
  readonly messages: LiveServerMessage[] = []
  closed: { code: number; reason: string } | null = null
  readonly ws: WebSocket
  private readonly opened: Promise<void>

  constructor(url: string, opts: WebSocket.ClientOptions = {}) {
    this.ws = new WebSocket(url, opts)
    this.opened = new Promise((resolve, reject) => {
      this.ws.once('open', () => resolve())
      this.ws.once('error', reject)
    })
    this.ws.on('message', (data) => this.messages.push(JSON.parse(String(data)) as LiveServerMessage))
    this.ws.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString() }
    })
    // a refused frame ends in an error on the client side too; the close event says how
    this.ws.on('error', () => undefined)
  }

  open(): Promise<void> {
    return this.opened
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message))
  }

  /** the first message (from `from` on) that satisfies `test`, waiting up to `timeoutMs` */
  async next<T extends LiveServerMessage>(test: (m: LiveServerMessage) => m is T, timeoutMs?: number, from?: number): Promise<T>
  async next(test: (m: LiveServerMessage) => boolean, timeoutMs?: number, from?: number): Promise<LiveServerMessage>
  async next(test: (m: LiveServerMessage) => boolean, timeoutMs = 2000, from = 0): Promise<LiveServerMessage> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const hit = this.messages.slice(from).find(test)
      if (hit) return hit
      if (Date.now() > deadline) throw new Error(`no matching message within ${timeoutMs} ms; got ${JSON.stringify(this.messages.slice(-5))}`)
      await new Promise((r) => setTimeout(r, 10))
    }
  }

  async waitClosed(timeoutMs = 3000): Promise<{ code: number; reason: string }> {
    const deadline = Date.now() + timeoutMs
    while (!this.closed) {
      if (Date.now() > deadline) throw new Error(`socket still open after ${timeoutMs} ms`)
      await new Promise((r) => setTimeout(r, 10))
    }
    return this.closed
  }

  close(): void {
    this.ws.close()
  }
}

/** an upgrade from `localAddress`: the HTTP status it was refused with, or 'open' (the socket is added to `opened`) */
export function attemptUpgrade(url: string, localAddress: string, opened: TestSocket[]): Promise<number | 'open'> {
  return new Promise((resolve) => {
    const s = new TestSocket(url, { localAddress })
    s.ws.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0)
      res.resume()
    })
    s.ws.once('open', () => {
      opened.push(s)
      resolve('open')
    })
  })
}

export async function connect(url: string, opts?: WebSocket.ClientOptions): Promise<TestSocket> {
  const s = new TestSocket(url, opts)
  await s.open()
  return s
}

/** a socket that holds `topics` (its sub answered) */
export async function subscribed(url: string, topics: string[]): Promise<TestSocket> {
  const s = await connect(url)
  s.send({ op: 'sub', topics })
  await s.next((m) => m.type === 'ack')
  return s
}
