import type { Db } from '../../../db'
import { allRows, execute, firstRow } from '../../../db/query'
import { q } from './builder'

/** sms_codes (codes sent to a number) and sms_sends (who asked for each code: address, requester, number) */

export async function sendsFromAddress(db: Db, address: string, since: number): Promise<number> {
  return (await firstRow(db, q.selectFrom('sms_sends').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('address', '=', address).where('at', '>', since)))?.n ?? 0
}

/** codes one requester (address + device id) had sent to a number since then: how many, and the last time */
export async function requesterSends(db: Db, mobile: string, requester: string, since: number): Promise<{ n: number; last: number | null }> {
  const row = await firstRow(db, q.selectFrom('sms_sends')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('at').as('last')])
    .where('mobile', '=', mobile).where('requester', '=', requester).where('at', '>', since))
  return { n: row?.n ?? 0, last: row?.last ?? null }
}

/** codes one address (any device) had sent to a number since then */
export async function addressSendsTo(db: Db, address: string, mobile: string, since: number): Promise<number> {
  return (await firstRow(db, q.selectFrom('sms_sends').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('mobile', '=', mobile).where('address', '=', address).where('at', '>', since)))?.n ?? 0
}

/** codes sent to a number since then, whoever asked */
export async function numberSends(db: Db, mobile: string, since: number): Promise<number> {
  return (await firstRow(db, q.selectFrom('sms_sends').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('mobile', '=', mobile).where('at', '>', since)))?.n ?? 0
}

/** a new code replaces the same requester's earlier unused one of the same purpose (never another requester's); the send is logged by address and requester */
export async function storeCode(db: Db, code: { mobile: string; scene: string; code: string; address: string; requester: string }, now: number, ttlMs: number, keepSendsMs: number): Promise<void> {
  await db.transaction(async () => {
    await execute(db, q.updateTable('sms_codes').set({ used_at: now })
      .where('mobile', '=', code.mobile).where('scene', '=', code.scene).where('requester', '=', code.requester).where('used_at', 'is', null))
    await execute(db, q.insertInto('sms_codes').values({ mobile: code.mobile, scene: code.scene, code: code.code, requester: code.requester, created_at: now, expires_at: now + ttlMs }))
    await execute(db, q.insertInto('sms_sends').values({ address: code.address, requester: code.requester, mobile: code.mobile, at: now }))
    await execute(db, q.deleteFrom('sms_sends').where('at', '<=', now - keepSendsMs))
  })
}

const selectCodes = () => q.selectFrom('sms_codes').selectAll()

/** the unused codes of a number for one purpose, newest first: one per requester at most */
export function unusedCodes(db: Db, mobile: string, scene: string) {
  return allRows(db, selectCodes().where('mobile', '=', mobile).where('scene', '=', scene).where('used_at', 'is', null).orderBy('id', 'desc').limit(50))
}

export async function updateCode(db: Db, id: number, changes: { used_at: number | null }): Promise<void> {
  await execute(db, q.updateTable('sms_codes').set(changes).where('id', '=', id))
}

export function latestCodes(db: Db, mobile: string, limit: number) {
  return allRows(db, selectCodes().where('mobile', '=', mobile).orderBy('id', 'desc').limit(limit))
}

export async function deleteCodesTo(db: Db, mobile: string): Promise<void> {
  await execute(db, q.deleteFrom('sms_codes').where('mobile', '=', mobile))
  await execute(db, q.deleteFrom('sms_sends').where('mobile', '=', mobile))
}
