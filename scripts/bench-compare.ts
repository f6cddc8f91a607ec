/**
 * Before/after on a busy machine (docs/benchmarks.md): `npm run bench:compare -- <git rev>`.
 *
 * Checks out <rev> (default: the parent commit) in a temporary worktree, builds its stand-in and
 * this tree's in one process on two in-memory databases seeded alike at the same frozen moment, and
 * answers the hot paths of `bench:server` through fastify's inject (no sockets) in alternating
 * slices: 100 calls on the reference, 100 on ours, again and again. Whatever else the machine does
 * falls on both sides alike, so the ratio means something where absolute figures do not.
 * COMPARE_ROUNDS (default 20) sets the number of slices per side. COMPARE_PATHS=ratings measures
 * only the match centre's ratings of a live match, a player card and a team home (issue 24).
 */
import os from 'node:os'
import path from 'node:path'
import { removeTree, treeAt } from './bench/otherTree'

interface Injected {
  inject(opts: { method: 'POST'; url: string; payload: string; headers: Record<string, string> }): Promise<{ statusCode: number; body: string }>
}
interface Side {
  label: string
  app: Injected
}
interface Path {
  title: string
  url: string
  body: Record<string, string>
}

const root = path.resolve(__dirname, '..')
const ROUNDS = Number(process.env.COMPARE_ROUNDS ?? 20)
const SLICE = 100
// a Sunday evening in Beijing: several matches live in the seeded world
const NOW = Date.parse('2026-11-22T21:00:00+08:00')

async function build(dir: string, label: string): Promise<Side> {
  // both trees keep the same module layout for these three entry points
  const { buildServer } = (await import(path.join(dir, 'mocks/app.ts'))) as { buildServer: (o: object) => Promise<{ app: Injected }> }
  const { readConfig } = (await import(path.join(dir, 'mocks/config.ts'))) as { readConfig: (env: object, cwd: string) => object }
  const { prepareData } = (await import(path.join(dir, 'mocks/prepare.ts'))) as { prepareData: (c: object) => unknown }
  const config = { ...readConfig({}, dir), dbFile: ':memory:', logRequests: false }
  const started = Date.now()
  const { app } = await buildServer({ config, clock: { now: () => NOW }, prepare: prepareData(config) })
  console.log(`${label}: built and seeded in ${Date.now() - started} ms`)
  return { label, app }
}

async function post(side: Side, p: Path): Promise<{ code: number; data: unknown }> {
  const res = await side.app.inject({ method: 'POST', url: `/${p.url}`, payload: new URLSearchParams(p.body).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } })
  if (res.statusCode !== 200) throw new Error(`${side.label} ${p.url}: HTTP ${res.statusCode}`)
  return JSON.parse(res.body) as { code: number; data: unknown }
}

async function slice(side: Side, p: Path, into: number[]): Promise<void> {
  for (let i = 0; i < SLICE; i++) {
    const t = process.hrtime.bigint()
    await post(side, p)
    into.push(Number(process.hrtime.bigint() - t) / 1e6)
  }
}

const RATINGS_ONLY = process.env.COMPARE_PATHS === 'ratings'
/** the match centre paths (issue 24): a live match's ratings, the top scorer's card of a team of a live match, that team's home */
async function ratingPaths(ours: Side, live: Array<{ id: number; home_team: { id: number } }>): Promise<Path[]> {
  const teamId = live[0].home_team.id
  const stats = (await post(ours, { title: '', url: 'api/Game/team_stats', body: { team_id: String(teamId) } })).data as { all: { played: number }; top_scorers: Array<{ player: { id: number } }> }
  const playerId = String(stats.top_scorers[0]?.player.id ?? 0)
  return [
    { title: 'live list (reference row)', url: 'api/Game/get', body: { status: 'live', limit: '50' } },
    { title: 'match ratings (a live match)', url: 'api/Game/match_ratings', body: { event_id: String(live[0].id) } },
    { title: `player card (${stats.all.played} matches played)`, url: 'api/Game/player_card', body: { player_id: playerId } },
    { title: 'team home', url: 'api/Game/team_home', body: { team_id: String(teamId) } },
  ]
}

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]

async function paths(ours: Side): Promise<Path[]> {
  const live = (await post(ours, { title: '', url: 'api/Game/get', body: { status: 'live', limit: '50' } })).data as { list: Array<{ id: number; home_team: { id: number } }> }
  if (!live.list.length) throw new Error('no live match at the frozen moment')
  if (RATINGS_ONLY) return ratingPaths(ours, live.list)
  let predicted = { id: live.list[0].id, total: -1 }
  for (const m of live.list) {
    const { total } = (await post(ours, { title: '', url: 'api/Game/zhuanjia', body: { event_id: String(m.id) } })).data as { total: number }
    if (total > predicted.total) predicted = { id: m.id, total }
  }
  return [
    { title: 'live list', url: 'api/Game/get', body: { status: 'live', limit: '50' } },
    { title: 'match detail', url: 'api/Game/get_xq', body: { event_id1: String(live.list[0].id) } },
    { title: `expert predictions on a match (${predicted.total})`, url: 'api/Game/zhuanjia', body: { event_id: String(predicted.id) } },
    { title: 'experts list (hit_rate)', url: 'api/user/zhuanjlieb', body: { sort: 'hit_rate' } },
  ]
}

async function main() {
  const rev = process.argv[2] ?? 'HEAD~1'
  const dir = treeAt(rev)
  try {
    const ref = await build(dir, `reference ${rev}`)
    const ours = await build(root, 'this tree')
    console.log(`\n${ROUNDS} alternating slices of ${SLICE} calls per side; load average ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}`)
    console.log('path | reference p50 / p99 | this tree p50 / p99 | p50 ratio')
    for (const p of await paths(ours)) {
      const times: Record<string, number[]> = { ref: [], ours: [] }
      await slice(ref, p, [])
      await slice(ours, p, [])
      for (let r = 0; r < ROUNDS; r++) {
        await slice(ref, p, times.ref)
        await slice(ours, p, times.ours)
      }
      const f = (xs: number[]) => `${quantile(xs, 0.5).toFixed(2)} / ${quantile(xs, 0.99).toFixed(2)} ms`
      console.log(`${p.title} | ${f(times.ref)} | ${f(times.ours)} | ${(quantile(times.ours, 0.5) / quantile(times.ref, 0.5)).toFixed(2)}`)
    }
    console.log(`load average after: ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}`)
  } finally {
    removeTree(dir)
  }
  process.exit(0)
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
