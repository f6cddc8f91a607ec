/**
 * `npm run cluster`: N stand-in processes on PostgreSQL and Redis behind nginx at one address
 * (scripts/scale/cluster.ts; docs/operations.md › Scale-out: N processes).
 *
 * CLUSTER_PROCESSES (default 3); PORT and HOST are nginx's (default 127.0.0.1:3721); DATABASE_URL and
 * REDIS_URL name engines to use (private ones in a temporary folder otherwise); ADMIN_TOKEN,
 * REALNAME_SECRET and PAY_SECRET are handed to every process (made once here otherwise).
 */
import { startCluster } from './scale/cluster'

const say = (line: string) => console.log(`[cluster] ${line}`)

function whole(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name]
  const n = raw === undefined || raw === '' ? fallback : Number(raw)
  if (!Number.isInteger(n) || n < min || n > max) {
    say(`${name}=${raw} is not valid: expected a whole number from ${min} to ${max}`)
    process.exit(1)
  }
  return n
}

async function main(): Promise<void> {
  const processes = whole('CLUSTER_PROCESSES', 3, 1, 32)
  const port = whole('PORT', 3721, 1, 65535)
  const host = process.env.HOST || '127.0.0.1'
  const passed = ['ADMIN_TOKEN', 'REALNAME_SECRET', 'PAY_SECRET', 'PUBLIC_ORIGIN', 'CORS_ORIGINS', 'SEED', 'PAY_MODULE', 'EXTENSIONS', 'H5_DIR', 'CLOCK_START', 'CLOCK_FROZEN']
  const env = Object.fromEntries(passed.filter((k) => process.env[k]).map((k) => [k, process.env[k] as string]))
  const cluster = await startCluster({ processes, listen: `${host}:${port}`, databaseUrl: process.env.DATABASE_URL, redisUrl: process.env.REDIS_URL, env, say })
    .catch((e: Error) => {
      say(`could not start: ${e.message}`)
      return process.exit(1)
    })
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void cluster.stop().then(() => process.exit(0)))
  say(`ready: ${processes} processes behind nginx at ${cluster.url}/ (pids ${cluster.servers.map((s) => s.pid).join(', ')})`)
  if (!process.env.ADMIN_TOKEN) say(`operator token for /admin: ${cluster.env.ADMIN_TOKEN}`)
}

void main()
