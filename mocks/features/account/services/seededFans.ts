import type { Db } from '../../../db'
import { execute, queryBuilder } from '../../../db/query'
import type { AccountTables } from '../tables'

/** the board's seeded fans: accounts made by the community seed */

const account = queryBuilder<AccountTables>()

/** a plain account with no way to sign in (the board's seeded fans; made as the board's seed always made them) */
export function addSeededFan(db: Db, nickname: string, createdAt: number): number {
  return Number(execute(db, account.insertInto('users').values({ nickname, avatar: '', created_at: createdAt })).lastInsertRowid)
}
