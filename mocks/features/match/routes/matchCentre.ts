import type { Router } from '../../../http/router'
import { notFound } from '../../../http/errors'
import { matchById } from '../repository/matches'
import { momentumAt } from '../services/momentum'
import { matchRatingsAt } from '../services/matchRatings'

/** the match centre's momentum graph (统计) and player ratings (阵容), issue 24 */
export function registerMatchCentreRoutes(r: Router): void {
  r.handle('api/Game/match_momentum', async (req, ctx) => {
    const m = await matchById(ctx.db, req.event_id)
    if (!m) throw notFound('比赛')
    return momentumAt(ctx.db, m, ctx.clock.now())
  })

  r.handle('api/Game/match_ratings', async (req, ctx) => {
    const m = await matchById(ctx.db, req.event_id)
    if (!m) throw notFound('比赛')
    return matchRatingsAt(ctx.db, m, ctx.clock.now())
  })
}
