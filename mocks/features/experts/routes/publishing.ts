import type { Router } from '../../../http/router'
import { requireUser, type Ctx } from '../../../http/context'
import { isPayModuleOn } from '../../../services/settings'
import { deletePrediction, editParlay, editSingle, predictionParameters, publishParlay, publishSingle, upcomingForPublishing, type LegChoice } from '../services/publishing'
import { listPredictions, predictionDetail, setPredictionFollow } from '../services/predictionViews'
import type { PredictionKind } from '../../../../types/expert-rules'

/** the paths that delete, list and read one kind of prediction: the same handlers serve singles and parlays */
interface KindReads {
  remove: 'api/Expert/delete_user_single_pass_release' | 'api/Expert/delete_user_crosstalk_publishing'
  list: 'api/Expert/get_single_pass_list' | 'api/Expert/get_crosstalk_list'
  mine: 'api/Expert/get_user_single_pass_release_list' | 'api/Expert/get_user_crosstalk_publishing'
  mineDetail: 'api/Expert/get_user_single_pass_release_list_xq' | 'api/Expert/get_user_crosstalk_publishing_xq'
}
const SINGLE_READS: KindReads = {
  remove: 'api/Expert/delete_user_single_pass_release',
  list: 'api/Expert/get_single_pass_list',
  mine: 'api/Expert/get_user_single_pass_release_list',
  mineDetail: 'api/Expert/get_user_single_pass_release_list_xq',
}
const PARLAY_READS: KindReads = {
  remove: 'api/Expert/delete_user_crosstalk_publishing',
  list: 'api/Expert/get_crosstalk_list',
  mine: 'api/Expert/get_user_crosstalk_publishing',
  mineDetail: 'api/Expert/get_user_crosstalk_publishing_xq',
}

function registerReads(r: Router, kind: PredictionKind, paths: KindReads): void {
  r.handle(paths.remove, async (req, ctx) => {
    await deletePrediction(ctx.db, requireUser(ctx).id, req.id, kind, ctx.clock.now())
    return null
  })
  r.handle(paths.list, (req, ctx) =>
    listPredictions(ctx.db, { kind, status: req.status, eventId: req.event_id, expertId: req.expert_id, free: req.free }, ctx.user?.id, ctx.clock.now(), req.page, req.limit))
  r.handle(paths.mine, (req, ctx) => {
    const me = requireUser(ctx).id
    return listPredictions(ctx.db, { kind, status: req.status, expertId: me }, me, ctx.clock.now(), req.page, req.limit)
  })
  r.handle(paths.mineDetail, (req, ctx) => {
    const me = requireUser(ctx).id
    return predictionDetail(ctx.db, req.id, me, ctx.clock.now(), { ownerId: me, kind })
  })
}

/** publishing singles (单关) and parlays (串关), reading them, following them, and what a match offers */
export function registerPublishingRoutes(r: Router): void {
  // with the pay module off nothing can be bought, so a priced prediction could never be read: it is free
  const texts = async (req: { title: string; content: string; price: number; refund_on_miss: boolean }, ctx: Ctx) => {
    const selling = await isPayModuleOn(ctx.db, ctx.config.payModule)
    return { title: req.title, content: req.content, price: selling ? req.price : 0, refund_on_miss: selling && req.refund_on_miss }
  }
  const leg = (req: LegChoice): LegChoice => ({ event_id: req.event_id, play: req.play, pick: req.pick })

  // ---- singles ----
  r.handle('api/Expert/single_pass_release', async (req, ctx) => ({ id: await publishSingle(ctx.db, requireUser(ctx).id, leg(req), await texts(req, ctx), ctx.clock.now()) }))
  r.handle('api/Expert/edit_my_single_pass_release', async (req, ctx) => ({ id: await editSingle(ctx.db, requireUser(ctx).id, req.id, leg(req), await texts(req, ctx), ctx.clock.now()) }))
  registerReads(r, 'single', SINGLE_READS)

  // ---- parlays ----
  r.handle('api/Expert/crosstalk_publishing', async (req, ctx) => ({ id: await publishParlay(ctx.db, requireUser(ctx).id, req.legs, await texts(req, ctx), ctx.clock.now()) }))
  r.handle('api/Expert/edit_my_crosstalk', async (req, ctx) => ({ id: await editParlay(ctx.db, requireUser(ctx).id, req.id, req.legs, await texts(req, ctx), ctx.clock.now()) }))
  registerReads(r, 'parlay', PARLAY_READS)

  // ---- either ----
  r.handle('api/Expert/zjfb_xq', (req, ctx) => predictionDetail(ctx.db, req.id, ctx.user?.id, ctx.clock.now()))
  r.handle('api/Expert/follow_dg_gc', (req, ctx) => setPredictionFollow(ctx.db, requireUser(ctx).id, req.id, req.follow, ctx.clock.now()))
  r.handle('api/Expert/get_follow_dg_gc', (req, ctx) => {
    const me = requireUser(ctx).id
    return listPredictions(ctx.db, { followerId: me, status: req.status }, me, ctx.clock.now(), req.page, req.limit)
  })
  r.handle('api/Apis/get_event_prediction_parameters', (req, ctx) => predictionParameters(ctx.db, req.event_id, ctx.clock.now(), ctx.user?.id))
  r.handle('api/Apis/get_prediction_events', (req, ctx) =>
    upcomingForPublishing(ctx.db, { leagueId: req.league_id, keyword: req.keyword }, ctx.clock.now(), ctx.user?.id, req.page, req.limit))
}
