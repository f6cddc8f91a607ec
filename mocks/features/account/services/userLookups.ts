import type { Db } from '../../../db'
import { ALL_ROWS } from '../../../db/query'
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
export async function userBriefs(db: Db, ids: Iterable<number>): Promise<Map<number, UserBrief>> {
  const rows = await userBriefRows(db, [...new Set(ids)])
  return new Map(rows.map((r) => [r.id, briefOf(r)]))
}

export async function userBrief(db: Db, id: number): Promise<UserBrief | undefined> {
  const row = (await userBriefRows(db, [id]))[0]
  return row ? briefOf(row) : undefined
}

/** a users row exists (deleted accounts included: their rows stay) */
export async function userExists(db: Db, id: number): Promise<boolean> {
  return await findUser(db, id) !== undefined
}

/** the account exists and was not deleted */
export async function isLiveUser(db: Db, id: number): Promise<boolean> {
  const user = await findUser(db, id)
  return user !== undefined && user.deleted_at === null
}

export async function isExpertUser(db: Db, id: number): Promise<boolean> {
  return (await findUser(db, id))?.is_expert === 1
}

/** flags the user as an expert (experts: an approved application, a seeded expert) */
export async function markExpert(db: Db, id: number): Promise<void> {
  await updateUser(db, id, { is_expert: 1 })
}

/** ids of users flagged as experts, lowest first */
export async function expertUserIds(db: Db, limit = ALL_ROWS): Promise<number[]> {
  return expertUserRows(db, limit)
}
