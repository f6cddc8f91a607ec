import { z } from 'zod'
import { defineEndpoints } from '../endpoint'
import { paged, pageReq, zDecimalRange, zId, zIntRange } from '../common'
import { isCleanText, LONE_SURROGATE_MESSAGE } from '../validation/text'
import { COMMENT_EMPTY, CONTENT_TOO_LONG, FORUM_CONTENT_MAX, FORUM_IMAGES_MAX, contentLength } from '../forum-rules'

/**
 * Community (docs/product/api.md "Forum"). Two families, one table of posts:
 *
 * - `api/Forum/home_forum_*` and the other `api/Forum/...` paths are **the home board**: every
 *   post, filtered by sort (最新 / 热门 / 关注) and optionally by a match tag (`event_id`) or a league
 *   tag (`league_id`); my posts, publishing, editing, deleting, comments, likes, collections, the
 *   tags people talk about (`popular_race`, `popular_race_type`) and the matches one may tag
 *   (`get_saishi`). `api/Forum/places` (an extension) serves the seeded stadiums and cities the
 *   H5 / RN place picker searches, since no map service is reachable.
 * - `api/Community_orums/*` are **the per-competition boards**: the same posts seen through one
 *   league (posts tagged with the league or with one of its matches): `list`, `release` (publish
 *   into a league's board), `update` (edit), `user_list` (one user's posts, the author's page),
 *   `collect_list` (my collections, optionally of one league).
 *
 * Rules: posts and comments are plain text (stored as typed, never turned into HTML; every target
 * renders them as text) plus pictures that must be the caller's own uploads (`/uploads/...`);
 * at most FORUM_CONTENT_MAX characters; sensitive words are masked by the server; one post per
 * 30 s and 10 comments a minute per user. Likes and collections are once per user and post
 * (`like` and `collect` are idempotent, `unlike` / `uncollect` undo); counts are computed.
 * A deleted post still opens (`deleted: true`, content 该帖已删除, comments kept). Posts and
 * comments by users the caller black-listed are left out of every answer.
 * Times are epoch milliseconds.
 */

// ---- field rules ----
const postContent = z
  .string()
  .transform((v) => v.trim())
  .refine(isCleanText, LONE_SURROGATE_MESSAGE)
  .refine((v) => contentLength(v) <= FORUM_CONTENT_MAX, CONTENT_TOO_LONG)
const commentContent = z
  .string({ error: COMMENT_EMPTY })
  .transform((v) => v.trim())
  .refine((v) => v.length > 0, COMMENT_EMPTY)
  .refine(isCleanText, LONE_SURROGATE_MESSAGE)
  .refine((v) => contentLength(v) <= FORUM_CONTENT_MAX, CONTENT_TOO_LONG)

/** uploaded pictures: a JSON array string (the app's form encoding), a real array, or comma separated */
const forumImages = z
  .union([z.array(z.string()), z.string()])
  .transform((v) => (Array.isArray(v) ? v : v.trim() === '' ? [] : v.trim().startsWith('[') ? jsonList(v) : v.split(',')))
  // the upload answers a path (/uploads/x.png); a full address of it is taken as that path
  .transform((list) => list.map((url) => url.trim().replace(/^https?:\/\/[^/]+(?=\/uploads\/)/, '')))
  .pipe(z.array(z.string().regex(/^\/uploads\/[\w.-]+$/, '图片只能是你上传的图片')).max(FORUM_IMAGES_MAX, `图片最多 ${FORUM_IMAGES_MAX} 张`))
  .optional()

function jsonList(v: string): string[] {
  try {
    const parsed: unknown = JSON.parse(v)
    return Array.isArray(parsed) ? parsed.map(String) : ['']
  } catch {
    return ['']
  }
}

/** an optional id that may arrive as '' or '0' (= none) from a form */
const optionalId = z
  .union([z.literal(''), zIntRange(0)])
  .transform((v) => (v === '' || v === 0 ? undefined : v))
  .optional()

/** a place chosen for a post: name and address, coordinates in degrees (GCJ-02, as wx.chooseLocation answers) */
const placeFields = {
  place_name: z.string().trim().max(60, '地点名称最多 60 字').optional(),
  place_address: z.string().trim().max(120, '地址最多 120 字').optional(),
  latitude: zDecimalRange(-90, 90, '纬度无效').optional(),
  longitude: zDecimalRange(-180, 180, '经度无效').optional(),
}

const postFields = {
  content: postContent.optional(),
  images: forumImages,
  /** match tag */
  event_id: optionalId,
  /** league tag (ignored when event_id is given: a match's league is its tag's league) */
  league_id: optionalId,
  ...placeFields,
}

export const forumSort = z.enum(['latest', 'hot', 'following'], { error: 'sort 应为 latest、hot 或 following' })

// ---- answers ----
export const forumPlace = z.object({
  name: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
})
export type ForumPlace = z.infer<typeof forumPlace>

/** what a post is: a fan's post, or 资讯 written from the data (docs/product/news.md): 战报 after a match, 前瞻 before it, 转会 of a move */
export const FORUM_POST_KINDS = ['post', 'report', 'preview', 'transfer'] as const

export const forumPost = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  /** plain text; 该帖已删除 once deleted */
  content: z.string(),
  images: z.array(z.string()),
  /** 'post' from a fan; 'report' (战报), 'preview' (前瞻) and 'transfer' (转会) from the official account */
  kind: z.enum(FORUM_POST_KINDS),
  /** match tag, null = none */
  event_id: z.number().int().nullable(),
  /** '主队 vs 客队' of the tagged match, '' = none */
  event_name: z.string(),
  league_id: z.number().int().nullable(),
  league_name: z.string(),
  place: forumPlace.nullable(),
  created_at: z.number().int(),
  /** null until edited */
  edited_at: z.number().int().nullable(),
  like_count: z.number().int(),
  comment_count: z.number().int(),
  collect_count: z.number().int(),
  /** the caller's own state (false without a login) */
  liked: z.boolean(),
  collected: z.boolean(),
  is_mine: z.boolean(),
  deleted: z.boolean(),
})
export type ForumPost = z.infer<typeof forumPost>

export const forumComment = z.object({
  id: z.number().int(),
  forum_id: z.number().int(),
  user_id: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  content: z.string(),
  /** the comment this one answers, null for a direct comment on the post */
  reply_id: z.number().int().nullable(),
  reply_nickname: z.string(),
  created_at: z.number().int(),
  edited_at: z.number().int().nullable(),
  is_mine: z.boolean(),
})
export type ForumComment = z.infer<typeof forumComment>

export const forumLiker = z.object({ user_id: z.number().int(), nickname: z.string(), avatar: z.string() })
export type ForumLiker = z.infer<typeof forumLiker>

export const likeState = z.object({
  liked: z.boolean(),
  like_count: z.number().int(),
  /** who liked, newest first (at most 20) */
  likers: z.array(forumLiker),
})
export type LikeState = z.infer<typeof likeState>

export const collectState = z.object({ collected: z.boolean(), collect_count: z.number().int() })
export type CollectState = z.infer<typeof collectState>

/** a match one may tag or filter by */
export const forumRace = z.object({
  event_id: z.number().int(),
  /** '主队 vs 客队' */
  name: z.string(),
  league_id: z.number().int(),
  league_name: z.string(),
  start_at: z.number().int(),
  /** posts tagged with it */
  post_count: z.number().int(),
})
export type ForumRace = z.infer<typeof forumRace>

export const forumRaceType = z.object({ league_id: z.number().int(), name: z.string(), post_count: z.number().int() })
export type ForumRaceType = z.infer<typeof forumRaceType>

export const forumThread = z.object({
  post: forumPost,
  comments: paged(forumComment),
})
export type ForumThread = z.infer<typeof forumThread>

export const forumPage = paged(forumPost)
/** how many 资讯 the board's first page brings along (the home's 最新资讯 block) */
export const BOARD_NEWS_COUNT = 3
/** the board: with its unfiltered first page, the latest 资讯 (so the home shows them without another request) */
export const forumBoardPage = forumPage.extend({ news: z.array(forumPost).optional() })

/** the board's 资讯 filter: only 战报, 前瞻 and 转会 */
export const forumKindFilter = z.enum(['all', 'news'], { error: 'kind 应为 all 或 news' })

const boardFilter = {
  sort: forumSort.default('latest'),
  event_id: optionalId,
  league_id: optionalId,
  kind: forumKindFilter.default('all'),
}

const likeAction = z.enum(['like', 'unlike'], { error: 'action 应为 like 或 unlike' }).default('like')
const collectAction = z.enum(['collect', 'uncollect'], { error: 'action 应为 collect 或 uncollect' }).default('collect')

export const communityEndpoints = defineEndpoints({
  // ---- the home board ----
  'api/Forum/home_forum_list': {
    part: 'spec',
    req: pageReq.extend(boardFilter),
    res: forumBoardPage,
    access: 'optional',
    doc: '社区帖子列表：sort=latest|hot|following，可按比赛 event_id 或联赛 league_id 筛选，kind=news 只看资讯（App 每 500 ms 至多一次）',
  },
  'api/Forum/home_forum_listself': {
    part: 'spec',
    req: pageReq,
    res: forumPage,
    access: 'user',
    doc: '我的帖子（App 每 500 ms 至多一次）',
  },
  'api/Forum/home_forum_add': {
    part: 'spec',
    req: z.object(postFields),
    res: z.object({ id: z.number().int() }),
    access: 'user',
    doc: '发帖：content（≤140 字）、images（自己上传的图片 JSON 数组）、event_id 比赛标签或 league_id 联赛标签、地点',
  },
  'api/Forum/home_forum_edit': {
    part: 'spec',
    req: z
      .object({ id: optionalId, comment_id: optionalId, ...postFields })
      .refine((v) => (v.id === undefined) !== (v.comment_id === undefined), '请指定要编辑的帖子 id 或评论 comment_id'),
    res: z.object({ id: z.number().int() }),
    access: 'user',
    doc: '编辑自己的帖子（id）或评论（comment_id，只改 content）',
  },
  'api/Forum/home_forum_delete': {
    part: 'spec',
    req: z
      .object({ id: optionalId, comment_id: optionalId })
      .refine((v) => (v.id === undefined) !== (v.comment_id === undefined), '请指定要删除的帖子 id 或评论 comment_id'),
    res: z.null(),
    access: 'user',
    doc: '删除自己的帖子（帖子页仍可打开，显示“该帖已删除”）或评论',
  },
  'api/Forum/home_forum_comment': {
    part: 'spec',
    req: z.object({ forum_id: zId, content: commentContent, reply_id: optionalId }),
    res: forumComment,
    access: 'user',
    doc: '评论帖子；reply_id 回复一条评论',
  },
  'api/Forum/home_forum_xq': {
    part: 'spec',
    req: pageReq.extend({ id: zId }),
    res: forumThread,
    access: 'optional',
    doc: '帖子详情与评论（按时间先后，分页）',
  },
  'api/Forum/home_forum_list_dz': {
    part: 'spec',
    req: z.object({ forum_id: zId, action: likeAction }),
    res: likeState,
    access: 'user',
    doc: '点赞（默认，重复点赞无效果）/ 取消点赞 action=unlike；答复点赞数与点赞的人',
  },
  'api/Forum/get_home_forum_list': {
    part: 'spec',
    req: pageReq.extend({ forum_id: zId }),
    res: paged(forumComment),
    access: 'optional',
    doc: '一个帖子的评论（更多评论分页）',
  },
  'api/Forum/ForumDetails': {
    part: 'spec',
    req: z.object({ id: zId }),
    res: forumPost,
    access: 'optional',
    doc: '帖子本身（编辑表单、地点页），不含评论',
  },
  'api/Forum/popular_race': {
    part: 'spec',
    req: z.object({ limit: zIntRange(1, 50).default(20) }),
    res: z.object({ list: z.array(forumRace) }),
    access: 'public',
    doc: '大家在聊的比赛（近期帖子最多的比赛，不足时补上近两天的比赛）',
  },
  'api/Forum/popular_race_type': {
    part: 'spec',
    req: z.object({ limit: zIntRange(1, 50).default(12) }),
    res: z.object({ list: z.array(forumRaceType) }),
    access: 'public',
    doc: '大家在聊的联赛（按帖子数）',
  },
  'api/Forum/my_collection_list': {
    part: 'spec',
    req: pageReq,
    res: forumPage,
    access: 'user',
    doc: '我收藏的帖子（按收藏时间倒序）',
  },
  'api/Forum/forum_ollections': {
    part: 'spec',
    req: z.object({ forum_id: zId, action: collectAction }),
    res: collectState,
    access: 'user',
    doc: '收藏（默认，重复收藏无效果）/ 取消收藏 action=uncollect',
  },
  'api/Forum/get_saishi': {
    part: 'spec',
    req: pageReq.extend({ keyword: z.string().trim().max(20, '关键词最多 20 字').default('') }),
    res: paged(forumRace),
    access: 'public',
    doc: '可以打标签的比赛：昨天到三天后的比赛，可按球队或联赛名搜索',
  },
  'api/Forum/places': {
    part: 'extension',
    req: pageReq.extend({ keyword: z.string().trim().max(20, '关键词最多 20 字').default('') }),
    res: paged(forumPlace),
    access: 'public',
    doc: '地点搜索（H5 / RN 的选择位置页）：种子数据里的球场和城市',
  },
  // ---- per-competition boards ----
  'api/Community_orums/list': {
    part: 'spec',
    req: pageReq.extend({ league_id: zId, sort: forumSort.default('latest') }),
    res: forumPage,
    access: 'optional',
    doc: '一个联赛的讨论区：带该联赛或其比赛标签的帖子',
  },
  'api/Community_orums/release': {
    part: 'spec',
    req: z.object({ ...postFields, league_id: zId }),
    res: z.object({ id: z.number().int() }),
    access: 'user',
    doc: '在联赛讨论区发帖（规则同 home_forum_add）',
  },
  'api/Community_orums/update': {
    part: 'spec',
    req: z.object({ id: zId, ...postFields }),
    res: z.object({ id: z.number().int() }),
    access: 'user',
    doc: '编辑自己在讨论区的帖子',
  },
  'api/Community_orums/user_list': {
    part: 'spec',
    req: pageReq.extend({ target_id: zId }),
    res: forumPage,
    access: 'optional',
    doc: '某个用户发的帖子（作者页）',
  },
  'api/Community_orums/collect_list': {
    part: 'spec',
    req: pageReq.extend({ league_id: optionalId }),
    res: forumPage,
    access: 'user',
    doc: '我收藏的帖子，可只看一个联赛的',
  },
})
