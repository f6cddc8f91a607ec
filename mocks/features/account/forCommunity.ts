import type { Db } from '../../db'
import { allRows, execute, firstRow, queryBuilder } from '../../db/query'
import { registerMemberStat } from './services/memberStats'
import type { AccountTables } from './tables'

/** what the community board asks of accounts */

const account = queryBuilder<AccountTables>()

/** a plain account with no way to sign in (the board's seeded fans; made as the board's seed always made them) */
export function addSeededFan(db: Db, nickname: string, createdAt: number): number {
  return Number(execute(db, account.insertInto('users').values({ nickname, avatar: '', created_at: createdAt })).lastInsertRowid)
}

// ---- stand-ins, same names and signatures, for what account's own index exports on branch `account`
// (registerMemberCounter, userBriefs, blackedIds, isBlacked, uploadOwner, expertUserIds): drop them at the merge ----

export type MemberCounterName = 'follow_count' | 'fans_count' | 'post_count'

export function registerMemberCounter(name: MemberCounterName, count: (db: Db, userId: number) => number): void {
  registerMemberStat(name, 'community', count)
}

export interface UserBrief {
  id: number
  nickname: string
  avatar: string
  is_expert: boolean
  deleted: boolean
}

/** several users in one query; unknown ids are absent from the map */
export function userBriefs(db: Db, ids: Iterable<number>): Map<number, UserBrief> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return new Map()
  const rows = allRows(db, account.selectFrom('users').select(['id', 'nickname', 'avatar', 'is_expert', 'deleted_at']).where('id', 'in', unique))
  return new Map(rows.map((u) => [u.id, { id: u.id, nickname: u.nickname, avatar: u.avatar, is_expert: u.is_expert === 1, deleted: u.deleted_at !== null }]))
}

/** everyone `userId` black-listed; empty for 0, the anonymous viewer */
export function blackedIds(db: Db, userId: number): number[] {
  if (userId === 0) return []
  return allRows(db, account.selectFrom('user_blacks').select('target_id').where('user_id', '=', userId)).map((b) => b.target_id)
}

/** has `userId` black-listed `targetId` */
export function isBlacked(db: Db, userId: number, targetId: number): boolean {
  return firstRow(db, account.selectFrom('user_blacks').select('target_id').where('user_id', '=', userId).where('target_id', '=', targetId)) !== undefined
}

/** who uploaded the file of this name (a bare name, as stored), undefined when nobody did */
export function uploadOwner(db: Db, name: string): number | undefined {
  return firstRow(db, account.selectFrom('uploads').select('user_id').where('name', '=', name))?.user_id
}

/** ids of users flagged as experts, lowest first */
export function expertUserIds(db: Db, limit = -1): number[] {
  return allRows(db, account.selectFrom('users').select('id').where('is_expert', '=', 1).orderBy('id').limit(limit)).map((u) => u.id)
}
