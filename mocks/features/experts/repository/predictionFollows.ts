import { idsIn, idsJson } from '../../../db/idList'
import type { Db } from '../../../db'
import { allRows, execute, firstRow, compiledOnce } from '../../../db/query'
import { q } from './builder'

/** users following predictions (prediction_follows) */

const followersQuery = compiledOnce((predictionId: number) => q.selectFrom('prediction_follows').select((eb) => eb.fn.countAll<number>().as('n')).where('prediction_id', '=', predictionId))
const followedQuery = compiledOnce((userId: number, json: string) => q.selectFrom('prediction_follows').select('prediction_id').where('user_id', '=', userId)
  .where('prediction_id', 'in', idsIn(json)))

export async function predictionFollowers(db: Db, predictionId: number): Promise<number> {
  return (await firstRow(db, followersQuery(predictionId)))?.n ?? 0
}

/** which of these predictions the user follows */
export async function followedPredictionsAmong(db: Db, userId: number | undefined, ids: readonly number[]): Promise<Set<number>> {
  if (!userId || !ids.length) return new Set()
  return new Set((await allRows(db, followedQuery(userId, idsJson(ids)))).map((r) => r.prediction_id))
}

export async function setPredictionFollowRow(db: Db, userId: number, predictionId: number, follow: boolean, now: number): Promise<void> {
  if (follow) await execute(db, q.insertInto('prediction_follows').values({ user_id: userId, prediction_id: predictionId, created_at: now }).onConflict((oc) => oc.doNothing()))
  else await execute(db, q.deleteFrom('prediction_follows').where('user_id', '=', userId).where('prediction_id', '=', predictionId))
}
