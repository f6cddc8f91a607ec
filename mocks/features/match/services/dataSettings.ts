import type { Db } from '../../../db'
import { getSetting } from '../../../services/settings'
import { SETTING_GENERATED_UNTIL, SETTING_SEED, SETTING_WINDOW_START } from '../engine/seed'

/** a database's seed once read: it is written once, when the world is first seeded, and never changes */
const seeds = new WeakMap<Db, number>()

/** the seed the football data was generated with (lineups, lottery prizes, experts and the board derive from it) */
export async function dataSeed(db: Db): Promise<number> {
  const known = seeds.get(db)
  if (known !== undefined) return known
  const seed = Number(await getSetting(db, SETTING_SEED) ?? 0)
  // 0: not seeded yet; read again next time
  if (seed) seeds.set(db, seed)
  return seed
}

/** the first and last Beijing day the football data covers */
export async function generatedDays(db: Db): Promise<[number, number]> {
  return [Number(await getSetting(db, SETTING_WINDOW_START)), Number(await getSetting(db, SETTING_GENERATED_UNTIL))]
}
