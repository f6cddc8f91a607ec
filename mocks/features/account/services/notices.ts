import type { Db } from '../../../db'
import { countNotices, insertNotice, noticeRow, noticeRows } from '../repository/notices'

/** system notices (api/game/system_notification), published by the operator or seeded */
export interface NoticeRow {
  id: number
  title: string
  content: string
  created_at: number
}

export async function publishNotice(db: Db, title: string, content: string, now: number): Promise<number> {
  return insertNotice(db, { title, content, created_at: now })
}

export async function noticePage(db: Db, page: number, limit: number): Promise<{ rows: NoticeRow[]; total: number }> {
  return { total: await countNotices(db), rows: await noticeRows(db, limit, (page - 1) * limit) }
}

export async function noticeById(db: Db, id: number): Promise<NoticeRow | undefined> {
  return noticeRow(db, id)
}

const CHINA_OFFSET_MS = 8 * 3600 * 1000

/** the row the contract answers (noticeRow): the date is the civil date in China */
export function noticeItem(n: NoticeRow): NoticeRow & { created_date: string } {
  return { ...n, created_date: new Date(n.created_at + CHINA_OFFSET_MS).toISOString().slice(0, 10) }
}
