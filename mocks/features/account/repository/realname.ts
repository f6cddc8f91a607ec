import type { Db } from '../../../db'
import { execute, firstRow } from '../../../db/query'
import { q } from './builder'

export async function realnameRow(db: Db, userId: number): Promise<{ name: string; id_card_masked: string; verified_at: number } | undefined> {
  return firstRow(db, q.selectFrom('realname').select(['name', 'id_card_masked', 'verified_at']).where('user_id', '=', userId))
}

export async function hasRealname(db: Db, userId: number): Promise<boolean> {
  return await firstRow(db, q.selectFrom('realname').select('user_id').where('user_id', '=', userId)) !== undefined
}

/** the account an ID number (by its keyed hash) is already verified for */
export async function realnameOwner(db: Db, idCardHash: string): Promise<number | undefined> {
  return (await firstRow(db, q.selectFrom('realname').select('user_id').where('id_card_hash', '=', idCardHash)))?.user_id
}

export async function insertRealname(db: Db, row: { user_id: number; name: string; id_card_masked: string; id_card_hash: string; verified_at: number }): Promise<void> {
  await execute(db, q.insertInto('realname').values(row))
}

export async function deleteRealname(db: Db, userId: number): Promise<void> {
  await execute(db, q.deleteFrom('realname').where('user_id', '=', userId))
}
