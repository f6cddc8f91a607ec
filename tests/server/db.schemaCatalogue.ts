import { sqliteOf } from '../../mocks/db'
import type { Db } from '../../mocks/db'
import type pg from 'pg'

/**
 * A table's schema as both stores can describe it, in words that mean the same on both: column types
 * by class (SQLite's INTEGER and PostgreSQL's BIGINT are both `integer`), keys by their columns,
 * indexes by name, triggers by name. Behaviour (what a trigger or a CHECK does) is tested apart.
 */
export interface TableShape {
  /** `name: class [not null] [default …]` in column order */
  columns: string[]
  primaryKey: string
  /** unique keys other than the primary key, by columns (`a,b`, `a where …` for a partial one), sorted */
  unique: string[]
  /** the indexes created by name (not those behind a key): `name: a,b [unique] [partial]`, sorted */
  indexes: string[]
  /** `a,b -> table(x,y) on delete …`, sorted */
  foreignKeys: string[]
  /** how many CHECK constraints (their text differs: PostgreSQL rewrites `IN (…)` as `= ANY (ARRAY[…])`) */
  checks: number
  triggers: string[]
}

export type Catalogue = Record<string, TableShape>

/** SQLite's type affinity rules (its documentation's order), as a class */
function sqliteClass(declared: string): string {
  const t = declared.toUpperCase()
  if (t.includes('INT')) return 'integer'
  if (t.includes('CHAR') || t.includes('CLOB') || t.includes('TEXT')) return 'text'
  if (t === '' || t.includes('BLOB')) return 'blob'
  if (t.includes('REAL') || t.includes('FLOA') || t.includes('DOUB')) return 'real'
  return 'numeric'
}

const POSTGRES_CLASS: Record<string, string> = {
  bigint: 'integer', integer: 'integer', smallint: 'integer',
  text: 'text', 'character varying': 'text', character: 'text',
  'double precision': 'real', real: 'real', bytea: 'blob', numeric: 'numeric',
}

/** a default as written, without PostgreSQL's casts (`'[]'::text` is `'[]'`) */
const bareDefault = (d: string | null): string => (d === null ? '' : ` default ${d.replace(/::[a-z ]+$/, '')}`)

const column = (name: string, type: string, notNull: boolean, dflt: string | null) => `${name}: ${type}${notNull ? ' not null' : ''}${bareDefault(dflt)}`

interface SqliteColumn { name: string; type: string; notnull: number; dflt_value: string | null; pk: number }
interface SqliteIndex { name: string; unique: number; origin: string; partial: number }
interface SqliteForeignKey { id: number; seq: number; table: string; from: string; to: string | null; on_delete: string }

/** the CHECK clauses of a CREATE TABLE, its comments left out */
const checksIn = (createTable: string) => createTable.replace(/--[^\n]*/g, '').match(/\bCHECK\s*\(/gi)?.length ?? 0

// raw SQLite on purpose: the schema catalogue is sqlite_master and the pragmas
export function sqliteCatalogue(db: Db): Catalogue {
  const pragma = <T>(sql: string) => sqliteOf(db).prepare(sql).all() as T[]
  const tables = sqliteOf(db).prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").pluck().all() as string[]
  const keyOf = (table: string) => pragma<SqliteColumn>(`PRAGMA table_info(${table})`).filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk).map((c) => c.name)
  const out: Catalogue = {}
  for (const t of tables) {
    const cols = pragma<SqliteColumn>(`PRAGMA table_info(${t})`)
    const indexes = pragma<SqliteIndex>(`PRAGMA index_list(${t})`)
    const colsOf = (index: string) => pragma<{ name: string }>(`PRAGMA index_info(${index})`).map((c) => c.name).join(',')
    const fks = new Map<number, SqliteForeignKey[]>()
    for (const fk of pragma<SqliteForeignKey>(`PRAGMA foreign_key_list(${t})`)) fks.set(fk.id, [...(fks.get(fk.id) ?? []), fk])
    out[t] = {
      // a key column is never NULL (SQLite would allow it in a non-integer key; no code stores one)
      columns: cols.map((c) => column(c.name, sqliteClass(c.type), c.notnull === 1 || c.pk > 0, c.dflt_value)),
      primaryKey: keyOf(t).join(','),
      unique: indexes.filter((i) => i.unique === 1 && i.origin !== 'pk').map((i) => `${colsOf(i.name)}${i.partial ? ' partial' : ''}`).sort(),
      indexes: indexes.filter((i) => i.origin === 'c').map((i) => `${i.name}: ${colsOf(i.name)}${i.unique ? ' unique' : ''}${i.partial ? ' partial' : ''}`).sort(),
      foreignKeys: [...fks.values()].map((parts) => {
        const sorted = parts.sort((a, b) => a.seq - b.seq)
        // REFERENCES t without columns means t's primary key
        const to = sorted.every((p) => p.to) ? sorted.map((p) => p.to).join(',') : keyOf(sorted[0].table).join(',')
        return `${sorted.map((p) => p.from).join(',')} -> ${sorted[0].table}(${to}) on delete ${sorted[0].on_delete.toLowerCase()}`
      }).sort(),
      checks: checksIn(sqliteOf(db).prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?").pluck().get(t) as string),
      triggers: sqliteOf(db).prepare("SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = ? ORDER BY name").pluck().all(t) as string[],
    }
  }
  return out
}

const ON_DELETE: Record<string, string> = { a: 'no action', r: 'restrict', c: 'cascade', n: 'set null', d: 'set default' }

/** the columns of an attribute-number list, in its order */
const attnames = (rel: string, nums: string) =>
  `ARRAY(SELECT a.attname FROM unnest(${nums}) WITH ORDINALITY k(n, o) JOIN pg_attribute a ON a.attrelid = ${rel} AND a.attnum = k.n ORDER BY k.o)::text[]`

export async function postgresCatalogue(pool: pg.Pool): Promise<Catalogue> {
  const q = async <T extends object>(sql: string) => (await pool.query<T>(sql)).rows
  const tables = (await q<{ name: string }>("SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1")).map((r) => r.name)
  const columns = await q<{ tbl: string; name: string; data_type: string; is_nullable: string; column_default: string | null }>(
    'SELECT table_name AS tbl, column_name AS name, data_type, is_nullable, column_default FROM information_schema.columns WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position')
  const constraints = await q<{ tbl: string; contype: string; confdeltype: string; ref: string; cols: string[]; refcols: string[] }>(`
    SELECT c.conrelid::regclass::text AS tbl, c.contype, c.confdeltype, c.confrelid::regclass::text AS ref,
      ${attnames('c.conrelid', 'c.conkey')} AS cols, ${attnames('c.confrelid', 'c.confkey')} AS refcols
    FROM pg_constraint c WHERE c.connamespace = current_schema()::regnamespace AND c.contype IN ('p', 'f', 'c')`)
  const indexes = await q<{ tbl: string; name: string; cols: string[]; uniq: boolean; primary: boolean; partial: boolean; of_constraint: boolean }>(`
    SELECT i.indrelid::regclass::text AS tbl, i.indexrelid::regclass::text AS name, ${attnames('i.indrelid', 'i.indkey::int2[]')} AS cols,
      i.indisunique AS uniq, i.indisprimary AS primary, i.indpred IS NOT NULL AS partial,
      EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid) AS of_constraint
    FROM pg_index i JOIN pg_class r ON r.oid = i.indrelid WHERE r.relnamespace = current_schema()::regnamespace`)
  const triggers = await q<{ tbl: string; name: string }>(
    'SELECT t.tgrelid::regclass::text AS tbl, t.tgname AS name FROM pg_trigger t JOIN pg_class r ON r.oid = t.tgrelid WHERE NOT t.tgisinternal AND r.relnamespace = current_schema()::regnamespace ORDER BY 2')
  const out: Catalogue = {}
  for (const t of tables) {
    const mine = <T extends { tbl: string }>(rows: T[]) => rows.filter((r) => r.tbl === t)
    out[t] = {
      columns: mine(columns).map((c) => column(c.name, POSTGRES_CLASS[c.data_type] ?? c.data_type, c.is_nullable === 'NO', c.column_default)),
      primaryKey: mine(constraints).find((c) => c.contype === 'p')?.cols.join(',') ?? '',
      unique: mine(indexes).filter((i) => i.uniq && !i.primary).map((i) => `${i.cols.join(',')}${i.partial ? ' partial' : ''}`).sort(),
      indexes: mine(indexes).filter((i) => !i.of_constraint).map((i) => `${i.name}: ${i.cols.join(',')}${i.uniq ? ' unique' : ''}${i.partial ? ' partial' : ''}`).sort(),
      foreignKeys: mine(constraints).filter((c) => c.contype === 'f').map((c) => `${c.cols.join(',')} -> ${c.ref}(${c.refcols.join(',')}) on delete ${ON_DELETE[c.confdeltype]}`).sort(),
      checks: mine(constraints).filter((c) => c.contype === 'c').length,
      triggers: mine(triggers).map((r) => r.name),
    }
  }
  return out
}

/** one readable line per difference, table by table: `ledger.columns: sqlite […] postgres […]` */
export function differences(sqlite: Catalogue, postgres: Catalogue): string[] {
  const lines: string[] = []
  for (const t of [...new Set([...Object.keys(sqlite), ...Object.keys(postgres)])].sort()) {
    const a = sqlite[t]
    const b = postgres[t]
    if (!a || !b) {
      lines.push(`${t}: only on ${a ? 'SQLite' : 'PostgreSQL'}`)
      continue
    }
    for (const aspect of Object.keys(a) as Array<keyof TableShape>) {
      const [x, y] = [a[aspect], b[aspect]]
      if (JSON.stringify(x) === JSON.stringify(y)) continue
      if (Array.isArray(x) && Array.isArray(y)) {
        const onlyX = x.filter((v) => !y.includes(v))
        const onlyY = y.filter((v) => !x.includes(v))
        lines.push(`${t}.${aspect}: ${onlyX.length || onlyY.length ? `SQLite only [${onlyX.join('; ')}], PostgreSQL only [${onlyY.join('; ')}]` : 'same entries in another order'}`)
      } else {
        lines.push(`${t}.${aspect}: SQLite ${JSON.stringify(x)}, PostgreSQL ${JSON.stringify(y)}`)
      }
    }
  }
  return lines
}
