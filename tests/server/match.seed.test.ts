import { sqliteOf } from '../../mocks/db'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openDb } from '../../mocks/features'
import type { Db } from '../../mocks/db'
import { dayOf } from '../../mocks/features/match'
import { SETTING_GENERATED_UNTIL, seedFootball, topUpFootball, AHEAD_DAYS } from '../../mocks/features/match'
import { getSetting } from '../../mocks/services/settings'
import { SEED, SEED_TIMEOUT_MS, SEEDED_AT, seededAtNoon } from './match.helpers'

/** a digest of every football table, row by row */
function digest(db: Db): Record<string, string> {
  const tables = ['fb_leagues', 'fb_seasons', 'fb_teams', 'fb_players', 'fb_matches', 'fb_goals', 'fb_odds', 'fb_transfers', 'fb_pool_issues']
  const out: Record<string, string> = {}
  for (const t of tables) {
    const rows = sqliteOf(db).prepare(`SELECT * FROM ${t} ORDER BY 1, 2`).raw().all()
    out[t] = `${rows.length}:${crypto.createHash('sha1').update(JSON.stringify(rows)).digest('hex')}`
  }
  return out
}

describe('seeding', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fb-seed-'))
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('gives the same data for the same seed, small enough', async () => {
    const file = path.join(dir, 'a.db')
    const a = openDb(file)
    await seedFootball(a, SEED, SEEDED_AT)
    sqliteOf(a).pragma('wal_checkpoint(TRUNCATE)')
    const size = fs.statSync(file).size
    // the world the other server files copy: the same as seeding here
    const b = await seededAtNoon()
    expect(digest(b)).toEqual(digest(a))
    const c = openDb(':memory:')
    await seedFootball(c, SEED + 1, SEEDED_AT)
    expect(digest(c).fb_teams).not.toEqual(digest(a).fb_teams)
    // the size limit; seeding time is a figure of `npm run bench:server`, not a timed test (flaky on a shared machine)
    expect(size).toBeLessThan(200 * 1024 * 1024)
    const matches = sqliteOf(a).prepare('SELECT COUNT(*) FROM fb_matches WHERE start_at >= ?').pluck().get(SEEDED_AT - 60 * 86_400_000) as number
    expect(matches).toBeGreaterThan(3000)
    for (const db of [a, b, c]) await db.close()
  }, SEED_TIMEOUT_MS * 2)

  it('extends the schedule when a server starts on an old database', async () => {
    const db = await seededAtNoon()
    const later = SEEDED_AT + 10 * 86_400_000
    const live = (t: number) => sqliteOf(db).prepare('SELECT COUNT(*) FROM fb_matches WHERE start_at <= ? AND end_at > ? AND postponed = 0').pluck().get(t, t) as number
    expect(live(later + 20 * 86_400_000)).toBe(0)
    expect(await topUpFootball(db, later)).toBeGreaterThan(0)
    expect(Number(await getSetting(db, SETTING_GENERATED_UNTIL))).toBe(dayOf(later) + AHEAD_DAYS)
    for (let t = later; t < later + 13 * 86_400_000; t += 7 * 3_600_000) expect(live(t)).toBeGreaterThan(0)
    expect(await topUpFootball(db, later)).toBe(0)
    await db.close()
  }, SEED_TIMEOUT_MS)
})
