import type { Db } from '../../../db'
import { fail, notFound } from '../../../http/errors'
import type { ForumComment, ForumLiker, ForumPost } from '../../../../types/api/community'
import type { Paged } from '../../../../types/common'
import { COMMENTS_PER_MINUTE, CONTENT_EMPTY, DELETED_POST_TEXT, POST_INTERVAL_MS, type ForumSort } from '../../../../types/forum-rules'
import { refs } from '../../match/services/footballRefs'
import { maskSensitive } from '../../../services/sensitiveWords'
import { statement } from '../../../services/statements'

/**
 * Community posts, comments, likes and collections (types/api/community.ts). Every read takes the
 * viewer (0 = nobody) so that the viewer's own like/collect state is answered and authors the
 * viewer black-listed are left out. Counts are COUNT(*) over the rows, never stored.
 */

const MINUTE_MS = 60_000
const LIKERS_SHOWN = 20

export interface PostInput {
  content?: string
  images?: string[]
  event_id?: number
  league_id?: number
  place_name?: string
  place_address?: string
  latitude?: number
  longitude?: number
}

export interface BoardFilter {
  sort: ForumSort
  eventId?: number
  leagueId?: number
  /** one author's posts */
  authorId?: number
  /** the viewer's collections, newest collected first */
  collectedBy?: number
}

interface PostRow {
  id: number
  user_id: number
  nickname: string
  avatar: string
  content: string
  images: string
  match_id: number | null
  league_id: number | null
  home_team_id: number | null
  away_team_id: number | null
  place_name: string | null
  place_address: string | null
  latitude: number | null
  longitude: number | null
  created_at: number
  edited_at: number | null
  deleted_at: number | null
  like_count: number
  comment_count: number
  collect_count: number
  liked: number
  collected: number
}

/** a row of the viewer's black list hides that author (@me = 0 matches nobody) */
const NOT_BLOCKED = (col: string) => `NOT EXISTS (SELECT 1 FROM user_blacks b WHERE b.user_id = @me AND b.target_id = ${col})`

const POST_COLUMNS = `p.id, p.user_id, u.nickname, u.avatar, p.content, p.images, p.match_id, p.league_id,
  m.home_team_id, m.away_team_id, p.place_name, p.place_address, p.latitude, p.longitude, p.created_at, p.edited_at, p.deleted_at,
  (SELECT COUNT(*) FROM forum_likes l WHERE l.forum_id = p.id) AS like_count,
  (SELECT COUNT(*) FROM forum_comments c WHERE c.forum_id = p.id AND c.deleted_at IS NULL AND ${NOT_BLOCKED('c.user_id')}) AS comment_count,
  (SELECT COUNT(*) FROM forum_collections k WHERE k.forum_id = p.id) AS collect_count,
  EXISTS (SELECT 1 FROM forum_likes l WHERE l.forum_id = p.id AND l.user_id = @me) AS liked,
  EXISTS (SELECT 1 FROM forum_collections k WHERE k.forum_id = p.id AND k.user_id = @me) AS collected`
const POST_FROM = 'FROM forum_posts p JOIN users u ON u.id = p.user_id LEFT JOIN fb_matches m ON m.id = p.match_id'

function toPost(db: Db, row: PostRow, viewer: number): ForumPost {
  const rf = refs(db)
  const home = row.home_team_id !== null ? rf.teams.get(row.home_team_id) : undefined
  const away = row.away_team_id !== null ? rf.teams.get(row.away_team_id) : undefined
  const deleted = row.deleted_at !== null
  return {
    id: row.id,
    user_id: row.user_id,
    nickname: row.nickname,
    avatar: row.avatar,
    content: deleted ? DELETED_POST_TEXT : row.content,
    images: deleted ? [] : (JSON.parse(row.images) as string[]),
    event_id: row.match_id,
    event_name: home && away ? `${home.short_name} vs ${away.short_name}` : '',
    league_id: row.league_id,
    league_name: row.league_id !== null ? (rf.leagues.get(row.league_id)?.short_name ?? '') : '',
    place:
      !deleted && row.place_name !== null && row.latitude !== null && row.longitude !== null
        ? { name: row.place_name, address: row.place_address ?? '', latitude: row.latitude, longitude: row.longitude }
        : null,
    created_at: row.created_at,
    edited_at: row.edited_at,
    like_count: row.like_count,
    comment_count: row.comment_count,
    collect_count: row.collect_count,
    liked: row.liked === 1,
    collected: row.collected === 1,
    is_mine: viewer !== 0 && row.user_id === viewer,
    deleted,
  }
}

/** a page of live posts (deleted ones are left out of lists; they open by id only) */
export function postPage(db: Db, viewer: number, filter: BoardFilter, page: number, limit: number): Paged<ForumPost> {
  const where = ['p.deleted_at IS NULL', NOT_BLOCKED('p.user_id')]
  const params: Record<string, number> = { me: viewer, limit, offset: (page - 1) * limit }
  let join = ''
  if (filter.eventId !== undefined) {
    where.push('p.match_id = @event')
    params.event = filter.eventId
  }
  if (filter.leagueId !== undefined) {
    where.push('p.league_id = @league')
    params.league = filter.leagueId
  }
  if (filter.authorId !== undefined) {
    where.push('p.user_id = @author')
    params.author = filter.authorId
  }
  if (filter.collectedBy !== undefined) {
    join = 'JOIN forum_collections mine ON mine.forum_id = p.id AND mine.user_id = @collector'
    params.collector = filter.collectedBy
  }
  if (filter.sort === 'following') {
    // 关注: posts tagged with the matches I follow (我的关注)
    where.push('p.match_id IN (SELECT match_id FROM fb_follows WHERE user_id = @me)')
  }
  const order =
    filter.collectedBy !== undefined
      ? 'mine.created_at DESC, p.id DESC'
      : filter.sort === 'hot'
        ? '(like_count + 2 * comment_count + collect_count) DESC, p.id DESC'
        : 'p.created_at DESC, p.id DESC'
  const whereSql = where.join(' AND ')
  const total = statement(db, `SELECT COUNT(*) FROM forum_posts p ${join} WHERE ${whereSql}`).pluck().get(params) as number
  const rows = statement(db, `SELECT ${POST_COLUMNS} ${POST_FROM} ${join} WHERE ${whereSql} ORDER BY ${order} LIMIT @limit OFFSET @offset`).all(params) as PostRow[]
  const list = rows.map((r) => toPost(db, r, viewer))
  return { list, page, limit, total, has_more: page * limit < total }
}

/** one post, deleted or not; a post by an author the viewer black-listed is refused */
export function postById(db: Db, viewer: number, id: number): ForumPost {
  const row = statement(db, `SELECT ${POST_COLUMNS} ${POST_FROM} WHERE p.id = @id`).get({ id, me: viewer }) as PostRow | undefined
  if (!row) throw notFound('帖子')
  if (viewer !== 0 && row.user_id !== viewer && isBlockedBy(db, viewer, row.user_id)) throw fail('你已将该帖作者加入黑名单')
  return toPost(db, row, viewer)
}

function isBlockedBy(db: Db, viewer: number, author: number): boolean {
  return statement(db, 'SELECT 1 FROM user_blacks WHERE user_id = ? AND target_id = ?').get(viewer, author) !== undefined
}

interface StoredPost {
  id: number
  user_id: number
  deleted_at: number | null
}

function storedPost(db: Db, id: number): StoredPost {
  const row = statement(db, 'SELECT id, user_id, deleted_at FROM forum_posts WHERE id = ?').get(id) as StoredPost | undefined
  if (!row) throw notFound('帖子')
  return row
}

function livePost(db: Db, id: number, deletedMessage: string): StoredPost {
  const row = storedPost(db, id)
  if (row.deleted_at !== null) throw fail(deletedMessage)
  return row
}

// ---- writing posts ----

interface CleanPost {
  content: string
  images: string
  matchId: number | null
  leagueId: number | null
  place: { name: string; address: string; latitude: number; longitude: number } | null
}

/** strips control characters (other than new lines) and masks sensitive words; the text stays text */
function cleanText(db: Db, text: string): string {
  return maskSensitive(db, text.replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, '').trim())
}

function cleanPost(db: Db, userId: number, input: PostInput): CleanPost {
  const content = cleanText(db, input.content ?? '')
  const images = [...new Set(input.images ?? [])]
  if (content === '' && images.length === 0) throw fail(CONTENT_EMPTY)
  for (const url of images) {
    const name = url.replace(/^\/uploads\//, '')
    if (!statement(db, 'SELECT 1 FROM uploads WHERE name = ? AND user_id = ?').get(name, userId)) throw fail('图片只能是你自己上传的图片')
  }
  let matchId: number | null = null
  let leagueId: number | null = null
  if (input.event_id !== undefined) {
    const match = statement(db, 'SELECT id, league_id FROM fb_matches WHERE id = ?').get(input.event_id) as { id: number; league_id: number } | undefined
    if (!match) throw notFound('比赛')
    matchId = match.id
    leagueId = match.league_id
  } else if (input.league_id !== undefined) {
    if (!refs(db).leagues.has(input.league_id)) throw notFound('联赛')
    leagueId = input.league_id
  }
  const hasPlace = input.place_name !== undefined && input.place_name !== ''
  if (hasPlace !== (input.latitude !== undefined && input.longitude !== undefined)) throw fail('地点需要名称和经纬度')
  const place = hasPlace
    ? { name: cleanText(db, input.place_name ?? ''), address: cleanText(db, input.place_address ?? ''), latitude: input.latitude ?? 0, longitude: input.longitude ?? 0 }
    : null
  return { content, images: JSON.stringify(images), matchId, leagueId, place }
}

/** SPEC: one post per user per 30 s (deleted posts count, so delete-and-repost does not get around it) */
function checkPostRate(db: Db, userId: number, now: number): void {
  const last = statement(db, 'SELECT MAX(created_at) FROM forum_posts WHERE user_id = ?').pluck().get(userId) as number | null
  if (last !== null && now - last < POST_INTERVAL_MS) {
    const wait = Math.ceil((last + POST_INTERVAL_MS - now) / 1000)
    throw fail(`发帖太频繁，每 ${POST_INTERVAL_MS / 1000} 秒只能发一条，请 ${wait} 秒后再试`)
  }
}

export function addPost(db: Db, userId: number, input: PostInput, now: number): number {
  return db.transaction(() => {
    checkPostRate(db, userId, now)
    const p = cleanPost(db, userId, input)
    const info = statement(
      db,
      `INSERT INTO forum_posts (user_id, content, images, match_id, league_id, place_name, place_address, latitude, longitude, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(userId, p.content, p.images, p.matchId, p.leagueId, p.place?.name ?? null, p.place?.address ?? null, p.place?.latitude ?? null, p.place?.longitude ?? null, now)
    return Number(info.lastInsertRowid)
  })()
}

export function editPost(db: Db, userId: number, id: number, input: PostInput, now: number): number {
  return db.transaction(() => {
    const post = livePost(db, id, '帖子已删除，不能编辑')
    if (post.user_id !== userId) throw fail('只能编辑自己的帖子')
    const p = cleanPost(db, userId, input)
    statement(
      db,
      `UPDATE forum_posts SET content = ?, images = ?, match_id = ?, league_id = ?, place_name = ?, place_address = ?, latitude = ?, longitude = ?, edited_at = ?
       WHERE id = ?`,
    ).run(p.content, p.images, p.matchId, p.leagueId, p.place?.name ?? null, p.place?.address ?? null, p.place?.latitude ?? null, p.place?.longitude ?? null, now, id)
    return id
  })()
}

export function deletePost(db: Db, userId: number, id: number, now: number): void {
  const post = storedPost(db, id)
  if (post.user_id !== userId) throw fail('只能删除自己的帖子')
  if (post.deleted_at !== null) return
  statement(db, 'UPDATE forum_posts SET deleted_at = ? WHERE id = ?').run(now, id)
}

// ---- comments ----

interface CommentRow {
  id: number
  forum_id: number
  user_id: number
  nickname: string
  avatar: string
  content: string
  reply_id: number | null
  reply_nickname: string | null
  created_at: number
  edited_at: number | null
}

const COMMENT_SELECT = `SELECT c.id, c.forum_id, c.user_id, u.nickname, u.avatar, c.content, c.reply_id, ru.nickname AS reply_nickname, c.created_at, c.edited_at
  FROM forum_comments c JOIN users u ON u.id = c.user_id
  LEFT JOIN forum_comments r ON r.id = c.reply_id LEFT JOIN users ru ON ru.id = r.user_id`

function toComment(row: CommentRow, viewer: number): ForumComment {
  return { ...row, reply_nickname: row.reply_nickname ?? '', is_mine: viewer !== 0 && row.user_id === viewer }
}

/** a post's comments, oldest first, without deleted ones and those of authors the viewer black-listed */
export function commentPage(db: Db, viewer: number, forumId: number, page: number, limit: number): Paged<ForumComment> {
  storedPost(db, forumId)
  const where = `c.forum_id = @forum AND c.deleted_at IS NULL AND ${NOT_BLOCKED('c.user_id')}`
  const params = { forum: forumId, me: viewer, limit, offset: (page - 1) * limit }
  const total = statement(db, `SELECT COUNT(*) FROM forum_comments c WHERE ${where}`).pluck().get(params) as number
  const rows = statement(db, `${COMMENT_SELECT} WHERE ${where} ORDER BY c.created_at, c.id LIMIT @limit OFFSET @offset`).all(params) as CommentRow[]
  return { list: rows.map((r) => toComment(r, viewer)), page, limit, total, has_more: page * limit < total }
}

/** SPEC: at most 10 comments per user in any minute */
function checkCommentRate(db: Db, userId: number, now: number): void {
  const recent = statement(db, 'SELECT created_at FROM forum_comments WHERE user_id = ? AND created_at > ? ORDER BY created_at').pluck().all(userId, now - MINUTE_MS) as number[]
  if (recent.length >= COMMENTS_PER_MINUTE) {
    const wait = Math.max(1, Math.ceil((recent[recent.length - COMMENTS_PER_MINUTE] + MINUTE_MS - now) / 1000))
    throw fail(`评论太频繁，每分钟最多 ${COMMENTS_PER_MINUTE} 条，请 ${wait} 秒后再试`)
  }
}

export function addComment(db: Db, userId: number, input: { forum_id: number; content: string; reply_id?: number }, now: number): ForumComment {
  return db.transaction(() => {
    const post = livePost(db, input.forum_id, '帖子已删除，不能评论')
    if (isBlockedBy(db, post.user_id, userId)) throw fail('作者已将你加入黑名单，不能评论')
    checkCommentRate(db, userId, now)
    if (input.reply_id !== undefined) {
      const target = statement(db, 'SELECT forum_id FROM forum_comments WHERE id = ? AND deleted_at IS NULL').get(input.reply_id) as { forum_id: number } | undefined
      if (!target || target.forum_id !== input.forum_id) throw notFound('回复的评论')
    }
    const content = cleanText(db, input.content)
    if (content === '') throw fail('请输入评论内容')
    const info = statement(db, 'INSERT INTO forum_comments (forum_id, user_id, content, reply_id, created_at) VALUES (?, ?, ?, ?, ?)').run(
      input.forum_id, userId, content, input.reply_id ?? null, now,
    )
    return commentById(db, userId, Number(info.lastInsertRowid))
  })()
}

function commentById(db: Db, viewer: number, id: number): ForumComment {
  const row = statement(db, `${COMMENT_SELECT} WHERE c.id = ?`).get(id) as CommentRow | undefined
  if (!row) throw notFound('评论')
  return toComment(row, viewer)
}

function ownComment(db: Db, userId: number, id: number, verb: '编辑' | '删除'): void {
  const row = statement(db, 'SELECT user_id, deleted_at FROM forum_comments WHERE id = ?').get(id) as { user_id: number; deleted_at: number | null } | undefined
  if (!row || row.deleted_at !== null) throw notFound('评论')
  if (row.user_id !== userId) throw fail(`只能${verb}自己的评论`)
}

export function editComment(db: Db, userId: number, id: number, content: string | undefined, now: number): number {
  ownComment(db, userId, id, '编辑')
  const text = cleanText(db, content ?? '')
  if (text === '') throw fail('请输入评论内容')
  statement(db, 'UPDATE forum_comments SET content = ?, edited_at = ? WHERE id = ?').run(text, now, id)
  return id
}

export function deleteComment(db: Db, userId: number, id: number, now: number): void {
  ownComment(db, userId, id, '删除')
  statement(db, 'UPDATE forum_comments SET deleted_at = ? WHERE id = ?').run(now, id)
}

// ---- likes and collections: once per user and post (primary keys), counts computed ----

export function setLike(db: Db, userId: number, forumId: number, like: boolean, now: number): { liked: boolean; like_count: number; likers: ForumLiker[] } {
  if (like) {
    livePost(db, forumId, '帖子已删除，不能点赞')
    statement(db, 'INSERT OR IGNORE INTO forum_likes (forum_id, user_id, created_at) VALUES (?, ?, ?)').run(forumId, userId, now)
  } else {
    storedPost(db, forumId)
    statement(db, 'DELETE FROM forum_likes WHERE forum_id = ? AND user_id = ?').run(forumId, userId)
  }
  const likers = statement(
    db,
    `SELECT u.id AS user_id, u.nickname, u.avatar FROM forum_likes l JOIN users u ON u.id = l.user_id
     WHERE l.forum_id = @forum AND ${NOT_BLOCKED('l.user_id')} ORDER BY l.created_at DESC, l.user_id DESC LIMIT ${LIKERS_SHOWN}`,
  ).all({ forum: forumId, me: userId }) as ForumLiker[]
  return {
    liked: like,
    like_count: statement(db, 'SELECT COUNT(*) FROM forum_likes WHERE forum_id = ?').pluck().get(forumId) as number,
    likers,
  }
}

export function setCollect(db: Db, userId: number, forumId: number, collect: boolean, now: number): { collected: boolean; collect_count: number } {
  if (collect) {
    livePost(db, forumId, '帖子已删除，不能收藏')
    statement(db, 'INSERT OR IGNORE INTO forum_collections (forum_id, user_id, created_at) VALUES (?, ?, ?)').run(forumId, userId, now)
  } else {
    storedPost(db, forumId)
    statement(db, 'DELETE FROM forum_collections WHERE forum_id = ? AND user_id = ?').run(forumId, userId)
  }
  return { collected: collect, collect_count: statement(db, 'SELECT COUNT(*) FROM forum_collections WHERE forum_id = ?').pluck().get(forumId) as number }
}
