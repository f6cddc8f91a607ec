import { Router } from '../http/router'
import { registerAppRoutes } from './app'
import { registerUserRoutes } from '../features/account/routes'
import { registerGameRoutes } from '../features/match/routes'
import { registerIndexRoutes } from '../features/match/routes/indexData'
import { registerMoneyRoutes } from '../features/money/routes'
import { registerExpertRoutes } from '../features/experts/routes'
import { registerReckonerRoutes } from '../features/lottery/routes/reckoner'
import { registerForumRoutes } from '../features/community/routes'

/** every domain's handlers; each domain file owns the paths of its part of the contract */
export function buildRouter(): Router {
  const r = new Router()
  registerAppRoutes(r)
  registerUserRoutes(r)
  registerGameRoutes(r)
  registerIndexRoutes(r)
  registerMoneyRoutes(r)
  registerExpertRoutes(r)
  registerReckonerRoutes(r)
  registerForumRoutes(r)
  return r
}
