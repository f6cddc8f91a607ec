/**
 * The live channel under a socket flood (docs/benchmarks.md): `npm run bench:abuse`.
 *
 * Starts the stand-in on a fresh database at a frozen clock (a Saturday evening, many matches in
 * play) with its default socket caps, connects BENCH_CLIENTS (default 1,000) normal clients on
 * `live` (spread over loopback addresses 127.0.1.x, at most the per-address cap each, as many
 * households behind their own addresses), then measures twice:
 * 1. reference: the normal clients alone;
 * 2. flood: BENCH_HOSTILE (default 2,000) hostile sockets from BENCH_HOSTILE_ADDRESSES (default 20)
 *    addresses 127.0.2.x, each socket that gets in naming 50 match ids, all of them together
 *    every match id of the database (finished, far ahead, live), named again every BENCH_RESUB_MS
 *    (default 1,000; 0 = once, then held, as the issue's probe did).
 * In each, the clock is moved BENCH_MOVES times and a plain `api/User/w` is called back to back;
 * prints the API call's p50/p99 and the normal clients' push delay p50/p99 (client receipt minus the
 * push's `at`), against the budgets p99 ≤ 50 ms and p99 ≤ 500 ms. Loopback only; ends by itself.
 */
import type { ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import Database from 'better-sqlite3'
import WebSocket from 'ws'
import type { LiveServerMessage } from '../types/live'
import { LIVE_SOCKETS_DEFAULT, LIVE_SOCKETS_PER_ADDRESS_DEFAULT } from '../mocks/config'
import { spawnServer } from './serverProcess'
import { moveClock } from './bench/standInProcess'

const PORT = Number(process.env.BENCH_PORT ?? 3797)
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1000)
const HOSTILE = Number(process.env.BENCH_HOSTILE ?? 2000)
const HOSTILE_ADDRESSES = Number(process.env.BENCH_HOSTILE_ADDRESSES ?? 20)
/** how often each hostile socket names its 50 ids again (0: once, then it only holds them, as the issue's probe did) */
const RESUB_MS = Number(process.env.BENCH_RESUB_MS ?? 1000)
const MOVES = Number(process.env.BENCH_MOVES ?? 5)
const PER_ADDRESS = Number(process.env.LIVE_MAX_SOCKETS_PER_ADDRESS || LIVE_SOCKETS_PER_ADDRESS_DEFAULT)
const TOTAL = Number(process.env.LIVE_MAX_SOCKETS || LIVE_SOCKETS_DEFAULT)
const MOVE_MS = 2 * 60_000
const API_BUDGET_MS = 50
const PUSH_BUDGET_MS = 500
const CLOCK_START = process.env.BENCH_CLOCK_START ?? '2026-11-21T20:30:00+08:00'
const ADMIN_TOKEN = crypto.randomBytes(16).toString('hex')
const base = `http://127.0.0.1:${PORT}`
const wsUrl = `ws://127.0.0.1:${PORT}/ws`
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

function startServer(dbFile: string): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawnServer({ PORT: String(PORT), HOST: '127.0.0.1', DB_FILE: dbFile, LOG_REQUESTS: '0', CLOCK_START, CLOCK_FROZEN: '1', ADMIN_TOKEN, H5_DIR: '' }, {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready in')) resolve(child)
    })
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)))
  })
}

/** opens one socket from `localAddress`; resolves with it once `topics` are acknowledged, or null when refused */
function open(localAddress: string, topics: string[], onPush?: (delay: number) => void): Promise<WebSocket | null> {
  return new Promise((resolve) => {
    const ws = new WebSocket(wsUrl, { localAddress })
    ws.on('message', (data) => {
      const now = Date.now()
      const m = JSON.parse(String(data)) as LiveServerMessage
      if ('topic' in m) onPush?.(now - m.at)
      else if (m.type === 'ack') resolve(ws)
    })
    ws.once('open', () => ws.send(JSON.stringify({ op: 'sub', topics })))
    ws.once('unexpected-response', (_req, res) => {
      res.resume()
      resolve(null)
    })
    ws.once('error', () => resolve(null))
    ws.once('close', () => resolve(null))
  })
}

async function inBatches<T>(n: number, batch: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = []
  for (let i = 0; i < n; i += batch) out.push(...(await Promise.all(Array.from({ length: Math.min(batch, n - i) }, (_, k) => make(i + k)))))
  return out
}

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] : NaN
}

/** the probe's loop, in a worker thread of its own: the clients' work in this thread does not delay its timings */
const PROBE_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const times = []
let running = true
parentPort.on('message', () => { running = false })
;(async () => {
  while (running) {
    const t = performance.now()
    const res = await fetch(workerData.url, { method: 'POST' })
    await res.arrayBuffer()
    times.push(performance.now() - t)
    await new Promise((r) => setTimeout(r, 5))
  }
  parentPort.postMessage(times)
})()
`

/** calls api/User/w back to back (from a worker thread) until `stop()`; the latencies */
function probeApi(): { stop: () => Promise<number[]> } {
  const worker = new Worker(PROBE_SOURCE, { eval: true, workerData: { url: `${base}/api/User/w` } })
  const done = new Promise<number[]>((resolve) => worker.once('message', (times: number[]) => resolve(times)))
  return {
    stop: async () => {
      worker.postMessage('stop')
      const times = await done
      await worker.terminate()
      return times
    },
  }
}

async function measure(title: string, delays: number[]) {
  delays.length = 0
  const probe = probeApi()
  for (let i = 0; i < MOVES; i++) {
    await moveClock(base, ADMIN_TOKEN, MOVE_MS)
    await sleep(2000)
  }
  const api = await probe.stop()
  return { title, apiP50: pct(api, 50), apiP99: pct(api, 99), calls: api.length, pushP50: pct(delays, 50), pushP99: pct(delays, 99), pushes: delays.length }
}

/** the hostile sockets: each that gets in names 50 match ids and names them again every second */
async function flood(matchIds: number[]) {
  const perAddress = Math.ceil(HOSTILE / HOSTILE_ADDRESSES)
  const sockets = (await inBatches(HOSTILE, 200, (i) => {
    const start = (i * 50) % matchIds.length
    const topics = matchIds.slice(start, start + 50).map((id) => `match:${id}`)
    return open(`127.0.2.${1 + Math.floor(i / perAddress)}`, topics).then((ws) => (ws ? { ws, topics } : null))
  })).filter((s) => s !== null)
  const timer = RESUB_MS > 0 ? setInterval(() => {
    for (const s of sockets) if (s.ws.readyState === WebSocket.OPEN) s.ws.send(JSON.stringify({ op: 'sub', topics: s.topics }))
  }, RESUB_MS) : undefined
  return { accepted: sockets.length, stop: () => { clearInterval(timer); for (const s of sockets) s.ws.terminate() } }
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-abuse-'))
  const dbFile = path.join(dir, 'football.db')
  const child = await startServer(dbFile)
  try {
    const readonly = new Database(dbFile, { readonly: true })
    const matchIds = (readonly.prepare('SELECT id FROM fb_matches ORDER BY id').all() as Array<{ id: number }>).map((r) => r.id)
    readonly.close()
    console.log(`[bench:abuse] ${matchIds.length} matches; caps ${PER_ADDRESS} sockets per address, ${TOTAL} in total; load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`)
    const delays: number[] = []
    const normal = await inBatches(CLIENTS, 100, (i) => open(`127.0.1.${1 + Math.floor(i / PER_ADDRESS)}`, ['live'], (d) => delays.push(d)))
    const connected = normal.filter((ws) => ws !== null).length
    await sleep(500)
    const reference = await measure(`${connected} clients, no flood (reference)`, delays)
    const hostile = await flood(matchIds)
    console.log(`[bench:abuse] hostile sockets: ${hostile.accepted} of ${HOSTILE} got in (${HOSTILE_ADDRESSES} addresses), naming their ids ${RESUB_MS > 0 ? `every ${RESUB_MS} ms` : 'once'}`)
    await sleep(1000)
    const flooded = await measure(`${connected} clients + ${hostile.accepted} hostile sockets`, delays)
    hostile.stop()
    for (const ws of normal) ws?.close()
    console.log('')
    console.log(`load average after: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}; moves: ${MOVES} × ${MOVE_MS / 60_000} min`)
    console.log('| run | api/User/w p50 | p99 (≤ 50 ms) | calls | push delay p50 | p99 (≤ 500 ms) | pushes |')
    console.log('|---|---|---|---|---|---|---|')
    for (const r of [reference, flooded]) {
      console.log(`| ${r.title} | ${r.apiP50.toFixed(1)} ms | ${r.apiP99.toFixed(1)} ms | ${r.calls} | ${r.pushP50} ms | ${r.pushP99} ms | ${r.pushes.toLocaleString('en')} |`)
    }
    const pass = flooded.apiP99 <= API_BUDGET_MS && flooded.pushP99 <= PUSH_BUDGET_MS && connected === CLIENTS
    console.log('')
    console.log(`budgets under the flood (api p99 ≤ ${API_BUDGET_MS} ms, push p99 ≤ ${PUSH_BUDGET_MS} ms, every normal client in): ${pass ? 'met' : 'NOT met'}`)
    process.exitCode = pass ? 0 : 1
  } finally {
    child.kill('SIGTERM')
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

// bounded in time whatever happens
setTimeout(() => {
  console.error('[bench:abuse] still running after 10 minutes: stopped')
  process.exit(2)
}, 10 * 60_000).unref()

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
