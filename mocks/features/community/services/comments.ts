import type { Db } from '../../../db'
import { fail, notFound } from '../../../http/errors'
import type { ForumComment } from '../../../../types/api/community'
import type { Paged } from '../../../../types/common'
import { COMMENTS_PER_MINUTE } from '../../../../types/forum-rules'
import { userBriefs, isBlacked, type UserBrief } from '../../account'
import {
  commentRowById, commentTimesSince, insertComment, markCommentDeleted, shownCommentCount, shownCommentRows, storedCommentRow, updateComment,
  type CommentRow,
} from '../repository/comments'
import { cleanText } from './cleanText'
import { livePost, storedPost } from './storedPost'
import { viewerOf } from './viewer'

/** a post's comments and replies: reading, writing (at most COMMENTS_PER_MINUTE a minute), editing, deleting */

const MINUTE_MS = 60_000

/** the comments with their authors' and replied authors' names (one query for the page) */
async function toComments(db: Db, rows: readonly CommentRow[], viewer: number): Promise<ForumComment[]> {
  const names = await userBriefs(db, rows.flatMap((r) => (r.reply_user_id === null ? [r.user_id] : [r.user_id, r.reply_user_id])))
  return rows.map((r) => toComment(r, viewer, names))
}

function toComment(row: CommentRow, viewer: number, names: Map<number, UserBrief>): ForumComment {
  const author = names.get(row.user_id)
  return {
    id: row.id,
    forum_id: row.forum_id,
    user_id: row.user_id,
    nickname: author?.nickname ?? '',
    avatar: author?.avatar ?? '',
    content: row.content,
    reply_id: row.reply_id,
    reply_nickname: row.reply_user_id === null ? '' : (names.get(row.reply_user_id)?.nickname ?? ''),
    created_at: row.created_at,
    edited_at: row.edited_at,
    is_mine: viewer !== 0 && row.user_id === viewer,
  }
}

/** a post's comments, oldest first, without deleted ones and those of authors the viewer black-listed */
export async function commentPage(db: Db, viewerId: number, forumId: number, page: number, limit: number): Promise<Paged<ForumComment>> {
  await storedPost(db, forumId)
  const viewer = await viewerOf(db, viewerId)
  const total = await shownCommentCount(db, viewer, forumId)
  const rows = await shownCommentRows(db, viewer, forumId, limit, (page - 1) * limit)
  return { list: await toComments(db, rows, viewerId), page, limit, total, has_more: page * limit < total }
}

/** at most 10 comments per user in any minute */
async function checkCommentRate(db: Db, userId: number, now: number): Promise<void> {
  const recent = await commentTimesSince(db, userId, now - MINUTE_MS)
  if (recent.length >= COMMENTS_PER_MINUTE) {
    const wait = Math.max(1, Math.ceil((recent[recent.length - COMMENTS_PER_MINUTE] + MINUTE_MS - now) / 1000))
    throw fail(`评论太频繁，每分钟最多 ${COMMENTS_PER_MINUTE} 条，请 ${wait} 秒后再试`)
  }
}

export async function addComment(db: Db, userId: number, input: { forum_id: number; content: string; reply_id?: number }, now: number): Promise<ForumComment> {
  return db.transaction(async () => {
    const post = await livePost(db, input.forum_id, '帖子已删除，不能评论')
    if (await isBlacked(db, post.user_id, userId)) throw fail('作者已将你加入黑名单，不能评论')
    await checkCommentRate(db, userId, now)
    if (input.reply_id !== undefined) {
      const target = await storedCommentRow(db, input.reply_id)
      if (!target || target.deleted_at !== null || target.forum_id !== input.forum_id) throw notFound('回复的评论')
    }
    const content = await cleanText(db, input.content)
    if (content === '') throw fail('请输入评论内容')
    return commentById(db, userId, await insertComment(db, input.forum_id, userId, content, input.reply_id ?? null, now))
  })
}

async function commentById(db: Db, viewer: number, id: number): Promise<ForumComment> {
  const row = await commentRowById(db, id)
  if (!row) throw notFound('评论')
  return (await toComments(db, [row], viewer))[0]
}

async function ownComment(db: Db, userId: number, id: number, verb: '编辑' | '删除'): Promise<void> {
  const row = await storedCommentRow(db, id)
  if (!row || row.deleted_at !== null) throw notFound('评论')
  if (row.user_id !== userId) throw fail(`只能${verb}自己的评论`)
}

export async function editComment(db: Db, userId: number, id: number, content: string | undefined, now: number): Promise<number> {
  await ownComment(db, userId, id, '编辑')
  const text = await cleanText(db, content ?? '')
  if (text === '') throw fail('请输入评论内容')
  await updateComment(db, id, text, now)
  return id
}

export async function deleteComment(db: Db, userId: number, id: number, now: number): Promise<void> {
  await ownComment(db, userId, id, '删除')
  await markCommentDeleted(db, id, now)
}
