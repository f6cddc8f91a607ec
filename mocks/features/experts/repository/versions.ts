import { idsIn, idsJson } from '../../../db/idList'
import type { Db } from '../../../db'
import { allRows, execute, firstRow, compiledOnce } from '../../../db/query'
import { sql } from 'kysely'
import { q } from './builder'

/** the hashed versions of predictions (prediction_versions) */

export interface VersionDbRow {
  prediction_id: number
  version: number
  at: number
  title: string
  content: string
  price: number
  /** JSON of the legs */
  legs: string
  odds: number
  canonical: string
  hash: string
}

export async function lastVersion(db: Db, predictionId: number): Promise<number> {
  return (await firstRow(db, q.selectFrom('prediction_versions').select((eb) => eb.fn.coalesce(eb.fn.max('version'), sql<number>`0`).as('v'))
    .where('prediction_id', '=', predictionId)))?.v ?? 0
}

const firstVersionQuery = compiledOnce((predictionId: number) => q.selectFrom('prediction_versions').select('version').where('prediction_id', '=', predictionId).limit(sql.lit(1)))

export async function hasVersion(db: Db, predictionId: number): Promise<boolean> {
  return await firstRow(db, firstVersionQuery(predictionId)) !== undefined
}

export async function insertVersion(db: Db, v: VersionDbRow): Promise<void> {
  await execute(db, q.insertInto('prediction_versions').values(v))
}

const versionsQuery = compiledOnce((json: string) => q.selectFrom('prediction_versions')
  .select(['prediction_id', 'version', 'at', 'title', 'content', 'price', 'legs', 'odds', 'canonical', 'hash'])
  .where('prediction_id', 'in', idsIn(json))
  .orderBy('prediction_id').orderBy('version'))

/** every version of these predictions, oldest first */
export async function versionRows(db: Db, ids: readonly number[]): Promise<VersionDbRow[]> {
  if (!ids.length) return []
  return allRows(db, versionsQuery(idsJson(ids)))
}
