import type { Db } from '../../../db'
import { queryBuilder, insertedId } from '../../../db/query'
import type { AccountTables } from '../tables'

/** the board's seeded fans: accounts made by the community seed */

const account = queryBuilder<AccountTables>()

/** a plain account with no way to sign in (the board's seeded fans; made as the board's seed always made them) */
export async function addSeededFan(db: Db, nickname: string, createdAt: number): Promise<number> {
  return (await insertedId(db, account.insertInto('users').values({ nickname, avatar: '', created_at: createdAt })))
}
