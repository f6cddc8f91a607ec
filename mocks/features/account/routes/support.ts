import type { Router } from '../../../http/router'
import { notFound } from '../../../http/errors'
import { requireUser } from '../../../http/context'
import { realnameInfo, verifyRealname } from '../services/realname'
import { addComplaint, addFeedback } from '../services/feedback'
import { noticeById, noticeItem, noticePage } from '../services/notices'
import { pageOf } from '../../../http/paging'

/** real-name verification, feedback, complaints, system notices */
export function registerSupportRoutes(r: Router): void {
  r.handle('api/AuthName/auth', (req, ctx) =>
    verifyRealname(ctx.db, requireUser(ctx).id, { name: req.name, idCard: req.id_card }, ctx.config.realnameSecret, ctx.clock.now()))

  r.handle('api/AuthName/auth_info', (_req, ctx) => realnameInfo(ctx.db, requireUser(ctx).id))

  r.handle('api/Apis/feedback', async (req, ctx) => ({
    id: await addFeedback(ctx.db, requireUser(ctx).id, { content: req.content, contact: req.contact ?? '', images: req.images ?? [] }, ctx.clock.now()),
  }))

  r.handle('api/user/askforAdd', async (req, ctx) => ({
    id: await addComplaint(ctx.db, requireUser(ctx).id,
      { targetType: req.target_type, targetId: req.target_id ?? 0, reason: req.reason, contact: req.contact ?? '', images: req.images ?? [] }, ctx.clock.now()),
  }))

  // Notices are served here (the accounts brief owns them) from the system_notices table; other
  // domains add notices with publishNotice (mocks/features/account/services/notices.ts), the operator via POST /admin/notices.
  r.handle('api/game/system_notification', async (req, ctx) => {
    const { rows, total } = await noticePage(ctx.db, req.page, req.limit)
    return pageOf(rows.map(noticeItem), req.page, req.limit, total)
  })

  r.handle('api/game/system_notification_xq', async (req, ctx) => {
    const notice = await noticeById(ctx.db, req.id)
    if (!notice) throw notFound('公告')
    return noticeItem(notice)
  })
}
