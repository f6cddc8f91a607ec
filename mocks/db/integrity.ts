import fs from 'node:fs'
import Database from 'better-sqlite3'
import { ConfigError } from '../config'

/** a database file the server will not open as it is; the message is one line for the operator */
export class DatabaseRefused extends ConfigError {}

const SQLITE_HEADER = 'SQLite format 3\u0000'

/**
 * Checks an existing database file before the server opens it, so that lost data never turns
 * silently into a freshly seeded database and a damaged one never serves half its answers:
 * - an empty file (0 bytes), or a database with no tables, is refused unless `allowInit`;
 * - a file that is not SQLite, or a SQLite database this server did not make (no `_migrations`), is refused;
 * - a database whose pages fail `PRAGMA quick_check` is refused.
 * A missing file is fine: the server creates and seeds it.
 */
export function checkDatabaseFile(file: string, allowInit: boolean): void {
  if (file === ':memory:' || !fs.existsSync(file)) return
  const initHint = 'restore a backup (npm run db:restore -- <backup>) or start with DB_INIT=1 to create and seed a new database there'
  if (fs.statSync(file).size === 0) {
    if (allowInit) return fs.rmSync(file)
    throw new DatabaseRefused(`DB_FILE=${file} is an empty file (its data is gone or it never held any): ${initHint}`)
  }
  if (!hasSqliteHeader(file)) throw new DatabaseRefused(`DB_FILE=${file} is not a SQLite database: point DB_FILE at this server's database`)
  const db = new Database(file, { readonly: true, fileMustExist: true })
  try {
    const problems = quickCheck(db)
    if (problems) throw new DatabaseRefused(`DB_FILE=${file} is damaged (quick_check: ${problems}): ${initHint}`)
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").pluck().all()
    if (tables.length === 0 && !allowInit) throw new DatabaseRefused(`DB_FILE=${file} holds no tables: ${initHint}`)
    if (tables.length > 0 && !tables.includes('_migrations')) {
      throw new DatabaseRefused(`DB_FILE=${file} is a SQLite database this server did not make (no _migrations table): point DB_FILE at this server's database`)
    }
  } finally {
    db.close()
  }
}

function hasSqliteHeader(file: string): boolean {
  const fd = fs.openSync(file, 'r')
  try {
    const buf = Buffer.alloc(16)
    return fs.readSync(fd, buf, 0, 16, 0) === 16 && buf.toString('latin1') === SQLITE_HEADER
  } finally {
    fs.closeSync(fd)
  }
}

/** undefined when the pages are sound, else the first problems SQLite reports */
function quickCheck(db: Database.Database): string | undefined {
  try {
    const lines = db.prepare('PRAGMA quick_check(5)').pluck().all().map(String)
    return lines.length === 1 && lines[0] === 'ok' ? undefined : oneLine(lines.join('; '))
  } catch (e) {
    // a header or schema page too damaged for quick_check to start
    return oneLine((e as Error).message)
  }
}

/** SQLite's reports hold line breaks ("*** in database main ***\nPage 3: …"): the operator gets one line */
function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').trim()
}
