/**
 * N stand-in processes on one PostgreSQL and one Redis behind nginx at one address
 * (docs/operations.md › Scale-out: N processes): `npm run cluster`, the scale-out suites and benches.
 * Everything comes from Debian's packages (postgresql, redis-server, nginx). A database or Redis URL,
 * when given, is used as it is; otherwise a private instance is started on loopback in a temporary
 * folder (scripts/scale/localEngines.ts) and removed when the cluster stops.
 *
 * The operator token and the keys must be the same in every process: the caller's, or made once here.
 * A process that exits is started again after a second; meanwhile nginx sends requests to the others.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
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

/** a server process, started again a second after it exits, until the cluster stops */
export class SupervisedServer {
  private proc: ChildProcess | undefined
  private stopping = false
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
      proc.stdout?.on('data', (chunk: Buffer) => {
        const text = chunk.toString()
        if (ready) {
          // the server's own lines after the start (its warnings, its figures at stop)
          for (const line of text.split('\n').filter((l) => l.startsWith('[stand-in]'))) this.say(`process ${this.index}: ${line}`)
          return
        }
        if (!text.includes('[stand-in] ready')) return
        ready = true
        this.say(`process ${this.index} (pid ${proc.pid}) ready on 127.0.0.1:${this.port}`)
        resolve()
      })
      proc.on('exit', (code, signal) => {
        if (!ready) return reject(new Error(`process ${this.index} exited before it was ready (${signal ?? code})`))
        if (this.stopping) return
        this.say(`process ${this.index} (pid ${proc.pid}) exited (${signal ?? code}); nginx sends its requests to the others; starting it again in 1 s`)
        setTimeout(() => {
          if (!this.stopping) void this.start().catch((e: Error) => this.say(e.message))
        }, 1000)
      })
    })
    return this.readyNow
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

function startNginx(prefix: string, listen: string, ports: readonly number[]): Promise<ChildProcess> {
  const tmp = path.join(prefix, 'tmp')
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) fs.mkdirSync(path.join(tmp, dir), { recursive: true })
  // as root nginx's workers drop to an unprivileged user, who must write its temporary files
  for (const dir of [tmp, ...fs.readdirSync(tmp).map((d) => path.join(tmp, d))]) fs.chmodSync(dir, 0o777)
  fs.writeFileSync(path.join(prefix, 'nginx.conf'), nginxConfig(prefix, listen, ports))
  const nginx = spawn('nginx', ['-p', prefix, '-c', 'nginx.conf'], { stdio: ['ignore', 'inherit', 'inherit'] })
  return new Promise((resolve, reject) => {
    nginx.once('error', (e) => reject(new Error(`nginx could not start (${e.message}): apt-get install -y nginx`)))
    nginx.once('exit', (code) => reject(new Error(`nginx exited at start with ${code}: see its lines above`)))
    // nginx says nothing once it listens; a short wait shows a configuration it refused
    setTimeout(() => {
      nginx.removeAllListeners('exit')
      resolve(nginx)
    }, 500)
  })
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
