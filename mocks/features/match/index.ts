import type { Feature } from '../feature'
import { matchMigrations } from './migrations'
import { registerMatchRoutes } from './routes'

/** football data (world, fixtures, live simulation, odds, database), follows, chat and goal alerts */
export const matchFeature: Feature = {
  name: 'match',
  migrations: matchMigrations,
  routes: registerMatchRoutes,
}
export * from './forExperts'
