import { idList } from '../../../db/idList'
import type { Db } from '../../../db'
import { allRows, execute, firstRow, insertedId } from '../../../db/query'
import { q } from './builder'

/** fb_chat_messages: the match chat rooms */

const COLUMNS = ['id', 'match_id', 'user_id', 'content', 'created_at'] as const

/** the newest `limit` messages not deleted, newest first, leaving out these authors */
export function latestMessages(db: Db, matchId: number, hiddenAuthors: number[], limit: number) {
  return allRows(db, q.selectFrom('fb_chat_messages').select(COLUMNS).where('match_id', '=', matchId).where('deleted_at', 'is', null)
    .where('user_id', 'not in', idList(hiddenAuthors)).orderBy('id', 'desc').limit(limit))
}

export function messageById(db: Db, id: number) {
  return firstRow(db, q.selectFrom('fb_chat_messages').select(COLUMNS).where('id', '=', id))
}

/** Unix ms of the user's last message, null for none */
export async function lastMessageAt(db: Db, userId: number): Promise<number | null> {
  return (await firstRow(db, q.selectFrom('fb_chat_messages').select((eb) => eb.fn.max('created_at').as('last')).where('user_id', '=', userId)))?.last ?? null
}

export async function insertMessage(db: Db, m: { match_id: number; user_id: number; content: string; created_at: number }): Promise<number> {
  return (await insertedId(db, q.insertInto('fb_chat_messages').values(m)))
}

export async function liveMessage(db: Db, id: number): Promise<{ match_id: number; user_id: number } | undefined> {
  return firstRow(db, q.selectFrom('fb_chat_messages').select(['match_id', 'user_id']).where('id', '=', id).where('deleted_at', 'is', null))
}

export async function markDeleted(db: Db, id: number, now: number): Promise<void> {
  await execute(db, q.updateTable('fb_chat_messages').set({ deleted_at: now }).where('id', '=', id))
}
