import { SqliteStore } from '../../mocks/db'
import { sqliteOf } from '../../mocks/db'
import Database from 'better-sqlite3'
import { migrate } from '../../mocks/features'
import type { Db } from '../../mocks/db'
import { allMigrations as migrations } from '../../mocks/features'
import { ensurePredictions } from '../../mocks/features/experts/seed'
import { seedFootball } from '../../mocks/features/match'
import { SEED, SEED_TIMEOUT_MS, SEEDED_AT } from './match.helpers'

/**
 * expert_006 rebuilds `predictions` with AUTOINCREMENT on a database that already holds predictions
 * (one made before issue 16): every row, leg, version and purchase survives, the triggers are back,
 * and an id given out before the rebuild is never given again.
 */
const REBUILD = 'expert_006_predictions_autoincrement'

// raw SQLite on purpose: this replays a SQLite-only migration (a table rebuilt for AUTOINCREMENT) and reads sqlite_master and the pragmas
let db: Db
beforeAll(async () => {
  db = new SqliteStore(new Database(':memory:'))
  sqliteOf(db).pragma('foreign_keys = ON')
  // the database as it was before the rebuild: every other migration applied, then seeded
  sqliteOf(db).exec('CREATE TABLE IF NOT EXISTS _migrations (name TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)')
  for (const m of migrations) {
    if (m.name === REBUILD) continue
    sqliteOf(db).exec(m.sql)
    sqliteOf(db).prepare('INSERT INTO _migrations (name, applied_at) VALUES (?, ?)').run(m.name, 0)
  }
  await seedFootball(db, SEED, SEEDED_AT)
  await ensurePredictions(db)
}, SEED_TIMEOUT_MS)
afterAll(() => db.close())

it('keeps every prediction and what points at it, and never reuses an id', async () => {
  const count = (sql: string) => sqliteOf(db).prepare(sql).pluck().get() as number
  const before = {
    predictions: count('SELECT COUNT(*) FROM predictions'),
    legs: count('SELECT COUNT(*) FROM prediction_legs'),
    maxId: count('SELECT MAX(id) FROM predictions'),
    settled: count('SELECT COUNT(*) FROM predictions WHERE win_or_not > 0'),
  }
  expect(before.predictions).toBeGreaterThan(100)
  await migrate(db)
  expect(sqliteOf(db).prepare('SELECT 1 FROM _migrations WHERE name = ?').pluck().get(REBUILD)).toBe(1)
  expect(sqliteOf(db).pragma('foreign_keys', { simple: true })).toBe(1)
  expect(sqliteOf(db).pragma('foreign_key_check')).toEqual([])
  expect(count('SELECT COUNT(*) FROM predictions')).toBe(before.predictions)
  expect(count('SELECT COUNT(*) FROM prediction_legs')).toBe(before.legs)
  expect(count('SELECT COUNT(*) FROM predictions WHERE win_or_not > 0')).toBe(before.settled)
  expect(sqliteOf(db).prepare("SELECT sql FROM sqlite_master WHERE name = 'predictions'").pluck().get()).toContain('AUTOINCREMENT')
  const triggers = sqliteOf(db).prepare("SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'predictions' ORDER BY name").pluck().all()
  expect(triggers).toEqual(['predictions_result_final', 'predictions_settled_kept', 'predictions_single_lock'])

  // delete the newest unsettled prediction: the next one gets a new id
  const newest = sqliteOf(db).prepare('SELECT id, expert_id, match_id, play, pick, odds, title, price, published_at, ends_at FROM predictions WHERE win_or_not = 0 AND kind = \'single\' ORDER BY id DESC LIMIT 1')
    .get() as { id: number; expert_id: number; match_id: number; play: string; pick: string; odds: number; title: string; price: number; published_at: number; ends_at: number }
  sqliteOf(db).prepare('DELETE FROM prediction_versions WHERE prediction_id = ?').run(newest.id)
  sqliteOf(db).prepare('DELETE FROM predictions WHERE id = ?').run(newest.id)
  const next = Number(sqliteOf(db).prepare(`INSERT INTO predictions (expert_id, kind, match_id, play, pick, odds, title, price, published_at, ends_at)
    VALUES (?, 'single', ?, ?, ?, ?, ?, ?, ?, ?)`).run(newest.expert_id, newest.match_id, newest.play, newest.pick, newest.odds, newest.title, newest.price, newest.published_at, newest.ends_at).lastInsertRowid)
  expect(next).toBeGreaterThan(Math.max(newest.id, before.maxId))
})
