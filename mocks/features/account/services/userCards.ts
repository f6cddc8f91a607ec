import type { Db } from '../../../db'
import { updateUser, userCardRows } from '../repository/users'

/** what experts' pages show of their authors (names, avatars, the expert flag), and the flag itself */

/** marks the account as an expert (users.is_expert) */
export async function setExpertFlag(db: Db, userId: number): Promise<void> {
  await updateUser(db, userId, { is_expert: 1 })
}

export interface UserCard {
  id: number
  nickname: string
  avatar: string
  is_expert: boolean
  created_at: number
  deleted: boolean
}

/** these users (unknown ids are absent), by id: one query however many */
export async function userCards(db: Db, ids: Iterable<number>): Promise<Map<number, UserCard>> {
  const rows = await userCardRows(db, ids)
  return new Map(rows.map((u) => [u.id, { id: u.id, nickname: u.nickname, avatar: u.avatar, is_expert: u.is_expert === 1, created_at: u.created_at, deleted: u.deleted_at !== null }]))
}
