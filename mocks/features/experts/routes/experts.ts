import type { Router } from '../../../http/router'
import { requireUser } from '../../../http/context'
import { applicationOf, applyAsExpert } from '../services/expertApplications'
import { assertExpert, expertProfile, followedExperts, hotSearches, listExperts, searchExperts, setExpertFollow } from '../services/expertDirectory'
import { listPredictions } from '../services/predictionViews'

/** experts lists, one expert's page and predictions, following experts, finding them, applying to become one */
export function registerExpertListRoutes(r: Router): void {
  r.handle('api/user/zhuanjlieb', (req, ctx) => listExperts(ctx.db, req, ctx.clock.now(), ctx.user?.id, req.page, req.limit))
  r.handle('api/user/zjxq', (req, ctx) => expertProfile(ctx.db, req.expert_id, ctx.clock.now(), ctx.user?.id))
  r.handle('api/user/zjxq_fbxx', async (req, ctx) => {
    // a missing expert answers 404 rather than an empty list
    await assertExpert(ctx.db, req.expert_id)
    return listPredictions(ctx.db, { expertId: req.expert_id, kind: req.kind, status: req.status }, ctx.user?.id, ctx.clock.now(), req.page, req.limit)
  })
  r.handle('api/user/get_gz', (req, ctx) => followedExperts(ctx.db, requireUser(ctx).id, ctx.clock.now(), req.page, req.limit))
  r.handle('api/user/guanz_expert_attention', (req, ctx) => setExpertFollow(ctx.db, requireUser(ctx).id, req.expert_id, req.follow, ctx.clock.now()))
  r.handle('api/Expert/search_expert', (req, ctx) => searchExperts(ctx.db, req.keyword, ctx.clock.now(), req.page, req.limit))
  r.handle('api/index/hot_search', (_req, ctx) => hotSearches(ctx.db, ctx.clock.now()))
  r.handle('api/Apis/expert_check_in', (req, ctx) => applyAsExpert(ctx.db, requireUser(ctx).id, req, ctx.clock.now()))
  r.handle('api/Apis/expert_check_in_info', (_req, ctx) => applicationOf(ctx.db, requireUser(ctx).id))
}
