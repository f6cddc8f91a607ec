import { SqliteStore } from '../../mocks/db'
import Database from 'better-sqlite3'
import { readConfig } from '../../mocks/config'
import type { Db } from '../../mocks/db'
import type { Feature, FeatureName } from '../../mocks/features/feature'
import { prepareFeatures } from '../../mocks/prepareFeatures'
import { LeadershipState, type ClockWork } from '../../mocks/services/leadership'
import { TestClock } from './helpers'

/** what the fake features were asked to do, in order */
let calls: string[] = []

/** a feature that only records its seed and top-up (those given), with what it was handed */
function fake(name: FeatureName, has: { seed?: boolean; topUp?: boolean } = { seed: true, topUp: true }): Feature {
  return {
    name,
    migrations: [],
    routes: () => undefined,
    ...(has.seed ? { seed: async (_db: Db, clock, config) => void calls.push(`seed ${name} ${clock.now()} ${config.seed}`) } : {}),
    ...(has.topUp ? { topUp: async (_db: Db, clock, config) => void calls.push(`topUp ${name} ${clock.now()} ${config.seed}`) } : {}),
  } satisfies Feature
}

const FEATURES = [fake('account'), fake('match', { topUp: true }), fake('experts', { seed: true }), fake('home')]
const config = readConfig({ SEED: '7', DB_FILE: ':memory:' })
const clock = new TestClock(1_000)
const open: Db[] = []

function database(): Db {
  const db = new SqliteStore(new Database(':memory:'))
  open.push(db)
  return db
}

beforeEach(() => {
  calls = []
})

afterEach(async () => {
  for (const db of open.splice(0)) if (db.open) await db.close()
})

test('a fresh database is seeded by each feature in the list’s order, none topped up', async () => {
  await prepareFeatures(FEATURES, config, { isFresh: async () => true })(database(), clock)
  expect(calls).toEqual(['seed account 1000 7', 'seed experts 1000 7', 'seed home 1000 7'])
})

test('an existing database is topped up by each feature in order, none seeded again', async () => {
  await prepareFeatures(FEATURES, config, { isFresh: async () => false })(database(), clock)
  expect(calls).toEqual(['topUp account 1000 7', 'topUp match 1000 7', 'topUp home 1000 7'])
})

test('freshness is asked of the database being prepared', async () => {
  const db = database()
  const asked: Db[] = []
  await prepareFeatures(FEATURES, config, { isFresh: async (d) => (asked.push(d), true) })(db, clock)
  expect(asked).toEqual([db])
})

test('a running server tops up on its schedule until its database closes', async () => {
  const db = database()
  await prepareFeatures([fake('match')], config, { isFresh: async () => true, everyMs: 20 })(db, clock)
  clock.advance(3_600_000)
  // two top-ups, however busy the machine
  while (calls.length < 3) await new Promise((r) => setTimeout(r, 10))
  expect(calls[0]).toBe('seed match 1000 7')
  expect(new Set(calls.slice(1))).toEqual(new Set(['topUp match 3601000 7']))
  await db.close()
  await new Promise((r) => setTimeout(r, 30))
  const after = calls.length
  await new Promise((r) => setTimeout(r, 60))
  expect(calls.length).toBe(after)
})

/** waits (asking every 10 ms, however busy the machine) until `done` */
async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((r) => setTimeout(r, 10))
}

/** a leadership the test hands over by hand, and claims it grants or refuses */
function clockWorkByHand(grant: (key: string) => boolean) {
  const state = new LeadershipState()
  const claimed: string[] = []
  const work: ClockWork = {
    leadership: { isLeader: () => state.isLeader(), onChange: (l) => state.onChange(l), start: async () => state.set(true), stop: async () => state.set(false) },
    claimStep: async (key) => (claimed.push(key), grant(key)),
  }
  return { work, claimed, lead: (leading: boolean) => state.set(leading) }
}

test('the hourly top-up runs only while this process leads the clock, under its claim of the clock period', async () => {
  const db = database()
  const c = clockWorkByHand(() => true)
  await prepareFeatures([fake('match')], config, { isFresh: async () => true, everyMs: 20 })(db, new TestClock(1_000), c.work)
  // a follower serves, but its timer never starts
  await new Promise((r) => setTimeout(r, 100))
  expect(calls).toEqual(['seed match 1000 7'])
  c.lead(true)
  await until(() => calls.length >= 2)
  expect(calls[1]).toBe('topUp match 1000 7')
  expect(c.claimed[0]).toBe(`topUp:${Math.floor(1_000 / 20)}`)
  c.lead(false)
  const after = calls.length
  await new Promise((r) => setTimeout(r, 100))
  expect(calls.length).toBe(after)
})

test('a top-up whose period another process claimed is skipped', async () => {
  const db = database()
  const c = clockWorkByHand(() => false)
  await prepareFeatures([fake('match')], config, { isFresh: async () => false, everyMs: 20 })(db, new TestClock(1_000), c.work)
  c.lead(true)
  await until(() => c.claimed.length >= 3)
  // the top-up at start (before serving) only
  expect(calls).toEqual(['topUp match 1000 7'])
  c.lead(false)
})
