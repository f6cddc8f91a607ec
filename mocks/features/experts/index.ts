import type { Feature } from '../feature'
import { expertsMigrations } from './migrations'
import { registerExpertRoutes } from './routes'

/** experts, their predictions and records, publishing, applications, the arena */
export const expertsFeature: Feature = {
  name: 'experts',
  migrations: expertsMigrations,
  routes: registerExpertRoutes,
}
export * from './forHome'
export * from './forMoney'
