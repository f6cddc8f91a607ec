import type { Db } from '../../../db'
import { allRows, execute, firstRow, insertedId } from '../../../db/query'
import { q } from './builder'

export async function insertMessage(db: Db, row: { user_id: number; kind: string; title: string; content: string; link: string; created_at: number }): Promise<number> {
  return (await insertedId(db, q.insertInto('user_messages').values(row)))
}

export async function countMessages(db: Db, userId: number, unreadOnly: boolean): Promise<number> {
  let query = q.selectFrom('user_messages').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId)
  if (unreadOnly) query = query.where('read_at', 'is', null)
  return (await firstRow(db, query))?.n ?? 0
}

export function messageRows(db: Db, userId: number, limit: number, offset: number) {
  return allRows(db, q.selectFrom('user_messages')
    .select(['id', 'kind', 'title', 'content', 'link', 'read_at', 'created_at'])
    .where('user_id', '=', userId).orderBy('id', 'desc').limit(limit).offset(offset))
}

export async function markMessagesRead(db: Db, userId: number, ids: readonly number[], now: number): Promise<void> {
  if (ids.length === 0) return
  await execute(db, q.updateTable('user_messages').set({ read_at: now })
    .where('user_id', '=', userId).where('id', 'in', ids).where('read_at', 'is', null))
}

export async function deleteMessagesOf(db: Db, userId: number): Promise<void> {
  await execute(db, q.deleteFrom('user_messages').where('user_id', '=', userId))
}
