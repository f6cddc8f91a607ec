/**
 * `bench:server`'s stores side by side (BENCH_STORES=sqlite,postgres; docs/benchmarks.md): the hot
 * paths (live list, match detail, experts list, search) on the SQLite file the bench seeded and on a
 * private PostgreSQL (scripts/scale/localEngines.ts) seeded by the server's own first start. Each path
 * at the fixed 200 requests/s (p50, p99; budget p99 <= 50 ms on either store), then as fast as 50
 * connections go (requests/s), and PostgreSQL's requests/s as a share of SQLite's. Both servers run
 * at once and each path is measured on one store right after the other, so the two figures of a path
 * meet the same load on a shared machine.
 */
import os from 'node:os'
import path from 'node:path'
import { EXPERT_SORTS } from '../../types/expert-rules'
import { freePort, startPostgres, type RunningEngine } from '../scale/localEngines'
import { loadRun, THROUGHPUT_CONNECTIONS } from './loadRun'
import { startStandIn, stopStandIn } from './standInProcess'

export type StoreName = 'sqlite' | 'postgres'

const RATE = 200
const BUDGET_P99_MS = 50
const WARM_UP_SECONDS = 2
const STORE_TITLES: Record<StoreName, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' }

interface HotPath {
  title: string
  path: string
  body: Record<string, string>
}

interface Figures {
  p50: number
  p99: number
  rps: number
  errors: number
}

const load = () => os.loadavg().map((x) => x.toFixed(2)).join(' ')

async function post<T>(base: string, p: string, body: Record<string, string>): Promise<T> {
  const res = await fetch(`${base}/${p}`, { method: 'POST', body: new URLSearchParams(body) })
  const json = (await res.json()) as { code: number; data: T; msg: string }
  if (json.code !== 1) throw new Error(`${p}: ${json.msg}`)
  return json.data
}

/** the hot paths on this server: its first live match for the detail */
async function hotPaths(base: string): Promise<HotPath[]> {
  const live = await post<{ list: Array<{ id: number }> }>(base, 'api/Game/get', { status: 'live', limit: '50' })
  if (!live.list.length) throw new Error('no live match to measure')
  return [
    { title: `live list (api/Game/get status=live, ${live.list.length} rows)`, path: 'api/Game/get', body: { status: 'live', limit: '50' } },
    { title: 'match detail (api/Game/get_xq, a live match)', path: 'api/Game/get_xq', body: { event_id1: String(live.list[0].id) } },
    { title: `experts list (api/user/zhuanjlieb sort=${EXPERT_SORTS[0]})`, path: 'api/user/zhuanjlieb', body: { sort: EXPERT_SORTS[0] } },
    { title: 'search (api/index/saibotiyu "mc")', path: 'api/index/saibotiyu', body: { keyword: 'mc' } },
  ]
}

/** one path on one server: at the fixed rate, then as fast as it goes */
async function measure(base: string, p: HotPath, seconds: number, throughputSeconds: number): Promise<Figures> {
  await loadRun(base, 'warm-up', p.path, p.body, WARM_UP_SECONDS, null)
  const fixed = await loadRun(base, p.title, p.path, p.body, seconds, RATE)
  const fast = await loadRun(base, p.title, p.path, p.body, throughputSeconds, null)
  return { p50: fixed.latency.p50, p99: fixed.latency.p99, rps: fast.requests.average, errors: fixed.errors + fixed.non2xx + fast.errors + fast.non2xx }
}

interface RunningStore {
  store: StoreName
  base: string
  stop(): Promise<void>
}

/** one store's server: SQLite on the bench's seeded file, PostgreSQL on a private engine it seeds itself */
async function startStore(store: StoreName, sqliteFile: string): Promise<RunningStore> {
  const port = await freePort()
  const engine: RunningEngine | undefined = store === 'postgres' ? await startPostgres() : undefined
  try {
    const env: Record<string, string> = engine ? { STORAGE: 'postgres', DATABASE_URL: engine.url } : {}
    const dbFile = engine ? path.join(path.dirname(sqliteFile), 'unused-on-postgres.db') : sqliteFile
    const started = Date.now()
    const server = await startStandIn(port, dbFile, env)
    console.log(`${STORE_TITLES[store]}: ready in ${Date.now() - started} ms; load average ${load()}`)
    return {
      store,
      base: `http://127.0.0.1:${port}`,
      stop: async () => {
        await stopStandIn(server)
        await engine?.stop()
      },
    }
  } catch (e) {
    await engine?.stop()
    throw e
  }
}

/** measures each store and prints them side by side; true when a store misses the budget */
export async function compareStores(stores: readonly StoreName[], sqliteFile: string, seconds: number, throughputSeconds: number): Promise<boolean> {
  console.log(`\nstores side by side: ${stores.map((s) => STORE_TITLES[s]).join(', ')}; ${RATE} requests/s for ${seconds} s (budget p99 <= ${BUDGET_P99_MS} ms), then ${THROUGHPUT_CONNECTIONS} connections for ${throughputSeconds} s; load average at start ${load()}`)
  const running: RunningStore[] = []
  let failed = false
  try {
    for (const store of stores) running.push(await startStore(store, sqliteFile))
    // the same matches on both (the same seed and clock): the first store's live match for the detail
    const paths = await hotPaths(running[0].base)
    console.log(`measuring; load average ${load()}`)
    for (const p of paths) {
      const figures: Figures[] = []
      for (const r of running) figures.push(await measure(r.base, p, seconds, throughputSeconds))
      const cells = figures.map((f, i) => {
        const pass = f.p99 <= BUDGET_P99_MS && f.errors === 0
        failed ||= !pass
        return `${pass ? '' : 'SLOW '}${STORE_TITLES[stores[i]]} p50 ${f.p50} ms, p99 ${f.p99} ms, ${f.rps} req/s, errors ${f.errors}`
      })
      const ratio = figures.length === 2 && figures[0].rps > 0 ? `; ${STORE_TITLES[stores[1]]}/${STORE_TITLES[stores[0]]} ${(figures[1].rps / figures[0].rps).toFixed(2)}` : ''
      console.log(`${p.title}: ${cells.join(' | ')}${ratio}`)
    }
  } finally {
    for (const r of running) await r.stop()
  }
  console.log(`load average at end ${load()}`)
  return failed
}
