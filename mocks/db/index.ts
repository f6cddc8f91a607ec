import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { checkDatabaseFile } from './integrity'
import type { Migration } from './migration'
import { SqliteStore } from './store'

export type { Db, WriteResult } from './store'
export { SqliteStore, sqliteOf } from './store'
export type { Migration } from './migration'

/** better-sqlite3's own connection, under the SQLite store */
export type SqliteDb = Database.Database

/**
 * Opens (creating if needed) the database file and applies every migration of the list not yet
 * applied. An existing file is checked first (integrity.ts): empty, foreign or damaged files are
 * refused with one line, unless the operator asks for a new database there (DB_INIT=1).
 */
export function openDatabase(file: string, migrations: readonly Migration[], allowInit = process.env.DB_INIT === '1'): SqliteStore {
  checkDatabaseFile(file, allowInit)
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true })
  const db = new Database(file)
  db.pragma('journal_mode = WAL')
  // FULL: a commit the server has answered survives a power cut too (NORMAL in WAL mode may lose the
  // last transactions); paid orders, purchases, refunds and withdrawals must not be undone
  db.pragma('synchronous = FULL')
  db.pragma('foreign_keys = ON')
  applyMigrations(db, migrations)
  return new SqliteStore(db)
}

export function applyMigrations(db: SqliteDb, migrations: readonly Migration[]): void {
  db.exec('CREATE TABLE IF NOT EXISTS _migrations (name TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)')
  const done = new Set(db.prepare('SELECT name FROM _migrations').pluck().all().map(String))
  for (const m of migrations) {
    if (!done.has(m.name)) applyOne(db, m)
  }
}

function applyOne(db: SqliteDb, m: Migration): void {
  // the pragma is a no-op inside a transaction, so it is switched around it
  const keysWereOn = db.pragma('foreign_keys', { simple: true }) === 1
  if (m.foreignKeysOff) db.pragma('foreign_keys = OFF')
  try {
    db.transaction(() => {
      db.exec(m.sql)
      if (m.foreignKeysOff) {
        const broken = db.pragma('foreign_key_check')
        if (Array.isArray(broken) && broken.length) throw new Error(`migration ${m.name} leaves ${broken.length} broken references`)
      }
      db.prepare('INSERT INTO _migrations (name, applied_at) VALUES (?, ?)').run(m.name, Date.now())
    })()
  } finally {
    if (m.foreignKeysOff && keysWereOn) db.pragma('foreign_keys = ON')
  }
}
