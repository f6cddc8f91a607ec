import type { Db } from '../../../db'
import { allRows, execute, firstRow } from '../../../db/query'
import { q } from './builder'

export async function insertUpload(db: Db, row: { name: string; user_id: number; size: number; created_at: number }): Promise<void> {
  await execute(db, q.insertInto('uploads').values(row))
}

export async function deleteUploads(db: Db, names: readonly string[]): Promise<void> {
  if (names.length === 0) return
  await execute(db, q.deleteFrom('uploads').where('name', 'in', names))
}

export async function uploadOwnerOf(db: Db, name: string): Promise<number | undefined> {
  return (await firstRow(db, q.selectFrom('uploads').select('user_id').where('name', '=', name)))?.user_id
}

export async function uploadNamesOf(db: Db, userId: number): Promise<string[]> {
  return (await allRows(db, q.selectFrom('uploads').select('name').where('user_id', '=', userId))).map((r) => r.name)
}

export async function deleteUploadsOf(db: Db, userId: number): Promise<void> {
  await execute(db, q.deleteFrom('uploads').where('user_id', '=', userId))
}

/** how many files, and bytes, the user has uploaded since then */
export async function uploadTotalsSince(db: Db, userId: number, since: number): Promise<{ files: number; bytes: number }> {
  const row = await firstRow(db, q.selectFrom('uploads')
    .select((eb) => [eb.fn.countAll<number>().as('files'), eb.fn.coalesce(eb.fn.sum<number>('size'), eb.lit(0)).as('bytes')])
    .where('user_id', '=', userId).where('created_at', '>', since))
  return { files: row?.files ?? 0, bytes: row?.bytes ?? 0 }
}
