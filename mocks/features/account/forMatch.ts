import { sql } from 'kysely'
import type { Db } from '../../db'
import { allRows, firstRow, queryBuilder } from '../../db/query'
import type { AccountTables } from './tables'

/**
 * What match needs of account (rule 4 of the stand-in refactor), under the names account's own
 * branch exports (`userBriefs`, `blackedIds`, `isBlacked`, `onAccountDeleted`, `userForToken`):
 * the integrator keeps account's versions and drops this file.
 */

export { userForToken } from '../../http/auth'

const aq = queryBuilder<AccountTables>()

export interface UserBrief {
  id: number
  nickname: string
  avatar: string
  is_expert: boolean
  deleted: boolean
}

/** several users in one query; unknown ids are absent from the map */
export function userBriefs(db: Db, ids: Iterable<number>): Map<number, UserBrief> {
  const list = JSON.stringify([...new Set(ids)])
  const rows = allRows(db, aq.selectFrom('users').select(['id', 'nickname', 'avatar', 'is_expert', 'deleted_at'])
    .where('id', 'in', sql<number>`(SELECT value FROM json_each(${list}))`))
  return new Map(rows.map((r) => [r.id, { id: r.id, nickname: r.nickname, avatar: r.avatar, is_expert: r.is_expert === 1, deleted: r.deleted_at !== null }]))
}

/** has `userId` black-listed `targetId` */
export function isBlacked(db: Db, userId: number, targetId: number): boolean {
  return firstRow(db, aq.selectFrom('user_blacks').select('target_id').where('user_id', '=', userId).where('target_id', '=', targetId)) !== undefined
}

/** everyone `userId` black-listed; empty for 0, the anonymous viewer */
export function blackedIds(db: Db, userId: number): number[] {
  if (userId === 0) return []
  return allRows(db, aq.selectFrom('user_blacks').select('target_id').where('user_id', '=', userId)).map((r) => r.target_id)
}

type AccountListener = (db: Db, userId: number, now: number) => void
const deletedListeners: AccountListener[] = []

/** called inside the deletion transaction (account's branch calls the listeners; until the merge, account still deletes fb_follows itself) */
export function onAccountDeleted(listener: AccountListener): void {
  deletedListeners.push(listener)
}
