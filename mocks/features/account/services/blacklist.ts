import type { Db } from '../../../db'
import { statement } from '../../../services/statements'
import { fail, notFound } from '../../../http/errors'

/** who blocked whom; other domains filter with `isBlocked` (e.g. hide a blocked author's posts) */
export function setBlocked(db: Db, userId: number, targetId: number, blocked: boolean, now: number): void {
  if (targetId === userId) throw fail('不能拉黑自己')
  if (blocked) {
    const exists = statement(db, 'SELECT 1 FROM users WHERE id = ? AND deleted_at IS NULL').get(targetId)
    if (!exists) throw notFound('用户')
    statement(db, 'INSERT OR IGNORE INTO user_blacks (user_id, target_id, created_at) VALUES (?, ?, ?)').run(userId, targetId, now)
  } else {
    statement(db, 'DELETE FROM user_blacks WHERE user_id = ? AND target_id = ?').run(userId, targetId)
  }
}

export function isBlocked(db: Db, userId: number, targetId: number): boolean {
  return statement(db, 'SELECT 1 FROM user_blacks WHERE user_id = ? AND target_id = ?').get(userId, targetId) !== undefined
}

export function blackCount(db: Db, userId: number): number {
  return statement(db, 'SELECT COUNT(*) FROM user_blacks WHERE user_id = ?').pluck(true).get(userId) as number
}

export interface BlackRow {
  target_id: number
  nickname: string
  avatar: string
  created_at: number
}

export function blackPage(db: Db, userId: number, page: number, limit: number): { rows: BlackRow[]; total: number } {
  const total = blackCount(db, userId)
  const rows = statement(db, `SELECT b.target_id, u.nickname, u.avatar, b.created_at FROM user_blacks b JOIN users u ON u.id = b.target_id
    WHERE b.user_id = ? ORDER BY b.created_at DESC, b.target_id DESC LIMIT ? OFFSET ?`).all(userId, limit, (page - 1) * limit) as BlackRow[]
  return { rows, total }
}
