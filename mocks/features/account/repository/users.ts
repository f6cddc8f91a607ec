import type { Selectable } from 'kysely'
import type { Db } from '../../../db'
import { allRows, compiledOnce, execute, firstRow, insertedId } from '../../../db/query'
import type { UsersTable } from '../tables'
import { q } from './builder'
import { idsIn } from '../../../db/idList'

/**
 * The account columns of users. The wallet columns on the same table (coins, money_cents,
 * vip_expire_at) are money's: account never reads or writes them.
 */
const USER_COLUMNS = ['id', 'mobile', 'password_hash', 'wx_openid', 'nickname', 'avatar', 'is_expert', 'created_at', 'deleted_at'] as const

export type UserRow = Pick<Selectable<UsersTable>, (typeof USER_COLUMNS)[number]>

const selectUsers = () => q.selectFrom('users').select(USER_COLUMNS)

export async function findUser(db: Db, id: number): Promise<UserRow | undefined> {
  return firstRow(db, selectUsers().where('id', '=', id))
}

/** a live account by its number or WeChat id (a deleted account has neither any more) */
export async function findLiveUser(db: Db, by: 'mobile' | 'wx_openid', value: string): Promise<UserRow | undefined> {
  return firstRow(db, selectUsers().where(by, '=', value).where('deleted_at', 'is', null))
}

export interface NewUserRow {
  mobile: string | null
  password_hash: string | null
  wx_openid: string | null
  nickname: string
  avatar: string
  created_at: number
}

export async function insertUser(db: Db, row: NewUserRow): Promise<number> {
  return (await insertedId(db, q.insertInto('users').values(row)))
}

/** the columns a user (or the experts feature, for is_expert) may change */
export type UserChanges = Partial<Pick<UserRow, 'nickname' | 'avatar' | 'password_hash' | 'is_expert'>>

export async function updateUser(db: Db, id: number, changes: UserChanges): Promise<void> {
  await execute(db, q.updateTable('users').set(changes).where('id', '=', id))
}

/** the row stays (other records point at it) without anything personal */
export async function anonymizeUser(db: Db, id: number, nickname: string, now: number): Promise<void> {
  await execute(db, q.updateTable('users')
    .set({ mobile: null, wx_openid: null, password_hash: null, nickname, avatar: '', deleted_at: now })
    .where('id', '=', id))
}

export interface UserBriefRow {
  id: number
  nickname: string
  avatar: string
  is_expert: number
  deleted_at: number | null
}

/** the public face of several users in one query */
export async function userBriefRows(db: Db, ids: readonly number[]): Promise<UserBriefRow[]> {
  if (ids.length === 0) return []
  return allRows(db, q.selectFrom('users').select(['id', 'nickname', 'avatar', 'is_expert', 'deleted_at']).where('id', 'in', ids))
}

/** users flagged as experts, by id */
export async function expertUserRows(db: Db, limit: number): Promise<number[]> {
  return (await allRows(db, q.selectFrom('users').select('id').where('is_expert', '=', 1).orderBy('id').limit(limit))).map((r) => r.id)
}

// read on every experts list: compiled once, its one parameter (the ids as JSON) bound per call
const cardRows = compiledOnce((json: string) => q.selectFrom('users').select(['id', 'nickname', 'avatar', 'is_expert', 'created_at', 'deleted_at'])
  .where('id', 'in', idsIn(json)))

/** what the experts' pages show of these users (unknown ids are absent): one query however many */
export async function userCardRows(db: Db, ids: Iterable<number>): Promise<Array<Pick<UserRow, 'id' | 'nickname' | 'avatar' | 'is_expert' | 'created_at' | 'deleted_at'>>> {
  return allRows(db, cardRows(JSON.stringify([...new Set(ids)])))
}
