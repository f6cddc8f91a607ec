/**
 * `npx tsx scripts/bench-pictures.ts`: what near-budget picture uploads cost everyone else. Starts the
 * stand-in on its own port and database, then sends BENCH_UPLOADS (8) uploads at once of a
 * 5600×5600 16-bit PNG (31 MP, under the 32 MP budget, a ~250 KB file) while one client logs in
 * with a password (scrypt, on libuv's threads) again and again and another calls a cheap API.
 * Prints login and API latencies (p50/p99) before and during the burst, the uploads' wall time, and
 * the memory of the server and its picture worker before the burst and after it, on the same
 * database, both started by scripts/serverProcess.js: first the reference, with the pictures made in
 * the server itself (PICTURE_WORKER=off, as before the worker), then as the server runs by default,
 * the pictures made in the picture worker (a child process at a lower priority).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { DEMO_MOBILE, DEMO_PASSWORD } from '../mocks/features/account'
import { formPost, percentile, rssMb, startStandIn, stopStandIn } from './bench/standInProcess'
import { WORKER_NICENESS } from '../mocks/services/pictureWorker'

const PORT = Number(process.env.BENCH_PORT ?? 3798)
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 8)
const base = `http://127.0.0.1:${PORT}`
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

const form = formPost

async function timed(call: () => Promise<Response>): Promise<number> {
  const started = performance.now()
  const res = await call()
  await res.arrayBuffer()
  return performance.now() - started
}

const login = () => timed(() => fetch(`${base}/api/user/login`, form({ mobile: DEMO_MOBILE, password: DEMO_PASSWORD })))
const api = () => timed(() => fetch(`${base}/api/User/w`, form({})))

/** calls `one` back to back (with `gapMs` between) until `until` settles; the latencies */
async function loop(one: () => Promise<number>, gapMs: number, until: Promise<unknown>): Promise<number[]> {
  let done = false
  void until.finally(() => (done = true))
  const times: number[] = []
  while (!done) {
    times.push(await one())
    await sleep(gapMs)
  }
  return times
}

const pct = percentile
const line = (name: string, t: number[]) => `${name}: n=${t.length} p50 ${pct(t, 50)} ms, p99 ${pct(t, 99)} ms, max ${Math.round(Math.max(...t))} ms`

function uploadBody(token: string, png: Buffer): { body: Buffer; type: string } {
  const boundary = '----bench-pictures'
  return {
    type: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="token"\r\n\r\n${token}\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  }
}

/** the server's children (the picture worker while it runs) */
const childrenOf = (pid: number): number[] =>
  fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number)

/** the memory of the server and of the processes it started, in MB ("server + worker" while a worker runs) */
function memory(pid: number): string {
  const own = rssMb(pid)
  // a worker that is exiting has no memory left (0): not shown
  const children = childrenOf(pid).map((child) => rssMb(child)).filter((mb) => mb > 0)
  return children.length ? `${own} + ${children.join(' + ')} MB` : `${own} MB`
}

const MEMORY_AT_S = [5, 15, 30]

/** one stand-in run with `env` on top of the server's own environment: latencies before and during the burst, memory after it */
async function run(label: string, dbFile: string, png: Buffer, env: Record<string, string>): Promise<void> {
  const server = await startStandIn(PORT, dbFile, env)
  try {
    console.log(`— ${label}`)
    const quiet = sleep(5000)
    const [loginsQuiet, apiQuiet] = await Promise.all([loop(login, 0, quiet), loop(api, 20, quiet)])
    console.log(`quiet   ${line('login', loginsQuiet)}; ${line('API', apiQuiet)}`)
    // a fresh session for the uploads: the logins above ended older ones (10 sessions at most), and the uploads read it first
    const token = ((await (await fetch(`${base}/api/user/login`, form({ mobile: DEMO_MOBILE, password: DEMO_PASSWORD }))).json()) as { data: { token: string } }).data.token
    const before = memory(server.pid ?? 0)
    const started = performance.now()
    const burst = Promise.all(Array.from({ length: UPLOADS }, async () => {
      const { body, type } = uploadBody(token, png)
      try {
        const res = await fetch(`${base}/api/user/upload`, { method: 'POST', headers: { 'content-type': type }, body: new Uint8Array(body) })
        return ((await res.json()) as { code: number }).code
      } catch (e) {
        console.log(`upload failed after ${Math.round(performance.now() - started)} ms: ${String((e as { cause?: unknown }).cause ?? e)}`)
        return 'failed'
      }
    }))
    const [logins, apis, codes] = await Promise.all([loop(login, 0, burst), loop(api, 20, burst), burst])
    console.log(`uploads ${Math.round(performance.now() - started)} ms for all ${UPLOADS} (codes ${[...new Set(codes)].join(',')})`)
    console.log(`burst   ${line('login', logins)}; ${line('API', apis)}`)
    const after: string[] = []
    let waited = 0
    for (const at of MEMORY_AT_S) {
      await sleep((at - waited) * 1000)
      waited = at
      after.push(`${memory(server.pid ?? 0)} at ${at} s`)
    }
    console.log(`memory  ${before} before the burst; after it ${after.join(', ')}`)
  } finally {
    await stopStandIn(server)
  }
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pictures-'))
  const png = await sharp({ create: { width: 5600, height: 5600, channels: 3, background: '#2a6' } }).toColourspace('rgb16').png({ compressionLevel: 9 }).toBuffer()
  console.log(`[bench:pictures] ${UPLOADS} uploads at once of a 5600×5600 16-bit PNG (${Math.round(png.length / 1024)} KB); load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`)
  try {
    // seeded first by a start of its own, so both runs begin from the same file and neither carries the seeding's memory
    await stopStandIn(await startStandIn(PORT, path.join(dir, 'football.db')))
    // the reference: the pictures made in the server itself, as before the picture worker
    await run('reference: pictures in the server (PICTURE_WORKER=off)', path.join(dir, 'football.db'), png, { PICTURE_WORKER: 'off' })
    await run(`pictures in the worker (a child process at nice +${WORKER_NICENESS})`, path.join(dir, 'football.db'), png, {})
    console.log(`load after ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
