import type { Router } from '../../http/router'
import type { Feature } from '../feature'
import { registerLotteryRoutes } from './routes/lottery'
import { registerLotteryReckonerRoutes } from './routes/reckoner'

/** lottery draws of the sports-lottery pools and the betting calculator */
export const lotteryFeature: Feature = {
  name: 'lottery',
  migrations: [],
  routes(r: Router) {
    registerLotteryRoutes(r)
    registerLotteryReckonerRoutes(r)
  },
}

/** the share card of a pool lottery's draw (home serves it) */
export { drawShareCard } from './services/drawShareCard'
