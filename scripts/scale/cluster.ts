/**
 * N stand-in processes on one PostgreSQL and one Redis behind nginx at one address
 * (docs/operations.md › Scale-out: N processes): `npm run cluster`, the scale-out suites and benches.
 * Everything comes from Debian's packages (postgresql, redis-server, nginx). A database or Redis URL,
 * when given, is used as it is; otherwise a private instance is started on loopback in a temporary
 * folder (scripts/scale/localEngines.ts) and removed when the cluster stops.
 *
 * The operator token and the keys must be the same in every process: the caller's, or made once here.
 * A process that exits is started again after a second, or after twice as long each time it dies again
 * soon after its start (up to 30 s); meanwhile nginx sends requests to the others.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { root, spawnServer } from '../serverProcess'
import { freePort, startPostgres, startRedis, type RunningEngine } from './localEngines'

export interface ClusterOptions {
  processes: number
  /** nginx's address, host:port */
  listen: string
  /** PostgreSQL to use; a private one when missing */
  databaseUrl?: string
  /** Redis to use; a private one when missing */
  redisUrl?: string
  /** more settings for every process (ADMIN_TOKEN, REALNAME_SECRET, PAY_SECRET, CLOCK_START, …) */
  env?: Record<string, string>
  /** where progress lines go (stdout by default) */
  say?: (line: string) => void
}

export interface Cluster {
  /** http://host:port of nginx */
  url: string
  servers: readonly SupervisedServer[]
  /** the private engines this cluster started (none when URLs were given) */
  postgres?: RunningEngine
  redis?: RunningEngine
  /** the settings every process shares (its secrets among them) */
  env: Readonly<Record<string, string>>
  stop(): Promise<void>
}

/** the first restart's delay, and the longest: a process that keeps dying is not started in a tight loop */
const RESTART_FIRST_MS = 1000
const RESTART_LONGEST_MS = 30_000
/** a process up this long before it died was healthy: its next restart waits the first delay again */
const HEALTHY_AFTER_MS = 30_000

/** a server process, started again after it exits (backing off while it keeps dying), until the cluster stops */
export class SupervisedServer {
  private proc: ChildProcess | undefined
  private stopping = false
  private restartMs = RESTART_FIRST_MS
  private readyNow: Promise<void> = Promise.resolve()

  constructor(readonly index: number, readonly port: number, private readonly env: Record<string, string>, private readonly say: (line: string) => void) {}

  get pid(): number | undefined {
    return this.proc?.pid
  }

  /** resolves once the running (or restarting) process says it is ready */
  ready(): Promise<void> {
    return this.readyNow
  }

  /** starts the process; resolves once it says it is ready (seeding a fresh database takes a while) */
  start(): Promise<void> {
    const proc = spawnServer({ ...this.env, PORT: String(this.port) }, { stdio: ['ignore', 'pipe', 'inherit'] })
    this.proc = proc
    this.readyNow = new Promise((resolve, reject) => {
      let ready = false
      let readyAt = 0
      proc.stdout?.on('data', (chunk: Buffer) => {
        const text = chunk.toString()
        if (ready) {
          // the server's own lines after the start (its warnings, its figures at stop)
          for (const line of text.split('\n').filter((l) => l.startsWith('[stand-in]'))) this.say(`process ${this.index}: ${line}`)
          return
        }
        if (!text.includes('[stand-in] ready')) return
        ready = true
        readyAt = Date.now()
        this.say(`process ${this.index} (pid ${proc.pid}) ready on 127.0.0.1:${this.port}`)
        resolve()
      })
      proc.on('exit', (code, signal) => {
        if (!ready) return reject(new Error(`process ${this.index} exited before it was ready (${signal ?? code})`))
        if (this.stopping) return
        if (Date.now() - readyAt >= HEALTHY_AFTER_MS) this.restartMs = RESTART_FIRST_MS
        const wait = this.restartMs
        this.restartMs = Math.min(RESTART_LONGEST_MS, this.restartMs * 2)
        this.say(`process ${this.index} (pid ${proc.pid}) exited (${signal ?? code}); nginx sends its requests to the others; starting it again in ${wait / 1000} s`)
        this.restartAfter(wait)
      })
    })
    return this.readyNow
  }

  /** starts the process again after `ms`; a start that fails (it exits before it is ready) backs off again */
  private restartAfter(ms: number): void {
    setTimeout(() => {
      if (this.stopping) return
      this.start().catch((e: Error) => {
        this.say(`${e.message}; trying again in ${this.restartMs / 1000} s`)
        const wait = this.restartMs
        this.restartMs = Math.min(RESTART_LONGEST_MS, this.restartMs * 2)
        this.restartAfter(wait)
      })
    }, ms)
  }

  /** kill -9, as a crash; resolves once the process is gone (the supervisor starts it again a second later) */
  crash(): Promise<void> {
    const proc = this.proc
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return Promise.resolve()
    return new Promise((resolve) => {
      proc.once('exit', () => resolve())
      proc.kill('SIGKILL')
    })
  }

  stop(): Promise<void> {
    this.stopping = true
    const proc = this.proc
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return Promise.resolve()
    return new Promise((resolve) => {
      const kill = setTimeout(() => proc.kill('SIGKILL'), 10_000)
      proc.once('exit', () => {
        clearTimeout(kill)
        resolve()
      })
      proc.kill('SIGTERM')
    })
  }
}

/** nginx's configuration from the template in the repository (config/nginx/cluster.conf), for these server ports */
export function nginxConfig(prefix: string, listen: string, serverPorts: readonly number[]): string {
  const template = fs.readFileSync(path.join(root, 'config/nginx/cluster.conf'), 'utf8')
  const upstreams = serverPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n')
  return template.replaceAll('{{PREFIX}}', prefix).replaceAll('{{LISTEN}}', listen).replaceAll('{{UPSTREAMS}}', upstreams)
}

/** resolves once something accepts connections at host:port, rejects after `timeoutMs` */
async function listening(listen: string, timeoutMs: number, gone: () => boolean): Promise<void> {
  const [host, port] = [listen.slice(0, listen.lastIndexOf(':')), Number(listen.slice(listen.lastIndexOf(':') + 1))]
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ host, port }, () => {
        socket.destroy()
        resolve(true)
      })
      socket.once('error', () => resolve(false))
    })
    if (open) return
    if (gone()) throw new Error('nginx exited at start: see its lines above')
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${listen} within ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

async function startNginx(prefix: string, listen: string, ports: readonly number[]): Promise<ChildProcess> {
  const tmp = path.join(prefix, 'tmp')
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) fs.mkdirSync(path.join(tmp, dir), { recursive: true })
  // as root nginx's workers drop to an unprivileged user, who must write its temporary files
  for (const dir of [tmp, ...fs.readdirSync(tmp).map((d) => path.join(tmp, d))]) fs.chmodSync(dir, 0o777)
  fs.writeFileSync(path.join(prefix, 'nginx.conf'), nginxConfig(prefix, listen, ports))
  // nginx's own check of the configuration first: a refusal is said in its words, not guessed from a wait
  const test = spawnSync('nginx', ['-t', '-q', '-p', prefix, '-c', 'nginx.conf'], { encoding: 'utf8' })
  if (test.error) throw new Error(`nginx could not start (${test.error.message}): apt-get install -y nginx`)
  if (test.status !== 0) throw new Error(`nginx refused its configuration:\n${test.stderr}`)
  const nginx = spawn('nginx', ['-p', prefix, '-c', 'nginx.conf'], { stdio: ['ignore', 'inherit', 'inherit'] })
  let exited = false
  nginx.once('exit', () => (exited = true))
  try {
    // nginx says nothing once it listens: ready is when its address takes a connection
    await listening(listen, 10_000, () => exited)
  } catch (e) {
    nginx.kill('SIGQUIT')
    throw e
  }
  return nginx
}

const secret = () => crypto.randomBytes(24).toString('base64url')

export async function startCluster(opts: ClusterOptions): Promise<Cluster> {
  const say = opts.say ?? ((line: string) => console.log(`[cluster] ${line}`))
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'football-cluster-'))
  const servers: SupervisedServer[] = []
  let postgres: RunningEngine | undefined
  let redis: RunningEngine | undefined
  let nginx: ChildProcess | undefined
  let stopping: Promise<void> | undefined
  const stop = () => (stopping ??= (async () => {
    if (nginx && nginx.exitCode === null) await new Promise<void>((r) => {
      nginx?.once('exit', () => r())
      nginx?.kill('SIGQUIT')
    })
    await Promise.all(servers.map((srv) => srv.stop()))
    await redis?.stop()
    await postgres?.stop()
    fs.rmSync(folder, { recursive: true, force: true })
  })())
  try {
    if (!opts.databaseUrl) {
      postgres = await startPostgres()
      say(`private PostgreSQL on 127.0.0.1:${postgres.port} (gone when the cluster stops; give DATABASE_URL to keep data)`)
    }
    if (!opts.redisUrl) {
      redis = await startRedis()
      say(`private Redis on 127.0.0.1:${redis.port}`)
    }
    const port = opts.listen.split(':').pop() as string
    const publicOrigin = opts.env?.PUBLIC_ORIGIN || `http://localhost:${port}`
    const env: Record<string, string> = {
      ADMIN_TOKEN: secret(),
      REALNAME_SECRET: secret(),
      PAY_SECRET: secret(),
      CORS_ORIGINS: publicOrigin,
      PUBLIC_ORIGIN: publicOrigin,
      ...opts.env,
      STORAGE: 'postgres',
      DATABASE_URL: opts.databaseUrl || (postgres as RunningEngine).url,
      REDIS_URL: opts.redisUrl || (redis as RunningEngine).url,
      HOST: '127.0.0.1',
      TRUSTED_PROXIES: '127.0.0.1',
      // the secrets come from the environment: nothing is kept beside a SQLite file
      DB_FILE: path.join(folder, 'unused.db'),
    }
    const ports = await Promise.all(Array.from({ length: opts.processes }, () => freePort()))
    ports.forEach((p, i) => servers.push(new SupervisedServer(i + 1, p, env, say)))
    // the first migrates and seeds a fresh database alone; the others then start together
    await servers[0].start()
    await Promise.all(servers.slice(1).map((srv) => srv.start()))
    nginx = await startNginx(folder, opts.listen, ports)
    nginx.on('exit', (code) => {
      if (!stopping) say(`nginx exited (${code})`)
    })
    return { url: `http://${opts.listen.replace(/^0\.0\.0\.0:/, 'localhost:')}`, servers, postgres, redis, env, stop }
  } catch (e) {
    await stop()
    throw e
  }
}
