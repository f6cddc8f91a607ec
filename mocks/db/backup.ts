import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { checkDatabaseFile } from './integrity'

/**
 * Copies a live database with SQLite's online backup API: consistent while the server keeps
 * serving (it copies page by page and restarts over pages written meanwhile). Returns the pages copied.
 */
export async function backupDatabase(file: string, dest: string): Promise<number> {
  fs.mkdirSync(path.dirname(path.resolve(dest)), { recursive: true })
  const db = new Database(file, { fileMustExist: true })
  try {
    const { totalPages } = await db.backup(dest)
    return totalPages
  } finally {
    db.close()
  }
}

/**
 * Puts a backup in place of the database file (the server must be stopped). The backup is checked
 * first (a damaged or foreign file is refused), copied beside the target and renamed over it, and the
 * old write-ahead log is removed with it, so no transaction of the replaced database is replayed.
 */
export async function restoreDatabase(backup: string, file: string): Promise<void> {
  if (!fs.existsSync(backup)) throw new Error(`no backup at ${backup}`)
  checkDatabaseFile(backup, false)
  const staging = `${file}.restoring`
  fs.rmSync(staging, { force: true })
  const source = new Database(backup, { readonly: true, fileMustExist: true })
  try {
    await source.backup(staging)
  } finally {
    source.close()
  }
  for (const side of ['-wal', '-shm']) fs.rmSync(`${file}${side}`, { force: true })
  fs.renameSync(staging, file)
}
