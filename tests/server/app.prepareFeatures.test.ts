import Database from 'better-sqlite3'
import { readConfig } from '../../mocks/config'
import type { Db } from '../../mocks/db'
import type { Feature, FeatureName } from '../../mocks/features/feature'
import { prepareFeatures } from '../../mocks/prepareFeatures'
import { TestClock } from './helpers'

/** what the fake features were asked to do, in order */
let calls: string[] = []

/** a feature that only records its seed and top-up (those given), with what it was handed */
function fake(name: FeatureName, has: { seed?: boolean; topUp?: boolean } = { seed: true, topUp: true }): Feature {
  return {
    name,
    migrations: [],
    routes: () => undefined,
    ...(has.seed ? { seed: (_db: Db, clock, config) => void calls.push(`seed ${name} ${clock.now()} ${config.seed}`) } : {}),
    ...(has.topUp ? { topUp: (_db: Db, clock, config) => void calls.push(`topUp ${name} ${clock.now()} ${config.seed}`) } : {}),
  } satisfies Feature
}

const FEATURES = [fake('account'), fake('match', { topUp: true }), fake('experts', { seed: true }), fake('home')]
const config = readConfig({ SEED: '7', DB_FILE: ':memory:' })
const clock = new TestClock(1_000)
const open: Db[] = []

function database(): Db {
  const db = new Database(':memory:')
  open.push(db)
  return db
}

beforeEach(() => {
  calls = []
})

afterEach(() => {
  for (const db of open.splice(0)) if (db.open) db.close()
})

test('a fresh database is seeded by each feature in the list’s order, none topped up', () => {
  prepareFeatures(FEATURES, config, { isFresh: () => true })(database(), clock)
  expect(calls).toEqual(['seed account 1000 7', 'seed experts 1000 7', 'seed home 1000 7'])
})

test('an existing database is topped up by each feature in order, none seeded again', () => {
  prepareFeatures(FEATURES, config, { isFresh: () => false })(database(), clock)
  expect(calls).toEqual(['topUp account 1000 7', 'topUp match 1000 7', 'topUp home 1000 7'])
})

test('freshness is asked of the database being prepared', () => {
  const db = database()
  const asked: Db[] = []
  prepareFeatures(FEATURES, config, { isFresh: (d) => (asked.push(d), true) })(db, clock)
  expect(asked).toEqual([db])
})

test('a running server tops up on its schedule until its database closes', async () => {
  const db = database()
  prepareFeatures([fake('match')], config, { isFresh: () => true, everyMs: 20 })(db, clock)
  clock.advance(3_600_000)
  // two top-ups, however busy the machine
  while (calls.length < 3) await new Promise((r) => setTimeout(r, 10))
  expect(calls[0]).toBe('seed match 1000 7')
  expect(new Set(calls.slice(1))).toEqual(new Set(['topUp match 3601000 7']))
  db.close()
  await new Promise((r) => setTimeout(r, 30))
  const after = calls.length
  await new Promise((r) => setTimeout(r, 60))
  expect(calls.length).toBe(after)
})
