/**
 * One process's share of `bench:live-cluster`'s WebSocket clients (scripts/bench-live-cluster.ts
 * forks two: one node process cannot read 10,000 sockets' pushes fast enough to keep its own
 * event loop out of the measured delay). Each client behaves as the app (src/services/pushNumbers.ts):
 * it holds `live` and one match's topic, keeps the last number per match and stream, and on a
 * skipped number, a `resync` or a reconnect reads its match again over HTTP; that read succeeding
 * counts as the repair. Commands and figures travel over the fork's IPC channel.
 */
import WebSocket from 'ws'
import { liveSeqStream, matchTopic, type LiveServerMessage } from '../../types/live'

export interface ClientsSpec {
  /** ws://… of nginx or of one server */
  wsUrls: string[]
  /** http://… the repairs read from */
  httpBase: string
  /** the clients' global numbers: [from, to) */
  from: number
  to: number
  /** the matches the clients watch, client i the (i mod n)-th */
  matchIds: number[]
  /** sockets one source address holds (the server's per-address cap) */
  perAddress: number
}

export type ClientsCommand =
  | { cmd: 'connect'; spec: ClientsSpec }
  | { cmd: 'reset' }
  /** the delays travel only when asked for: the settle loop asks every second */
  | { cmd: 'report'; delays: boolean }
  | { cmd: 'close' }

export interface ClientsReport {
  connected: number
  received: number
  delays: number[]
  /** per stream `match:stream`: the lowest and highest number heard */
  ranges: Record<string, [number, number]>
  /** clients per watched match */
  watchers: Record<string, number>
  /** numbers skipped (gaps seen) */
  skipped: number
  resyncs: number
  reconnects: number
  /** repairs asked for / succeeded, and the time of the last success */
  repairsAsked: number
  repaired: number
  lastRepairAt: number
  /** clients waiting for a repair now */
  repairsPending: number
  /** the first push heard since the reset: its server time and arrival */
  firstPush: { at: number; heard: number } | null
}

const MAX_READS_IN_FLIGHT = 64

interface Client {
  index: number
  matchId: number
  ws: WebSocket | null
  last: Map<string, number>
  repairWanted: boolean
  repairing: boolean
  closing: boolean
  /** its first sub was answered */
  acked: boolean
  /** connections tried: a reconnect goes to the next address of `wsUrls` (another process) */
  tries: number
}

let spec: ClientsSpec
const clients: Client[] = []
let stats = emptyStats()
let readsInFlight = 0
const readQueue: Client[] = []

function emptyStats(): Omit<ClientsReport, 'connected' | 'repairsPending' | 'watchers'> {
  return { received: 0, delays: [], ranges: {}, skipped: 0, resyncs: 0, reconnects: 0, repairsAsked: 0, repaired: 0, lastRepairAt: 0, firstPush: null }
}

/** households behind their own loopback addresses, `perAddress` sockets each */
function sourceAddress(i: number): string {
  const n = Math.floor(i / spec.perAddress)
  return `127.2.${Math.floor(n / 250)}.${(n % 250) + 1}`
}

function askRepair(c: Client): void {
  if (c.repairWanted) return
  c.repairWanted = true
  stats.repairsAsked++
  readQueue.push(c)
  pumpReads()
}

function pumpReads(): void {
  while (readsInFlight < MAX_READS_IN_FLIGHT && readQueue.length > 0) {
    const c = readQueue.shift() as Client
    readsInFlight++
    c.repairing = true
    void readMatch(c).finally(() => {
      readsInFlight--
      c.repairing = false
      pumpReads()
    })
  }
}

/** the match read again, as the page does; tried again after a second until it answers */
async function readMatch(c: Client): Promise<void> {
  try {
    const res = await fetch(`${spec.httpBase}/api/Game/get_xq`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ event_id1: String(c.matchId), type_of_competition: '1' }).toString(), signal: AbortSignal.timeout(10_000),
    })
    const body = (await res.json()) as { code: number }
    if (body.code !== 1) throw new Error(`code ${body.code}`)
    c.repairWanted = false
    stats.repaired++
    stats.lastRepairAt = Date.now()
  } catch {
    setTimeout(() => {
      readQueue.push(c)
      pumpReads()
    }, 1000)
  }
}

function onMessage(c: Client, data: WebSocket.RawData): void {
  const now = Date.now()
  const m = JSON.parse(String(data)) as LiveServerMessage
  if ('topic' in m && 'seq' in m) {
    stats.received++
    stats.delays.push(now - m.at)
    stats.firstPush ??= { at: m.at, heard: now }
    const key = `${m.data.match_id}:${liveSeqStream(m.type)}`
    const range = stats.ranges[key]
    if (!range) stats.ranges[key] = [m.seq, m.seq]
    else {
      range[0] = Math.min(range[0], m.seq)
      range[1] = Math.max(range[1], m.seq)
    }
    const last = c.last.get(key)
    if (last !== undefined && m.seq > last + 1) {
      stats.skipped += m.seq - last - 1
      askRepair(c)
    }
    c.last.set(key, m.seq)
  } else if (m.type === 'resync') {
    stats.resyncs++
    c.last.clear()
    askRepair(c)
  }
}

function open(c: Client, reconnect: boolean): Promise<void> {
  return new Promise((resolve) => {
    const ws = new WebSocket(spec.wsUrls[(c.index + c.tries++) % spec.wsUrls.length], { localAddress: sourceAddress(c.index) })
    c.ws = ws
    let acked = false
    ws.on('message', (data) => {
      if (!acked) {
        const m = JSON.parse(String(data)) as LiveServerMessage
        if (m.type === 'ack') {
          acked = true
          c.acked = true
          resolve()
          // numbers heard before the drop say nothing about what was missed meanwhile: read again
          if (reconnect) askRepair(c)
          return
        }
      }
      onMessage(c, data)
    })
    ws.once('open', () => ws.send(JSON.stringify({ op: 'sub', topics: ['live', matchTopic(c.matchId)] })))
    ws.once('close', () => {
      if (!acked) resolve()
      if (c.closing) return
      // the app's backoff: about a second, spread so a killed process's clients do not come back at once
      stats.reconnects++
      c.last.clear()
      setTimeout(() => void open(c, true), 500 + Math.random() * 1000)
    })
    ws.on('error', () => undefined)
  })
}

/**
 * in batches (a busy server answers a burst of upgrades with 503 while it cannot count them in Redis
 * in time, and nginx then rests that process); a refused client tries again as the app does, and
 * this waits until every one is in (at most `CONNECT_MS`)
 */
const CONNECT_BATCH = 100
const CONNECT_MS = 180_000
async function connectAll(): Promise<void> {
  for (let i = spec.from; i < spec.to; i++) clients.push({ index: i, matchId: spec.matchIds[i % spec.matchIds.length], ws: null, last: new Map(), repairWanted: false, repairing: false, closing: false, acked: false, tries: 0 })
  for (let i = 0; i < clients.length; i += CONNECT_BATCH) await Promise.all(clients.slice(i, i + CONNECT_BATCH).map((c) => open(c, false)))
  const deadline = Date.now() + CONNECT_MS
  while (clients.some((c) => !c.acked) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250))
}

function report(withDelays: boolean): ClientsReport {
  const watchers: Record<string, number> = {}
  for (const c of clients) watchers[c.matchId] = (watchers[c.matchId] ?? 0) + 1
  const connected = clients.filter((c) => c.ws?.readyState === WebSocket.OPEN).length
  return { ...stats, delays: withDelays ? stats.delays : [], connected, watchers, repairsPending: clients.filter((c) => c.repairWanted).length }
}

process.on('message', (command: ClientsCommand) => {
  const answer = (value: unknown) => process.send?.(value)
  if (command.cmd === 'connect') {
    spec = command.spec
    void connectAll().then(() => answer({ connected: report(false).connected }))
  } else if (command.cmd === 'reset') {
    stats = emptyStats()
    for (const c of clients) c.last.clear()
    answer({ ok: true })
  } else if (command.cmd === 'report') answer(report(command.delays))
  else {
    for (const c of clients) {
      c.closing = true
      c.ws?.close()
    }
    setTimeout(() => process.exit(0), 500)
  }
})
