import type { Router } from '../../../http/router'
import { registerDatabaseRoutes } from './database'
import { registerMatchListRoutes } from './matches'
import { registerLiveRoutes } from './live'
import { registerOddsRoutes } from './odds'
import { registerTeamRoutes } from './teams'
import { registerTeamFollowRoutes } from './teamFollows'
import { registerMatchCentreRoutes } from './matchCentre'
import { registerAlertSettingRoutes } from './alertSettings'

/** api/Game/* and api/game/*: matches, odds, experts' predictions, the football database and lottery draws */
export function registerMatchRoutes(r: Router): void {
  registerMatchListRoutes(r)
  registerOddsRoutes(r)
  registerDatabaseRoutes(r)
  registerLiveRoutes(r)
  registerTeamRoutes(r)
  registerTeamFollowRoutes(r)
  registerMatchCentreRoutes(r)
  registerAlertSettingRoutes(r)
}
