import { idsIn } from '../../../db/idList'
import type { Db } from '../../../db'
import { allRows, compiledOnce, execute, queryBuilder } from '../../../db/query'
import type { AccountTables } from '../tables'

/** what experts' pages show of their authors (names, avatars, the expert flag), and the flag itself */


const aq = queryBuilder<AccountTables>()

/** marks the account as an expert (users.is_expert) */
export async function setExpertFlag(db: Db, userId: number): Promise<void> {
  await execute(db, aq.updateTable('users').set({ is_expert: 1 }).where('id', '=', userId))
}

export interface UserCard {
  id: number
  nickname: string
  avatar: string
  is_expert: boolean
  created_at: number
  deleted: boolean
}

// read on every experts list: compiled once, its one parameter (the ids as JSON) bound per call
const cards = compiledOnce((json: string) => aq.selectFrom('users').select(['id', 'nickname', 'avatar', 'is_expert', 'created_at', 'deleted_at'])
  .where('id', 'in', idsIn(json)))

/** these users (unknown ids are absent), by id: one query however many */
export async function userCards(db: Db, ids: Iterable<number>): Promise<Map<number, UserCard>> {
  const rows = await allRows(db, cards(JSON.stringify([...new Set(ids)])))
  return new Map(rows.map((u) => [u.id, { id: u.id, nickname: u.nickname, avatar: u.avatar, is_expert: u.is_expert === 1, created_at: u.created_at, deleted: u.deleted_at !== null }]))
}
