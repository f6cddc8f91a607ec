import type { Db } from '../../../db'
import { execute, firstRow } from '../../../db/query'
import { q } from './builder'

export function realnameRow(db: Db, userId: number): { name: string; id_card_masked: string; verified_at: number } | undefined {
  return firstRow(db, q.selectFrom('realname').select(['name', 'id_card_masked', 'verified_at']).where('user_id', '=', userId))
}

export function hasRealname(db: Db, userId: number): boolean {
  return firstRow(db, q.selectFrom('realname').select('user_id').where('user_id', '=', userId)) !== undefined
}

/** the account an ID number (by its keyed hash) is already verified for */
export function realnameOwner(db: Db, idCardHash: string): number | undefined {
  return firstRow(db, q.selectFrom('realname').select('user_id').where('id_card_hash', '=', idCardHash))?.user_id
}

export function insertRealname(db: Db, row: { user_id: number; name: string; id_card_masked: string; id_card_hash: string; verified_at: number }): void {
  execute(db, q.insertInto('realname').values(row))
}

export function deleteRealname(db: Db, userId: number): void {
  execute(db, q.deleteFrom('realname').where('user_id', '=', userId))
}
