import type { Db } from '../../../db'
import { allRows, firstRow, insertedId } from '../../../db/query'
import { q } from './builder'

export async function insertNotice(db: Db, row: { title: string; content: string; created_at: number }): Promise<number> {
  return (await insertedId(db, q.insertInto('system_notices').values(row)))
}

export async function countNotices(db: Db): Promise<number> {
  return (await firstRow(db, q.selectFrom('system_notices').select((eb) => eb.fn.countAll<number>().as('n'))))?.n ?? 0
}

export async function hasNotices(db: Db): Promise<boolean> {
  return await firstRow(db, q.selectFrom('system_notices').select('id').limit(1)) !== undefined
}

export function noticeRows(db: Db, limit: number, offset: number) {
  return allRows(db, q.selectFrom('system_notices').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset))
}

export function noticeRow(db: Db, id: number) {
  return firstRow(db, q.selectFrom('system_notices').selectAll().where('id', '=', id))
}
