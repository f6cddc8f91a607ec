import type { Db } from '../../../db'
import { allRows, execute, firstRow } from '../../../db/query'
import { q } from './builder'

/** forum_likes and forum_collections: once per user and post (their primary keys) */

type Reaction = 'forum_likes' | 'forum_collections'

/** a second like (collection) of the same post is ignored */
export async function addReaction(db: Db, table: Reaction, forumId: number, userId: number, at: number): Promise<void> {
  await execute(db, q.insertInto(table).values({ forum_id: forumId, user_id: userId, created_at: at }).onConflict((oc) => oc.doNothing()))
}

/** several at once (the seed): one statement for all of a post's likes */
export async function addReactions(db: Db, table: Reaction, rows: ReadonlyArray<{ forum_id: number; user_id: number; created_at: number }>): Promise<void> {
  if (rows.length > 0) await execute(db, q.insertInto(table).values([...rows]).onConflict((oc) => oc.doNothing()))
}

export async function removeReaction(db: Db, table: Reaction, forumId: number, userId: number): Promise<void> {
  await execute(db, q.deleteFrom(table).where('forum_id', '=', forumId).where('user_id', '=', userId))
}

export async function reactionCount(db: Db, table: Reaction, forumId: number): Promise<number> {
  return (await firstRow(db, q.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('forum_id', '=', forumId)))?.n ?? 0
}

/** the latest likers of a post, leaving out those `blocked` */
export async function latestLikerIds(db: Db, forumId: number, blocked: readonly number[], limit: number): Promise<number[]> {
  const qb = q.selectFrom('forum_likes').select('user_id').where('forum_id', '=', forumId)
    .$if(blocked.length > 0, (b) => b.where('user_id', 'not in', blocked))
    .orderBy('created_at', 'desc').orderBy('user_id', 'desc').limit(limit)
  return (await allRows(db, qb)).map((l) => l.user_id)
}
