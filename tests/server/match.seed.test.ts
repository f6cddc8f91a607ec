import { sqliteOf } from '../../mocks/db'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openDb } from '../../mocks/features'
import type { Db } from '../../mocks/db'
import { dayOf } from '../../mocks/features/match'
import { buildWorld } from '../../mocks/features/match/engine/seed'
import { SETTING_GENERATED_UNTIL, SETTING_WINDOW_START, seedFootball, topUpFootball, AHEAD_DAYS } from '../../mocks/features/match'
import { getSetting } from '../../mocks/services/settings'
import { allRows, q, rowsOf } from './rows'
import { SEED, SEED_TIMEOUT_MS, SEEDED_AT, seededAtNoon } from './match.helpers'

/** a digest of every football table, row by row */
async function digest(db: Db): Promise<Record<string, string>> {
  const tables = ['fb_leagues', 'fb_seasons', 'fb_teams', 'fb_players', 'fb_matches', 'fb_goals', 'fb_odds', 'fb_transfers', 'fb_pool_issues'] as const
  const out: Record<string, string> = {}
  for (const t of tables) {
    // each row as text, sorted: the digest does not depend on the order a store reads them in
    const rows = (await rowsOf(db, t)).map((r) => JSON.stringify(r)).sort()
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
    // the file's size once SQLite's write-ahead log is folded in: a pragma, raw on purpose
    sqliteOf(a).pragma('wal_checkpoint(TRUNCATE)')
    const size = fs.statSync(file).size
    // the world the other server files copy: the same as seeding here
    const b = await seededAtNoon()
    expect(await digest(b)).toEqual(await digest(a))
    // another seed builds another world (its teams and players), from which everything else is drawn
    const windowStart = Number(await getSetting(a, SETTING_WINDOW_START))
    const [same, other] = [buildWorld(SEED, windowStart), buildWorld(SEED + 1, windowStart)]
    expect(same.teams).toHaveLength(other.teams.length)
    expect(other.teams.map((t) => t.name)).not.toEqual(same.teams.map((t) => t.name))
    expect(other.players.map((p) => p.name)).not.toEqual(same.players.map((p) => p.name))
    // the size limit; seeding time is a figure of `npm run bench:server`, not a timed test (flaky on a shared machine)
    expect(size).toBeLessThan(200 * 1024 * 1024)
    const matches = (await allRows(a, q.selectFrom('fb_matches').select('id').where('start_at', '>=', SEEDED_AT - 60 * 86_400_000))).length
    expect(matches).toBeGreaterThan(3000)
    for (const db of [a, b]) await db.close()
  }, SEED_TIMEOUT_MS * 2)

  it('extends the schedule when a server starts on an old database', async () => {
    const db = await seededAtNoon()
    const later = SEEDED_AT + 10 * 86_400_000
    const live = async (t: number) => (await allRows(db, q.selectFrom('fb_matches').select('id').where('start_at', '<=', t).where('end_at', '>', t).where('postponed', '=', 0))).length
    expect(await live(later + 20 * 86_400_000)).toBe(0)
    expect(await topUpFootball(db, later)).toBeGreaterThan(0)
    expect(Number(await getSetting(db, SETTING_GENERATED_UNTIL))).toBe(dayOf(later) + AHEAD_DAYS)
    for (let t = later; t < later + 13 * 86_400_000; t += 7 * 3_600_000) expect(await live(t)).toBeGreaterThan(0)
    expect(await topUpFootball(db, later)).toBe(0)
    await db.close()
  }, SEED_TIMEOUT_MS)
})
