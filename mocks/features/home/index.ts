import type { Router } from '../../http/router'
import type { Feature } from '../feature'
import { registerHomeRoutes } from './homeRoutes'
import { registerAppRoutes } from './paySwitchRoutes'

/** the screens made of several features (home first screen, search) and the app's pay switch */
export const homeFeature: Feature = {
  name: 'home',
  migrations: [],
  routes(r: Router) {
    registerAppRoutes(r)
    registerHomeRoutes(r)
  },
}

/** the share cards, posters and the stand-in mini-program code (registered by mocks/app.ts) */
export { registerShareRoutes } from './share/shareRoutes'
