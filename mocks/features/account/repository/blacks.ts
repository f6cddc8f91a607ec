import type { Db } from '../../../db'
import { allRows, execute, firstRow } from '../../../db/query'
import { q } from './builder'

export function insertBlack(db: Db, userId: number, targetId: number, now: number): void {
  execute(db, q.insertInto('user_blacks').values({ user_id: userId, target_id: targetId, created_at: now }).orIgnore())
}

export function deleteBlack(db: Db, userId: number, targetId: number): void {
  execute(db, q.deleteFrom('user_blacks').where('user_id', '=', userId).where('target_id', '=', targetId))
}

export function hasBlack(db: Db, userId: number, targetId: number): boolean {
  return firstRow(db, q.selectFrom('user_blacks').select('target_id').where('user_id', '=', userId).where('target_id', '=', targetId)) !== undefined
}

export function countBlacks(db: Db, userId: number): number {
  return firstRow(db, q.selectFrom('user_blacks').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId))?.n ?? 0
}

/** everyone the user black-listed */
export function blackTargets(db: Db, userId: number): number[] {
  return allRows(db, q.selectFrom('user_blacks').select('target_id').where('user_id', '=', userId)).map((r) => r.target_id)
}

export interface BlackRow {
  target_id: number
  nickname: string
  avatar: string
  created_at: number
}

/** a page of the user's black list, newest first, with each target's name and avatar */
export function blackRows(db: Db, userId: number, limit: number, offset: number): BlackRow[] {
  return allRows(db, q.selectFrom('user_blacks as b').innerJoin('users as u', 'u.id', 'b.target_id')
    .select(['b.target_id', 'u.nickname', 'u.avatar', 'b.created_at'])
    .where('b.user_id', '=', userId)
    .orderBy('b.created_at', 'desc').orderBy('b.target_id', 'desc')
    .limit(limit).offset(offset))
}

/** both directions: the user's list and the lists the user is on */
export function deleteBlacksOf(db: Db, userId: number): void {
  execute(db, q.deleteFrom('user_blacks').where((eb) => eb.or([eb('user_id', '=', userId), eb('target_id', '=', userId)])))
}
