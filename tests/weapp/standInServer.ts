import { SqliteStore } from '../../mocks/db'
import fs from 'node:fs'
import Database from 'better-sqlite3'
import { readConfig } from '../../mocks/config'
import { migrate } from '../../mocks/features'
import { prepareData } from '../../mocks/prepare'
import { TestClock, startTestServer, type TestServer } from '../server/helpers'
import { testClockStart } from '../setup/testClock'
import { seedDb } from './paths'

export interface StandInOptions {
  /** the operator's pay-module switch (docs/product/pay-module.md); default off, as a fresh mini program runs */
  payModule?: boolean
}

/** the server and its database (for tests that drive the stand-in's own services, e.g. its live ticker) */
export type StandIn = TestServer & { db: SqliteStore }

/**
 * The stand-in server on an in-memory copy of the database seeded by globalSetup.js, answering
 * through fastify.inject (no port): the weapp harness routes wx.request here. Each call gets its
 * own copy, so tests may change data freely. Its clock (`server.clock`, a TestClock tests may
 * move) stands at the suite's moment (TEST_CLOCK, tests/setup/testClock.js), where the data was
 * seeded and where environment.js put the app's Date.
 */
export async function startStandIn(opts: StandInOptions = {}): Promise<StandIn> {
  const env = { PAY_MODULE: opts.payModule ? '1' : '0' }
  const db = new SqliteStore(new Database(fs.readFileSync(seedDb)))
  db.raw.pragma('foreign_keys = ON')
  await migrate(db)
  const server = await startTestServer({ env, db, clock: new TestClock(testClockStart() ?? Date.now()), prepare: prepareData(readConfig(env)) })
  return { ...server, db }
}
