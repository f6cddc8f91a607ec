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
