import type { Db } from '../../../db'
import { countFollowers, deleteFollow, followedIdsAmong, insertFollow } from '../repository/follows'
import { deleteAlertSetting } from '../repository/alertSettings'

/** which of these matches the user follows */
export async function followedAmong(db: Db, userId: number | undefined, matchIds: number[]): Promise<Set<number>> {
  if (!userId || matchIds.length === 0) return new Set()
  return new Set(await followedIdsAmong(db, userId, matchIds))
}

export async function setFollow(db: Db, userId: number, matchId: number, follow: boolean, now: number): Promise<void> {
  if (follow) await insertFollow(db, userId, matchId, now)
  else {
    await deleteFollow(db, userId, matchId)
    // an unfollowed match's own alert kinds go with the follow (docs/product/match-alerts.md)
    await deleteAlertSetting(db, userId, 'match', matchId)
  }
}

export async function followerCount(db: Db, matchId: number): Promise<number> {
  return countFollowers(db, matchId)
}
