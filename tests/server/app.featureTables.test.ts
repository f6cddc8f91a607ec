import fs from 'node:fs'
import path from 'node:path'
import { features } from '../../mocks/features'
import { platformMigrations } from '../../mocks/db/platformMigrations'
import { platformPostgresMigrations } from '../../mocks/db/platformMigrations.postgres'

/**
 * Each feature of the stand-in keeps to its own tables (docs/architecture.md, Each feature's SQL):
 * its SQL sits in its `repository/`, built by the one builder `q` of its `repository/builder.ts`,
 * and its migrations make, change, index, trigger on and write only the tables it created. A
 * migration may read a table of a feature below it (a foreign key, a copy of a kickoff time), as its
 * queries may call that feature; never one above.
 */
const FEATURES_DIR = path.resolve(__dirname, '../../mocks/features')

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    return e.isDirectory() ? filesUnder(full) : e.name.endsWith('.ts') ? [full] : []
  })
}

const relative = (file: string) => path.relative(FEATURES_DIR, file).split(path.sep).join('/')
const sourceFiles = filesUnder(FEATURES_DIR).map((file) => ({ file: relative(file), text: fs.readFileSync(file, 'utf8') }))

/** where a feature's schema is written rather than queried */
const isSchemaFile = (file: string) => /\/(coreMigrations|migrations(\.postgres)?|tables)\.ts$/.test(file)

describe('SQL only in repository/', () => {
  const QUERY = /\bqueryBuilder\b|\.(selectFrom|insertInto|updateTable|deleteFrom)\(|\bsql`|\bsql<|\.prepare\(/

  it('finds a query outside a repository when there is one', () => {
    expect(QUERY.test("const rows = await allRows(db, q.selectFrom('users').selectAll())")).toBe(true)
  })

  it('no feature file outside repository/ builds or runs SQL', () => {
    const outside = sourceFiles.filter((f) => !f.file.includes('/repository/') && !isSchemaFile(f.file) && QUERY.test(f.text))
    expect(outside.map((f) => f.file)).toEqual([])
  })
})

describe('one name for a feature’s query builder', () => {
  const withTables = features.filter((f) => fs.existsSync(path.join(FEATURES_DIR, f.name, 'tables.ts'))).map((f) => f.name)

  it('is `q`, made once in repository/builder.ts over the feature’s own tables', () => {
    expect(withTables.length).toBeGreaterThanOrEqual(5)
    for (const name of withTables) {
      const builder = sourceFiles.find((f) => f.file === `${name}/repository/builder.ts`)
      expect(builder?.text).toMatch(/export const q = queryBuilder<\w+Tables>\(\)/)
    }
  })

  it('is made nowhere else', () => {
    const makers = sourceFiles.filter((f) => /\bqueryBuilder</.test(f.text)).map((f) => f.file)
    expect(makers.sort()).toEqual(withTables.map((name) => `${name}/repository/builder.ts`).sort())
  })
})

interface Statement {
  feature: string
  migration: string
  kind: 'makes' | 'reads'
  table: string
}

/** the SQL without comments and string literals (a word in either is no table) */
function bareSql(text: string): string {
  return text.replace(/--[^\n]*/g, ' ').replace(/'(?:[^']|'')*'/g, "''")
}

const WRITES: RegExp[] = [
  /\bCREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?"?(\w+)/gi,
  /\bALTER\s+TABLE\s+(?:IF\s+EXISTS\s+)?(?:ONLY\s+)?"?(\w+)/gi,
  /\bCREATE\s+(?:UNIQUE\s+)?INDEX\s+(?:IF\s+NOT\s+EXISTS\s+)?\w+\s+ON\s+"?(\w+)/gi,
  /\bCREATE\s+(?:OR\s+REPLACE\s+)?TRIGGER\s+(?:IF\s+NOT\s+EXISTS\s+)?\w+\s+(?:BEFORE|AFTER|INSTEAD\s+OF)\s+[\w\s,]*?\bON\s+"?(\w+)/gi,
  /\b(?:INSERT\s+(?:OR\s+\w+\s+)?INTO|DELETE\s+FROM|DROP\s+TABLE\s+(?:IF\s+EXISTS\s+)?|TRUNCATE\s+(?:TABLE\s+)?)"?(\w+)/gi,
  /\bUPDATE\s+(?!OF\b)"?(\w+)"?\s+SET\b/gi,
]
const READS = /\b(?:FROM|JOIN|REFERENCES)\s+"?(\w+)/gi

/** every table a migration names, and whether it makes or changes it or only reads it */
function statementsOf(feature: string, migration: { name: string; sql: string }): Statement[] {
  const text = bareSql(migration.sql)
  const made = WRITES.flatMap((re) => [...text.matchAll(re)].map((m) => m[1].toLowerCase()))
  const read = [...text.matchAll(READS)].map((m) => m[1].toLowerCase())
  return [
    ...made.map((table) => ({ feature, migration: migration.name, kind: 'makes' as const, table })),
    ...read.map((table) => ({ feature, migration: migration.name, kind: 'reads' as const, table })),
  ]
}

const PLATFORM = 'platform'
const sources = [
  { feature: PLATFORM, migrations: [...platformMigrations, ...platformPostgresMigrations] },
  ...features.map((f) => ({ feature: f.name, migrations: [...f.migrations, ...(f.postgresMigrations ?? [])] })),
]
const statements = sources.flatMap((s) => s.migrations.flatMap((m) => statementsOf(s.feature, m)))

/** a table belongs to the feature whose migrations create it first (the platform's come before every feature's) */
const CREATE_TABLE = /\bCREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?"?(\w+)/gi
const owner = new Map<string, string>()
for (const src of sources) {
  for (const m of src.migrations) {
    for (const [, table] of bareSql(m.sql).matchAll(CREATE_TABLE)) if (!owner.has(table.toLowerCase())) owner.set(table.toLowerCase(), src.feature)
  }
}
const order = [PLATFORM, ...features.map((f) => f.name)]

/**
 * Statements already applied to every existing database under their names, kept as they are: an
 * applied migration's effect never changes. money_001 gave users the wallet columns and money_003
 * moved them into money's own wallets table and dropped them again, so on any database the users
 * table ends as account made it.
 */
const ACCEPTED = new Set([
  'money_001_ledger_orders_coupons_checkin_withdrawals_vip_picks makes users',
  'money_003_wallets makes users',
])

/** what a migration of `s.feature` may not do with the table it names */
function crossing(s: Statement): boolean {
  const tableOwner = owner.get(s.table)
  if (tableOwner === undefined || tableOwner === s.feature) return false
  if (s.kind === 'makes') return true
  // a read is allowed downwards only: the platform's tables and a lower feature's
  return order.indexOf(tableOwner) > order.indexOf(s.feature)
}

describe('migrations touch only their feature’s tables', () => {
  it('knows every feature table’s owner', () => {
    expect(owner.get('users')).toBe('account')
    expect(owner.get('fb_matches')).toBe('match')
    expect(owner.get('predictions')).toBe('experts')
    expect(owner.get('wallets')).toBe('money')
    expect(owner.get('settings')).toBe(PLATFORM)
  })

  it('finds a statement on another feature’s table', () => {
    const probes = [
      statementsOf('money', { name: 'probe', sql: 'ALTER TABLE users ADD COLUMN x INTEGER' }),
      statementsOf('experts', { name: 'probe', sql: 'CREATE TRIGGER t AFTER UPDATE OF ft_home, ft_away ON fb_matches BEGIN SELECT 1; END' }),
      statementsOf('money', { name: 'probe', sql: 'CREATE INDEX i ON predictions(price)' }),
      statementsOf('match', { name: 'probe', sql: 'UPDATE predictions SET win_or_not = 0' }),
      statementsOf('account', { name: 'probe', sql: 'CREATE TABLE x (id INTEGER REFERENCES wallets(user_id))' }),
    ]
    expect(probes.map((p) => p.some(crossing))).toEqual([true, true, true, true, true])
    // a lower feature's table read, and one's own table, are not crossings
    expect(statementsOf('experts', { name: 'probe', sql: "UPDATE predictions SET lock_at = (SELECT start_at FROM fb_matches WHERE id = 1) -- users' tables" }).some(crossing)).toBe(false)
  })

  it('no migration, SQLite or PostgreSQL, makes, changes or writes another feature’s table, or reads a higher one’s', () => {
    const found = [...new Set(statements.filter(crossing).map((s) => `${s.migration} ${s.kind} ${s.table}`))]
    expect(found.filter((s) => !ACCEPTED.has(s))).toEqual([])
  })

  it('each accepted exception is still there (one that is gone leaves the list)', () => {
    const found = new Set(statements.filter(crossing).map((s) => `${s.migration} ${s.kind} ${s.table}`))
    expect([...ACCEPTED].filter((a) => !found.has(a))).toEqual([])
  })
})
