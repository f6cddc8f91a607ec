import { idsIn } from '../../../db/idList'
import type { Db } from '../../../db'
import { allRows, execute, firstRow, compiledOnce } from '../../../db/query'
import { q } from './builder'

/** fb_follows: who follows which match */

const followedAmongQuery = compiledOnce((userId: number, ids: string) =>
  q.selectFrom('fb_follows').select('match_id').where('user_id', '=', userId).where('match_id', 'in', idsIn(ids)))

export async function followedIdsAmong(db: Db, userId: number, matchIds: number[]): Promise<number[]> {
  return (await allRows(db, followedAmongQuery(userId, JSON.stringify(matchIds)))).map((r) => r.match_id)
}

/** every match the user follows */
export async function followedMatchIds(db: Db, userId: number): Promise<number[]> {
  return (await allRows(db, q.selectFrom('fb_follows').select('match_id').where('user_id', '=', userId).orderBy('match_id'))).map((r) => r.match_id)
}

export async function insertFollow(db: Db, userId: number, matchId: number, now: number): Promise<void> {
  await execute(db, q.insertInto('fb_follows').values({ user_id: userId, match_id: matchId, created_at: now }).onConflict((oc) => oc.doNothing()))
}

export async function deleteFollow(db: Db, userId: number, matchId: number): Promise<void> {
  await execute(db, q.deleteFrom('fb_follows').where('user_id', '=', userId).where('match_id', '=', matchId))
}

export async function deleteFollowsOf(db: Db, userId: number): Promise<void> {
  await execute(db, q.deleteFrom('fb_follows').where('user_id', '=', userId))
}

export async function countFollowers(db: Db, matchId: number): Promise<number> {
  return (await firstRow(db, q.selectFrom('fb_follows').select((eb) => eb.fn.countAll<number>().as('n')).where('match_id', '=', matchId)))?.n ?? 0
}
