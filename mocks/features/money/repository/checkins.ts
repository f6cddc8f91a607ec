import type { Db } from '../../../db'
import { allRows, execute, firstRow } from '../../../db/query'
import { q } from './builder'

/** one check-in per user and Beijing day ('YYYY-MM-DD') */

export async function checkinOn(db: Db, userId: number, day: string): Promise<{ streak: number; reward: number } | undefined> {
  return firstRow(db, q.selectFrom('checkins').select(['streak', 'reward']).where('user_id', '=', userId).where('day', '=', day))
}

/** false when the user has checked in that day already */
export async function insertCheckin(db: Db, c: { userId: number; day: string; streak: number; reward: number }, now: number): Promise<boolean> {
  return (await execute(db, q.insertInto('checkins').values({ user_id: c.userId, day: c.day, streak: c.streak, reward: c.reward, created_at: now })
    .onConflict((oc) => oc.doNothing()))).changes > 0
}

/** the days checked in within [from, to), in order */
export async function checkinDays(db: Db, userId: number, from: string, to: string): Promise<string[]> {
  return (await allRows(db, q.selectFrom('checkins').select('day').where('user_id', '=', userId).where('day', '>=', from).where('day', '<', to).orderBy('day')))
    .map((r) => r.day)
}
