import type { Db } from '../../../db'
import { allRows, execute, firstRow, queryBuilder } from '../../../db/query'
import type { CommunityTables } from '../tables'

/** forum_likes and forum_collections: once per user and post (their primary keys) */

const community = queryBuilder<CommunityTables>()

type Reaction = 'forum_likes' | 'forum_collections'

/** a second like (collection) of the same post is ignored */
export function addReaction(db: Db, table: Reaction, forumId: number, userId: number, at: number): void {
  execute(db, community.insertInto(table).orIgnore().values({ forum_id: forumId, user_id: userId, created_at: at }))
}

/** several at once (the seed): one statement for all of a post's likes */
export function addReactions(db: Db, table: Reaction, rows: ReadonlyArray<{ forum_id: number; user_id: number; created_at: number }>): void {
  if (rows.length > 0) execute(db, community.insertInto(table).orIgnore().values([...rows]))
}

export function removeReaction(db: Db, table: Reaction, forumId: number, userId: number): void {
  execute(db, community.deleteFrom(table).where('forum_id', '=', forumId).where('user_id', '=', userId))
}

export function reactionCount(db: Db, table: Reaction, forumId: number): number {
  return firstRow(db, community.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('forum_id', '=', forumId))?.n ?? 0
}

/** the latest likers of a post, leaving out those `blocked` */
export function latestLikerIds(db: Db, forumId: number, blocked: readonly number[], limit: number): number[] {
  const q = community.selectFrom('forum_likes').select('user_id').where('forum_id', '=', forumId)
    .$if(blocked.length > 0, (b) => b.where('user_id', 'not in', blocked))
    .orderBy('created_at', 'desc').orderBy('user_id', 'desc').limit(limit)
  return allRows(db, q).map((l) => l.user_id)
}
