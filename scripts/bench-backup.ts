/**
 * `npx tsx scripts/bench-backup.ts`: how long `npm run db:backup` takes while the server writes.
 * Starts the stand-in on its own port and a fresh seeded database, then takes a backup with the
 * real command (a separate process, as an operator would) twice: once with the server idle (the
 * reference) and once while a client makes BACKUP_WRITES_PER_S (80) writes a second (follow and
 * unfollow a match, one transaction each). Prints both times, the writes acknowledged during the
 * backup, and whether the copy passes SQLite's quick_check.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { DEMO_MOBILE, DEMO_PASSWORD } from '../mocks/features/account'
import { formPost, percentile, startStandIn, stopStandIn } from './bench/standInProcess'

const root = path.resolve(__dirname, '..')
const PORT = Number(process.env.BENCH_PORT ?? 3797)
const WRITES_PER_S = Number(process.env.BACKUP_WRITES_PER_S ?? 80)
const base = `http://127.0.0.1:${PORT}`
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

async function call<T>(p: string, fields: Record<string, string>): Promise<T> {
  const json = (await (await fetch(`${base}/${p}`, formPost(fields))).json()) as { code: number; msg: string; data: T }
  if (json.code !== 1) throw new Error(`${p}: ${json.code} ${json.msg}`)
  return json.data
}

/** runs the real backup command; its wall time in ms and the copy's quick_check */
function backup(dbFile: string, dest: string): { ms: number; check: string; mb: number } {
  const started = performance.now()
  const res = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/db-backup.ts', dest], { cwd: root, env: { ...process.env, DB_FILE: dbFile }, encoding: 'utf8' })
  const ms = Math.round(performance.now() - started)
  if (res.status !== 0) throw new Error(`db:backup failed: ${res.stderr}`)
  const copy = new Database(dest, { readonly: true })
  const check = String(copy.pragma('quick_check', { simple: true }))
  copy.close()
  return { ms, check, mb: Math.round(fs.statSync(dest).size / 1024 / 1024) }
}

/** WRITES_PER_S follow/unfollow writes a second until `stop` settles; each write's latency */
async function writeLoad(token: string, matchIds: number[], stop: Promise<unknown>): Promise<{ done: number; failed: number; times: number[] }> {
  let stopped = false
  void stop.finally(() => (stopped = true))
  const pending: Promise<void>[] = []
  const out = { done: 0, failed: 0, times: [] as number[] }
  for (let i = 0; !stopped; i++) {
    const started = performance.now()
    const fields = { token, event_id: String(matchIds[i % matchIds.length]), attention: String(Math.floor(i / matchIds.length) % 2 === 0 ? 1 : 0) }
    pending.push(call('api/Game/event_attention', fields).then(
      () => void (out.done++, out.times.push(performance.now() - started)),
      () => void out.failed++,
    ))
    await sleep(1000 / WRITES_PER_S)
  }
  await Promise.all(pending)
  return out
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-backup-'))
  const dbFile = path.join(dir, 'football.db')
  console.log(`[bench:backup] load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`)
  const server = await startStandIn(PORT, dbFile)
  try {
    const idle = backup(dbFile, path.join(dir, 'idle.db'))
    console.log(`idle server:        backup ${idle.ms} ms (${idle.mb} MB, quick_check ${idle.check})`)
    const { token } = await call<{ token: string }>('api/user/login', { mobile: DEMO_MOBILE, password: DEMO_PASSWORD })
    const { list } = await call<{ list: Array<{ id: number }> }>('api/Game/get', { page: '1', limit: '20' })
    let finish: () => void = () => undefined
    const stop = new Promise<void>((r) => (finish = r))
    const load = writeLoad(token, list.map((m) => m.id), stop)
    await sleep(2000)
    const busy = backup(dbFile, path.join(dir, 'busy.db'))
    await sleep(1000)
    finish()
    const writes = await load
    console.log(`${WRITES_PER_S} writes/s:       backup ${busy.ms} ms (${busy.mb} MB, quick_check ${busy.check})`)
    console.log(`writes meanwhile:   ${writes.done} acknowledged, ${writes.failed} failed; p50 ${percentile(writes.times, 50)} ms, p99 ${percentile(writes.times, 99)} ms`)
  } finally {
    await stopStandIn(server, dir)
  }
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
