import type { Db } from '../../../db'
import { countMessages, insertMessage, markMessagesRead, messageRows } from '../repository/messages'

/** a user's notifications (api/user/base_user_message); other features send with `notifyUser` */
export type UserMessageRow = ReturnType<typeof messageRows>[number]

export interface Notification {
  kind: string
  title: string
  content: string
  link?: string
}

export function notifyUser(db: Db, userId: number, n: Notification, now: number): number {
  return insertMessage(db, { user_id: userId, kind: n.kind, title: n.title, content: n.content, link: n.link ?? '', created_at: now })
}

export function unreadCount(db: Db, userId: number): number {
  return countMessages(db, userId, true)
}

export function messagePage(db: Db, userId: number, page: number, limit: number): { rows: UserMessageRow[]; total: number } {
  return { total: countMessages(db, userId, false), rows: messageRows(db, userId, limit, (page - 1) * limit) }
}

export function markRead(db: Db, userId: number, ids: number[], now: number): void {
  markMessagesRead(db, userId, ids, now)
}
