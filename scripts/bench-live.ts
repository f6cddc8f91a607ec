/**
 * Live push speed (docs/benchmarks.md): `npm run bench:live`.
 *
 * Starts the stand-in on a fresh database at a frozen clock (a Saturday evening, many matches in
 * play), then:
 * 1. reference: one WebSocket client subscribed to `live`, the clock moved BENCH_MOVES times;
 * 2. BENCH_CLIENTS (default 1,000) clients subscribed to `live` (from loopback addresses 127.0.1.x,
 *    at most the server's per-address cap each), the clock moved the same way.
 * Each push carries `at`, the server's Date.now() when it detected the change; the delay is the
 * client's Date.now() on receipt minus `at` (same machine, same clock). Prints p50 / p99 / max delay,
 * messages received against those expected, and the server's RSS before and after the clients.
 * Goal: p99 ≤ 500 ms with 1,000 clients. The clients run in this process, so their own event loop
 * is part of the measured delay (a pessimistic figure).
 */
import type { ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import WebSocket from 'ws'
import type { LiveServerMessage } from '../types/live'
import { LIVE_SOCKETS_PER_ADDRESS_DEFAULT } from '../mocks/config'
import { spawnServer } from './serverProcess'
import { moveClock, rssMb } from './bench/standInProcess'

const PORT = Number(process.env.BENCH_PORT ?? 3798)
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1000)
const MOVES = Number(process.env.BENCH_MOVES ?? 5)
const PER_ADDRESS = Number(process.env.LIVE_MAX_SOCKETS_PER_ADDRESS || LIVE_SOCKETS_PER_ADDRESS_DEFAULT)
const MOVE_MS = 2 * 60_000
const GOAL_P99_MS = 500
/** 20:30 Beijing on a Saturday of the seeded window: European evening fixtures in play */
const CLOCK_START = process.env.BENCH_CLOCK_START ?? '2026-11-21T20:30:00+08:00'
const ADMIN_TOKEN = crypto.randomBytes(16).toString('hex')
const base = `http://127.0.0.1:${PORT}`

function startServer(dbFile: string): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    // node --import tsx: the server is this child itself, so its RSS is what /proc reports for it
    const child = spawnServer({ PORT: String(PORT), HOST: '127.0.0.1', DB_FILE: dbFile, LOG_REQUESTS: '0', CLOCK_START, CLOCK_FROZEN: '1', ADMIN_TOKEN, H5_DIR: '' }, {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    child.stdout?.on('data', (chunk: Buffer) => {
      const text = chunk.toString()
      if (text.includes('ready in')) resolve(child)
    })
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)))
  })
}

interface Client { ws: WebSocket; received: number }

async function connectClients(n: number, delays: number[]): Promise<Client[]> {
  const clients: Client[] = []
  const batch = 100
  for (let i = 0; i < n; i += batch) {
    await Promise.all(Array.from({ length: Math.min(batch, n - i) }, (_, j) => new Promise<void>((resolve, reject) => {
      // households behind their own addresses: the server holds at most PER_ADDRESS sockets per address
      const ws = new WebSocket(`ws://127.0.0.1:${PORT}/ws`, { localAddress: `127.0.1.${1 + Math.floor((i + j) / PER_ADDRESS)}` })
      const c: Client = { ws, received: 0 }
      ws.on('message', (data) => {
        const now = Date.now()
        const m = JSON.parse(String(data)) as LiveServerMessage
        if ('topic' in m) {
          c.received++
          delays.push(now - m.at)
        } else if (m.type === 'ack') resolve()
      })
      ws.once('open', () => ws.send(JSON.stringify({ op: 'sub', topics: ['live'] })))
      ws.once('error', reject)
      clients.push(c)
    })))
  }
  return clients
}

const pct = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] : NaN)

async function measure(title: string, n: number, serverPid: number) {
  const delays: number[] = []
  const clients = await connectClients(n, delays)
  await new Promise((r) => setTimeout(r, 500))
  const rssConnected = rssMb(serverPid)
  let rssPeak = rssConnected
  const perMove: number[] = []
  for (let i = 0; i < MOVES; i++) {
    const before = clients[0].received
    await moveClock(base, ADMIN_TOKEN, MOVE_MS)
    // the pushes of one move arrive within a second or two; wait for the stream to settle
    await new Promise((r) => setTimeout(r, 2000))
    rssPeak = Math.max(rssPeak, rssMb(serverPid))
    perMove.push(clients[0].received - before)
  }
  const expected = perMove.reduce((a, b) => a + b, 0) * n
  const received = clients.reduce((a, c) => a + c.received, 0)
  const sorted = [...delays].sort((a, b) => a - b)
  for (const c of clients) c.ws.close()
  await new Promise((r) => setTimeout(r, 500))
  return { title, n, p50: pct(sorted, 50), p99: pct(sorted, 99), max: sorted[sorted.length - 1] ?? NaN, received, expected, perMove, rssConnected, rssPeak }
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-live-'))
  const dbFile = path.join(dir, 'football.db')
  const seedStart = Date.now()
  const child = await startServer(dbFile)
  console.log(`[bench:live] stand-in ready in ${Date.now() - seedStart} ms (fresh database, clock frozen at ${CLOCK_START})`)
  const pid = child.pid ?? 0
  try {
    const rssIdle = rssMb(pid)
    const single = await measure('1 client (reference)', 1, pid)
    const many = await measure(`${CLIENTS} clients`, CLIENTS, pid)
    console.log('')
    console.log(`server RSS idle: ${rssIdle} MB`)
    console.log(`moves: ${MOVES} × ${MOVE_MS / 60_000} min; pushes per move to one client: ${many.perMove.join(', ')}`)
    console.log('')
    console.log('| run | p50 delay | p99 delay | max | messages received / expected | server RSS with clients (peak) |')
    console.log('|---|---|---|---|---|---|')
    for (const r of [single, many]) {
      console.log(`| ${r.title} | ${r.p50} ms | ${r.p99} ms | ${r.max} ms | ${r.received.toLocaleString('en')} / ${r.expected.toLocaleString('en')} | ${r.rssConnected} MB (${r.rssPeak} MB) |`)
    }
    const pass = many.p99 <= GOAL_P99_MS && many.received === many.expected
    console.log('')
    console.log(`goal p99 ≤ ${GOAL_P99_MS} ms with ${CLIENTS} clients, every message delivered: ${pass ? 'met' : 'NOT met'}`)
    process.exitCode = pass ? 0 : 1
  } finally {
    child.kill('SIGTERM')
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
