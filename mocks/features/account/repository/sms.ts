import type { Db } from '../../../db'
import { allRows, execute, firstRow } from '../../../db/query'
import { q } from './builder'

/** sms_codes (codes sent to a number) and sms_sends (codes asked for by a client address) */

export function sendsFromAddress(db: Db, address: string, since: number): number {
  return firstRow(db, q.selectFrom('sms_sends').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('address', '=', address).where('at', '>', since))?.n ?? 0
}

export function lastCodeSentAt(db: Db, mobile: string): number | undefined {
  return firstRow(db, q.selectFrom('sms_codes').select('created_at').where('mobile', '=', mobile).orderBy('id', 'desc').limit(1))?.created_at
}

export function codesSentSince(db: Db, mobile: string, since: number): number {
  return firstRow(db, q.selectFrom('sms_codes').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('mobile', '=', mobile).where('created_at', '>', since))?.n ?? 0
}

/** a new code replaces any earlier unused one of the same purpose; the send is logged by address */
export function storeCode(db: Db, code: { mobile: string; scene: string; code: string; address: string }, now: number, ttlMs: number, keepSendsMs: number): void {
  db.transaction(() => {
    execute(db, q.updateTable('sms_codes').set({ used_at: now })
      .where('mobile', '=', code.mobile).where('scene', '=', code.scene).where('used_at', 'is', null))
    execute(db, q.insertInto('sms_codes').values({ mobile: code.mobile, scene: code.scene, code: code.code, created_at: now, expires_at: now + ttlMs }))
    execute(db, q.insertInto('sms_sends').values({ address: code.address, at: now }))
    execute(db, q.deleteFrom('sms_sends').where('at', '<=', now - keepSendsMs))
  })()
}

const selectCodes = () => q.selectFrom('sms_codes').selectAll()

export function latestUnusedCode(db: Db, mobile: string, scene: string) {
  return firstRow(db, selectCodes().where('mobile', '=', mobile).where('scene', '=', scene).where('used_at', 'is', null).orderBy('id', 'desc').limit(1))
}

export function updateCode(db: Db, id: number, changes: { failed_attempts?: number; used_at: number | null }): void {
  execute(db, q.updateTable('sms_codes').set(changes).where('id', '=', id))
}

export function latestCodes(db: Db, mobile: string, limit: number) {
  return allRows(db, selectCodes().where('mobile', '=', mobile).orderBy('id', 'desc').limit(limit))
}

export function deleteCodesTo(db: Db, mobile: string): void {
  execute(db, q.deleteFrom('sms_codes').where('mobile', '=', mobile))
}
