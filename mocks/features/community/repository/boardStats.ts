import type { Db } from '../../../db'
import { allRows } from '../../../db/query'
import { q } from './builder'

/** how much the board talks about each match and competition (posts not deleted) */

/** posts per tagged match since `since` */
export async function postCountsByMatchSince(db: Db, since: number): Promise<Array<{ match_id: number; post_count: number }>> {
  const qb = q.selectFrom('forum_posts').select((eb) => ['match_id', eb.fn.countAll<number>().as('post_count')])
    .where('deleted_at', 'is', null).where('created_at', '>=', since).where('match_id', 'is not', null).groupBy('match_id')
  return (await allRows(db, qb)).flatMap((r) => (r.match_id === null ? [] : [{ match_id: r.match_id, post_count: r.post_count }]))
}

/** posts of all time per match, for these matches (a match without posts is left out) */
export async function postCountsOfMatches(db: Db, matchIds: readonly number[]): Promise<Map<number, number>> {
  if (matchIds.length === 0) return new Map()
  const qb = q.selectFrom('forum_posts').select((eb) => ['match_id', eb.fn.countAll<number>().as('post_count')])
    .where('deleted_at', 'is', null).where('match_id', 'in', matchIds).groupBy('match_id')
  const counts = new Map<number, number>()
  for (const r of await allRows(db, qb)) if (r.match_id !== null) counts.set(r.match_id, r.post_count)
  return counts
}

/** competitions by posts since `since` (tagged with the competition or one of its matches), most first */
export async function postCountsByLeagueSince(db: Db, since: number, limit: number): Promise<Array<{ league_id: number; post_count: number }>> {
  const qb = q.selectFrom('forum_posts').select((eb) => ['league_id', eb.fn.countAll<number>().as('post_count')])
    .where('league_id', 'is not', null).where('deleted_at', 'is', null).where('created_at', '>=', since)
    .groupBy('league_id').orderBy('post_count', 'desc').orderBy('league_id').limit(limit)
  return (await allRows(db, qb)).flatMap((r) => (r.league_id === null ? [] : [{ league_id: r.league_id, post_count: r.post_count }]))
}
