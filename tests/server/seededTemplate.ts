import { SqliteStore } from '../../mocks/db'
import { sqliteOf } from '../../mocks/db'
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import type { Db } from '../../mocks/db'
import type { PostgresStore } from '../../mocks/db/postgresStore'
import { connectFeatures, openDb } from '../../mocks/features'
import { seedFootball } from '../../mocks/features/match'
import { readConfig } from '../../mocks/config'
import { prepareData } from '../../mocks/prepare'
import { copySqliteInto } from './copyToPostgres'
import { clonedPostgresStore, storesOnPostgres, templateName } from './testPostgres'

/**
 * Seeding the football world takes 10–15 s on the CI machine and every seeded server file used to
 * pay it again. The first file to need a world (a seed, a moment, the extra seeders on top of the
 * plain football world) seeds it and leaves the database file in the run's template directory (made and removed by
 * tests/server/globalSetup.js); later files copy that file into memory. The directory lives for
 * one run only, so a change to the seeding is always seen by the next run. With two jest workers the
 * first to need a world claims it (a `.claim` file beside the template) and the other waits for it.
 *
 * On PostgreSQL (the `server-pg` project) a world is the same SQLite world copied once per run into a
 * template database (copyToPostgres.ts); each file gets a clone of it (testPostgres.ts), dropped at close.
 */

/** more seeding on top of the football world, before the server starts (`ensurePredictions`, `ensureForum`, …) */
export type AlsoSeed = (db: Db, now: number) => unknown

/** the run's template directory, or undefined outside the server project (then nothing is kept) */
const templateDir = (): string | undefined => process.env.SEEDED_TEMPLATE_DIR || undefined

function templateFile(seed: number, now: number, alsoSeed: readonly AlsoSeed[]): string | undefined {
  const dir = templateDir()
  // a seeder without a name cannot be told apart from another: seed it afresh
  if (!dir || alsoSeed.some((f) => !f.name)) return undefined
  return path.join(dir, `football-${seed}-${now}${alsoSeed.map((f) => `-${f.name}`).join('')}.sqlite`)
}

/** writes the seeded database where other files find it; written aside and renamed, so a reader never sees half a file */
function keep(db: Db, file: string): void {
  const aside = `${file}.${process.pid}.part`
  // raw SQLite on purpose: the template is a byte copy of the SQLite file
  fs.writeFileSync(aside, sqliteOf(db).serialize())
  fs.renameSync(aside, file)
}

/** the pragmas openDatabase sets that belong to the connection, not the file */
function asOpenDbWould(db: Db): Db {
  // raw SQLite on purpose: a connection pragma
  sqliteOf(db).pragma('foreign_keys = ON')
  return db
}

/** a world: the template file it is kept in for the run (undefined: not kept), and how it is seeded on SQLite */
interface World {
  file: string | undefined
  name: string
  seed(): Promise<Db>
}

/**
 * a fresh database holding the football world of `seed` at `now`, then each of `alsoSeed` in turn:
 * in memory on SQLite, or a database of its own on the run's PostgreSQL in the `server-pg` project
 */
export async function seededDb(seed: number, now: number, alsoSeed: readonly AlsoSeed[] = []): Promise<Db> {
  return worldDb(footballWorld(seed, now, alsoSeed))
}

/**
 * a fresh database holding what the server's own preparation (prepare.ts) writes on a fresh database
 * at `now`: the football world, the demo account, experts and their predictions, the wallet, the board
 */
export async function preparedDb(now: number): Promise<Db> {
  const dir = templateDir()
  return worldDb({
    file: dir && path.join(dir, `prepared-${now}.sqlite`),
    name: `prepared@${now}`,
    seed: async () => {
      const db = openDb(':memory:')
      await prepareData({ ...readConfig({}), dbFile: ':memory:' })(db, { now: () => now })
      return db
    },
  })
}

function footballWorld(seed: number, now: number, alsoSeed: readonly AlsoSeed[]): World {
  return {
    file: templateFile(seed, now, alsoSeed),
    name: `${seed}@${now}${alsoSeed.map((f) => `+${f.name || 'unnamed'}`).join('')}`,
    seed: async () => {
      if (!alsoSeed.length) {
        const db = openDb(':memory:')
        await seedFootball(db, seed, now)
        return db
      }
      // the extra seeders start from the plain football world, itself seeded once
      const db = await sqliteWorld(footballWorld(seed, now, []))
      for (const f of alsoSeed) await f(db, now)
      return db
    },
  }
}

async function worldDb(world: World): Promise<Db> {
  if (!storesOnPostgres()) return sqliteWorld(world)
  // a world that is not kept has no template: it is copied into a clone of the empty one
  const template = world.file ? templateName(path.basename(world.file)) : templateName('empty')
  const db = await clonedPostgresStore(template, async (target) => {
    if (world.file) await copyWorld(world, target)
  })
  if (!world.file) await copyWorld(world, db)
  return db
}

/** the SQLite world copied into an empty PostgreSQL database */
async function copyWorld(world: World, target: PostgresStore): Promise<void> {
  const sqlite = await sqliteWorld(world)
  try {
    const started = Date.now()
    // raw SQLite on purpose: the rows are read as they are stored
    const rows = await copySqliteInto(sqliteOf(sqlite), target)
    console.log(`[server-pg] world ${world.name}: ${rows} rows copied into PostgreSQL in ${Date.now() - started} ms`)
  } finally {
    await sqlite.close()
  }
}

/** the world in memory: a copy of its template file once one file of the run has seeded it */
async function sqliteWorld(world: World): Promise<Db> {
  connectFeatures()
  const copy = (file: string) => asOpenDbWould(new SqliteStore(new Database(fs.readFileSync(file))))
  if (!world.file) return world.seed()
  if (fs.existsSync(world.file)) return copy(world.file)
  // two jest workers may want the same world at once: one claims it and seeds, the other waits for
  // its template instead of seeding it a second time beside it (twice the work on a busy core)
  const claim = `${world.file}.claim`
  while (!claimed(claim)) {
    await new Promise((r) => setTimeout(r, 200))
    if (fs.existsSync(world.file)) return copy(world.file)
  }
  try {
    const db = await world.seed()
    keep(db, world.file)
    return db
  } finally {
    fs.rmSync(claim, { force: true })
  }
}

/** true when this process now holds the claim: it was free, or its holder died without finishing */
function claimed(claim: string): boolean {
  try {
    fs.writeFileSync(claim, String(process.pid), { flag: 'wx' })
    return true
  } catch {
    let holder: number
    let age: number
    try {
      holder = Number(fs.readFileSync(claim, 'utf8'))
      age = Date.now() - fs.statSync(claim).mtimeMs
    } catch {
      return false // released meanwhile: the next look finds the template or takes the claim
    }
    // an empty claim is being written (or its writer died at once: then it is old)
    const stale = holder ? !holderAlive(holder) : age > 10_000
    if (stale) fs.rmSync(claim, { force: true })
    return false
  }
}

function holderAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
