import type { Db } from '../../../db'
import { execute, insertedId } from '../../../db/query'
import { q } from './builder'

/** feedback and complaints: written by users, read by the operator */

export async function insertFeedback(db: Db, row: { user_id: number; content: string; contact: string; images: string; created_at: number }): Promise<number> {
  return (await insertedId(db, q.insertInto('feedback').values(row)))
}

export async function insertComplaint(db: Db, row: {
  user_id: number; target_type: string; target_id: number; reason: string; contact: string; images: string; created_at: number
}): Promise<number> {
  return (await insertedId(db, q.insertInto('complaints').values(row)))
}

/** the records stay for the operator, without who wrote them, their contact or their images */
export async function detachFeedbackOf(db: Db, userId: number): Promise<void> {
  const detached = { user_id: null, contact: '', images: '[]' }
  await execute(db, q.updateTable('feedback').set(detached).where('user_id', '=', userId))
  await execute(db, q.updateTable('complaints').set(detached).where('user_id', '=', userId))
}
