// node's own timers: tests may host the server inside a jsdom environment, whose timers are numbers
import { clearInterval, setInterval } from 'node:timers'
import type { ServerConfig } from './config'
import type { Db } from './db'
import { followHighestIds } from './db/identities'
import type { Feature } from './features/feature'
import type { Clock } from './http/context'
import { clockStepKey } from './services/clockClaims'
import { soleClockWork, whileLeading, type ClockWork } from './services/leadership'

/** a running server tops its data up this often, so it never runs out of fixtures */
export const TOP_UP_EVERY_MS = 3_600_000

export interface PrepareOptions {
  /**
   * the database holds none of the features' data yet (seed it), rather than data to keep going
   * (top it up): the wiring asks the feature that knows (the data engine: no leagues yet)
   */
  isFresh(db: Db): Promise<boolean>
  /** how often a running server tops up; hourly unless a test says otherwise */
  everyMs?: number
}

// seeds and top-ups name some ids (fixtures, the demo accounts): PostgreSQL's sequences follow after each feature
async function seedAll(features: readonly Feature[], db: Db, clock: Clock, config: ServerConfig): Promise<void> {
  for (const f of features) {
    await f.seed?.(db, clock, config)
    await followHighestIds(db)
  }
}

async function topUpAll(features: readonly Feature[], db: Db, clock: Clock, config: ServerConfig): Promise<void> {
  for (const f of features) {
    await f.topUp?.(db, clock, config)
    await followHighestIds(db)
  }
}

/**
 * Runs before the server answers (BuildOptions.prepare): a fresh database is seeded by each feature
 * in the list's order (lowest first, so a feature's seed finds the data of those below it), an
 * existing one topped up by each (new fixtures, settlement, data of a feature added since); then
 * topped up every hour while the database stays open, so matches keep being played weeks later.
 * The hourly top-up is a scheduled job (issue 33): it runs only while this process leads the clock,
 * and each run claims its period's key (`topUp:<clock hour>`), so no period is topped up by two
 * processes. Without `clockWork` the process leads alone and claims nothing (one process, as before).
 */
export function prepareFeatures(features: readonly Feature[], config: ServerConfig, opts: PrepareOptions) {
  const everyMs = opts.everyMs ?? TOP_UP_EVERY_MS
  return async (db: Db, clock: Clock, clockWork: ClockWork = soleClockWork()): Promise<void> => {
    if (await opts.isFresh(db)) await seedAll(features, db, clock, config)
    else await topUpAll(features, db, clock, config)
    // one hour's top-up, unless another process claimed that hour
    const topUpHour = async () => {
      if (await clockWork.claimStep(clockStepKey('topUp', clock.now(), everyMs))) await topUpAll(features, db, clock, config)
    }
    const stop = whileLeading(clockWork.leadership, () => {
      const timer = setInterval(() => {
        if (!db.open) stop()
        else void topUpHour().catch((e: Error) => console.error(`[stand-in] hourly top-up failed: ${e.message}`))
      }, everyMs)
      timer.unref()
      return () => clearInterval(timer)
    })
  }
}
