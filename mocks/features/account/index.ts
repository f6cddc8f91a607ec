import type { Feature } from '../feature'
import { accountCoreMigrations } from './coreMigrations'
import { accountMigrations } from './migrations'
import { registerAccountRoutes } from './routes'

/** users, sessions, sign-in, profile, real name, messages, notices, feedback, uploads */
export const accountFeature: Feature = {
  name: 'account',
  migrations: [...accountCoreMigrations, ...accountMigrations],
  routes: registerAccountRoutes,
}
export * from './forExperts'
