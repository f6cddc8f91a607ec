import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

/** every setting of the stand-in server, read once from the environment */
export interface ServerConfig {
  port: number
  host: string
  /** SQLite file; ':memory:' for tests */
  dbFile: string
  /**
   * the store (STORAGE): 'sqlite', the embedded file above (the default), or 'postgres' on DATABASE_URL.
   * The PostgreSQL store has its schema and connection only (mocks/db/postgres.ts): the server refuses it for now
   */
  storage: 'sqlite' | 'postgres'
  /** postgres://user[:password]@host[:port]/database (DATABASE_URL); '' when STORAGE=sqlite */
  databaseUrl: string
  /**
   * REDIS_URL (redis://host:port[/db]): the push fan-out and the limits shared by several server
   * processes (docs/operations.md, Scale-out); '' = one process with its in-process hub and limits
   */
  redisUrl: string
  /** seed number of the deterministic data */
  seed: number
  /** initial value of the pay-module switch (operator setting, changeable at run time) */
  payModule: boolean
  /**
   * guards the operator endpoints under /admin. From ADMIN_TOKEN; '' here means "not set": the
   * server then generates one at first start and keeps it beside the database (mocks/services/secrets.ts)
   */
  adminToken: string
  /** key of the real-name ID hash (REALNAME_SECRET); '' = generated and kept like the admin token */
  realnameSecret: string
  /** key that signs the sandbox payments (PAY_SECRET); '' = generated and kept like the admin token */
  paySecret: string
  /**
   * the origin people reach this server at (PUBLIC_ORIGIN), for every absolute address the server
   * writes (the H5 link in a poster's QR code); never taken from the request's Host header
   */
  publicOrigin: string
  /** share cards and posters one client address may have drawn (not served from memory) per minute (SHARE_DRAWS_PER_MINUTE) */
  shareDrawsPerMinute: number
  /** browser origins allowed to call the API (CORS); never reflected from the request */
  corsOrigins: string[]
  /** folder of the built H5 app to serve at /; '' = serve none */
  h5Dir: string
  /** H5_DIR was given explicitly: a missing build is then an error, not "API only" */
  h5DirRequired: boolean
  /** log requests (off in tests) */
  logRequests: boolean
  /**
   * EXTENSIONS=off: the stand-in serves the product specification's part of the contract only, as a
   * backend built from the specification would: the extension endpoints, the push channel, uploads,
   * thumbnails, share pictures, posters and virtual payment answer as an unknown path (404)
   */
  extensions: boolean
  /**
   * proxies whose X-Forwarded-For names the client (TRUSTED_PROXIES: addresses or CIDR ranges, e.g.
   * 127.0.0.1 for the nginx in front of `npm run cluster`). Empty = none: the header is ignored, so a
   * client cannot pick the address its limits are counted on
   */
  trustedProxies: string[]
  /** live push sockets one client address may hold at once (LIVE_MAX_SOCKETS_PER_ADDRESS); more are refused at the upgrade */
  liveMaxSocketsPerAddress: number
  /** live push sockets the server holds at once, all addresses together (LIVE_MAX_SOCKETS) */
  liveMaxSockets: number
  /** the official account's AppID the H5 inside WeChat configures the JS-SDK with (WECHAT_APP_ID) */
  wechatAppId: string
  /**
   * the jsapi_ticket that signs wx.config (WECHAT_JSAPI_TICKET): the stand-in holds a fixed sandbox
   * ticket; production fetches and caches a real one (docs/operations.md, "JS-SDK signature")
   */
  wechatJsapiTicket: string
}

/** the stand-in's sandbox official account and ticket (no real account behind them) */
export const SANDBOX_WECHAT_APP_ID = 'wx00sandbox00jssdk'
export const SANDBOX_JSAPI_TICKET = 'sandbox-jsapi-ticket-0000000000000000000000000000000000000000000000000000000000000'

/** defaults of the live channel's caps (docs/operations.md, Limits) */
export const LIVE_SOCKETS_PER_ADDRESS_DEFAULT = 20
export const LIVE_SOCKETS_DEFAULT = 5000

/** default of the share pictures' drawing budget per address (docs/operations.md, Limits) */
export const SHARE_DRAWS_PER_MINUTE_DEFAULT = 120

/** a bad setting: the server prints this one line and exits non-zero */
export class ConfigError extends Error {}

/** the port Taro's H5 dev server (`npm run dev:h5`) listens on */
const H5_DEV_PORT = 10086

/** the server's own origins and the H5 dev server's, for both local host names */
export function defaultCorsOrigins(port: number): string[] {
  return [port, H5_DEV_PORT].flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`])
}

function intSetting(env: Record<string, string | undefined>, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  if (!/^\d+$/.test(raw.trim()) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(`${name}=${raw} is not valid: expected a whole number from ${min} to ${max}`)
  }
  return Number(raw)
}

function originsSetting(raw: string | undefined, port: number): string[] {
  if (raw === undefined || raw.trim() === '') return defaultCorsOrigins(port)
  return raw.split(',').map((s) => s.trim()).filter(Boolean).map((origin) => {
    // an origin is scheme://host[:port], nothing after it; '*' would let every site read answers
    if (!/^https?:\/\/[^/\s*]+$/.test(origin)) {
      throw new ConfigError(`CORS_ORIGINS has "${origin}": expected a comma-separated list like http://localhost:10086,https://m.example.com`)
    }
    return origin
  })
}

/** TRUSTED_PROXIES: a comma-separated list of IPv4/IPv6 addresses or CIDR ranges, never a wildcard */
function proxiesSetting(raw: string | undefined): string[] {
  const list = (raw ?? '').split(',').map((s) => s.trim()).filter(Boolean)
  for (const entry of list) {
    const [address, bits, extra] = entry.split('/')
    const okAddress = net.isIP(address) !== 0
    const okBits = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (net.isIPv4(address) ? 32 : 128))
    if (!okAddress || !okBits || extra !== undefined) throw new ConfigError(`TRUSTED_PROXIES has "${entry}": expected addresses or ranges like 127.0.0.1,10.0.0.0/8`)
  }
  return list
}

/** REDIS_URL: empty, or a redis:// address (never echoed, as it may hold a password) */
function redisSetting(value: string | undefined): string {
  const url = (value ?? '').trim()
  if (url !== '' && !/^rediss?:\/\/[^\s]+$/.test(url)) throw new ConfigError('REDIS_URL is not valid: expected redis://host:port')
  return url
}

/** STORAGE and DATABASE_URL; the URL is never echoed, as it may hold a password */
function storageSetting(env: Record<string, string | undefined>): Pick<ServerConfig, 'storage' | 'databaseUrl'> {
  const storage = env.STORAGE || 'sqlite'
  if (storage !== 'sqlite' && storage !== 'postgres') throw new ConfigError(`STORAGE=${storage} is not valid: expected sqlite or postgres`)
  const url = (env.DATABASE_URL ?? '').trim()
  if (storage === 'sqlite') return { storage, databaseUrl: '' }
  if (url === '') throw new ConfigError('STORAGE=postgres needs DATABASE_URL, e.g. postgres://app@127.0.0.1:5432/app')
  if (!/^postgres(ql)?:\/\/[^\s]+$/.test(url)) throw new ConfigError('DATABASE_URL is not valid: expected postgres://user[:password]@host[:port]/database')
  return { storage, databaseUrl: url }
}

function publicOriginSetting(raw: string | undefined, port: number): string {
  // the address `npm start` prints
  if (raw === undefined || raw.trim() === '') return `http://localhost:${port}`
  const origin = raw.trim().replace(/\/$/, '')
  if (!/^https?:\/\/[^/\s*?#@]+$/.test(origin)) {
    throw new ConfigError(`PUBLIC_ORIGIN=${raw} is not valid: expected an origin like https://m.example.com (scheme and host, no path)`)
  }
  return origin
}

/**
 * Reads and checks the environment (syntax only; `checkConfigOnDisk` checks the paths). Relative
 * paths are resolved against `cwd`, as a shell user expects. Throws ConfigError with one clear line.
 */
export function readConfig(env: Record<string, string | undefined> = process.env, cwd: string = process.cwd()): ServerConfig {
  const port = intSetting(env, 'PORT', 3721, 0, 65535)
  const host = env.HOST ?? '127.0.0.1'
  if (host.trim() === '') throw new ConfigError('HOST is empty: give an address to listen on, e.g. 127.0.0.1 or 0.0.0.0')
  const payModule = env.PAY_MODULE ?? '1'
  if (payModule !== '0' && payModule !== '1') throw new ConfigError(`PAY_MODULE=${payModule} is not valid: expected 0 or 1`)
  const dbFile = env.DB_FILE === ':memory:' ? ':memory:' : path.resolve(cwd, env.DB_FILE || path.resolve(__dirname, '.data/football.db'))
  const h5Given = env.H5_DIR !== undefined
  const extensions = env.EXTENSIONS ?? 'on'
  if (extensions !== 'on' && extensions !== 'off') throw new ConfigError(`EXTENSIONS=${extensions} is not valid: expected on or off`)
  return {
    port,
    host,
    dbFile,
    ...storageSetting(env),
    redisUrl: redisSetting(env.REDIS_URL),
    trustedProxies: proxiesSetting(env.TRUSTED_PROXIES),
    seed: intSetting(env, 'SEED', 20261122, 0, 2 ** 31 - 1),
    payModule: payModule === '1',
    adminToken: env.ADMIN_TOKEN ?? '',
    realnameSecret: env.REALNAME_SECRET ?? '',
    paySecret: env.PAY_SECRET ?? '',
    publicOrigin: publicOriginSetting(env.PUBLIC_ORIGIN, port),
    shareDrawsPerMinute: intSetting(env, 'SHARE_DRAWS_PER_MINUTE', SHARE_DRAWS_PER_MINUTE_DEFAULT, 1, 1_000_000),
    corsOrigins: originsSetting(env.CORS_ORIGINS, port),
    h5Dir: h5Given ? (env.H5_DIR === '' ? '' : path.resolve(cwd, env.H5_DIR as string)) : path.resolve(__dirname, '../dist-h5'),
    h5DirRequired: h5Given && env.H5_DIR !== '',
    logRequests: env.LOG_REQUESTS === '1',
    extensions: extensions === 'on',
    liveMaxSocketsPerAddress: intSetting(env, 'LIVE_MAX_SOCKETS_PER_ADDRESS', LIVE_SOCKETS_PER_ADDRESS_DEFAULT, 1, 1_000_000),
    liveMaxSockets: intSetting(env, 'LIVE_MAX_SOCKETS', LIVE_SOCKETS_DEFAULT, 1, 1_000_000),
    wechatAppId: env.WECHAT_APP_ID || SANDBOX_WECHAT_APP_ID,
    wechatJsapiTicket: env.WECHAT_JSAPI_TICKET || SANDBOX_JSAPI_TICKET,
  }
}

/** the paths the server needs: a writable database folder and, when H5_DIR was given, a built app */
export function checkConfigOnDisk(config: ServerConfig): void {
  if (config.adminToken !== '' && config.adminToken.length < 12) {
    throw new ConfigError('ADMIN_TOKEN is too short: use at least 12 characters (or leave it unset to have one generated)')
  }
  if (config.dbFile !== ':memory:') {
    const dir = path.dirname(config.dbFile)
    try {
      fs.mkdirSync(dir, { recursive: true })
      // a real write: access() says yes to root even where nothing can be created (/proc)
      const probe = path.join(dir, `.write-check-${process.pid}`)
      fs.writeFileSync(probe, '')
      fs.rmSync(probe)
      if (fs.existsSync(config.dbFile)) fs.accessSync(config.dbFile, fs.constants.R_OK | fs.constants.W_OK)
    } catch (e) {
      throw new ConfigError(`DB_FILE=${config.dbFile} cannot be written (${(e as NodeJS.ErrnoException).code ?? 'error'}): choose a writable path`)
    }
    if (fs.existsSync(config.dbFile) && fs.statSync(config.dbFile).isDirectory()) {
      throw new ConfigError(`DB_FILE=${config.dbFile} is a folder: give a file path, e.g. mocks/.data/football.db`)
    }
  }
  if (config.h5DirRequired && !fs.existsSync(path.join(config.h5Dir, 'index.html'))) {
    throw new ConfigError(`H5_DIR=${config.h5Dir} holds no index.html: build the app first (npm run build:h5) or leave H5_DIR unset`)
  }
}
