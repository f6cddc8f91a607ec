import { textLength } from './validation/text'

/**
 * Community rules the app shows and the server enforces (no zod here: the app imports values
 * from this module, types/api/community.ts imports them for its schemas).
 *
 * Sensitive words are masked on the server only (the list is an operator setting, see
 * mocks/features/community/services/cleanText.ts), so the app never carries the list.
 */

/** docs/product/validation.md: a textarea holds at most 140 characters (counted in code points, as a person counts) */
export const FORUM_CONTENT_MAX = 140
/** docs/product/constants.md: at most 52 pictures, the upload limit */
export const FORUM_IMAGES_MAX = 52
/** one post per user per 30 s */
export const POST_INTERVAL_MS = 30_000
/** at most 10 comments per user in any minute */
export const COMMENTS_PER_MINUTE = 10
/** docs/product/api.md, docs/product/constants.md: the app calls the board list and my posts at most once per 500 ms */
export const FORUM_LIST_THROTTLE_MS = 500

/** what a deleted post shows in its still readable thread */
export const DELETED_POST_TEXT = '该帖已删除'

export const CONTENT_TOO_LONG = `内容最多 ${FORUM_CONTENT_MAX} 字`
export const CONTENT_EMPTY = '请输入内容或添加图片'
export const COMMENT_EMPTY = '请输入评论内容'

/** board orders: 最新 by time, 热门 by likes, comments and collections, 关注 = posts tagged with matches I follow (我的关注) */
export type ForumSort = 'latest' | 'hot' | 'following'
export const FORUM_SORTS: readonly { key: ForumSort; label: string }[] = [
  { key: 'latest', label: '最新' },
  { key: 'hot', label: '热门' },
  { key: 'following', label: '关注' },
]

/** characters as a person counts them (an emoji is one) */
export function contentLength(text: string): number {
  return textLength(text)
}
