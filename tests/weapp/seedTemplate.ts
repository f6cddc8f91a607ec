import { sqliteOf } from '../../mocks/db'
// `tsx tests/weapp/seedTemplate.ts <file>`: seeds the stand-in's data once into <file> at the test
// clock's time (globalSetup.js runs it), so every test file's in-memory server starts from a copy
// instead of seeding for ~10 s itself.
import fs from 'node:fs'
import { readConfig } from '../../mocks/config'
import { openDb } from '../../mocks/features'
import { prepareData } from '../../mocks/prepare'
import { TestClock } from '../server/helpers'
import { testClockStart } from '../setup/testClock'

const file = process.argv[2]
if (!file) throw new Error('usage: tsx tests/weapp/seedTemplate.ts <database file>')
// seeded beside the file and moved into place when complete: two runs sharing the temp folder then
// neither delete the database under each other's seeding (SQLITE_READONLY_DBMOVED) nor read half of it
const seeding = `${file}.${process.pid}.seeding`
for (const suffix of ['', '-wal', '-shm']) fs.rmSync(seeding + suffix, { force: true })
async function seedTemplate(): Promise<void> {
  const db = openDb(seeding)
  // the suite's moment (TEST_CLOCK, tests/setup/testClock.js): the data is seeded around it
  await prepareData(readConfig({ PAY_MODULE: '0' }))(db, new TestClock(testClockStart() ?? Date.now()))
  // raw SQLite on purpose: the template file is folded out of write-ahead mode, a pragma
  sqliteOf(db).pragma('wal_checkpoint(TRUNCATE)')
  sqliteOf(db).pragma('journal_mode = DELETE')
  await db.close()
  fs.renameSync(seeding, file)
}

seedTemplate().catch((e: unknown) => {
  console.error(e)
  process.exit(1)
})
