import type { Db } from '../../../db'
import { fail, notFound } from '../../../http/errors'
import { blackHolders, blackRows, blackTargets, countBlacks, deleteBlack, hasBlack, insertBlack, type BlackRow } from '../repository/blacks'
import { isLiveUser } from './userLookups'

export type { BlackRow } from '../repository/blacks'

/** who black-listed whom; other features filter with `isBlacked` / `blackedIds` (e.g. hide a black-listed author's posts) */
export async function setBlocked(db: Db, userId: number, targetId: number, blocked: boolean, now: number): Promise<void> {
  if (targetId === userId) throw fail('不能拉黑自己')
  if (blocked) {
    if (!await isLiveUser(db, targetId)) throw notFound('用户')
    await insertBlack(db, userId, targetId, now)
  } else {
    await deleteBlack(db, userId, targetId)
  }
}

/** has `userId` black-listed `targetId` */
export async function isBlacked(db: Db, userId: number, targetId: number): Promise<boolean> {
  return hasBlack(db, userId, targetId)
}

/** everyone who black-listed `targetId` (a live push by that author is not sent to them) */
export async function blackListersOf(db: Db, targetId: number): Promise<number[]> {
  return (await blackHolders(db, [targetId])).map((r) => r.user_id)
}

/** everyone `userId` black-listed (to leave their authors out of a list); empty for 0, the anonymous viewer */
export async function blackedIds(db: Db, userId: number): Promise<number[]> {
  return userId === 0 ? [] : await blackTargets(db, userId)
}

export async function blackCount(db: Db, userId: number): Promise<number> {
  return countBlacks(db, userId)
}

export async function blackPage(db: Db, userId: number, page: number, limit: number): Promise<{ rows: BlackRow[]; total: number }> {
  return { rows: await blackRows(db, userId, limit, (page - 1) * limit), total: await blackCount(db, userId) }
}
