import type { Db } from '../../../db'
import { allRows, execute, firstRow, insertedId } from '../../../db/query'
import type { Viewer } from './posts'
import { q } from './builder'

/** forum_comments: a post's comments, with the author of the comment each one replies to */

const COMMENT_COLUMNS = ['c.id', 'c.forum_id', 'c.user_id', 'c.content', 'c.reply_id', 'r.user_id as reply_user_id', 'c.created_at', 'c.edited_at'] as const

export type CommentRow = NonNullable<Awaited<ReturnType<typeof commentRowById>>>

/** a post's comments not deleted, of authors the viewer did not black-list */
const shownOf = (viewer: Viewer, forumId: number) =>
  q.selectFrom('forum_comments as c')
    .where('c.forum_id', '=', forumId)
    .where('c.deleted_at', 'is', null)
    .$if(viewer.blocked.length > 0, (b) => b.where('c.user_id', 'not in', viewer.blocked))

export async function shownCommentCount(db: Db, viewer: Viewer, forumId: number): Promise<number> {
  return (await firstRow(db, shownOf(viewer, forumId).select((eb) => eb.fn.countAll<number>().as('n'))))?.n ?? 0
}

/** a page of them, oldest first, with the author of the comment each replies to (a deleted one's too) */
export async function shownCommentRows(db: Db, viewer: Viewer, forumId: number, limit: number, offset: number): Promise<CommentRow[]> {
  const qb = shownOf(viewer, forumId).leftJoin('forum_comments as r', 'r.id', 'c.reply_id').select(COMMENT_COLUMNS)
    .orderBy('c.created_at').orderBy('c.id').limit(limit).offset(offset)
  return allRows(db, qb)
}

export function commentRowById(db: Db, id: number) {
  return firstRow(db, q.selectFrom('forum_comments as c').leftJoin('forum_comments as r', 'r.id', 'c.reply_id').select(COMMENT_COLUMNS).where('c.id', '=', id))
}

/** the comment's post and author, and whether it was deleted */
export function storedCommentRow(db: Db, id: number) {
  return firstRow(db, q.selectFrom('forum_comments').select(['forum_id', 'user_id', 'deleted_at']).where('id', '=', id))
}

/** when the user commented after `since`, oldest first */
export async function commentTimesSince(db: Db, userId: number, since: number): Promise<number[]> {
  const qb = q.selectFrom('forum_comments').select('created_at').where('user_id', '=', userId).where('created_at', '>', since).orderBy('created_at')
  return (await allRows(db, qb)).map((c) => c.created_at)
}

export async function insertComment(db: Db, forumId: number, userId: number, content: string, replyId: number | null, now: number): Promise<number> {
  const qb = q.insertInto('forum_comments').values({ forum_id: forumId, user_id: userId, content, reply_id: replyId, created_at: now })
  return (await insertedId(db, qb))
}

export async function updateComment(db: Db, id: number, content: string, now: number): Promise<void> {
  await execute(db, q.updateTable('forum_comments').set({ content, edited_at: now }).where('id', '=', id))
}

export async function markCommentDeleted(db: Db, id: number, now: number): Promise<void> {
  await execute(db, q.updateTable('forum_comments').set({ deleted_at: now }).where('id', '=', id))
}
