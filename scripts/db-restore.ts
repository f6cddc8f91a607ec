/**
 * `npm run db:restore -- <backup>`: puts a backup (checked first) in place of DB_FILE. Refused, with
 * exit code 1, while a server holds DB_FILE (the server does not notice a database replaced under it):
 * stop the server before, start it after.
 */
import { readConfig } from '../mocks/config'
import { POSTGRES_BACKUP_LINE, restoreDatabase } from '../mocks/db/backup'

async function main(): Promise<void> {
  const backup = process.argv[2]
  if (!backup) throw new Error('usage: npm run db:restore -- <backup file>')
  const { dbFile, storage } = readConfig()
  if (storage === 'postgres') throw new Error(POSTGRES_BACKUP_LINE)
  await restoreDatabase(backup, dbFile)
  console.log(`[db:restore] ${backup} → ${dbFile}: start the server again`)
}

main().catch((e: Error) => {
  console.error(`[db:restore] ${e.message}`)
  process.exit(1)
})
