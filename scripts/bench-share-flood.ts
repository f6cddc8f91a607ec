/**
 * `npm run bench:share-flood`: what one client asking for thousands of distinct share cards costs the
 * others. Starts the stand-in on its own port and database; one client asks FLOOD_CARDS (3,000)
 * different match cards at FLOOD_PER_S (110) a second while another calls a cheap API every 20 ms.
 * Prints the other client's p50/p99 before and during the flood, how the flood was answered (drawn,
 * refused), and the server's CPU over the flood in cores: first with the server as configured (the
 * per-address draw limit, SHARE_DRAWS_PER_MINUTE), then as the reference with that limit lifted.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { formPost, percentile, startStandIn, stopStandIn } from './bench/standInProcess'

const PORT = Number(process.env.BENCH_PORT ?? 3796)
const CARDS = Number(process.env.FLOOD_CARDS ?? 3000)
const PER_S = Number(process.env.FLOOD_PER_S ?? 110)
const base = `http://127.0.0.1:${PORT}`
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** the process's user + system CPU seconds (/proc/<pid>/stat, clock ticks of 1/100 s) */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}

/** a cheap API call every 20 ms until `until` settles; the latencies */
async function otherClient(until: Promise<unknown>): Promise<number[]> {
  let done = false
  void until.finally(() => (done = true))
  const times: number[] = []
  while (!done) {
    const started = performance.now()
    await (await fetch(`${base}/api/User/w`, formPost({}))).arrayBuffer()
    times.push(performance.now() - started)
    await sleep(20)
  }
  return times
}

async function flood(): Promise<Map<number, number>> {
  const statuses = new Map<number, number>()
  const pending: Promise<void>[] = []
  for (let id = 1; id <= CARDS; id++) {
    pending.push(fetch(`${base}/share/card/match/${id}.png`).then(async (res) => {
      await res.arrayBuffer()
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
    }))
    await sleep(1000 / PER_S)
  }
  await Promise.all(pending)
  return statuses
}

const line = (t: number[]) => `n=${t.length} p50 ${percentile(t, 50)} ms, p99 ${percentile(t, 99)} ms`

async function run(label: string, env: Record<string, string>): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-share-flood-'))
  const server = await startStandIn(PORT, path.join(dir, 'football.db'), env)
  const pid = server.pid ?? 0
  try {
    console.log(`${label}`)
    console.log(`  quiet:  other client ${line(await otherClient(sleep(5000)))}`)
    const cpuBefore = cpuSeconds(pid)
    const started = performance.now()
    const flooding = flood()
    const during = await otherClient(flooding)
    const statuses = await flooding
    const seconds = (performance.now() - started) / 1000
    const cores = (cpuSeconds(pid) - cpuBefore) / seconds
    console.log(`  flood:  other client ${line(during)}`)
    console.log(`  flood answered in ${seconds.toFixed(1)} s: ${[...statuses].map(([s, n]) => `${n} × HTTP ${s}`).join(', ')}; server CPU ${cores.toFixed(2)} cores`)
  } finally {
    await stopStandIn(server, dir)
  }
}

async function main(): Promise<void> {
  console.log(`[bench:share-flood] ${CARDS} distinct cards at ${PER_S}/s from one client; load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`)
  await run('as configured (per-address draw limit)', {})
  await run('reference: the limit lifted', { SHARE_DRAWS_PER_MINUTE: '1000000' })
  console.log(`load after ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`)
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
