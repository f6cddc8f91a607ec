import type { Db } from '../../../db'
import { statement } from '../../../services/statements'

/** which of these matches the user follows */
export function followedAmong(db: Db, userId: number | undefined, matchIds: number[]): Set<number> {
  if (!userId || matchIds.length === 0) return new Set()
  const rows = statement(db, 'SELECT match_id FROM fb_follows WHERE user_id = ? AND match_id IN (SELECT value FROM json_each(?))').pluck(true).all(userId, JSON.stringify(matchIds)) as number[]
  return new Set(rows)
}

export function setFollow(db: Db, userId: number, matchId: number, follow: boolean, now: number): void {
  if (follow) statement(db, 'INSERT OR IGNORE INTO fb_follows (user_id, match_id, created_at) VALUES (?, ?, ?)').run(userId, matchId, now)
  else statement(db, 'DELETE FROM fb_follows WHERE user_id = ? AND match_id = ?').run(userId, matchId)
}

export function followerCount(db: Db, matchId: number): number {
  return statement(db, 'SELECT COUNT(*) FROM fb_follows WHERE match_id = ?').pluck(true).get(matchId) as number
}
