import type { Router } from '../../http/router'
import { notFound } from '../../http/errors'
import { requireUser } from '../../http/context'
import { realnameInfo, verifyRealname } from '../../services/realname'
import { noticeById, noticeItem, noticePage } from '../../services/notices'
import { pageOf } from './page'

/** real-name verification, feedback, complaints, system notices */
export function registerSupportRoutes(r: Router): void {
  r.handle('api/AuthName/auth', (req, ctx) =>
    verifyRealname(ctx.db, requireUser(ctx).id, { name: req.name, idCard: req.id_card }, ctx.config.adminToken, ctx.clock.now()))

  r.handle('api/AuthName/auth_info', (_req, ctx) => realnameInfo(ctx.db, requireUser(ctx).id))

  r.handle('api/Apis/feedback', (req, ctx) => {
    const info = ctx.db.prepare('INSERT INTO feedback (user_id, content, contact, images, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(requireUser(ctx).id, req.content, req.contact ?? '', JSON.stringify(req.images ?? []), ctx.clock.now())
    return { id: Number(info.lastInsertRowid) }
  })

  r.handle('api/user/askforAdd', (req, ctx) => {
    const info = ctx.db.prepare('INSERT INTO complaints (user_id, target_type, target_id, reason, contact, images, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(requireUser(ctx).id, req.target_type, req.target_id, req.reason, req.contact ?? '', JSON.stringify(req.images ?? []), ctx.clock.now())
    return { id: Number(info.lastInsertRowid) }
  })

  // Notices are served here (the accounts brief owns them) from the system_notices table; other
  // domains add notices with publishNotice (mocks/services/notices.ts), the operator via POST /admin/notices.
  r.handle('api/game/system_notification', (req, ctx) => {
    const { rows, total } = noticePage(ctx.db, req.page, req.limit)
    return pageOf(rows.map(noticeItem), req.page, req.limit, total)
  })

  r.handle('api/game/system_notification_xq', (req, ctx) => {
    const notice = noticeById(ctx.db, req.id)
    if (!notice) throw notFound('公告')
    return noticeItem(notice)
  })
}
