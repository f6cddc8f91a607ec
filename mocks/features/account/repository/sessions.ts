import type { Db } from '../../../db'
import { execute, firstRow } from '../../../db/query'
import { q } from './builder'

export function insertSession(db: Db, row: { token_hash: string; user_id: number; created_at: number; expires_at: number }): void {
  execute(db, q.insertInto('sessions').values(row))
}

export function revokeSession(db: Db, tokenHash: string, now: number): void {
  execute(db, q.updateTable('sessions').set({ revoked_at: now }).where('token_hash', '=', tokenHash).where('revoked_at', 'is', null))
}

export function revokeUserSessions(db: Db, userId: number, now: number): void {
  execute(db, q.updateTable('sessions').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null))
}

export function sessionExpiresAt(db: Db, tokenHash: string): number | undefined {
  return firstRow(db, q.selectFrom('sessions').select('expires_at').where('token_hash', '=', tokenHash))?.expires_at
}

/** the live account of a valid (unexpired, unrevoked) session */
export function sessionUser(db: Db, tokenHash: string, now: number): { id: number; is_expert: number } | undefined {
  return firstRow(db, q.selectFrom('sessions as s').innerJoin('users as u', 'u.id', 's.user_id')
    .select(['u.id', 'u.is_expert'])
    .where('s.token_hash', '=', tokenHash).where('s.revoked_at', 'is', null).where('s.expires_at', '>', now)
    .where('u.deleted_at', 'is', null))
}
