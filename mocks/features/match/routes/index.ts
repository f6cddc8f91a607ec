import type { Router } from '../../../http/router'
import { registerDatabaseRoutes } from './database'
import { registerLotteryRoutes } from '../../lottery/routes/lottery'
import { registerMatchListRoutes } from './matches'
import { registerLiveRoutes } from './live'
import { registerOddsRoutes } from './odds'
import { registerPredictionRoutes } from './predictions'

/** api/Game/* and api/game/*: matches, odds, experts' predictions, the football database and lottery draws */
export function registerMatchRoutes(r: Router): void {
  registerMatchListRoutes(r)
  registerOddsRoutes(r)
  registerPredictionRoutes(r)
  registerDatabaseRoutes(r)
  registerLotteryRoutes(r)
  registerLiveRoutes(r)
}
