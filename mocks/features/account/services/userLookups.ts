import type { Db } from '../../../db'
import { expertUserRows, findUser, updateUser, userBriefRows, type UserBriefRow } from '../repository/users'

/** what other features show of a user: name, avatar, expert flag, and whether the account was deleted */
export interface UserBrief {
  id: number
  nickname: string
  avatar: string
  is_expert: boolean
  deleted: boolean
}

const briefOf = (r: UserBriefRow): UserBrief => ({ id: r.id, nickname: r.nickname, avatar: r.avatar, is_expert: r.is_expert === 1, deleted: r.deleted_at !== null })

/** several users in one query (lists: authors, likers, chat); unknown ids are absent from the map */
export function userBriefs(db: Db, ids: Iterable<number>): Map<number, UserBrief> {
  const rows = userBriefRows(db, [...new Set(ids)])
  return new Map(rows.map((r) => [r.id, briefOf(r)]))
}

export function userBrief(db: Db, id: number): UserBrief | undefined {
  const row = userBriefRows(db, [id])[0]
  return row ? briefOf(row) : undefined
}

/** a users row exists (deleted accounts included: their rows stay) */
export function userExists(db: Db, id: number): boolean {
  return findUser(db, id) !== undefined
}

/** the account exists and was not deleted */
export function isLiveUser(db: Db, id: number): boolean {
  const user = findUser(db, id)
  return user !== undefined && user.deleted_at === null
}

export function isExpertUser(db: Db, id: number): boolean {
  return findUser(db, id)?.is_expert === 1
}

/** flags the user as an expert (experts: an approved application, a seeded expert) */
export function markExpert(db: Db, id: number): void {
  updateUser(db, id, { is_expert: 1 })
}

/** ids of users flagged as experts, lowest first */
export function expertUserIds(db: Db, limit = -1): number[] {
  return expertUserRows(db, limit)
}
