import type { Feature } from '../feature'
import { moneyMigrations } from './migrations'
import { registerMoneyRoutes } from './routes'

/** wallets and ledger, payments, purchases, coupons, check-in, withdrawals, VIP picks */
export const moneyFeature: Feature = {
  name: 'money',
  migrations: moneyMigrations,
  routes: registerMoneyRoutes,
}
