/**
 * Stand-in server speed (docs/benchmarks.md): `npm run bench:server`.
 *
 * Starts the server on a fresh database (or BENCH_DB_FILE if given) on loopback, restarts it on the
 * seeded database, warms it up for a few seconds, then drives the live match list, a live match's
 * detail and the experts' predictions on a live match (the one of the first 50 with the most) with
 * autocannon at a fixed 200 requests/s each and prints p50 / p99 latencies
 * against the 20 ms budget, plus the first start's time (seeding) and the database size.
 * BENCH_SECONDS (default 20) sets each run's length.
 *
 * Then search (issue 24, api/index/saibotiyu over the whole seeded world: competitions, teams,
 * players, experts and matches) at the same fixed rate for a few keywords (Chinese name, pinyin
 * initials, whole pinyin, nothing found), against p99 <= 50 ms. BENCH_ONLY=search runs only these
 * (after the first start), to measure search alone on a busy machine.
 *
 * Then the match centre and the player card (issue 24): the ratings of a live match
 * (api/Game/match_ratings, read after every event pushed to an open match), the player card
 * (api/Game/player_card) of the top scorer of the team with the most finished matches among the
 * live ones (its first call after the start timed once, then the fixed rate) and that team's home
 * (api/Game/team_home), each with the live list run again as the same-moment reference and the load
 * average. BENCH_ONLY=ratings runs only these (after the first start).
 *
 * Then the throughput runs (issue 23): the live list and the experts list (api/user/zhuanjlieb) for
 * every sort, each as fast as 50 connections go (no fixed rate), printing requests/s and p99 against
 * ≥ 3,000 requests/s at p99 ≤ 30 ms. BENCH_THROUGHPUT_SECONDS (default 10) sets each run's length.
 *
 * BENCH_STORES=sqlite,postgres adds, after all of the above (which stays on SQLite), the stores side by
 * side (scripts/bench/storeComparison.ts): the hot paths on SQLite and on a private PostgreSQL, p50/p99
 * at 200 requests/s (BENCH_STORE_SECONDS, default 10) against p99 <= 50 ms, and requests/s at 50
 * connections with their ratio. BENCH_ONLY=stores runs only that (after the first start).
 */
import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { EXPERT_SORTS } from '../types/expert-rules'
import { spawnServer } from './serverProcess'
import { loadRun, THROUGHPUT_CONNECTIONS } from './bench/loadRun'
import { compareStores, type StoreName } from './bench/storeComparison'

const PORT = Number(process.env.BENCH_PORT ?? 3799)
const RATE = 200
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20)
const BUDGET_P99_MS = 20
const WARM_UP_SECONDS = 5
const BUDGET_DB_BYTES = 200 * 1024 * 1024
const base = `http://127.0.0.1:${PORT}`
const THROUGHPUT_SECONDS = Number(process.env.BENCH_THROUGHPUT_SECONDS ?? 10)
const BUDGET_RPS = 3000
const BUDGET_THROUGHPUT_P99_MS = 30
const BUDGET_SEARCH_P99_MS = 50
const SEARCH_ONLY = process.env.BENCH_ONLY === 'search'
const RATINGS_ONLY = process.env.BENCH_ONLY === 'ratings'
const STORES_ONLY = process.env.BENCH_ONLY === 'stores'
const STORES = (process.env.BENCH_STORES ?? (STORES_ONLY ? 'sqlite,postgres' : 'sqlite')).split(',').map((s) => s.trim())
  .filter((s): s is StoreName => s === 'sqlite' || s === 'postgres')
const STORE_SECONDS = Number(process.env.BENCH_STORE_SECONDS ?? 10)
/** searchCpt's keywords: initials that name many things, a whole pinyin, Chinese characters, a long miss */
const SEARCH_KEYWORDS = ['mc', 'manche', 'bl', '曼', '联', 'zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz']

function startServer(dbFile: string): Promise<{ child: ChildProcess; readyMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now()
    const child = spawnServer({ PORT: String(PORT), HOST: '127.0.0.1', DB_FILE: dbFile, LOG_REQUESTS: '0' }, {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    child.stdout?.on('data', (chunk: Buffer) => {
      const text = chunk.toString()
      process.stdout.write(text)
      if (text.includes('ready in')) resolve({ child, readyMs: Date.now() - started })
    })
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)))
  })
}

async function post<T>(p: string, body: Record<string, string>): Promise<T> {
  const res = await fetch(`${base}/${p}`, { method: 'POST', body: new URLSearchParams(body) })
  const json = (await res.json()) as { code: number; data: T; msg: string }
  if (json.code !== 1) throw new Error(`${p}: ${json.msg}`)
  return json.data
}

/** a fixed 200 requests/s (latency), or with `rate` null as fast as 50 connections go (throughput) */
const run = (title: string, p: string, body: Record<string, string>, seconds = SECONDS, rate: number | null = RATE) => loadRun(base, title, p, body, seconds, rate)

/** search at the fixed rate, one run per keyword; true when one misses the budget */
async function searchRuns(): Promise<boolean> {
  for (const keyword of SEARCH_KEYWORDS) await run('warm-up', 'api/index/saibotiyu', { keyword }, 1)
  console.log(`\nsearch (api/index/saibotiyu): ${RATE} requests/s, ${SECONDS} s each, budget p99 <= ${BUDGET_SEARCH_P99_MS} ms`)
  let failed = false
  for (const keyword of SEARCH_KEYWORDS) {
    const r = await run(`search "${keyword.length > 12 ? `${keyword.slice(0, 12)}…` : keyword}"`, 'api/index/saibotiyu', { keyword })
    const errors = r.errors + r.non2xx
    const pass = r.latency.p99 <= BUDGET_SEARCH_P99_MS && errors === 0
    failed ||= !pass
    console.log(`${pass ? 'ok  ' : 'SLOW'} ${r.title}: ${r.requests.total} requests, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, max ${r.latency.max} ms, errors ${errors}`)
  }
  return failed
}

const loadAverage = () => os.loadavg().map((x) => x.toFixed(2)).join(' ')

interface LiveList { list: Array<{ id: number; home_team: { id: number }; away_team: { id: number } }>; total: number }

/** the team of the live matches with the most finished matches this season, and its top scorer (the player with the most rated matches) */
async function busyTeamPlayer(live: LiveList): Promise<{ teamId: number; playerId: number; played: number }> {
  let best = { teamId: 0, playerId: 0, played: -1 }
  for (const m of live.list.slice(0, 10)) {
    for (const teamId of [m.home_team.id, m.away_team.id]) {
      const s = await post<{ all: { played: number }; top_scorers: Array<{ player: { id: number } }> }>('api/Game/team_stats', { team_id: String(teamId) })
      if (s.all.played > best.played && s.top_scorers.length) best = { teamId, playerId: s.top_scorers[0].player.id, played: s.all.played }
    }
  }
  if (best.played < 0) throw new Error('no team with a scorer among the live matches')
  return best
}

/** the match centre's ratings of a live match, a player card and a team home (issue 24) at the fixed rate; true when one misses the budget */
async function matchCentreRuns(live: LiveList): Promise<boolean> {
  const team = await busyTeamPlayer(live)
  const card = { player_id: String(team.playerId) }
  // the first player card after the start: the only call that may compute the season's ratings
  const firstStarted = performance.now()
  await post('api/Game/player_card', card)
  const firstMs = performance.now() - firstStarted
  const runs: Array<[string, string, Record<string, string>]> = [
    ['live list (api/Game/get status=live, 50 rows), the reference', 'api/Game/get', { status: 'live', limit: '50' }],
    ['ratings (api/Game/match_ratings, a live match)', 'api/Game/match_ratings', { event_id: String(live.list[0].id) }],
    [`player card (api/Game/player_card, a team with ${team.played} matches played)`, 'api/Game/player_card', card],
    ['team home (api/Game/team_home, the same team)', 'api/Game/team_home', { team_id: String(team.teamId) }],
  ]
  for (const [, p, body] of runs) await run('warm-up', p, body, 2)
  console.log(`\nmatch centre and player card: ${RATE} requests/s, ${SECONDS} s each, budget p99 < ${BUDGET_P99_MS} ms; load average ${loadAverage()}`)
  console.log(`first player card after the start: ${firstMs.toFixed(1)} ms`)
  let failed = false
  for (const [title, p, body] of runs) {
    const r = await run(title, p, body)
    const errors = r.errors + r.non2xx
    const pass = r.latency.p99 < BUDGET_P99_MS && errors === 0
    failed ||= !pass
    console.log(`${pass ? 'ok  ' : 'SLOW'} ${title}: ${r.requests.total} requests, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, max ${r.latency.max} ms, errors ${errors}`)
  }
  console.log(`load average after: ${loadAverage()}`)
  return failed
}

/** the live list and the experts list for every sort, as fast as they go; true when one misses the budget */
async function throughput(liveRows: number): Promise<boolean> {
  const runs: Array<[string, string, Record<string, string>]> = [
    [`live list (api/Game/get status=live, ${liveRows} rows)`, 'api/Game/get', { status: 'live', limit: '50' }],
    ...EXPERT_SORTS.map((sort): [string, string, Record<string, string>] => [`experts list (api/user/zhuanjlieb sort=${sort})`, 'api/user/zhuanjlieb', { sort }]),
  ]
  for (const [, p, body] of runs) await run('warm-up', p, body, 2, null)
  console.log(`\nthroughput: ${THROUGHPUT_CONNECTIONS} connections, ${THROUGHPUT_SECONDS} s each, budget >= ${BUDGET_RPS} requests/s at p99 <= ${BUDGET_THROUGHPUT_P99_MS} ms; load average ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}`)
  let failed = false
  for (const [title, p, body] of runs) {
    const r = await run(title, p, body, THROUGHPUT_SECONDS, null)
    const errors = r.errors + r.non2xx
    const pass = r.requests.average >= BUDGET_RPS && r.latency.p99 <= BUDGET_THROUGHPUT_P99_MS && errors === 0
    failed ||= !pass
    console.log(`${pass ? 'ok  ' : 'SLOW'} ${title}: ${r.requests.average} requests/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, max ${r.latency.max} ms, errors ${errors}`)
  }
  console.log(`load average after: ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}`)
  return failed
}

async function main() {
  const own = !process.env.BENCH_DB_FILE
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-server-'))
  const dbFile = process.env.BENCH_DB_FILE ?? path.join(dir, 'football.db')
  // the first start seeds; measuring a second start shows the steady server (no seeding garbage in its heap)
  const first = await startServer(dbFile)
  const seedMs = first.readyMs
  await new Promise((resolve) => {
    first.child.once('exit', resolve)
    first.child.kill('SIGTERM')
  })
  let failed = false
  try {
    if (!STORES_ONLY) failed = await sqliteSuite(dbFile, seedMs)
    if (STORES.includes('postgres')) failed = (await compareStores(STORES, dbFile, STORE_SECONDS, THROUGHPUT_SECONDS)) || failed
  } finally {
    if (own) fs.rmSync(dir, { recursive: true, force: true })
  }
  process.exitCode = failed ? 1 : 0
}

/** everything but the stores side by side, on the seeded SQLite file; true when a figure misses its budget */
async function sqliteSuite(dbFile: string, seedMs: number): Promise<boolean> {
  const { child } = await startServer(dbFile)
  let failed = false
  try {
    if (SEARCH_ONLY) return await searchRuns()
    const live = await post<LiveList>('api/Game/get', { status: 'live', limit: '50' })
    if (!live.list.length) throw new Error('no live match to measure')
    if (RATINGS_ONLY) return await matchCentreRuns(live)
    // warm-up: the first calls read the seeded world into memory
    await post('api/Game/get_xq', { event_id1: String(live.list[0].id) })
    // the live match with the most predictions: every row on it is settled or shown alike, so the count is what costs
    let predicted = { id: live.list[0].id, total: -1 }
    for (const m of live.list) {
      const { total } = await post<{ total: number }>('api/Game/zhuanjia', { event_id: String(m.id) })
      if (total > predicted.total) predicted = { id: m.id, total }
    }
    // warm-up of both paths (JIT, caches): the first measured run was otherwise the slower one, whichever it was
    await run('warm-up', 'api/Game/get', { status: 'live', limit: '50' }, WARM_UP_SECONDS)
    await run('warm-up', 'api/Game/get_xq', { event_id1: String(live.list[0].id) }, WARM_UP_SECONDS)
    await run('warm-up', 'api/Game/zhuanjia', { event_id: String(predicted.id) }, WARM_UP_SECONDS)
    const results = [
      await run('live list (api/Game/get status=live, 50 rows)', 'api/Game/get', { status: 'live', limit: '50' }),
      await run('match detail (api/Game/get_xq, a live match)', 'api/Game/get_xq', { event_id1: String(live.list[0].id) }),
      await run(`expert predictions (api/Game/zhuanjia, a live match, ${predicted.total} rows)`, 'api/Game/zhuanjia', { event_id: String(predicted.id) }),
    ]
    const size = ['', '-wal'].reduce((n, suffix) => n + (fs.existsSync(dbFile + suffix) ? fs.statSync(dbFile + suffix).size : 0), 0)
    console.log(`\nfirst start (seeding included) ${seedMs} ms; ${live.total} matches live; database ${(size / 1024 / 1024).toFixed(1)} MB`)
    for (const r of results) {
      const errors = r.errors + r.non2xx
      const pass = r.latency.p99 < BUDGET_P99_MS && errors === 0
      failed ||= !pass
      console.log(`${pass ? 'ok  ' : 'SLOW'} ${r.title}: ${r.requests.total} requests at ${r.requests.average}/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, max ${r.latency.max} ms, errors ${errors}`)
    }
    failed = (await searchRuns()) || failed
    failed = (await matchCentreRuns(live)) || failed
    failed = (await throughput(live.list.length)) || failed
    if (size > BUDGET_DB_BYTES) {
      failed = true
      console.log('database is over 200 MB')
    }
  } finally {
    // the file is SQLite's one writer's: the next server on it starts once this one has let go
    await new Promise((resolve) => {
      child.once('exit', resolve)
      child.kill('SIGTERM')
    })
  }
  return failed
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
