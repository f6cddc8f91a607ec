/**
 * `npm run db:backup -- <file>`: a consistent copy of the stand-in's database (DB_FILE), taken with
 * SQLite's online backup API while the server keeps running. Default file: backups/football-<time>.db
 */
import path from 'node:path'
import { readConfig } from '../mocks/config'
import { backupDatabase, POSTGRES_BACKUP_LINE } from '../mocks/db/backup'

async function main(): Promise<void> {
  const { dbFile, storage } = readConfig()
  if (storage === 'postgres') throw new Error(POSTGRES_BACKUP_LINE)
  const dest = process.argv[2] ?? path.join('backups', `football-${new Date().toISOString().replace(/[:.]/g, '-')}.db`)
  const pages = await backupDatabase(dbFile, dest)
  console.log(`[db:backup] ${dbFile} → ${dest} (${pages} pages)`)
}

main().catch((e: Error) => {
  console.error(`[db:backup] ${e.message}`)
  process.exit(1)
})
