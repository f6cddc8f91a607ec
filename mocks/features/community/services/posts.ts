import type { Db } from '../../../db'
import { fail, notFound } from '../../../http/errors'
import { FORUM_POST_KINDS, type ForumPost } from '../../../../types/api/community'
import type { Paged } from '../../../../types/common'
import { DELETED_POST_TEXT, type ForumSort } from '../../../../types/forum-rules'
import { userBriefs, type UserBrief } from '../../account'
import { followedMatchIds, matchBriefs, refs, type MatchBrief } from '../../match'
import { listedPostCount, listedPostRows, postRowById, type PostRow } from '../repository/posts'
import type { NewsKind } from '../repository/news'
import { viewerOf } from './viewer'

/**
 * Reading community posts (types/api/community.ts). Every read takes the viewer (0 = nobody) so
 * that the viewer's own like/collect state is answered and authors the viewer black-listed are
 * left out. Counts are COUNT(*) over the rows, never stored.
 */

export interface BoardFilter {
  sort: ForumSort
  eventId?: number
  leagueId?: number
  /** one author's posts */
  authorId?: number
  /** the viewer's collections, newest collected first */
  collectedBy?: number
  /** only 资讯 (战报, 前瞻, 转会) */
  newsOnly?: boolean
  /** with newsOnly: only 战报, only 前瞻 or only 转会 */
  newsKind?: NewsKind
  /** only posts tagged with one of these matches (a team's home, followed teams' 战报) */
  matchIds?: readonly number[]
  /** with matchIds: posts tagged with this club count too (a team's home: its 转会 资讯) */
  teamId?: number
}

/** the names a page of posts shows: authors, and the teams of tagged matches (one query each for the page) */
interface PostNames {
  authors: Map<number, UserBrief>
  matches: Map<number, MatchBrief>
}

async function namesFor(db: Db, rows: readonly PostRow[]): Promise<PostNames> {
  return {
    authors: await userBriefs(db, rows.map((r) => r.user_id)),
    matches: await matchBriefs(db, rows.flatMap((r) => (r.match_id === null ? [] : [r.match_id]))),
  }
}

/** a stored kind (only these are written) */
const postKindOf = (kind: string): ForumPost['kind'] => FORUM_POST_KINDS.find((k) => k === kind) ?? 'post'

async function toPost(db: Db, row: PostRow, viewer: number, names: PostNames): Promise<ForumPost> {
  const rf = await refs(db)
  const match = row.match_id !== null ? names.matches.get(row.match_id) : undefined
  const home = match ? rf.teams.get(match.home_team_id) : undefined
  const away = match ? rf.teams.get(match.away_team_id) : undefined
  const author = names.authors.get(row.user_id)
  const deleted = row.deleted_at !== null
  return {
    id: row.id,
    user_id: row.user_id,
    nickname: author?.nickname ?? '',
    avatar: author?.avatar ?? '',
    content: deleted ? DELETED_POST_TEXT : row.content,
    images: deleted ? [] : parseImages(row.images),
    kind: postKindOf(row.kind),
    event_id: row.match_id,
    event_name: home && away ? `${home.short_name} vs ${away.short_name}` : '',
    league_id: row.league_id,
    league_name: row.league_id !== null ? (rf.leagues.get(row.league_id)?.short_name ?? '') : '',
    place:
      !deleted && row.place_name !== null && row.latitude !== null && row.longitude !== null
        ? { name: row.place_name, address: row.place_address ?? '', latitude: row.latitude, longitude: row.longitude }
        : null,
    created_at: row.created_at,
    edited_at: row.edited_at,
    like_count: row.like_count,
    comment_count: row.comment_count,
    collect_count: row.collect_count,
    liked: Boolean(row.liked),
    collected: Boolean(row.collected),
    is_mine: viewer !== 0 && row.user_id === viewer,
    deleted,
  }
}

/** the stored JSON array of upload paths (written by this feature only) */
function parseImages(json: string): string[] {
  const images: unknown = JSON.parse(json)
  return Array.isArray(images) ? images.filter((i): i is string => typeof i === 'string') : []
}

/** a page of live posts (deleted ones are left out of lists; they open by id only) */
export async function postPage(db: Db, viewerId: number, filter: BoardFilter, page: number, limit: number): Promise<Paged<ForumPost>> {
  const viewer = await viewerOf(db, viewerId)
  const q = {
    matchId: filter.eventId,
    leagueId: filter.leagueId,
    authorId: filter.authorId,
    collectedBy: filter.collectedBy,
    newsOnly: filter.newsOnly,
    newsKind: filter.newsKind,
    // 关注: posts tagged with the matches I follow (我的关注)
    matchIds: filter.sort === 'following' ? await followedMatchIds(db, viewerId) : filter.matchIds,
    teamId: filter.sort === 'following' ? undefined : filter.teamId,
    hot: filter.sort === 'hot',
    limit,
    offset: (page - 1) * limit,
  }
  const total = await listedPostCount(db, viewer, q)
  const rows = await listedPostRows(db, viewer, q)
  const names = await namesFor(db, rows)
  const list = (await Promise.all(rows.map((r) => toPost(db, r, viewerId, names))))
  return { list, page, limit, total, has_more: page * limit < total }
}

/** one post, deleted or not; a post by an author the viewer black-listed is refused */
export async function postById(db: Db, viewerId: number, id: number): Promise<ForumPost> {
  const viewer = await viewerOf(db, viewerId)
  const row = await postRowById(db, viewer, id)
  if (!row) throw notFound('帖子')
  if (viewerId !== 0 && row.user_id !== viewerId && viewer.blocked.includes(row.user_id)) throw fail('你已将该帖作者加入黑名单')
  return toPost(db, row, viewerId, await namesFor(db, [row]))
}
