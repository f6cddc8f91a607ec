import type { Router } from '../../../http/router'
import { fail } from '../../../http/errors'
import { dayOf, dayOfDate } from '../../match'
import { jcOnSale, jcResultsOfDay } from '../services/reckoner'

/** the betting calculator's matches (types/api/lottery.ts); nothing is sold */
export function registerLotteryReckonerRoutes(r: Router): void {
  r.handle('api/game/jc_on_sale', (_req, ctx) => jcOnSale(ctx.db, ctx.clock.now(), ctx.user?.id))

  r.handle('api/game/jc_results', (req, ctx) => {
    const now = ctx.clock.now()
    if (dayOfDate(req.date) > dayOf(now)) throw fail('该日比赛尚未开始')
    return jcResultsOfDay(ctx.db, req.date, now, ctx.user?.id)
  })
}
