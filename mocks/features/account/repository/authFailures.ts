import type { Db } from '../../../db'
import { execute, firstRow } from '../../../db/query'
import { q } from './builder'

/** failed logins since `since` under one key, and the last one's time */
export async function recentFailures(db: Db, key: string, since: number): Promise<{ n: number; last: number | null }> {
  const row = await firstRow(db, q.selectFrom('auth_failures')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max<number | null>('at').as('last')])
    .where('key', '=', key).where('at', '>', since))
  return { n: row?.n ?? 0, last: row?.last ?? null }
}

/** one failure under each key; failures older than the window go */
export async function addFailures(db: Db, keys: readonly string[], now: number, windowMs: number): Promise<void> {
  await db.transaction(async () => {
    for (const key of keys) await execute(db, q.insertInto('auth_failures').values({ key, at: now }))
    await execute(db, q.deleteFrom('auth_failures').where('at', '<=', now - windowMs))
  })
}

export async function deleteFailures(db: Db, key: string): Promise<void> {
  await execute(db, q.deleteFrom('auth_failures').where('key', '=', key))
}

/** every key in [from, to): the keys of one number from any address */
export async function deleteFailureRange(db: Db, from: string, to: string): Promise<void> {
  await execute(db, q.deleteFrom('auth_failures').where('key', '>=', from).where('key', '<', to))
}
