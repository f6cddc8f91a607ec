import type { ServerConfig } from '../config'
import type { Db } from '../db'
import type { Clock } from '../http/context'
import { isSeeded, seedFootball, topUpFootball } from './seed'

/**
 * Runs before the server answers: seeds a fresh database from the configured seed, or extends the
 * schedule of an existing one so that matches keep being played weeks after it was seeded.
 */
export function prepareData(config: ServerConfig) {
  return (db: Db, clock: Clock): void => {
    const now = clock.now()
    if (!isSeeded(db)) {
      const started = Date.now()
      seedFootball(db, config.seed, now)
      console.log(`[stand-in] seeded football data (seed ${config.seed}) in ${Date.now() - started} ms`)
    } else {
      const added = topUpFootball(db, now)
      if (added) console.log(`[stand-in] scheduled ${added} more matches`)
    }
  }
}
