import { makeAutoObservable, observable, runInAction } from 'mobx'
import type { ForumComment, ForumPost, ForumRace, ForumRaceType } from '@contract/api/community'
import type { ForumSort } from '@contract/forum-rules'
import { errorMessage } from '@/services/apiError'
import { fetchBoard, fetchComments, fetchMyCollections, fetchMyPosts, fetchPopularLeagues, fetchPopularRaces, fetchThread, setCollect, setLike } from '@/features/community/services/community'
import { toast } from '@/components/feedback/toast'
import { ListModel } from '@/stores/models/ListModel'
import { OptimisticToggle } from '@/stores/models/OptimisticToggle'
import { ResourceModel } from '@/stores/models/ResourceModel'

/**
 * Like and collect on a shown post, through the one optimistic toggle: the button and count change
 * at once, the server's count replaces the guess when it answers, and a failure puts the old state
 * back with the reason. A second tap while one is on its way is ignored (the first one decides).
 */
const likes = new OptimisticToggle((id, on) => setLike(id, on), (state) => state.liked)
const collects = new OptimisticToggle((id, on) => setCollect(id, on), (state) => state.collected)

/** the count shown for state `on`, before the server has answered: the count without this user's mark, plus it */
const guessedCount = (count: number, wasOn: boolean, on: boolean) => Math.max(0, count - (wasOn ? 1 : 0) + (on ? 1 : 0))

export async function toggleLike(post: ForumPost): Promise<void> {
  const before = { liked: post.liked, like_count: post.like_count }
  await likes.toggle(
    post.id,
    before.liked,
    (on, answer) => runInAction(() => {
      post.liked = on
      post.like_count = answer ? answer.like_count : guessedCount(before.like_count, before.liked, on)
    }),
    (e) => toast(errorMessage(e, before.liked ? '取消点赞失败' : '点赞失败')),
  )
}

export async function toggleCollect(post: ForumPost): Promise<void> {
  const before = { collected: post.collected, collect_count: post.collect_count }
  await collects.toggle(
    post.id,
    before.collected,
    (on, answer) => runInAction(() => {
      post.collected = on
      post.collect_count = answer ? answer.collect_count : guessedCount(before.collect_count, before.collected, on)
    }),
    (e) => toast(errorMessage(e, before.collected ? '取消收藏失败' : '收藏失败')),
  )
}

/**
 * Posts deleted in this session: lists opened earlier (the board under the post page, 我的发布)
 * drop them at once instead of waiting for their next reload.
 */
const deletedPostIds = observable.set<number>()

export function markPostDeleted(id: number): void {
  runInAction(() => deletedPostIds.add(id))
}

export function isPostDeletedHere(id: number): boolean {
  return deletedPostIds.has(id)
}

/** a tag a post carries and the board filters by: a match or a league */
export type BoardTag = { kind: 'match'; id: number; label: string } | { kind: 'league'; id: number; label: string }

/** what the board filters by: a tag, or 资讯 (the 战报, 前瞻 and 转会 written from the data) */
export type BoardFilterTag = BoardTag | { kind: 'news'; id: 0; label: string }

/** the board's 资讯 filter */
export const NEWS_TAG: BoardFilterTag = { kind: 'news', id: 0, label: '资讯' }

export interface BoardTags {
  races: ForumRace[]
  leagues: ForumRaceType[]
}

/** the home tab's 社区 board: sort (最新 / 热门 / 关注), a tag filter, the paged posts */
export class CommunityBoardStore {
  sort: ForumSort = 'latest'
  tag: BoardFilterTag | null = null
  /** the latest 资讯, from the unfiltered first page (kept while a filter is on) */
  news: ForumPost[] = []
  readonly posts: ListModel<ForumPost>
  readonly tags = new ResourceModel<BoardTags>(async () => {
    const [races, leagues] = await Promise.all([fetchPopularRaces(), fetchPopularLeagues()])
    return { races, leagues }
  })

  constructor() {
    this.posts = new ListModel(this.fetcher(), 10)
    makeAutoObservable(this, { posts: false, tags: false })
  }

  private fetcher() {
    const query = {
      sort: this.sort,
      event_id: this.tag?.kind === 'match' ? this.tag.id : undefined,
      league_id: this.tag?.kind === 'league' ? this.tag.id : undefined,
      kind: this.tag?.kind === 'news' ? ('news' as const) : undefined,
    }
    return async (page: number, limit: number) => {
      const res = await fetchBoard(query, page, limit)
      if (res.news) runInAction(() => (this.news = res.news ?? []))
      return res
    }
  }

  setSort(sort: ForumSort): Promise<void> {
    this.sort = sort
    return this.posts.setFetcher(this.fetcher())
  }

  setTag(tag: BoardFilterTag | null): Promise<void> {
    this.tag = tag
    return this.posts.setFetcher(this.fetcher())
  }
}

/** one post and its comments: the first page comes with the post (home_forum_xq), later pages alone */
export class ForumThreadStore {
  post: ForumPost | null = null
  readonly comments: ListModel<ForumComment>

  constructor(readonly id: number) {
    this.comments = new ListModel(async (page, limit) => {
      if (page > 1) return fetchComments(id, page, limit)
      const thread = await fetchThread(id, 1, limit)
      runInAction(() => (this.post = thread.post))
      return thread.comments
    }, 20)
    makeAutoObservable(this, { comments: false, id: false })
  }

  /** a comment just written goes to the end of what is shown */
  addShown(comment: ForumComment): void {
    this.comments.items = [...this.comments.items, comment]
    this.comments.total += 1
    if (this.post) this.post.comment_count += 1
  }

  removeShown(commentId: number): void {
    this.comments.remove((c) => c.id === commentId)
    this.comments.total = Math.max(0, this.comments.total - 1)
    if (this.post) this.post.comment_count = Math.max(0, this.post.comment_count - 1)
  }
}

/** 我的帖子 and 我的收藏 */
export function myPostsList(): ListModel<ForumPost> {
  return new ListModel(fetchMyPosts, 10)
}
export function myCollectionsList(): ListModel<ForumPost> {
  return new ListModel(fetchMyCollections, 10)
}
