import { sqliteOf } from '../../mocks/db'
import { sql, type Kysely } from 'kysely'
import type pg from 'pg'
import type { Db } from '../../mocks/db'
import { applyPostgresMigrations, exactInteger, openPostgres } from '../../mocks/db/postgres'
import { allMigrations, allPostgresMigrations, features, openDb } from '../../mocks/features'
import type { AccountTables } from '../../mocks/features/account/tables'
import type { MoneyTables } from '../../mocks/features/money/tables'
import { describeOnPostgres, freshPostgresDatabase } from './testPostgres'
import { differences, postgresCatalogue, sqliteCatalogue } from './db.schemaCatalogue'

/**
 * The PostgreSQL schema (each feature's migrations.postgres.ts) against the SQLite one the server
 * migrates, table by table, and the PostgreSQL triggers and number types at work (issue 33).
 */

describe('every SQLite migration has its PostgreSQL counterpart', () => {
  const covered = allPostgresMigrations.flatMap((m) => m.covers)

  it('each SQLite step is covered by exactly one PostgreSQL step, and nothing else is', () => {
    const sqliteSteps = allMigrations.map((m) => m.name)
    expect(sqliteSteps.filter((name) => !covered.includes(name)).map((name) => `${name} has no PostgreSQL counterpart (covers) in its feature's migrations.postgres.ts`)).toEqual([])
    expect(covered.filter((name, i) => covered.indexOf(name) !== i)).toEqual([])
    expect(covered.filter((name) => !sqliteSteps.includes(name))).toEqual([])
  })

  it('each feature covers its own steps, under names of its own', () => {
    for (const f of features) {
      const own = f.postgresMigrations ?? []
      expect({ feature: f.name, covers: own.flatMap((m) => m.covers) }).toEqual({ feature: f.name, covers: f.migrations.map((m) => m.name) })
      for (const m of own) expect(m.name).toMatch(new RegExp(`^${f.name}_pg_\\d{3}_[a-z_]+$`))
    }
    const names = allPostgresMigrations.map((m) => m.name)
    expect(new Set(names).size).toBe(names.length)
  })
})

const describePostgres = describeOnPostgres('db.schemaParity')

/** TRUNCATE skips PostgreSQL's row triggers, so the ledger has one more guard there; SQLite has no TRUNCATE */
const POSTGRES_ONLY_TRIGGERS: Record<string, string[]> = { ledger: ['ledger_append_only_truncate'] }

/** the same statements on either store, for the behaviour both must share */
interface Store {
  name: string
  exec(statement: string): Promise<void>
  rows(query: string): Promise<Array<Record<string, unknown>>>
}

/** a match that kicks off at KICK_OFF (Unix ms, beyond 2^31), with the world it needs, an expert and a user */
const KICK_OFF = 1_800_000_000_000
const WORLD = `
  INSERT INTO users (id, nickname, created_at) VALUES (1, 'expert', ${KICK_OFF}), (2, 'member', ${KICK_OFF});
  INSERT INTO fb_continents (id, name) VALUES (1, '欧洲');
  INSERT INTO fb_countries (id, continent_id, name, color, style) VALUES (1, 1, '英格兰', '#fff', 'x');
  INSERT INTO fb_leagues (id, country_id, continent_id, name, short_name, color, type, team_count, rounds, first_day, period_days)
    VALUES (1, 1, 1, '英超', '英超', '#fff', 1, 2, 2, 0, 7);
  INSERT INTO fb_seasons (id, league_id, cycle, name, start_at) VALUES (1, 1, 1, '2027', ${KICK_OFF});
  INSERT INTO fb_teams (id, country_id, league_id, name, short_name, color, strength, venue, coach)
    VALUES (1, 1, 1, '甲', '甲', '#fff', 80, 'v', 'c'), (2, 1, 1, '乙', '乙', '#fff', 70, 'v', 'c');
  INSERT INTO fb_matches (id, league_id, season_id, round, stage, home_team_id, away_team_id, start_at, end_at, ht_home, ht_away, ft_home, ft_away, referee, script)
    VALUES (1, 1, 1, 1, 'league', 1, 2, ${KICK_OFF}, ${KICK_OFF + 6_300_000}, 0, 0, 1, 0, 'r', '[]');
  INSERT INTO predictions (id, expert_id, kind, match_id, play, pick, odds, title, price, published_at, ends_at)
    VALUES (1, 1, 'single', 1, '1x2', 'home', 1.9, 't', 0, ${KICK_OFF - 3_600_000}, ${KICK_OFF + 6_300_000});
  INSERT INTO ledger (user_id, kind, amount, balance, title, created_at) VALUES (2, 'coin', 10, 10, '签到', ${KICK_OFF});
  INSERT INTO ledger (user_id, kind, amount, balance, title, created_at, idem_key) VALUES (2, 'coin', 5, 15, '签到', ${KICK_OFF}, 'checkin:2:2027-01-15');
`

/** runs `statement`, a refusal rethrown as an Error of this file's realm */
function sqliteExec(db: Db, statement: string): void {
  try {
    // raw SQLite on purpose: the schema's own statements, compared with PostgreSQL's
    sqliteOf(db).exec(statement)
  } catch (e) {
    throw new Error((e as { message?: string }).message ?? String(e))
  }
}

describePostgres('the PostgreSQL schema', () => {
  // initdb, a start and two migrations on a busy core: seconds, not milliseconds
  jest.setTimeout(120_000)
  let database: { url: string; drop(): Promise<void> }
  let pool: pg.Pool
  let kysely: Kysely<MoneyTables & AccountTables>
  let sqlite: Db
  let stores: Store[]

  beforeAll(async () => {
    database = await freshPostgresDatabase()
    ;({ pool, db: kysely } = await openPostgres<MoneyTables & AccountTables>(database.url, allPostgresMigrations))
    sqlite = openDb(':memory:')
    stores = [
      // better-sqlite3 throws errors of the class it was handed when first loaded in this process, which is
      // another jest file's realm after the first file: `rejects.toThrow` takes only this realm's Errors
      // raw SQLite on purpose: the same text runs on both engines
      { name: 'SQLite', exec: async (s) => sqliteExec(sqlite, s), rows: async (q) => sqliteOf(sqlite).prepare(q).all() as Array<Record<string, unknown>> },
      { name: 'PostgreSQL', exec: async (s) => void (await pool.query(s)), rows: async (q) => (await pool.query(q)).rows as Array<Record<string, unknown>> },
    ]
  })

  afterAll(async () => {
    await sqlite?.close()
    await kysely?.destroy()
    await database?.drop()
  })

  it('has the tables, columns, keys, indexes, references and triggers SQLite has, table by table', async () => {
    const onPostgres = await postgresCatalogue(pool)
    for (const [table, extra] of Object.entries(POSTGRES_ONLY_TRIGGERS)) {
      expect(onPostgres[table].triggers).toEqual(expect.arrayContaining(extra))
      onPostgres[table].triggers = onPostgres[table].triggers.filter((t) => !extra.includes(t))
    }
    const onSqlite = sqliteCatalogue(sqlite)
    expect(differences(onSqlite, onPostgres)).toEqual([])
    // the comparison saw the schema, not two empty lists
    expect(Object.keys(onSqlite).length).toBeGreaterThan(60)
    expect(onSqlite.ledger.triggers).toEqual(['ledger_append_only_delete', 'ledger_append_only_update', 'ledger_default_key'])
    expect(onSqlite.pay_orders.checks).toBe(6)
  })

  it('records its migrations as SQLite does, and a second run applies nothing', async () => {
    const recorded = (await pool.query<{ name: string }>('SELECT name FROM _migrations ORDER BY name')).rows.map((r) => r.name)
    expect(recorded).toEqual(allPostgresMigrations.map((m) => m.name).sort())
    await expect(applyPostgresMigrations(pool, allPostgresMigrations)).resolves.toEqual([])
  })

  describe('behaves as SQLite does', () => {
    beforeAll(async () => {
      for (const store of stores) await store.exec(WORLD)
    })

    it('gives an entry without a key its default key, and keeps one given', async () => {
      for (const store of stores) {
        expect({ store: store.name, rows: await store.rows('SELECT id, idem_key, amount, created_at FROM ledger ORDER BY id') }).toEqual({
          store: store.name,
          rows: [{ id: 1, idem_key: 'entry:1', amount: 10, created_at: KICK_OFF }, { id: 2, idem_key: 'checkin:2:2027-01-15', amount: 5, created_at: KICK_OFF }],
        })
      }
    })

    it('keeps the ledger append-only', async () => {
      for (const store of stores) {
        await expect(store.exec('UPDATE ledger SET amount = 1000 WHERE user_id = 2')).rejects.toThrow('append-only')
        await expect(store.exec('DELETE FROM ledger WHERE user_id = 2')).rejects.toThrow('append-only')
        expect(await store.rows('SELECT SUM(amount) AS total FROM ledger')).toEqual([{ total: 15 }])
      }
      await expect(stores[1].exec('TRUNCATE ledger')).rejects.toThrow('append-only')
    })

    it('locks a single at its match\'s kick-off, and keeps a settled prediction and its result', async () => {
      for (const store of stores) {
        expect(await store.rows('SELECT lock_at FROM predictions WHERE id = 1')).toEqual([{ lock_at: KICK_OFF }])
        await store.exec('UPDATE predictions SET win_or_not = 1 WHERE id = 1')
        await expect(store.exec('UPDATE predictions SET win_or_not = 2 WHERE id = 1')).rejects.toThrow('a settled result never changes')
        await expect(store.exec('DELETE FROM predictions WHERE id = 1')).rejects.toThrow('a settled prediction is never deleted')
        expect(await store.rows('SELECT win_or_not FROM predictions WHERE id = 1')).toEqual([{ win_or_not: 1 }])
      }
    })
  })

  describe('through Kysely', () => {
    it('gives milliseconds, money and sums back as numbers', async () => {
      const entry = await kysely.insertInto('ledger')
        .values({ user_id: 2, kind: 'money', amount: 123_456_789_012, balance: 123_456_789_012, title: '提现退回', created_at: KICK_OFF })
        .returning(['id', 'idem_key', 'amount', 'created_at'])
        .executeTakeFirstOrThrow()
      expect(entry).toEqual({ id: entry.id, idem_key: `entry:${entry.id}`, amount: 123_456_789_012, created_at: KICK_OFF })
      expect(typeof entry.id).toBe('number')
      const { total } = await kysely.selectFrom('ledger').select((eb) => eb.fn.sum<number>('amount').as('total')).where('user_id', '=', 2).executeTakeFirstOrThrow()
      expect(total).toBe(123_456_789_027)
      const { n } = await kysely.selectFrom('ledger').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
      expect(n).toBe(3)
    })

    it('refuses an integer beyond 2^53 rather than change it, and goes on answering', async () => {
      await expect(sql<{ big: number }>`SELECT 9007199254740993::bigint AS big`.execute(kysely)).rejects.toThrow('beyond what a JavaScript number holds exactly')
      await expect(sql<{ big: number }>`SELECT -9007199254740993::numeric AS big`.execute(kysely)).rejects.toThrow('beyond what a JavaScript number holds exactly')
      const { rows } = await sql<{ edge: number }>`SELECT 9007199254740991::bigint AS edge`.execute(kysely)
      expect(rows).toEqual([{ edge: Number.MAX_SAFE_INTEGER }])
      expect(() => exactInteger('9007199254740992')).toThrow(RangeError)
    })
  })
})
