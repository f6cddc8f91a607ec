import type { Db } from '../../../db'
import { execute, firstRow } from '../../../db/query'
import { q } from './builder'

/** uploaded pictures' bytes kept in the database (width 0: the picture; otherwise a thumbnail) */

export async function insertUploadFile(db: Db, name: string, width: number, bytes: Buffer): Promise<void> {
  // two processes making one missing thumbnail at once store the same bytes: the first one stays
  await execute(db, q.insertInto('upload_files').values({ name, width, bytes }).onConflict((oc) => oc.columns(['name', 'width']).doNothing()))
}

export async function uploadFileBytes(db: Db, name: string, width: number): Promise<Buffer | undefined> {
  return (await firstRow(db, q.selectFrom('upload_files').select('bytes').where('name', '=', name).where('width', '=', width)))?.bytes
}

export async function deleteUploadFiles(db: Db, names: readonly string[]): Promise<void> {
  if (names.length === 0) return
  await execute(db, q.deleteFrom('upload_files').where('name', 'in', names))
}
