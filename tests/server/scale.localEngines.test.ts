import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import { missingEngine, startPostgres, startRedis, type RunningEngine } from '../../scripts/scale/localEngines'

/**
 * The private PostgreSQL and Redis the scale-out suites run on (scripts/scale/localEngines.ts). Without the
 * packages a developer's run says why it skipped; CI (CI=true) installs them and must run it.
 */
const missing = [missingEngine('postgres'), missingEngine('redis')].filter(Boolean)
const runHere = missing.length === 0 || process.env.CI === 'true'
if (!runHere) console.warn(`[scale] skipped, the engines are missing here: ${missing.join('; ')}`)
const describeEngines = runHere ? describe : describe.skip

const psql = (pg: RunningEngine, sql: string) => {
  const pgBin = fs.readdirSync('/usr/lib/postgresql').map((v) => `/usr/lib/postgresql/${v}/bin/psql`).find((p) => fs.existsSync(p)) as string
  return execFileSync(pgBin, [pg.url, '-At', '-c', sql], { encoding: 'utf8', stdio: 'pipe' }).trim()
}
const redisCli = (r: RunningEngine, ...args: string[]) => execFileSync('redis-cli', ['-p', String(r.port), ...args], { encoding: 'utf8', stdio: 'pipe' }).trim()

describeEngines('private engines on loopback', () => {
  // initdb and two starts of PostgreSQL: seconds on a busy core
  jest.setTimeout(120_000)

  it('PostgreSQL runs as an unprivileged user, keeps its data through kill -9 and a restart, and leaves nothing behind', async () => {
    const pg = await startPostgres()
    try {
      expect(psql(pg, 'select current_user')).toBe('app')
      const owner = psql(pg, "select usename from pg_stat_activity where backend_type = 'checkpointer'")
      expect(owner === '' || owner === 'app').toBe(true)
      psql(pg, 'create table t (id bigint primary key); insert into t values (9007199254740993)')
      await pg.kill()
      await pg.restart()
      expect(psql(pg, 'select id from t')).toBe('9007199254740993')
    } finally {
      await pg.stop()
    }
    expect(() => psql(pg, 'select 1')).toThrow()
  })

  it('Redis answers on its own port and stops', async () => {
    const redis = await startRedis()
    try {
      expect(redisCli(redis, 'PING')).toBe('PONG')
      redisCli(redis, 'SET', 'k', 'v')
      expect(redisCli(redis, 'GET', 'k')).toBe('v')
    } finally {
      await redis.stop()
    }
    expect(() => redisCli(redis, 'PING')).toThrow()
  })
})
