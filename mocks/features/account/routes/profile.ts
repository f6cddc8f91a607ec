import type { Router } from '../../../http/router'
import { fail, notFound } from '../../../http/errors'
import { requireUser, type Ctx } from '../../../http/context'
import { deleteAccount, memberInfoOf, updateProfile, userById, userExtendOf, type UserRow } from '../services/accounts'
import { isWechatAvatarUrl } from '../../../../types/validation/account'
import { isOwnUpload, uploadDirFor } from '../services/uploads'
import { uploadStoreFor } from '../services/uploadStoreFor'
import { markRead, messagePage, unreadCount } from '../services/messages'
import { pageOf } from '../../../http/paging'

async function currentUser(ctx: Ctx): Promise<UserRow> {
  const user = await userById(ctx.db, requireUser(ctx).id)
  if (!user) throw notFound('用户')
  return user
}

/** member info, profile edits, notifications, account deletion (the ledger, api/user/mx, is money's) */
export function registerProfileRoutes(r: Router): void {
  r.handle('api/user/get_member', async (_req, ctx) => memberInfoOf(ctx.db, await currentUser(ctx), ctx.clock.now()))

  r.handle('api/user/get_user_extend', async (_req, ctx) => userExtendOf(ctx.db, await currentUser(ctx), ctx.clock.now()))

  r.handle('api/user/user_edit', async (req, ctx) => {
    const user = await currentUser(ctx)
    // an avatar is one of the user's own uploads (or the one they already have): no foreign urls
    if (req.avatar !== undefined && req.avatar !== user.avatar && !await isOwnUpload(ctx.db, user.id, req.avatar) && !isWechatAvatarUrl(req.avatar)) {
      throw fail('头像只能使用您自己上传的图片')
    }
    await updateProfile(ctx.db, user.id, { nickname: req.nickname ?? user.nickname, avatar: req.avatar ?? user.avatar })
    return memberInfoOf(ctx.db, await currentUser(ctx), ctx.clock.now())
  })

  r.handle('api/user/base_user_message', async (req, ctx) => {
    const { id } = requireUser(ctx)
    const { rows, total } = await messagePage(ctx.db, id, req.page, req.limit)
    // the page is answered as the user sees it (unread marks intact), then marked read if asked
    const list = rows.map((m) => ({ id: m.id, kind: m.kind, title: m.title, content: m.content, link: m.link, read: m.read_at !== null, created_at: m.created_at }))
    if (req.mark_read) await markRead(ctx.db, id, rows.map((m) => m.id), ctx.clock.now())
    return { ...pageOf(list, req.page, req.limit, total), unread: await unreadCount(ctx.db, id) }
  })

  r.handle('api/user/zhuxiaogongneng', async (_req, ctx) => {
    await deleteAccount(ctx.db, requireUser(ctx).id, ctx.clock.now(), uploadStoreFor(ctx.db, uploadDirFor(ctx.config.dbFile)))
    return null
  })
}
