import type { Db } from '../../../db'
import { insertUser } from '../repository/users'

/** the board's seeded fans: accounts made by the community seed */

/** a plain account with no way to sign in (the board's seeded fans; made as the board's seed always made them) */
export async function addSeededFan(db: Db, nickname: string, createdAt: number): Promise<number> {
  return insertUser(db, { mobile: null, password_hash: null, wx_openid: null, nickname, avatar: '', created_at: createdAt })
}
