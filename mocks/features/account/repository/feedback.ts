import type { Db } from '../../../db'
import { execute } from '../../../db/query'
import { q } from './builder'

/** feedback and complaints: written by users, read by the operator */

export function insertFeedback(db: Db, row: { user_id: number; content: string; contact: string; images: string; created_at: number }): number {
  return Number(execute(db, q.insertInto('feedback').values(row)).lastInsertRowid)
}

export function insertComplaint(db: Db, row: {
  user_id: number; target_type: string; target_id: number; reason: string; contact: string; images: string; created_at: number
}): number {
  return Number(execute(db, q.insertInto('complaints').values(row)).lastInsertRowid)
}

/** the records stay for the operator, without who wrote them, their contact or their images */
export function detachFeedbackOf(db: Db, userId: number): void {
  const detached = { user_id: null, contact: '', images: '[]' }
  execute(db, q.updateTable('feedback').set(detached).where('user_id', '=', userId))
  execute(db, q.updateTable('complaints').set(detached).where('user_id', '=', userId))
}
