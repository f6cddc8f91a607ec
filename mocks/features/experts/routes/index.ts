import type { Router } from '../../../http/router'
import { registerArenaRoutes } from './arena'
import { registerExpertListRoutes } from './experts'
import { registerPublishingRoutes } from './publishing'
import { registerPredictionRoutes } from './matchPredictions'

/** every contract path of experts, predictions and the arena (types/api/experts.ts, types/api/experts.arena.ts) */
export function registerExpertRoutes(r: Router): void {
  registerExpertListRoutes(r)
  registerPublishingRoutes(r)
  registerArenaRoutes(r)
  registerPredictionRoutes(r)
}
