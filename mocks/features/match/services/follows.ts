import type { Db } from '../../../db'
import { countFollowers, deleteFollow, followedIdsAmong, insertFollow } from '../repository/follows'
import { deleteAlertSetting } from '../repository/alertSettings'

/** which of these matches the user follows */
export function followedAmong(db: Db, userId: number | undefined, matchIds: number[]): Set<number> {
  if (!userId || matchIds.length === 0) return new Set()
  return new Set(followedIdsAmong(db, userId, matchIds))
}

export function setFollow(db: Db, userId: number, matchId: number, follow: boolean, now: number): void {
  if (follow) insertFollow(db, userId, matchId, now)
  else {
    deleteFollow(db, userId, matchId)
    // an unfollowed match's own alert kinds go with the follow (docs/product/match-alerts.md)
    deleteAlertSetting(db, userId, 'match', matchId)
  }
}

export function followerCount(db: Db, matchId: number): number {
  return countFollowers(db, matchId)
}
