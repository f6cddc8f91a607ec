import type { Db } from '../../../db'
import { fail, notFound } from '../../../http/errors'
import { blackRows, blackTargets, countBlacks, deleteBlack, hasBlack, insertBlack, type BlackRow } from '../repository/blacks'
import { isLiveUser } from './userLookups'

export type { BlackRow } from '../repository/blacks'

/** who black-listed whom; other features filter with `isBlacked` / `blackedIds` (e.g. hide a black-listed author's posts) */
export function setBlocked(db: Db, userId: number, targetId: number, blocked: boolean, now: number): void {
  if (targetId === userId) throw fail('不能拉黑自己')
  if (blocked) {
    if (!isLiveUser(db, targetId)) throw notFound('用户')
    insertBlack(db, userId, targetId, now)
  } else {
    deleteBlack(db, userId, targetId)
  }
}

/** has `userId` black-listed `targetId` */
export function isBlacked(db: Db, userId: number, targetId: number): boolean {
  return hasBlack(db, userId, targetId)
}

/** everyone `userId` black-listed (to leave their authors out of a list); empty for 0, the anonymous viewer */
export function blackedIds(db: Db, userId: number): number[] {
  return userId === 0 ? [] : blackTargets(db, userId)
}

export function blackCount(db: Db, userId: number): number {
  return countBlacks(db, userId)
}

export function blackPage(db: Db, userId: number, page: number, limit: number): { rows: BlackRow[]; total: number } {
  return { rows: blackRows(db, userId, limit, (page - 1) * limit), total: blackCount(db, userId) }
}
