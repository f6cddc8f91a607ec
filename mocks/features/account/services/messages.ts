import type { Db } from '../../../db'
import { statement } from '../../../services/statements'

/** a user's notifications (api/user/base_user_message); other domains send with `notifyUser` */
export interface UserMessageRow {
  id: number
  kind: string
  title: string
  content: string
  link: string
  read_at: number | null
  created_at: number
}

export interface Notification {
  kind: string
  title: string
  content: string
  link?: string
}

export function notifyUser(db: Db, userId: number, n: Notification, now: number): number {
  const info = statement(db, 'INSERT INTO user_messages (user_id, kind, title, content, link, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(userId, n.kind, n.title, n.content, n.link ?? '', now)
  return Number(info.lastInsertRowid)
}

export function unreadCount(db: Db, userId: number): number {
  return statement(db, 'SELECT COUNT(*) FROM user_messages WHERE user_id = ? AND read_at IS NULL').pluck(true).get(userId) as number
}

export function messagePage(db: Db, userId: number, page: number, limit: number): { rows: UserMessageRow[]; total: number } {
  const total = statement(db, 'SELECT COUNT(*) FROM user_messages WHERE user_id = ?').pluck(true).get(userId) as number
  const rows = statement(db, `SELECT id, kind, title, content, link, read_at, created_at FROM user_messages
    WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?`).all(userId, limit, (page - 1) * limit) as UserMessageRow[]
  return { rows, total }
}

export function markRead(db: Db, userId: number, ids: number[], now: number): void {
  const mark = statement(db, 'UPDATE user_messages SET read_at = ? WHERE user_id = ? AND id = ? AND read_at IS NULL')
  db.transaction(() => ids.forEach((id) => mark.run(now, userId, id)))()
}
