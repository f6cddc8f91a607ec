import type { Db } from '../../../db'
import { allRows, execute, firstRow } from '../../../db/query'
import { sql } from 'kysely'
import { builtOnce, mq } from './builder'

/** fb_follows: who follows which match */

const followedAmongQuery = builtOnce(2, (userId: number, ids: string) =>
  mq.selectFrom('fb_follows').select('match_id').where('user_id', '=', userId).where('match_id', 'in', sql<number>`(SELECT value FROM json_each(${ids}))`))

export function followedIdsAmong(db: Db, userId: number, matchIds: number[]): number[] {
  return allRows(db, followedAmongQuery(userId, JSON.stringify(matchIds))).map((r) => r.match_id)
}

/** every match the user follows */
export function followedMatchIds(db: Db, userId: number): number[] {
  return allRows(db, mq.selectFrom('fb_follows').select('match_id').where('user_id', '=', userId).orderBy('match_id')).map((r) => r.match_id)
}

export function insertFollow(db: Db, userId: number, matchId: number, now: number): void {
  execute(db, mq.insertInto('fb_follows').values({ user_id: userId, match_id: matchId, created_at: now }).orIgnore())
}

export function deleteFollow(db: Db, userId: number, matchId: number): void {
  execute(db, mq.deleteFrom('fb_follows').where('user_id', '=', userId).where('match_id', '=', matchId))
}

export function deleteFollowsOf(db: Db, userId: number): void {
  execute(db, mq.deleteFrom('fb_follows').where('user_id', '=', userId))
}

export function countFollowers(db: Db, matchId: number): number {
  return firstRow(db, mq.selectFrom('fb_follows').select((eb) => eb.fn.countAll<number>().as('n')).where('match_id', '=', matchId))?.n ?? 0
}
