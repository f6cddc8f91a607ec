import type { Db } from '../../db'
import type { ForumPost } from '../../../types/api/community'

/**
 * What match learns from the features above it (they register in their `connect()`): the 资讯
 * community writes about matches (and, with `teamId`, the 转会 news tagged with that club), for the
 * team home's 最新资讯 and the followed teams' 战报 (docs/product/news.md). Until community provides
 * them there are none.
 */
export type MatchNewsOf = (db: Db, viewerId: number, matchIds: readonly number[], kind: 'report' | 'preview' | 'any', limit: number, teamId?: number) => Promise<ForumPost[]>

let matchNewsOf: MatchNewsOf | undefined

export function provideMatchNews(fn: MatchNewsOf): void {
  matchNewsOf = fn
}

/** the latest 资讯 tagged with one of these matches (or with the club `teamId`), newest first */
export async function newsOfMatches(db: Db, viewerId: number, matchIds: readonly number[], kind: 'report' | 'preview' | 'any', limit: number, teamId?: number): Promise<ForumPost[]> {
  if (!matchNewsOf || (matchIds.length === 0 && teamId === undefined)) return []
  return matchNewsOf(db, viewerId, matchIds, kind, limit, teamId)
}
