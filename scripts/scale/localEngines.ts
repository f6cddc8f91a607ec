/**
 * Private PostgreSQL and Redis servers on loopback, each in a temporary folder of its own, for the
 * scale-out suites and benchmarks (docs/operations.md, Scale-out). Both come from Debian's packages
 * (`postgresql`, `redis-server`); `.ci/run` installs them. PostgreSQL refuses to run as root, so as
 * root its folder is handed to the unprivileged `postgres` user the package creates and the server
 * runs as that user. Nothing is left behind: `stop()` ends the server and removes its folder.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

export interface RunningEngine {
  /** postgres://… or redis://… on 127.0.0.1 */
  url: string
  port: number
  /** ends the server (SIGTERM, then SIGKILL after a grace period) and removes its folder */
  stop(): Promise<void>
  /** kill -9, as a crash: the folder stays so that `restart()` finds its data */
  kill(): Promise<void>
  /** starts it again on the same port and folder (after kill) */
  restart(): Promise<void>
}

/** why an engine cannot run here, or null when it can */
export function missingEngine(engine: 'postgres' | 'redis'): string | null {
  if (engine === 'redis') return fs.existsSync(REDIS_SERVER) ? null : `no ${REDIS_SERVER}: apt-get install -y redis-server`
  return postgresBin() ? null : 'no PostgreSQL server binaries under /usr/lib/postgresql: apt-get install -y postgresql'
}

const REDIS_SERVER = '/usr/bin/redis-server'

/** the newest installed PostgreSQL's bin folder */
function postgresBin(): string | null {
  const base = '/usr/lib/postgresql'
  if (!fs.existsSync(base)) return null
  const versions = fs.readdirSync(base).filter((v) => fs.existsSync(path.join(base, v, 'bin/postgres'))).sort((a, b) => Number(b) - Number(a))
  return versions.length ? path.join(base, versions[0], 'bin') : null
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo
      srv.close(() => resolve(port))
    })
  })
}

const isRoot = () => process.getuid?.() === 0

/**
 * As root, the unprivileged postgres user's ids (PostgreSQL refuses root): the process is started as that
 * user directly, with no wrapper between, so a kill -9 reaches the server itself
 */
function postgresUser(): { uid: number; gid: number } | Record<string, never> {
  if (!isRoot()) return {}
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim())
  return { uid: id('-u'), gid: id('-g') }
}

function waitForPort(port: number, timeoutMs: number, proc: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (proc.exitCode !== null) return reject(new Error(`exited with ${proc.exitCode} before listening:\n${log().slice(-2000)}`))
      const sock = net.connect(port, '127.0.0.1')
      sock.once('connect', () => {
        sock.destroy()
        resolve()
      })
      sock.once('error', () => {
        sock.destroy()
        if (Date.now() > deadline) reject(new Error(`not listening on ${port} after ${timeoutMs} ms:\n${log().slice(-2000)}`))
        else setTimeout(attempt, 100)
      })
    }
    attempt()
  })
}

/** a server process with the stop/kill/restart shape both engines share */
async function supervise(name: string, dir: string, port: number, url: string, launch: () => ChildProcess, ready: () => Promise<void> = async () => undefined): Promise<RunningEngine> {
  let output = ''
  let proc: ChildProcess
  const start = async () => {
    output = ''
    proc = launch()
    proc.stdout?.on('data', (d: Buffer) => (output += d.toString()))
    proc.stderr?.on('data', (d: Buffer) => (output += d.toString()))
    await waitForPort(port, 30_000, proc, () => output)
    await ready()
  }
  const ended = () => (proc.exitCode !== null || proc.signalCode !== null ? Promise.resolve() : new Promise<void>((r) => proc.once('exit', () => r())))
  const signal = async (sig: NodeJS.Signals, graceMs: number) => {
    if (proc.exitCode !== null || proc.signalCode !== null) return
    proc.kill(sig)
    const timer = setTimeout(() => proc.kill('SIGKILL'), graceMs)
    await ended()
    clearTimeout(timer)
  }
  try {
    await start()
  } catch (e) {
    fs.rmSync(dir, { recursive: true, force: true })
    throw new Error(`${name} did not start: ${(e as Error).message}`)
  }
  return {
    url,
    port,
    async stop() {
      await signal('SIGTERM', 10_000)
      fs.rmSync(dir, { recursive: true, force: true })
    },
    kill: () => signal('SIGKILL', 0),
    restart: start,
  }
}

/** a fresh PostgreSQL cluster on a free loopback port, database `app`, user `app` without password (trust on loopback only) */
export async function startPostgres(): Promise<RunningEngine> {
  const bin = postgresBin()
  if (!bin) throw new Error(missingEngine('postgres') ?? 'no PostgreSQL')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'football-pg-'))
  const data = path.join(dir, 'data')
  const user = postgresUser()
  if (isRoot()) execFileSync('chown', ['-R', 'postgres:postgres', dir])
  const run = (cmd: string, args: string[]) => execFileSync(path.join(bin, cmd), args, { stdio: 'pipe', cwd: dir, ...user })
  run('initdb', ['-D', data, '-U', 'app', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync'])
  const port = await freePort()
  const url = `postgres://app@127.0.0.1:${port}/app`
  const launch = () => spawn(path.join(bin, 'postgres'), [
    '-D', data, '-p', String(port), '-h', '127.0.0.1', '-k', dir,
    // fsync off: a process that dies (kill -9, the failure the suites make) loses nothing the OS holds;
    // only a machine crash would. synchronous_commit stays on: an acknowledged commit survives kill -9
    '-c', 'fsync=off', '-c', 'full_page_writes=off', '-c', 'max_connections=200',
  ], { stdio: ['ignore', 'pipe', 'pipe'], cwd: dir, ...user })
  const ready = async () => {
    // the port opens before the cluster accepts logins: ask until it does
    for (let i = 0; i < 100; i++) {
      try {
        execFileSync(path.join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'app', '-d', 'postgres'], { stdio: 'pipe' })
        return
      } catch {
        await new Promise((r) => setTimeout(r, 100))
      }
    }
    throw new Error('pg_isready never answered')
  }
  const engine = await supervise('PostgreSQL', dir, port, url, launch, ready)
  execFileSync(path.join(bin, 'psql'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'app', '-d', 'postgres', '-qc', 'CREATE DATABASE app'], { stdio: 'pipe' })
  return engine
}

/** a Redis server on a free loopback port, nothing written to disk */
export async function startRedis(): Promise<RunningEngine> {
  if (!fs.existsSync(REDIS_SERVER)) throw new Error(missingEngine('redis') ?? 'no Redis')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'football-redis-'))
  const port = await freePort()
  const launch = () => spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no', '--protected-mode', 'yes'], { stdio: ['ignore', 'pipe', 'pipe'] })
  return supervise('Redis', dir, port, `redis://127.0.0.1:${port}`, launch)
}
