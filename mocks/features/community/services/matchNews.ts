import type { Db } from '../../../db'
import type { ForumPost } from '../../../../types/api/community'
import { postPage } from './posts'

/**
 * The latest 资讯 tagged with one of these matches (or with the club `teamId`: its 转会 news), newest first, as the board lists them under its
 * 资讯 filter (the viewer's black list applies): match asks for them through its port for the team
 * home's 最新资讯 and the followed teams' 战报 (docs/product/news.md).
 */
export async function newsOfMatches(db: Db, viewerId: number, matchIds: readonly number[], kind: 'report' | 'preview' | 'any', limit: number, teamId?: number): Promise<ForumPost[]> {
  const newsKind = kind === 'any' ? undefined : kind
  return (await postPage(db, viewerId, { sort: 'latest', newsOnly: true, newsKind, matchIds, teamId }, 1, limit)).list
}
