import type { Req, Res } from '@contract/api'
import type { CollectState, ForumComment, ForumPlace, ForumPost, ForumRace, ForumRaceType, ForumThread, LikeState } from '@contract/api/community'
import type { Paged } from '@contract/common'
import { FORUM_LIST_THROTTLE_MS, type ForumSort } from '@contract/forum-rules'
import { request } from '@/services/request'
import { countsChanged } from '@/services/session'

/**
 * Community calls (types/api/community.ts). The board list and my posts go out at most once per
 * 500 ms (docs/product/api.md): a call within the window waits for it to end instead of being dropped, and
 * identical calls waiting together share one request.
 */
export function spacedCalls<A extends unknown[], T>(fn: (...args: A) => Promise<T>, gapMs: number): (...args: A) => Promise<T> {
  let lastStart = -Infinity
  let queue: Promise<unknown> = Promise.resolve()
  const waiting = new Map<string, Promise<T>>()
  return (...args: A) => {
    const key = JSON.stringify(args)
    const shared = waiting.get(key)
    if (shared) return shared
    const run = queue.then(async () => {
      const wait = lastStart + gapMs - Date.now()
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
      waiting.delete(key)
      lastStart = Date.now()
      return fn(...args)
    })
    waiting.set(key, run)
    // the next call waits for this one's start, not its answer; a failure does not block the queue
    queue = run.catch(() => undefined)
    return run
  }
}

export interface BoardQuery {
  sort: ForumSort
  event_id?: number
  league_id?: number
  /** 'news': only 资讯 (战报, 前瞻 and 转会) */
  kind?: 'news'
}

const boardCall = spacedCalls((q: BoardQuery, page: number, limit: number) => request('api/Forum/home_forum_list', { ...q, page, limit }), FORUM_LIST_THROTTLE_MS)
const mineCall = spacedCalls((page: number, limit: number) => request('api/Forum/home_forum_listself', { page, limit }), FORUM_LIST_THROTTLE_MS)

/** a page of the board; its unfiltered first page also brings the latest 资讯 (`news`) */
export const fetchBoard = (q: BoardQuery, page: number, limit: number): Promise<Paged<ForumPost> & { news?: ForumPost[] }> => boardCall(q, page, limit)
export const fetchMyPosts = (page: number, limit: number): Promise<Paged<ForumPost>> => mineCall(page, limit)
export const fetchMyCollections = (page: number, limit: number): Promise<Paged<ForumPost>> => request('api/Forum/my_collection_list', { page, limit })

export const fetchThread = (id: number, page = 1, limit = 50): Promise<ForumThread> => request('api/Forum/home_forum_xq', { id, page, limit })
export const fetchComments = (forumId: number, page: number, limit: number): Promise<Paged<ForumComment>> =>
  request('api/Forum/get_home_forum_list', { forum_id: forumId, page, limit })
export const fetchPost = (id: number): Promise<ForumPost> => request('api/Forum/ForumDetails', { id })

export async function publishPost(payload: Req<'api/Forum/home_forum_add'>): Promise<Res<'api/Forum/home_forum_add'>> {
  const res = await request('api/Forum/home_forum_add', payload, { loading: '发布中' })
  countsChanged()
  return res
}
export const editPost = (payload: Req<'api/Forum/home_forum_edit'>): Promise<Res<'api/Forum/home_forum_edit'>> =>
  request('api/Forum/home_forum_edit', payload, { loading: '保存中' })
export async function deletePost(id: number): Promise<null> {
  const res = await request('api/Forum/home_forum_delete', { id }, { loading: '删除中' })
  countsChanged()
  return res
}
export const editComment = (commentId: number, content: string): Promise<Res<'api/Forum/home_forum_edit'>> =>
  request('api/Forum/home_forum_edit', { comment_id: commentId, content })
export const deleteComment = (commentId: number): Promise<null> => request('api/Forum/home_forum_delete', { comment_id: commentId })
export const addComment = (forumId: number, content: string, replyId?: number): Promise<ForumComment> =>
  request('api/Forum/home_forum_comment', { forum_id: forumId, content, reply_id: replyId })

export const setLike = (forumId: number, like: boolean): Promise<LikeState> =>
  request('api/Forum/home_forum_list_dz', { forum_id: forumId, action: like ? 'like' : 'unlike' }, { silent: true })
export const setCollect = (forumId: number, collect: boolean): Promise<CollectState> =>
  request('api/Forum/forum_ollections', { forum_id: forumId, action: collect ? 'collect' : 'uncollect' }, { silent: true })

export const fetchPopularRaces = async (): Promise<ForumRace[]> => (await request('api/Forum/popular_race', { limit: 20 })).list
export const fetchPopularLeagues = async (): Promise<ForumRaceType[]> => (await request('api/Forum/popular_race_type', { limit: 12 })).list
export const searchMatches = (keyword: string, page: number, limit: number): Promise<Paged<ForumRace>> => request('api/Forum/get_saishi', { keyword, page, limit })
export const searchPlaces = (keyword: string, page: number, limit: number): Promise<Paged<ForumPlace>> => request('api/Forum/places', { keyword, page, limit })
