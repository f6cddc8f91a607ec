import type { Db } from '../../../db'
import { allRows, execute, insertedId } from '../../../db/query'
import { q } from './builder'

/** the board's 资讯: posts of the official account keyed by what they are about (one per key) */

export const NEWS_KINDS = ['report', 'preview', 'transfer'] as const
export type NewsKind = (typeof NEWS_KINDS)[number]

export interface NewsPost {
  key: string
  kind: NewsKind
  content: string
  match_id: number | null
  league_id: number | null
  created_at: number
  /** clubs the post is tagged with besides its match's (a 转会's two clubs) */
  team_ids?: readonly number[]
}

/** writes a news post (and its club tags) unless one with its key exists; true when written */
export async function insertNewsPost(db: Db, authorId: number, n: NewsPost): Promise<boolean> {
  const postId = await insertedId(db, q.insertInto('forum_posts').values({
    user_id: authorId, content: n.content, images: '[]', match_id: n.match_id, league_id: n.league_id, kind: n.kind, news_key: n.key, created_at: n.created_at,
  }).onConflict((oc) => oc.column('news_key').doNothing()))
  if (postId === 0) return false
  const teams = [...new Set(n.team_ids ?? [])]
  if (teams.length) await execute(db, q.insertInto('forum_post_teams').values(teams.map((team_id) => ({ team_id, post_id: postId }))))
  return true
}

/** the keys among these already written */
export async function writtenNewsKeys(db: Db, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set()
  return new Set((await allRows(db, q.selectFrom('forum_posts').select('news_key').where('news_key', 'in', keys))).flatMap((r) => (r.news_key ? [r.news_key] : [])))
}
