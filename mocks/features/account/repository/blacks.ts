import type { Db } from '../../../db'
import { allRows, execute } from '../../../db/query'
import { pairTable } from '../../../db/pairTable'
import type { AccountTables } from '../tables'
import { q } from './builder'

/** user_blacks: who black-listed whom */
const blacks = pairTable<AccountTables>()('user_blacks', 'target_id')

export const insertBlack = blacks.insert
export const deleteBlack = blacks.remove
export const hasBlack = blacks.has
export const countBlacks = blacks.countOf
export const blackHolders = blacks.holdersOf

/** everyone the user black-listed, newest first */
export async function blackTargets(db: Db, userId: number): Promise<number[]> {
  return blacks.targetsOf(db, userId)
}

export interface BlackRow {
  target_id: number
  nickname: string
  avatar: string
  created_at: number
}

/** a page of the user's black list, newest first, with each target's name and avatar */
export async function blackRows(db: Db, userId: number, limit: number, offset: number): Promise<BlackRow[]> {
  return allRows(db, q.selectFrom('user_blacks as b').innerJoin('users as u', 'u.id', 'b.target_id')
    .select(['b.target_id', 'u.nickname', 'u.avatar', 'b.created_at'])
    .where('b.user_id', '=', userId)
    .orderBy('b.created_at', 'desc').orderBy('b.target_id', 'desc')
    .limit(limit).offset(offset))
}

/** both directions: the user's list and the lists the user is on */
export async function deleteBlacksOf(db: Db, userId: number): Promise<void> {
  await execute(db, q.deleteFrom('user_blacks').where((eb) => eb.or([eb('user_id', '=', userId), eb('target_id', '=', userId)])))
}
