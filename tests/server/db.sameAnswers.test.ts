import { readConfig } from '../../mocks/config'
import type { Db } from '../../mocks/db'
import { sqliteOf } from '../../mocks/db'
import { DEMO_MOBILE, DEMO_PASSWORD } from '../../mocks/features/account'
import { prepareData } from '../../mocks/prepare'
import { endpoints } from '../../types/api'
import type { EndpointDef } from '../../types/endpoint'
import { isRead } from '../../scripts/contract-check/classify'
import { EXTRA_FIELDS, ParamResolver } from '../../scripts/contract-check/params'
import { requiredFields } from '../../scripts/contract-check/run'
import { WRITE_FLOWS, type FlowContext } from '../../scripts/contract-check/writeFlows'
import { copySqliteInto } from './copyToPostgres'
import { startTestServer, TestClock, type TestServer } from './helpers'
import { preparedDb } from './seededTemplate'
import { describeOnPostgres, freshPostgresStore } from './testPostgres'

/**
 * The stand-in on SQLite and on PostgreSQL (issue 33), each holding what the server's own
 * preparation writes on a fresh database at the same frozen moment (on SQLite the run's prepared
 * world, seeded once for the files that share it; on PostgreSQL seeded here, as a server starting on
 * an empty database does): every read endpoint of the contract that the backend's own
 * lists can fill, anonymous and signed in as the demo account, and the contract check's write flows,
 * must answer the same on both, endpoint by endpoint. A third side holds the SQLite world copied into
 * PostgreSQL row by row (copyToPostgres.ts, how the `server-pg` project makes its seeded worlds): it
 * must answer as the world seeded on PostgreSQL does. Without the PostgreSQL package a developer's
 * run says it skipped; CI always runs it.
 */

const describePostgres = describeOnPostgres('db.sameAnswers')

/** Beijing noon: matches are on, finished and ahead */
const AT = Date.parse('2026-11-22T12:00:00+08:00')
const table = endpoints as Record<string, EndpointDef>

/** the server's answer as compared: the envelope without the request's own timing */
type Answer = { code: unknown; msg?: unknown; data?: unknown }

/** a started stand-in with the demo account signed in */
interface Side {
  name: string
  server: TestServer
  token: string
  seedMs: number
}

/** a stand-in on `db`, seeded (or topped up) by the server's own preparation, the demo account not yet signed in */
async function startServer(db: Db): Promise<{ server: TestServer; seedMs: number }> {
  const started = Date.now()
  const server = await startTestServer({ db, clock: new TestClock(AT), prepare: prepareData(readConfig({})) })
  return { server, seedMs: Date.now() - started }
}

async function signIn(name: string, { server, seedMs }: { server: TestServer; seedMs: number }): Promise<Side> {
  const login = await server.call<{ token: string }>('api/user/login', { mobile: DEMO_MOBILE, password: DEMO_PASSWORD })
  if (login.code !== 1) throw new Error(`${name}: demo login failed: ${String(login.msg)}`)
  return { name, server, token: login.data.token, seedMs }
}

const call = async (side: Side, path: string, fields: Record<string, unknown>, signedIn: boolean): Promise<Answer> => {
  const { code, msg, data } = await side.server.call(path, signedIn ? { ...fields, token: side.token } : fields, table[path]?.method === 'GET' ? 'GET' : 'POST')
  return { code, msg, data }
}

/** a published version's hash and canonical text hold a random nonce (predictionVersions.ts): never the same on two seedings */
const RANDOM_PER_SEEDING = new Set(['hash', 'canonical'])

/** one line per value that differs, `path: where a≠b` */
function differences(path: string, a: unknown, b: unknown, at = ''): string[] {
  if (RANDOM_PER_SEEDING.has(at.slice(at.lastIndexOf('.') + 1)) || JSON.stringify(a) === JSON.stringify(b)) return []
  if (a && b && typeof a === 'object' && typeof b === 'object' && Array.isArray(a) === Array.isArray(b)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])]
    return keys.flatMap((k) => differences(path, (a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${at}.${k}`))
  }
  return [`${path}: ${at || '(answer)'} ${JSON.stringify(a)?.slice(0, 80)} ≠ ${JSON.stringify(b)?.slice(0, 80)}`]
}

describePostgres('the same answers on SQLite, PostgreSQL and the SQLite world copied into PostgreSQL', () => {
  // a full seeding on PostgreSQL (the football world, experts, the board), perhaps the SQLite one, and a copy on a busy core
  jest.setTimeout(600_000)
  let sqlite: Side
  let postgres: Side
  let copied: Side

  beforeAll(async () => {
    const sqliteDb = await preparedDb(AT)
    const seededOnSqlite = await startServer(sqliteDb)
    // copied as seeded, before anyone signs in: the copied server starts on it as on an existing database
    const copiedDb = await freshPostgresStore()
    const copyStarted = Date.now()
    // raw SQLite on purpose: the rows are read as stored
    const rows = await copySqliteInto(sqliteOf(sqliteDb), copiedDb)
    const copyMs = Date.now() - copyStarted
    sqlite = await signIn('SQLite', seededOnSqlite)
    postgres = await signIn('PostgreSQL', await startServer(await freshPostgresStore()))
    copied = await signIn('copied', await startServer(copiedDb))
    console.log(`[db.sameAnswers] start: SQLite (the prepared world) ${sqlite.seedMs} ms, PostgreSQL (seeding) ${postgres.seedMs} ms; copying ${rows} rows into PostgreSQL ${copyMs} ms, its start ${copied.seedMs} ms`)
  })

  afterAll(async () => {
    await sqlite?.server.close()
    await postgres?.server.close()
    await copied?.server.close()
  })

  /** ids for the parameters, from the SQLite server's own lists (the same rows exist on both when seeded alike) */
  const resolver = () => new ParamResolver('http://127.0.0.1', async (path, fields) => {
    const a = await call(sqlite, path, fields, true)
    return a.code === 1 || a.code === 200 ? a.data : undefined
  })

  it('answers every read the same, anonymous and signed in', async () => {
    const params = resolver()
    const compared: string[] = []
    const diffs: string[] = []
    for (const path of Object.keys(table).filter(isRead)) {
      const def = table[path]
      const fields = await params.resolve(path, [...requiredFields(def.req), ...(EXTRA_FIELDS[path] ?? [])])
      if (!fields.ok) continue
      for (const signedIn of def.access === 'user' ? [true] : [false, true]) {
        const [a, b, c] = [await call(sqlite, path, fields.fields, signedIn), await call(postgres, path, fields.fields, signedIn), await call(copied, path, fields.fields, signedIn)]
        compared.push(path)
        const where = `${path}${signedIn ? ' (signed in)' : ''}`
        diffs.push(...differences(`${where} sqlite≠postgres`, a, b), ...differences(`${where} postgres≠copied`, b, c))
      }
    }
    expect(diffs).toEqual([])
    // the comparison saw the main screens' reads, not an empty list
    for (const path of ['api/Game/immediately', 'api/Game/get_xq', 'api/Expert/get_single_pass_list', 'api/Expert/search_expert', 'api/Forum/home_forum_list', 'api/game/winner_lottery']) {
      expect(compared).toContain(path)
    }
    expect(new Set(compared).size).toBeGreaterThan(60)
  })

  it('answers the write flows the same, step by step', async () => {
    const params = resolver()
    const diffs: string[] = []
    for (const flow of WRITE_FLOWS) {
      const ctx: FlowContext = {}
      for (const need of flow.needs) ctx[need] = await params.value('', need)
      for (const step of flow.steps) {
        const fields = step.fields(ctx)
        const [a, b, c] = [await call(sqlite, step.path, fields, true), await call(postgres, step.path, fields, true), await call(copied, step.path, fields, true)]
        diffs.push(...differences(`${flow.name} › ${step.path} sqlite≠postgres`, a, b), ...differences(`${flow.name} › ${step.path} postgres≠copied`, b, c))
        if (a.code === 1) step.keep?.(a.data as Record<string, unknown>, ctx)
      }
    }
    expect(diffs).toEqual([])
  })
})
