import net from 'node:net'
import { ConfigError, checkConfigOnDisk, readConfig, type ServerConfig } from './config'
import { buildServer } from './app'
import { prepareData } from './prepare'
import { clockFromEnv } from './http/clockAdmin'
import type { SettableClock } from './http/context'
import { holdDatabase } from './db/serverLock'
import { transactionRetries } from './db/postgresStore'

/** a bad setting or a port that cannot be had: one clear line, no stack trace, exit code 1 */
function exitWith(line: string): never {
  console.error(`[stand-in] ${line}`)
  process.exit(1)
}

/** the settings, checked before anything starts; any problem ends the process with one line */
function settings(): { config: ServerConfig; clock: SettableClock } {
  try {
    const config = readConfig()
    checkConfigOnDisk(config)
    // real time, or CLOCK_START / CLOCK_FROZEN for tests; POST /admin/clock moves it later
    return { config, clock: clockFromEnv() }
  } catch (e) {
    return exitWith(`bad setting: ${(e as Error).message}`)
  }
}

const LISTEN_PROBLEMS: Record<string, string> = {
  EADDRINUSE: 'is already in use: stop the other server or choose another PORT',
  EACCES: 'may not be used by this user: choose a PORT above 1023',
  EADDRNOTAVAIL: 'is not an address of this machine: check HOST',
}

/** the listen problem of host:port, found before the data is prepared (seeding takes seconds) */
function listenProblem(host: string, port: number): Promise<string | undefined> {
  if (port === 0) return Promise.resolve(undefined)
  return new Promise((resolve) => {
    const probe = net.createServer()
    probe.once('error', (e: NodeJS.ErrnoException) => resolve(LISTEN_PROBLEMS[e.code ?? ''] ?? e.message))
    probe.listen(port, host, () => probe.close(() => resolve(undefined)))
  })
}

/** `npm run server`: the stand-in backend on PORT (default 3721), serving dist-h5 at / when built */
async function main() {
  const { config, clock } = settings()
  const early = await listenProblem(config.host, config.port)
  if (early) exitWith(`${config.host}:${config.port} ${early}`)
  const started = Date.now()
  // before the file is opened: db:restore refuses while this claim is held (PostgreSQL is guarded by its own server)
  if (config.storage === 'sqlite') holdDatabase(config.dbFile)
  const { app } = await buildServer({
    config,
    clock,
    prepare: prepareData(config),
  }).catch((e: Error) => {
    // the database could not be opened or migrated (a damaged file, a full disk): still one line
    if (config.storage === 'postgres') exitWith(`cannot open the PostgreSQL database (DATABASE_URL): ${e.message}`)
    if (e instanceof ConfigError || (e as NodeJS.ErrnoException).code?.startsWith('SQLITE')) exitWith(`cannot open DB_FILE=${config.dbFile}: ${e.message}`)
    throw e
  })
  try {
    await app.listen({ port: config.port, host: config.host })
  } catch (e) {
    const problem = LISTEN_PROBLEMS[(e as NodeJS.ErrnoException).code ?? '']
    if (problem) exitWith(`${config.host}:${config.port} ${problem}`)
    throw e
  }
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  const url = `http://localhost:${port}/`
  console.log(`[stand-in] ready in ${Date.now() - started} ms on ${config.host}:${port}: API ${url}api/..., H5 app ${url}`)
  // memory that picture work freed comes back only with these (scripts/serverProcess.js says why)
  const missing = [process.platform === 'linux' && !process.env.MALLOC_ARENA_MAX ? 'MALLOC_ARENA_MAX' : '', typeof (globalThis as { gc?: unknown }).gc === 'function' ? '' : '--expose-gc'].filter(Boolean)
  if (missing.length) console.warn(`[stand-in] started without ${missing.join(' and ')}: memory taken by picture uploads may not come back; start it with \`npm run server\` (scripts/serverProcess.js)`)
  console.log(`[stand-in] 在浏览器打开 ${url} 使用 H5 应用`)
  const stop = () => void app.close().then(() => {
    // how often PostgreSQL's SERIALIZABLE rule made a transaction run again (benches read it)
    if (config.storage === 'postgres') console.log(`[stand-in] stopped after running ${transactionRetries.count} transaction(s) again (serialization failure or deadlock)`)
    process.exit(0)
  })
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
