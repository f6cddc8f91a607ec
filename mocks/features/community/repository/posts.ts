import { sql, type ExpressionBuilder } from 'kysely'
import type { Db } from '../../../db'
import { allRows, execute, firstRow, insertedId } from '../../../db/query'
import type { CommunityTables, ForumPostsTable } from '../tables'
import { NEWS_KINDS, type NewsKind } from './news'
import { q } from './builder'

/** forum_posts, read with their likes, comments and collections counted (counts are never stored) */

const postsFrom = () => q.selectFrom('forum_posts as p')
type PostsQuery = ReturnType<typeof postsFrom>
type PostsEb = ExpressionBuilder<CommunityTables & { p: ForumPostsTable }, 'p'>

/** whose posts and reactions the viewer sees: `blocked` are the authors the viewer black-listed */
export interface Viewer {
  id: number
  blocked: readonly number[]
}

export interface PostQuery {
  matchId?: number
  leagueId?: number
  authorId?: number
  /** the viewer's collections, newest collected first */
  collectedBy?: number
  /** only posts tagged with one of these matches (or, with teamId, with that club) */
  matchIds?: readonly number[]
  /** with matchIds: posts tagged with this club count too (转会 资讯) */
  teamId?: number
  /** only 资讯 (战报, 前瞻, 转会) */
  newsOnly?: boolean
  /** with newsOnly: only 资讯 of this kind */
  newsKind?: NewsKind
  hot: boolean
  limit: number
  offset: number
}

/** the columns of a post as answered, with its counts and the viewer's like/collect state */
function selectPost(qb: PostsQuery, viewer: Viewer) {
  return qb.select((eb) => [
    'p.id', 'p.user_id', 'p.content', 'p.images', 'p.match_id', 'p.league_id', 'p.place_name', 'p.place_address',
    'p.latitude', 'p.longitude', 'p.created_at', 'p.edited_at', 'p.deleted_at', 'p.kind',
    eb.selectFrom('forum_likes as l').whereRef('l.forum_id', '=', 'p.id').select((e) => e.fn.countAll<number>().as('n')).$asScalar().as('like_count'),
    eb.selectFrom('forum_comments as c').select((e) => e.fn.countAll<number>().as('n')).whereRef('c.forum_id', '=', 'p.id').where('c.deleted_at', 'is', null)
      .$if(viewer.blocked.length > 0, (b) => b.where('c.user_id', 'not in', viewer.blocked))
      .$asScalar().as('comment_count'),
    eb.selectFrom('forum_collections as k').whereRef('k.forum_id', '=', 'p.id').select((e) => e.fn.countAll<number>().as('n')).$asScalar().as('collect_count'),
    eb.exists(eb.selectFrom('forum_likes as l').select('l.user_id').whereRef('l.forum_id', '=', 'p.id').where('l.user_id', '=', viewer.id)).as('liked'),
    eb.exists(eb.selectFrom('forum_collections as k').select('k.user_id').whereRef('k.forum_id', '=', 'p.id').where('k.user_id', '=', viewer.id)).as('collected'),
  ])
}

export type PostRow = NonNullable<Awaited<ReturnType<typeof postRowById>>>

/** live posts (deleted ones are left out of lists) of authors the viewer did not black-list, filtered */
function listed(viewer: Viewer, filter: PostQuery): PostsQuery {
  const { matchIds } = filter
  return postsFrom()
    .where('p.deleted_at', 'is', null)
    .$if(viewer.blocked.length > 0, (b) => b.where('p.user_id', 'not in', viewer.blocked))
    .$if(filter.matchId !== undefined, (b) => b.where('p.match_id', '=', filter.matchId ?? 0))
    .$if(filter.leagueId !== undefined, (b) => b.where('p.league_id', '=', filter.leagueId ?? 0))
    .$if(filter.authorId !== undefined, (b) => b.where('p.user_id', '=', filter.authorId ?? 0))
    .$if(filter.newsOnly === true, (b) => b.where('p.kind', 'in', filter.newsKind ? [filter.newsKind] : NEWS_KINDS))
    .$if(filter.collectedBy !== undefined, (b) =>
      b.where('p.id', 'in', (eb) => eb.selectFrom('forum_collections as mine').select('mine.forum_id').where('mine.user_id', '=', filter.collectedBy ?? 0)))
    .$if(matchIds !== undefined, (b) => b.where((eb) => eb.or([
      matchIds?.length ? eb('p.match_id', 'in', matchIds) : eb.lit(false),
      filter.teamId !== undefined ? eb('p.id', 'in', eb.selectFrom('forum_post_teams as pt').select('pt.post_id').where('pt.team_id', '=', filter.teamId)) : eb.lit(false),
    ])))
}

export async function listedPostCount(db: Db, viewer: Viewer, filter: PostQuery): Promise<number> {
  return (await firstRow(db, listed(viewer, filter).select((eb) => eb.fn.countAll<number>().as('n'))))?.n ?? 0
}

/** a page of listed posts: collections newest collected first, hot by likes + 2 × comments + collections, else newest first */
export async function listedPostRows(db: Db, viewer: Viewer, filter: PostQuery): Promise<PostRow[]> {
  const { collectedBy } = filter
  if (collectedBy === undefined && filter.hot) return hotPostRows(db, viewer, filter)
  const rows = selectPost(listed(viewer, filter), viewer)
    .$if(collectedBy !== undefined, (b) =>
      b.orderBy((eb: PostsEb) => eb.selectFrom('forum_collections as mine').select('mine.created_at').whereRef('mine.forum_id', '=', 'p.id').where('mine.user_id', '=', collectedBy ?? 0), 'desc'))
    .$if(collectedBy === undefined, (b) => b.orderBy('p.created_at', 'desc'))
    .orderBy('p.id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset)
  return allRows(db, rows)
}

/**
 * Hot: by likes + 2 × comments + collections. The counts are output columns, and PostgreSQL lets an
 * ORDER BY name an output column only on its own, not inside an expression (SQLite allows both), so
 * the page is ordered outside the query that counts.
 */
function hotPostRows(db: Db, viewer: Viewer, filter: PostQuery): Promise<PostRow[]> {
  const counted = selectPost(listed(viewer, filter), viewer).as('t')
  return allRows(db, q.selectFrom(counted).selectAll()
    .orderBy(sql`t.like_count + 2 * t.comment_count + t.collect_count`, 'desc')
    .orderBy('t.id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset))
}

/** one post, deleted or not */
export function postRowById(db: Db, viewer: Viewer, id: number) {
  return firstRow(db, selectPost(postsFrom().where('p.id', '=', id), viewer))
}

/** a post's author and whether it was deleted */
export function storedPostRow(db: Db, id: number) {
  return firstRow(db, q.selectFrom('forum_posts').select(['id', 'user_id', 'deleted_at']).where('id', '=', id))
}

/** when the user last posted (deleted posts count) */
export async function lastPostAt(db: Db, userId: number): Promise<number | null> {
  return (await firstRow(db, q.selectFrom('forum_posts').select((eb) => eb.fn.max('created_at').as('last')).where('user_id', '=', userId)))?.last ?? null
}

/** the user's posts not deleted (the member info's post_count) */
export async function livePostCountOf(db: Db, userId: number): Promise<number> {
  const filter = q.selectFrom('forum_posts').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).where('deleted_at', 'is', null)
  return (await firstRow(db, filter))?.n ?? 0
}

export interface PostValues {
  content: string
  images: string
  match_id: number | null
  league_id: number | null
  place_name: string | null
  place_address: string | null
  latitude: number | null
  longitude: number | null
}

export async function insertPost(db: Db, userId: number, values: PostValues, now: number): Promise<number> {
  return (await insertedId(db, q.insertInto('forum_posts').values({ user_id: userId, ...values, created_at: now })))
}

export async function updatePost(db: Db, id: number, values: PostValues, now: number): Promise<void> {
  await execute(db, q.updateTable('forum_posts').set({ ...values, edited_at: now }).where('id', '=', id))
}

export async function markPostDeleted(db: Db, id: number, now: number): Promise<void> {
  await execute(db, q.updateTable('forum_posts').set({ deleted_at: now }).where('id', '=', id))
}
