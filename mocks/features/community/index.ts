import type { Feature } from '../feature'
import { communityMigrations } from './migrations'
import { registerCommunityRoutes } from './routes'

/** the community board: posts, comments, likes, collections, tags */
export const communityFeature: Feature = {
  name: 'community',
  migrations: communityMigrations,
  routes: registerCommunityRoutes,
}
