import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { openDb } from '../../mocks/features'
import { DatabaseRefused } from '../../mocks/db/integrity'
import { backupDatabase, restoreDatabase } from '../../mocks/db/backup'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'db-integrity-'))
const fileIn = (name: string) => path.join(dir, name)

/** a database of this server with one row to recognise it by */
function madeDatabase(name: string, marker: string): string {
  const file = fileIn(name)
  const db = openDb(file)
  db.prepare('INSERT INTO settings (key, value) VALUES (?, ?)').run('marker', marker)
  db.close()
  return file
}

const markerOf = (file: string) => {
  const db = new Database(file, { readonly: true })
  try {
    return db.prepare("SELECT value FROM settings WHERE key = 'marker'").pluck().get()
  } finally {
    db.close()
  }
}

describe('the database file at start', () => {
  it('refuses an empty file instead of seeding a new world over lost data', () => {
    fs.writeFileSync(fileIn('empty.db'), '')
    expect(() => openDb(fileIn('empty.db'))).toThrow(DatabaseRefused)
    expect(() => openDb(fileIn('empty.db'))).toThrow(/is an empty file.*DB_INIT=1/)
    expect(fs.statSync(fileIn('empty.db')).size).toBe(0)
  })

  it('creates the database in an empty file when the operator asks (DB_INIT=1)', () => {
    fs.writeFileSync(fileIn('init.db'), '')
    process.env.DB_INIT = '1'
    try {
      openDb(fileIn('init.db')).close()
    } finally {
      delete process.env.DB_INIT
    }
    expect(fs.statSync(fileIn('init.db')).size).toBeGreaterThan(0)
  })

  it('refuses a file that is not SQLite and a SQLite database of another program', () => {
    fs.writeFileSync(fileIn('text.db'), 'hello, this is not a database at all')
    expect(() => openDb(fileIn('text.db'))).toThrow(/is not a SQLite database/)
    const other = new Database(fileIn('other.db'))
    other.exec('CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT)')
    other.close()
    expect(() => openDb(fileIn('other.db'))).toThrow(/did not make/)
  })

  it('refuses a database with damaged pages with one line, before serving anything', () => {
    const file = madeDatabase('damaged.db', 'x')
    const bytes = fs.readFileSync(file)
    const pageSize = bytes.readUInt16BE(16)
    // scribble over the b-tree pages after the first: the header still says SQLite
    for (let at = pageSize * 2; at < bytes.length; at += pageSize) bytes.fill(0xa5, at, at + 64)
    fs.writeFileSync(file, bytes)
    let message = ''
    try {
      openDb(file)
    } catch (e) {
      message = (e as Error).message
    }
    expect(message).toMatch(/is damaged \(quick_check: .+\)/)
    expect(message.split('\n')).toHaveLength(1)
  })

  it('opens a sound database of its own as before', () => {
    const file = madeDatabase('sound.db', 'kept')
    const db = openDb(file)
    expect(db.pragma('synchronous', { simple: true })).toBe(2) // FULL
    db.close()
    expect(markerOf(file)).toBe('kept')
  })
})

describe('backup and restore', () => {
  it('backs up a database while it is open and restores it over a later state', async () => {
    const file = madeDatabase('live.db', 'before backup')
    const live = openDb(file)
    await backupDatabase(file, fileIn('backups/live-1.db'))
    live.prepare("UPDATE settings SET value = 'after backup' WHERE key = 'marker'").run()
    live.close()
    expect(markerOf(file)).toBe('after backup')
    await restoreDatabase(fileIn('backups/live-1.db'), file)
    expect(markerOf(file)).toBe('before backup')
    openDb(file).close()
  })

  it('refuses to restore a damaged or missing backup and leaves the database alone', async () => {
    const file = madeDatabase('keep.db', 'untouched')
    fs.writeFileSync(fileIn('bad-backup.db'), 'not a database')
    await expect(restoreDatabase(fileIn('bad-backup.db'), file)).rejects.toThrow(/not a SQLite database/)
    await expect(restoreDatabase(fileIn('missing.db'), file)).rejects.toThrow(/no backup/)
    expect(markerOf(file)).toBe('untouched')
  })
})
