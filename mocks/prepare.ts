// node's own timers: tests may host the server inside a jsdom environment, whose timers are numbers
import { clearInterval, setInterval } from 'node:timers'
import type { ServerConfig } from './config'
import type { Db } from './db'
import type { Clock } from './http/context'
import { settleDue } from './features/experts/services/settlement'
import { ensureAnalyses, ensurePredictions } from './features/experts/seed'
import { ensureForum } from './features/community/seed'
import { isSeeded, seedFootball, topUpFootball } from './features/match/engine/seed'

/** a running server extends its schedule this often, so it never runs out of fixtures */
const TOP_UP_EVERY_MS = 3_600_000

/**
 * Runs before the server answers: seeds a fresh database from the configured seed, or extends the
 * schedule of an existing one so that matches keep being played weeks after it was seeded; then
 * keeps extending it every hour while the server runs. Experts' predictions follow the schedule
 * (new fixtures get predictions too) and are settled as their matches finish.
 */
export function prepareData(config: ServerConfig) {
  return (db: Db, clock: Clock): void => {
    const now = clock.now()
    if (!isSeeded(db)) {
      const started = Date.now()
      seedFootball(db, config.seed, now)
      console.log(`[stand-in] seeded football data (seed ${config.seed}) in ${Date.now() - started} ms`)
      const expertsStarted = Date.now()
      const { experts, predictions } = ensurePredictions(db)
      settleDue(db, now)
      console.log(`[stand-in] seeded ${experts} experts and ${predictions} predictions in ${Date.now() - expertsStarted} ms`)
      ensureForum(db, now)
    } else {
      topUp(db, clock)
    }
    const timer = setInterval(() => {
      if (db.open) topUp(db, clock)
      else clearInterval(timer)
    }, TOP_UP_EVERY_MS)
    timer.unref()
  }
}

function topUp(db: Db, clock: Clock): void {
  const added = topUpFootball(db, clock.now())
  if (added) console.log(`[stand-in] scheduled ${added} more matches`)
  // also seeds experts on a database made before they existed
  const { experts, predictions } = ensurePredictions(db)
  if (experts || predictions) console.log(`[stand-in] added ${experts} experts and ${predictions} predictions`)
  // analyses of predictions seeded before they were written
  const analyses = ensureAnalyses(db)
  if (analyses) console.log(`[stand-in] wrote ${analyses} analyses of seeded predictions`)
  settleDue(db, clock.now())
  // the community board of a database seeded before it existed
  ensureForum(db, clock.now())
}
