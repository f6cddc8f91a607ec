import type { Db } from '../../../db'
import { countMessages, insertMessage, markMessagesRead, messageRows } from '../repository/messages'

/** a user's notifications (api/user/base_user_message); other features send with `notifyUser` */
export type UserMessageRow = Awaited<ReturnType<typeof messageRows>>[number]

export interface Notification {
  kind: string
  title: string
  content: string
  link?: string
}

export async function notifyUser(db: Db, userId: number, n: Notification, now: number): Promise<number> {
  return insertMessage(db, { user_id: userId, kind: n.kind, title: n.title, content: n.content, link: n.link ?? '', created_at: now })
}

export async function unreadCount(db: Db, userId: number): Promise<number> {
  return countMessages(db, userId, true)
}

export async function messagePage(db: Db, userId: number, page: number, limit: number): Promise<{ rows: UserMessageRow[]; total: number }> {
  return { total: await countMessages(db, userId, false), rows: await messageRows(db, userId, limit, (page - 1) * limit) }
}

export async function markRead(db: Db, userId: number, ids: number[], now: number): Promise<void> {
  await markMessagesRead(db, userId, ids, now)
}
