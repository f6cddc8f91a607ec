import type { Db } from '../../../db'
import { countNotices, insertNotice, noticeRow, noticeRows } from '../repository/notices'

/** system notices (api/game/system_notification), published by the operator or seeded */
export interface NoticeRow {
  id: number
  title: string
  content: string
  created_at: number
}

export function publishNotice(db: Db, title: string, content: string, now: number): number {
  return insertNotice(db, { title, content, created_at: now })
}

export function noticePage(db: Db, page: number, limit: number): { rows: NoticeRow[]; total: number } {
  return { total: countNotices(db), rows: noticeRows(db, limit, (page - 1) * limit) }
}

export function noticeById(db: Db, id: number): NoticeRow | undefined {
  return noticeRow(db, id)
}

const CHINA_OFFSET_MS = 8 * 3600 * 1000

/** the row the contract answers (noticeRow): the date is the civil date in China */
export function noticeItem(n: NoticeRow): NoticeRow & { created_date: string } {
  return { ...n, created_date: new Date(n.created_at + CHINA_OFFSET_MS).toISOString().slice(0, 10) }
}
