import type { Db } from '../../mocks/db'
import { issueToken } from '../../mocks/features/account'
import { ResultCode } from '../../types/envelope'
import type { EndpointPath, Res } from '../../types/api'
import { insertRow } from './rows'
import { startTestServer, TestClock, type TestServer } from './helpers'
import { seededDb, type AlsoSeed } from './seededTemplate'

export type { AlsoSeed } from './seededTemplate'

/** shared steps of the football suites: a server on a freshly seeded in-memory database */

export const SEED = 20261122
/** the moment the test database is seeded at (Beijing noon) */
export const SEEDED_AT = Date.parse('2026-11-22T12:00:00+08:00')
/** full seeding takes several seconds on a busy machine */
export const SEED_TIMEOUT_MS = 120_000

export interface SeededServer {
  s: TestServer
  db: Db
}

/**
 * An in-memory database holding the football world of SEED at SEEDED_AT, then each of `alsoSeed`
 * in turn: pass it as the `db` of `startMoneyServer` and other servers. Copied from the run's
 * template when another file seeded the same world already (seededTemplate.ts).
 */
export async function seededAtNoon(...alsoSeed: AlsoSeed[]): Promise<Db> {
  return seededDb(SEED, SEEDED_AT, alsoSeed)
}

export async function startSeededServer(...alsoSeed: AlsoSeed[]): Promise<SeededServer> {
  const db = await seededAtNoon(...alsoSeed)
  const s = await startTestServer({ db, clock: new TestClock(SEEDED_AT) })
  return { s, db }
}

/**
 * A seeded server for the describe block that calls this (started before its tests, closed after);
 * with `resetClock` its clock is back at SEEDED_AT before each test; `alsoSeed` seeds more than the
 * football world (e.g. `[ensurePredictions]`). The object is filled in beforeAll.
 */
export function useSeededServer({ resetClock = true, alsoSeed = [] as AlsoSeed[] } = {}): SeededServer {
  const h = {} as SeededServer
  beforeAll(async () => {
    Object.assign(h, await startSeededServer(...alsoSeed))
  }, SEED_TIMEOUT_MS)
  afterAll(() => h.s.close())
  if (resetClock) {
    beforeEach(() => {
      h.s.clock.t = SEEDED_AT
    })
  }
  return h
}

/** calls a path and insists on success, typed by the contract (responses are schema-checked by the test server) */
export async function ok<P extends EndpointPath>(s: TestServer, path: P, payload: Record<string, unknown> = {}): Promise<Res<P>> {
  const res = await s.call<Res<P>>(path, payload)
  if (res.status !== 200 || res.code !== ResultCode.OK) throw new Error(`${path} answered ${res.status} ${res.code} ${res.msg}`)
  return res.data
}

/** a member with a session token, written straight to the accounts tables */
export async function createMember(db: Db, mobile: string, now: number): Promise<{ id: number; token: string }> {
  const id = await insertRow(db, 'users', { mobile, nickname: `球迷${mobile.slice(-4)}`, created_at: now })
  return { id, token: await issueToken(db, id, now) }
}

/** 'h:a' -> [h, a] */
export function parseScore(score: string): [number, number] {
  const [h, a] = score.split(':').map(Number)
  return [h, a]
}
