import type { Router } from '../../../http/router'
import { registerAuthRoutes } from './auth'
import { registerProfileRoutes } from './profile'
import { registerBlacklistRoutes } from './blacklist'
import { registerSupportRoutes } from './support'
import { registerWechatJssdkRoutes } from './wechatJssdk'

/** every contract path of the accounts domain (types/api/account.ts) except the pay switch */
export function registerAccountRoutes(r: Router): void {
  registerAuthRoutes(r)
  registerProfileRoutes(r)
  registerBlacklistRoutes(r)
  registerSupportRoutes(r)
  registerWechatJssdkRoutes(r)
}
