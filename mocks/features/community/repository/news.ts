import type { Db } from '../../../db'
import { allRows, execute, queryBuilder } from '../../../db/query'
import type { CommunityTables } from '../tables'

/** the board's 资讯: posts of the official account keyed by what they are about (one per key) */

const community = queryBuilder<CommunityTables>()

export type NewsKind = 'report' | 'preview'

export interface NewsPost {
  key: string
  kind: NewsKind
  content: string
  match_id: number
  league_id: number
  created_at: number
}

/** writes a news post unless one with its key exists; true when written */
export function insertNewsPost(db: Db, authorId: number, n: NewsPost): boolean {
  const res = execute(db, community.insertInto('forum_posts').values({
    user_id: authorId, content: n.content, images: '[]', match_id: n.match_id, league_id: n.league_id, kind: n.kind, news_key: n.key, created_at: n.created_at,
  }).onConflict((oc) => oc.column('news_key').doNothing()))
  return res.changes > 0
}

/** the keys among these already written */
export function writtenNewsKeys(db: Db, keys: readonly string[]): Set<string> {
  if (keys.length === 0) return new Set()
  return new Set(allRows(db, community.selectFrom('forum_posts').select('news_key').where('news_key', 'in', keys)).flatMap((r) => (r.news_key ? [r.news_key] : [])))
}
