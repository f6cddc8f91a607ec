import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { checkDatabaseFile } from './integrity'
import { serverHolding } from './serverLock'

/** pages per backup step after the first: all of them (better-sqlite3's ceiling) */
const WHOLE_FILE_PAGES = 0x7fffffff

/**
 * Copies a live database with SQLite's online backup API: consistent while the server keeps
 * serving. The copy is one step (one read transaction: in WAL mode the server's writers go on
 * meanwhile), not the default 100 pages a step: a step interrupted by the server's write starts the
 * copy over, so under steady writes a backup in small steps ran for a minute or never ended.
 * Returns the pages copied.
 */
export async function backupDatabase(file: string, dest: string): Promise<number> {
  fs.mkdirSync(path.dirname(path.resolve(dest)), { recursive: true })
  const db = new Database(file, { fileMustExist: true })
  try {
    const { totalPages } = await db.backup(dest, { progress: () => WHOLE_FILE_PAGES })
    return totalPages
  } finally {
    db.close()
  }
}

/** db:backup and db:restore are SQLite's; on PostgreSQL its own tools do both (docs/operations.md) */
export const POSTGRES_BACKUP_LINE = 'STORAGE=postgres: back up and restore with PostgreSQL\'s own pg_dump and pg_restore (docs/operations.md); db:backup and db:restore copy the SQLite file only'

/** a restore refused before anything was touched; the message is one line saying what to do */
export class RestoreRefused extends Error {}

/**
 * Puts a backup in place of the database file. Refused while a server holds the file (its lock,
 * mocks/db/serverLock.ts): the server would go on writing to the replaced file. The backup is checked
 * first (a damaged or foreign file is refused), copied beside the target and renamed over it, and the
 * old write-ahead log is removed with it, so no transaction of the replaced database is replayed.
 */
export async function restoreDatabase(backup: string, file: string): Promise<void> {
  const server = serverHolding(file)
  if (server !== undefined) {
    throw new RestoreRefused(`服务器（进程 ${server}）正在使用 ${file}，请先停止服务器再恢复 / a server (pid ${server}) is using ${file}: stop the server first, then run db:restore again`)
  }
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
