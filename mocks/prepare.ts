import type { ServerConfig } from './config'
import type { Db } from './db'
import type { Clock } from './http/context'
import type { ClockWork } from './services/leadership'
import { features } from './features'
import { isSeeded } from './features/match'
import { prepareFeatures } from './prepareFeatures'

/**
 * Runs before the server answers: a fresh database is seeded by each feature in the features'
 * order (the football world, the demo account, experts and their predictions, the demo wallet, the
 * board); an existing one is topped up by each (fixtures 14 days ahead, predictions of new fixtures,
 * settlement); then topped up hourly while the server leads the clock, so matches keep being played.
 */
export function prepareData(config: ServerConfig): (db: Db, clock: Clock, clockWork?: ClockWork) => Promise<void> {
  // the data engine knows: no leagues yet means nothing was ever seeded here
  return prepareFeatures(features, config, { isFresh: async (db) => !await isSeeded(db) })
}
