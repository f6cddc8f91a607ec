import { Router } from '../http/router'
import { registerAppRoutes } from './app'
import { registerUserRoutes } from './user'
import { registerGameRoutes } from './game'
import { registerIndexRoutes } from './indexData'
import { registerMoneyRoutes } from './money'
import { registerExpertRoutes } from './expert'
import { registerReckonerRoutes } from './reckoner'
import { registerForumRoutes } from './forum'

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
