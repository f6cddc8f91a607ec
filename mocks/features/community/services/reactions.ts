import type { Db } from '../../../db'
import type { ForumLiker } from '../../../../types/api/community'
import { userBriefs } from '../../account'
import { addReaction, latestLikerIds, reactionCount, removeReaction } from '../repository/reactions'
import { livePost, storedPost } from './storedPost'
import { viewerOf } from './viewer'

/** likes and collections: once per user and post, counts computed; only a live post takes new ones */

const LIKERS_SHOWN = 20

/** the latest likers the user sees (not those they black-listed) */
async function latestLikers(db: Db, userId: number, forumId: number): Promise<ForumLiker[]> {
  const ids = await latestLikerIds(db, forumId, (await viewerOf(db, userId)).blocked, LIKERS_SHOWN)
  const names = await userBriefs(db, ids)
  return ids.flatMap((id) => {
    const u = names.get(id)
    return u ? [{ user_id: id, nickname: u.nickname, avatar: u.avatar }] : []
  })
}

export async function setLike(db: Db, userId: number, forumId: number, like: boolean, now: number): Promise<{ liked: boolean; like_count: number; likers: ForumLiker[] }> {
  if (like) {
    await livePost(db, forumId, '帖子已删除，不能点赞')
    await addReaction(db, 'forum_likes', forumId, userId, now)
  } else {
    await storedPost(db, forumId)
    await removeReaction(db, 'forum_likes', forumId, userId)
  }
  const likers = await latestLikers(db, userId, forumId)
  return { liked: like, like_count: await reactionCount(db, 'forum_likes', forumId), likers }
}

export async function setCollect(db: Db, userId: number, forumId: number, collect: boolean, now: number): Promise<{ collected: boolean; collect_count: number }> {
  if (collect) {
    await livePost(db, forumId, '帖子已删除，不能收藏')
    await addReaction(db, 'forum_collections', forumId, userId, now)
  } else {
    await storedPost(db, forumId)
    await removeReaction(db, 'forum_collections', forumId, userId)
  }
  return { collected: collect, collect_count: await reactionCount(db, 'forum_collections', forumId) }
}
