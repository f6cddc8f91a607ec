import type { Db } from '../../../db'
import { execute, firstRow } from '../../../db/query'
import { q } from './builder'

/** failed logins since `since` under one key, and the last one's time */
export function recentFailures(db: Db, key: string, since: number): { n: number; last: number | null } {
  const row = firstRow(db, q.selectFrom('auth_failures')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max<number | null>('at').as('last')])
    .where('key', '=', key).where('at', '>', since))
  return { n: row?.n ?? 0, last: row?.last ?? null }
}

/** one failure under each key; failures older than the window go */
export function addFailures(db: Db, keys: readonly string[], now: number, windowMs: number): void {
  db.transaction(() => {
    for (const key of keys) execute(db, q.insertInto('auth_failures').values({ key, at: now }))
    execute(db, q.deleteFrom('auth_failures').where('at', '<=', now - windowMs))
  })()
}

export function deleteFailures(db: Db, key: string): void {
  execute(db, q.deleteFrom('auth_failures').where('key', '=', key))
}

/** every key in [from, to): the keys of one number from any address */
export function deleteFailureRange(db: Db, from: string, to: string): void {
  execute(db, q.deleteFrom('auth_failures').where('key', '>=', from).where('key', '<', to))
}
