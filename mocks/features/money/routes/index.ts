import type { Router } from '../../../http/router'
import { registerOrderRoutes } from './orders'
import { registerVipPickRoutes } from './vipPicks'
import { registerWalletRoutes } from './wallet'

/** every contract path of the money domain (types/api/money.ts); the cashier and operator routes are in ./server */
export function registerMoneyRoutes(r: Router): void {
  registerOrderRoutes(r)
  registerVipPickRoutes(r)
  registerWalletRoutes(r)
}
