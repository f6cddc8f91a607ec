import type { ServerConfig } from '../../config'
import type { Db } from '../../db'
import type { Clock } from '../../http/context'
import { isSeeded, seedFootball, topUpFootball } from './engine/seed'
import { storeAllFinalRatings } from './services/finalRatings'

/** a fresh database: the world and every match from last season up to AHEAD_DAYS ahead (what mocks/prepare.ts did for football), and the final ratings of those finished */
export async function seedMatchData(db: Db, clock: Clock, config: ServerConfig): Promise<void> {
  if (await isSeeded(db)) return
  const started = Date.now()
  await seedFootball(db, config.seed, clock.now())
  console.log(`[stand-in] seeded football data (seed ${config.seed}) in ${Date.now() - started} ms`)
  await storeAllFinalRatings(db, clock.now())
}

/** a running or reopened database: fixtures up to AHEAD_DAYS after now, and the final ratings of the matches finished since */
export async function topUpMatchData(db: Db, clock: Clock): Promise<void> {
  const added = await topUpFootball(db, clock.now())
  if (added) console.log(`[stand-in] scheduled ${added} more matches`)
  await storeAllFinalRatings(db, clock.now())
}
