import type { Db } from '../../../db'
import { sql } from 'kysely'
import { allRows, execute, firstRow } from '../../../db/query'
import { q } from './builder'

/** a new session, numbered after the account's others (seq orders sign-ins of the same millisecond) */
export async function insertSession(db: Db, row: { token_hash: string; user_id: number; created_at: number; expires_at: number }): Promise<void> {
  await execute(db, q.insertInto('sessions').values((eb) => ({
    ...row,
    seq: eb.selectFrom('sessions').select(sql<number>`COALESCE(MAX(seq), 0) + 1`.as('next')).where('user_id', '=', row.user_id),
  })))
}

export async function revokeSession(db: Db, tokenHash: string, now: number): Promise<void> {
  await execute(db, q.updateTable('sessions').set({ revoked_at: now }).where('token_hash', '=', tokenHash).where('revoked_at', 'is', null))
}

export async function revokeUserSessions(db: Db, userId: number, now: number): Promise<void> {
  await execute(db, q.updateTable('sessions').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null))
}

export async function sessionExpiresAt(db: Db, tokenHash: string): Promise<number | undefined> {
  return (await firstRow(db, q.selectFrom('sessions').select('expires_at').where('token_hash', '=', tokenHash)))?.expires_at
}

/** the live account of a valid (unexpired, unrevoked) session */
export async function sessionUser(db: Db, tokenHash: string, now: number): Promise<{ id: number; is_expert: number } | undefined> {
  return firstRow(db, q.selectFrom('sessions as s').innerJoin('users as u', 'u.id', 's.user_id')
    .select(['u.id', 'u.is_expert'])
    .where('s.token_hash', '=', tokenHash).where('s.revoked_at', 'is', null).where('s.expires_at', '>', now)
    .where('u.deleted_at', 'is', null))
}

/** the account's live sessions, oldest first (seq breaks ties of the same millisecond) */
export async function liveSessionHashes(db: Db, userId: number, now: number): Promise<string[]> {
  return (await allRows(db, q.selectFrom('sessions').select('token_hash')
    .where('user_id', '=', userId).where('revoked_at', 'is', null).where('expires_at', '>', now)
    .orderBy('created_at').orderBy('seq'))).map((r) => r.token_hash)
}

/** ends sessions, saying why (ended_by 'replaced': a newer sign-in took the place) */
export async function endSessions(db: Db, tokenHashes: readonly string[], now: number, endedBy: string): Promise<void> {
  if (tokenHashes.length === 0) return
  await execute(db, q.updateTable('sessions').set({ revoked_at: now, ended_by: endedBy }).where('token_hash', 'in', tokenHashes))
}

/** how a session ended (null while live or when it ended by logout); undefined for an unknown token */
export async function sessionEndedBy(db: Db, tokenHash: string): Promise<string | null | undefined> {
  return (await firstRow(db, q.selectFrom('sessions').select('ended_by').where('token_hash', '=', tokenHash)))?.ended_by
}
