import type { Router } from '../../../http/router'
import { loginRequired } from '../../../http/errors'
import { requireUser } from '../../../http/context'
import { arenaEntry, arenaRanking, enterArena, setArenaFollow, userEntries } from '../services/arena'

/** the arena (擂台): entering, rankings, entries, following an entry */
export function registerArenaRoutes(r: Router): void {
  r.handle('api/Challenge/dan_fb', async (req, ctx) =>
    ({ id: await enterArena(ctx.db, requireUser(ctx).id, 'single', [{ event_id: req.event_id, play: req.play, pick: req.pick }], req, ctx.clock.now()) }))
  r.handle('api/Challenge/chuan_fb', async (req, ctx) => ({ id: await enterArena(ctx.db, requireUser(ctx).id, 'parlay', req.legs, req, ctx.clock.now()) }))
  r.handle('api/Challenge/dan_list', (req, ctx) => arenaRanking(ctx.db, 'single', req.period, ctx.clock.now(), ctx.user?.id, req.page, req.limit))
  r.handle('api/Challenge/chuan_list', (req, ctx) => arenaRanking(ctx.db, 'parlay', req.period, ctx.clock.now(), ctx.user?.id, req.page, req.limit))
  r.handle('api/Challenge/dan_xq', (req, ctx) => arenaEntry(ctx.db, req.id, ctx.user?.id, ctx.clock.now()))
  const ownerOf = (target: number | undefined, viewer: number | undefined) => {
    // without target_id the list is the caller's own, which needs a login
    const owner = target ?? viewer
    if (owner === undefined) throw loginRequired()
    return owner
  }
  r.handle('api/Challenge/dan_user_list', (req, ctx) =>
    userEntries(ctx.db, ownerOf(req.target_id, ctx.user?.id), 'single', req.status, ctx.user?.id, ctx.clock.now(), req.page, req.limit))
  r.handle('api/Challenge/chuan_user_list', (req, ctx) =>
    userEntries(ctx.db, ownerOf(req.target_id, ctx.user?.id), 'parlay', req.status, ctx.user?.id, ctx.clock.now(), req.page, req.limit))
  r.handle('api/Challenge/follow_dg_gc_lts', (req, ctx) => setArenaFollow(ctx.db, requireUser(ctx).id, req.id, req.follow, ctx.clock.now()))
}
