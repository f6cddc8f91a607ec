import type { Db } from '../../../db'
import { allRows, execute, firstRow } from '../../../db/query'
import { q } from './builder'

export function insertMessage(db: Db, row: { user_id: number; kind: string; title: string; content: string; link: string; created_at: number }): number {
  return Number(execute(db, q.insertInto('user_messages').values(row)).lastInsertRowid)
}

export function countMessages(db: Db, userId: number, unreadOnly: boolean): number {
  let query = q.selectFrom('user_messages').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId)
  if (unreadOnly) query = query.where('read_at', 'is', null)
  return firstRow(db, query)?.n ?? 0
}

export function messageRows(db: Db, userId: number, limit: number, offset: number) {
  return allRows(db, q.selectFrom('user_messages')
    .select(['id', 'kind', 'title', 'content', 'link', 'read_at', 'created_at'])
    .where('user_id', '=', userId).orderBy('id', 'desc').limit(limit).offset(offset))
}

export function markMessagesRead(db: Db, userId: number, ids: readonly number[], now: number): void {
  if (ids.length === 0) return
  execute(db, q.updateTable('user_messages').set({ read_at: now })
    .where('user_id', '=', userId).where('id', 'in', ids).where('read_at', 'is', null))
}

export function deleteMessagesOf(db: Db, userId: number): void {
  execute(db, q.deleteFrom('user_messages').where('user_id', '=', userId))
}
