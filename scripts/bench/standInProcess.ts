/**
 * The stand-in as a separate process for the benches that measure it from outside (pictures, backup):
 * its own port and database file, no H5 folder, no request log. Resolves once it says it is ready.
 */
import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import { spawnServer } from '../serverProcess'


export function startStandIn(port: number, dbFile: string, env: Record<string, string> = {}, args?: readonly string[]): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawnServer({ PORT: String(port), HOST: '127.0.0.1', DB_FILE: dbFile, LOG_REQUESTS: '0', H5_DIR: '', ...env }, {
      stdio: ['ignore', 'pipe', 'inherit'],
    }, args)
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready in')) resolve(child)
    })
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)))
  })
}

/** a form-encoded POST, as the app sends */
export const formPost = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
})

/** the p-th percentile of `values`, rounded to whole ms */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]) : NaN
}

/** stops the stand-in and waits for it to close its database; then removes the bench's folder, when given */
export async function stopStandIn(server: ChildProcess, dir?: string): Promise<void> {
  if (server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((r) => server.once('exit', r))
    server.kill('SIGTERM')
    await exited
  }
  if (dir) fs.rmSync(dir, { recursive: true, force: true })
}

/** a process's resident memory in MB from /proc (NaN without a pid, 0 once it is gone) */
export function rssMb(pid: number | undefined): number {
  if (!pid) return NaN
  try {
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024)
  } catch {
    return 0 // gone meanwhile
  }
}

/**
 * moves the stand-in's clock by `offsetMs` through the operator's /admin/clock; `retries`: sent again
 * after half a second that many times (through nginx, a move sent in the moment of a kill)
 */
export async function moveClock(base: string, adminToken: string, offsetMs: number, retries = 0): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      const res = await fetch(`${base}/admin/clock`, { method: 'POST', body: new URLSearchParams({ offset: String(offsetMs) }), headers: { 'x-admin-token': adminToken }, signal: AbortSignal.timeout(10_000) })
      const json = (await res.json()) as { code: number; msg: string }
      if (json.code !== 1) throw new Error(`/admin/clock: ${json.msg}`)
      return
    } catch (e) {
      if (attempt >= retries) throw e
      await new Promise((r) => setTimeout(r, 500))
    }
  }
}
