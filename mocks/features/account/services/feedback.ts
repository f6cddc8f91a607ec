import type { Db } from '../../../db'
import { statement } from '../../../services/statements'

/** feedback (api/Apis/feedback) and complaints (api/user/askforAdd), kept for the operator to read */
export function addFeedback(db: Db, userId: number, fields: { content: string; contact: string; images: string[] }, now: number): number {
  const info = statement(db, 'INSERT INTO feedback (user_id, content, contact, images, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(userId, fields.content, fields.contact, JSON.stringify(fields.images), now)
  return Number(info.lastInsertRowid)
}

export function addComplaint(db: Db, userId: number, fields: { targetType: string; targetId: number; reason: string; contact: string; images: string[] }, now: number): number {
  const info = statement(db, 'INSERT INTO complaints (user_id, target_type, target_id, reason, contact, images, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .run(userId, fields.targetType, fields.targetId, fields.reason, fields.contact, JSON.stringify(fields.images), now)
  return Number(info.lastInsertRowid)
}
