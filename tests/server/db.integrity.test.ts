import { sqliteOf } from '../../mocks/db'
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { openDb } from '../../mocks/features'
import { DatabaseRefused } from '../../mocks/db/integrity'
import { backupDatabase, restoreDatabase } from '../../mocks/db/backup'
import { spawnServer } from '../../scripts/serverProcess'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'db-integrity-'))
const fileIn = (name: string) => path.join(dir, name)

/** a database of this server with one row to recognise it by */
async function madeDatabase(name: string, marker: string): Promise<string> {
  const file = fileIn(name)
  const db = openDb(file)
  // raw SQLite on purpose: a marker written to the file itself, then checked through backups and restores
  sqliteOf(db).prepare('INSERT INTO settings (key, value) VALUES (?, ?)').run('marker', marker)
  await db.close()
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

/** the message openDb refuses the file with ('' when it opens) */
async function refusalOf(file: string): Promise<string> {
  try {
    await openDb(file).close()
    return ''
  } catch (e) {
    return (e as Error).message
  }
}

describe('the database file at start', () => {
  it('refuses an empty file instead of seeding a new world over lost data', () => {
    fs.writeFileSync(fileIn('empty.db'), '')
    expect(() => openDb(fileIn('empty.db'))).toThrow(DatabaseRefused)
    expect(() => openDb(fileIn('empty.db'))).toThrow(/is an empty file.*DB_INIT=1/)
    expect(fs.statSync(fileIn('empty.db')).size).toBe(0)
  })

  it('creates the database in an empty file when the operator asks (DB_INIT=1)', async () => {
    fs.writeFileSync(fileIn('init.db'), '')
    process.env.DB_INIT = '1'
    try {
      await openDb(fileIn('init.db')).close()
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

  it('refuses a database with damaged pages with one line, before serving anything', async () => {
    const file = await madeDatabase('damaged.db', 'x')
    const bytes = fs.readFileSync(file)
    const pageSize = bytes.readUInt16BE(16)
    // scribble over the b-tree pages after the first: the header still says SQLite
    for (let at = pageSize * 2; at < bytes.length; at += pageSize) bytes.fill(0xa5, at, at + 64)
    fs.writeFileSync(file, bytes)
    const message = await refusalOf(file)
    expect(message).toMatch(/is damaged \(quick_check: .+\)/)
    expect(message.split('\n')).toHaveLength(1)
  })

  it('says what SQLite reports of scattered damage on one line, though its report runs over several', async () => {
    const file = await madeDatabase('scattered.db', 'x')
    const db = new Database(file)
    db.exec('CREATE TABLE filler (id INTEGER PRIMARY KEY, body TEXT)')
    const add = db.prepare('INSERT INTO filler (body) VALUES (?)')
    for (let i = 0; i < 2000; i++) add.run(`row ${i}`)
    db.close()
    const bytes = fs.readFileSync(file)
    const pageSize = bytes.readUInt16BE(16)
    const pages = bytes.length / pageSize
    // cell pointers of the last pages point at zeros: quick_check lists each cell on a line of its own
    for (let page = pages - 3; page < pages; page++) bytes.fill(0, page * pageSize + 200, page * pageSize + 400)
    fs.writeFileSync(file, bytes)
    const message = await refusalOf(file)
    expect(message).toMatch(/is damaged \(quick_check: \*\*\* in database main \*\*\* .+out of range/)
    expect(message.split('\n')).toHaveLength(1)
  })

  it('opens a sound database of its own as before', async () => {
    const file = await madeDatabase('sound.db', 'kept')
    const db = openDb(file)
    // raw SQLite on purpose: a connection pragma
    expect(sqliteOf(db).pragma('synchronous', { simple: true })).toBe(2) // FULL
    await db.close()
    expect(markerOf(file)).toBe('kept')
  })
})

describe('backup and restore', () => {
  it('backs up a database while it is open and restores it over a later state', async () => {
    const file = await madeDatabase('live.db', 'before backup')
    const live = openDb(file)
    await backupDatabase(file, fileIn('backups/live-1.db'))
    // raw SQLite on purpose: a write to the live file after its backup
    sqliteOf(live).prepare("UPDATE settings SET value = 'after backup' WHERE key = 'marker'").run()
    await live.close()
    expect(markerOf(file)).toBe('after backup')
    await restoreDatabase(fileIn('backups/live-1.db'), file)
    expect(markerOf(file)).toBe('before backup')
    await openDb(file).close()
  })

  it('finishes a backup while another connection writes every few milliseconds, and the copy is sound', async () => {
    const file = await madeDatabase('busy.db', 'busy')
    const filler = new Database(file)
    filler.exec('CREATE TABLE filler (id INTEGER PRIMARY KEY, body TEXT)')
    const add = filler.prepare('INSERT INTO filler (body) VALUES (?)')
    // about 20 MB: a few thousand pages, dozens of the backup API's default steps
    filler.transaction(() => {
      for (let i = 0; i < 20_000; i++) add.run(`${i}`.padEnd(1000, 'x'))
    })()
    // the server's writes: each one between two steps of a stepwise copy starts that copy over
    const writing = setInterval(() => add.run('top-up'), 3)
    let giveUp: NodeJS.Timeout | undefined
    try {
      const late = new Promise<never>((_, fail) => (giveUp = setTimeout(() => fail(new Error('backup still running after 10 s')), 10_000)))
      await Promise.race([backupDatabase(file, fileIn('backups/busy-1.db')), late])
    } finally {
      clearTimeout(giveUp)
      clearInterval(writing)
      filler.close()
    }
    const copy = new Database(fileIn('backups/busy-1.db'), { readonly: true })
    expect(copy.pragma('quick_check', { simple: true })).toBe('ok')
    expect(copy.prepare('SELECT COUNT(*) FROM filler').pluck().get()).toBeGreaterThanOrEqual(20_000)
    copy.close()
  }, 30_000)

  it('refuses to restore a damaged or missing backup and leaves the database alone', async () => {
    const file = await madeDatabase('keep.db', 'untouched')
    fs.writeFileSync(fileIn('bad-backup.db'), 'not a database')
    await expect(restoreDatabase(fileIn('bad-backup.db'), file)).rejects.toThrow(/not a SQLite database/)
    await expect(restoreDatabase(fileIn('missing.db'), file)).rejects.toThrow(/no backup/)
    expect(markerOf(file)).toBe('untouched')
  })
})

describe('restore beside a running server', () => {
  const root = path.resolve(__dirname, '../..')
  const tsx = path.join(root, 'node_modules/.bin/tsx')

  it('refuses while a server process holds the database, exits non-zero with one line, and leaves the file alone', async () => {
    const file = await madeDatabase('served.db', 'served')
    const backup = fileIn('backups/served-1.db')
    await backupDatabase(file, backup)
    const env = { ...process.env, PORT: '0', DB_FILE: file, H5_DIR: '', LOG_REQUESTS: '0' }
    // started as `npm run server` starts it: one process, the one that claims the file
    const server = spawnServer({ PORT: '0', DB_FILE: file, H5_DIR: '', LOG_REQUESTS: '0' })
    try {
      // the server claims the file before it opens it (seeding a world then takes a while on a busy machine)
      await new Promise<void>((claimed, fail) => {
        const look = setInterval(() => {
          if (fs.existsSync(`${file}.server.pid`) && fs.readFileSync(`${file}.server.pid`, 'utf8').trim() === String(server.pid)) {
            clearInterval(look)
            claimed()
          }
        }, 50)
        server.once('exit', (code) => {
          clearInterval(look)
          fail(new Error(`server exited (${code})`))
        })
      })
      const restore = await new Promise<{ code: number | null; stderr: string }>((done) => {
        const child = spawn(tsx, ['scripts/db-restore.ts', backup], { cwd: root, env })
        let stderr = ''
        child.stderr.on('data', (b: Buffer) => (stderr += b.toString()))
        child.on('exit', (code) => done({ code, stderr }))
      })
      expect(restore.code).not.toBe(0)
      const lines = restore.stderr.trim().split('\n')
      expect(lines).toHaveLength(1)
      expect(lines[0]).toMatch(/请先停止服务器.*stop the server first/)
      expect(fs.existsSync(`${file}.restoring`)).toBe(false)
    } finally {
      server.kill('SIGTERM')
      await new Promise((gone) => (server.exitCode === null ? server.once('exit', gone) : gone(null)))
    }
    // once the server is gone, the same restore goes through
    await restoreDatabase(backup, file)
    expect(markerOf(file)).toBe('served')
  }, 60_000)
})
