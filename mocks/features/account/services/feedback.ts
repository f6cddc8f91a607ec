import type { Db } from '../../../db'
import { insertComplaint, insertFeedback } from '../repository/feedback'

/** feedback (api/Apis/feedback) and complaints (api/user/askforAdd), kept for the operator to read */
export async function addFeedback(db: Db, userId: number, fields: { content: string; contact: string; images: string[] }, now: number): Promise<number> {
  return insertFeedback(db, { user_id: userId, content: fields.content, contact: fields.contact, images: JSON.stringify(fields.images), created_at: now })
}

export async function addComplaint(db: Db, userId: number, fields: { targetType: string; targetId: number; reason: string; contact: string; images: string[] }, now: number): Promise<number> {
  return insertComplaint(db, {
    user_id: userId, target_type: fields.targetType, target_id: fields.targetId, reason: fields.reason,
    contact: fields.contact, images: JSON.stringify(fields.images), created_at: now,
  })
}
