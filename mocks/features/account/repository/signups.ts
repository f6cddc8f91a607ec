import type { Db } from '../../../db'
import { execute, firstRow } from '../../../db/query'
import { q } from './builder'

/** signups: one row per account made, by client address (kept an hour, for the per-address cap) */

export async function signupsFrom(db: Db, address: string, since: number): Promise<number> {
  return (await firstRow(db, q.selectFrom('signups').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('address', '=', address).where('at', '>', since)))?.n ?? 0
}

export async function recordSignup(db: Db, address: string, now: number, keepMs: number): Promise<void> {
  await execute(db, q.insertInto('signups').values({ address, at: now }))
  await execute(db, q.deleteFrom('signups').where('at', '<=', now - keepMs))
}
