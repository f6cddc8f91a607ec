import type { Router } from '../../../http/router'
import { requireUser } from '../../../http/context'
import { blackPage, isBlacked, setBlocked } from '../services/blacklist'
import { pageOf } from '../../../http/paging'

/** the black list */
export function registerBlacklistRoutes(r: Router): void {
  r.handle('api/user/get_user_black', async (req, ctx) => {
    const { rows, total } = await blackPage(ctx.db, requireUser(ctx).id, req.page, req.limit)
    return pageOf(rows, req.page, req.limit, total)
  })

  r.handle('api/user/user_black', async (req, ctx) => {
    const blocked = req.action === 'add'
    await setBlocked(ctx.db, requireUser(ctx).id, req.target_id, blocked, ctx.clock.now())
    return { blacked: blocked }
  })

  r.handle('api/user/user_black_check', async (req, ctx) => {
    const me = requireUser(ctx).id
    return { blacked: await isBlacked(ctx.db, me, req.target_id), blacked_me: await isBlacked(ctx.db, req.target_id, me) }
  })
}
