import { Router } from '../http/router'
import { registerAppRoutes } from './app'
import { registerAccountRoutes } from '../features/account/routes'
import { registerMatchRoutes } from '../features/match/routes'
import { registerHomeRoutes } from '../features/match/routes/indexData'
import { registerMoneyRoutes } from '../features/money/routes'
import { registerExpertRoutes } from '../features/experts/routes'
import { registerLotteryReckonerRoutes } from '../features/lottery/routes/reckoner'
import { registerCommunityRoutes } from '../features/community/routes'

/** every domain's handlers; each domain file owns the paths of its part of the contract */
export function buildRouter(): Router {
  const r = new Router()
  registerAppRoutes(r)
  registerAccountRoutes(r)
  registerMatchRoutes(r)
  registerHomeRoutes(r)
  registerMoneyRoutes(r)
  registerExpertRoutes(r)
  registerLotteryReckonerRoutes(r)
  registerCommunityRoutes(r)
  return r
}
