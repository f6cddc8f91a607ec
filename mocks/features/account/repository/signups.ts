import type { Db } from '../../../db'
import { execute, firstRow } from '../../../db/query'
import { q } from './builder'

/** signups: one row per account made, by client address (kept an hour, for the per-address cap) */

export function signupsFrom(db: Db, address: string, since: number): number {
  return firstRow(db, q.selectFrom('signups').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('address', '=', address).where('at', '>', since))?.n ?? 0
}

export function recordSignup(db: Db, address: string, now: number, keepMs: number): void {
  execute(db, q.insertInto('signups').values({ address, at: now }))
  execute(db, q.deleteFrom('signups').where('at', '<=', now - keepMs))
}
