import type { Router } from '../../../http/router'
import { notFound } from '../../../http/errors'
import { matchById } from '../../match'
import { matchPredictions } from '../services/predictions'

/** api/Game/zhuanjia: the experts' predictions on one match (match detail's 专家 tab) */
export function registerPredictionRoutes(r: Router): void {
  r.handle('api/Game/zhuanjia', async (req, ctx) => {
    const m = await matchById(ctx.db, req.event_id)
    if (!m) throw notFound('比赛')
    return matchPredictions(ctx.db, m, ctx.clock.now(), ctx.user?.id, req.page, req.limit)
  })
}
