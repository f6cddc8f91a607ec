import type { FastifyInstance } from 'fastify'
import { buildServer, type BuildOptions } from '../../mocks/app'
import { readConfig, type ServerConfig } from '../../mocks/config'
import type { Db } from '../../mocks/db'
import { openDb } from '../../mocks/features'
import type { Clock } from '../../mocks/http/context'
import type { ApiEnvelope } from '../../types/envelope'
import { emptyPostgresStore, storesOnPostgres } from './testPostgres'

/** a clock tests move by hand */
export class TestClock implements Clock {
  constructor(public t: number = Date.parse('2026-11-22T12:00:00+08:00')) {}
  now(): number {
    return this.t
  }
  advance(ms: number): void {
    this.t += ms
  }
}

export interface TestServer {
  app: FastifyInstance
  clock: TestClock
  config: ServerConfig
  /** POST form-encoded, as the app sends */
  call<T = unknown>(path: string, payload?: Record<string, unknown>, method?: 'GET' | 'POST'): Promise<ApiEnvelope<T> & { status: number }>
  close(): Promise<void>
}

/** a new empty database: in memory, or a clone of the run's empty PostgreSQL template in the `server-pg` project */
export const emptyTestDb = async (): Promise<Db> => (storesOnPostgres() ? emptyPostgresStore() : openDb(':memory:'))

/** a server on an empty database of its own unless given one, answering through fastify.inject (no port) */
export async function startTestServer(opts: Partial<BuildOptions> & { env?: Record<string, string> } = {}): Promise<TestServer> {
  const clock = (opts.clock as TestClock | undefined) ?? new TestClock()
  const db = opts.db ?? await emptyTestDb()
  // the server answers its config with the secrets resolved: tests read the operator token from it
  const { app, config } = await buildServer({ config: { ...readConfig({ ...opts.env }), dbFile: ':memory:', logRequests: false }, clock, db, validateResponses: true, ...opts })
  const call = async <T,>(path: string, payload: Record<string, unknown> = {}, method: 'GET' | 'POST' = 'POST') => {
    const form = new URLSearchParams()
    for (const [k, v] of Object.entries(payload)) {
      // a GET carries the token in the Authorization header, never in the url (as the app sends it)
      if (v !== undefined && !(method === 'GET' && k === 'token')) form.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v))
    }
    const res = method === 'GET'
      ? await app.inject({ method: 'GET', url: `/${path}?${form.toString()}`, headers: payload.token ? { authorization: `Bearer ${String(payload.token)}` } : {} })
      : await app.inject({ method: 'POST', url: `/${path}`, payload: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    return { ...(res.json() as ApiEnvelope<T>), status: res.statusCode }
  }
  return { app, clock, config, call, close: async () => { await app.close(); await db.close() } }
}
