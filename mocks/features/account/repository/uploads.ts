import type { Db } from '../../../db'
import { allRows, execute, firstRow } from '../../../db/query'
import { q } from './builder'

export function insertUpload(db: Db, row: { name: string; user_id: number; size: number; created_at: number }): void {
  execute(db, q.insertInto('uploads').values(row))
}

export function deleteUploads(db: Db, names: readonly string[]): void {
  if (names.length === 0) return
  execute(db, q.deleteFrom('uploads').where('name', 'in', names))
}

export function uploadOwnerOf(db: Db, name: string): number | undefined {
  return firstRow(db, q.selectFrom('uploads').select('user_id').where('name', '=', name))?.user_id
}

export function uploadNamesOf(db: Db, userId: number): string[] {
  return allRows(db, q.selectFrom('uploads').select('name').where('user_id', '=', userId)).map((r) => r.name)
}

export function deleteUploadsOf(db: Db, userId: number): void {
  execute(db, q.deleteFrom('uploads').where('user_id', '=', userId))
}

/** how many files, and bytes, the user has uploaded since then */
export function uploadTotalsSince(db: Db, userId: number, since: number): { files: number; bytes: number } {
  const row = firstRow(db, q.selectFrom('uploads')
    .select((eb) => [eb.fn.countAll<number>().as('files'), eb.fn.coalesce(eb.fn.sum<number>('size'), eb.lit(0)).as('bytes')])
    .where('user_id', '=', userId).where('created_at', '>', since))
  return { files: row?.files ?? 0, bytes: row?.bytes ?? 0 }
}
