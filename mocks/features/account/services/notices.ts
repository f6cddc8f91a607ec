import type { Db } from '../../../db'
import { statement } from '../../../services/statements'

/** system notices (api/game/system_notification), published by the operator or seeded */
export interface NoticeRow {
  id: number
  title: string
  content: string
  created_at: number
}

export function publishNotice(db: Db, title: string, content: string, now: number): number {
  return Number(statement(db, 'INSERT INTO system_notices (title, content, created_at) VALUES (?, ?, ?)').run(title, content, now).lastInsertRowid)
}

export function noticePage(db: Db, page: number, limit: number): { rows: NoticeRow[]; total: number } {
  const total = statement(db, 'SELECT COUNT(*) FROM system_notices').pluck(true).get() as number
  const rows = statement(db, 'SELECT * FROM system_notices ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?').all(limit, (page - 1) * limit) as NoticeRow[]
  return { rows, total }
}

export function noticeById(db: Db, id: number): NoticeRow | undefined {
  return statement(db, 'SELECT * FROM system_notices WHERE id = ?').get(id) as NoticeRow | undefined
}

const CHINA_OFFSET_MS = 8 * 3600 * 1000

/** the row the contract answers (noticeRow): the date is the civil date in China */
export function noticeItem(n: NoticeRow): NoticeRow & { created_date: string } {
  return { ...n, created_date: new Date(n.created_at + CHINA_OFFSET_MS).toISOString().slice(0, 10) }
}
