import type { Db } from '../../../db'
import { pageOf } from '../../../http/paging'
import { listExperts } from '../../experts'
import { leagueRef, matchesOfLeaguesOrTeamsPage, playerRef, refs, teamRef, toRows } from '../../match'
import type { SearchRes } from '../../../../types/api/home'
import type { ExpertListRow } from '../../../../types/api/experts'
import { bestRelevance, keywordOf, searchNameOf, type Keyword } from './nameMatch'
import { findRanked, searchIndexOf } from './searchIndex'

/** how many of each section one answer holds (matches are paged) */
export const SEARCH_LIMITS = { leagues: 10, teams: 20, players: 20, experts: 10 } as const
/** the competitions and teams whose matches are listed: the most relevant ones */
const MATCHES_OF_FIRST = 10
/** matches listed: a week either side of now */
const MATCH_WINDOW_MS = 7 * 86_400_000

export interface SearchInput {
  keyword: string
  page: number
  limit: number
  now: number
  userId: number | undefined
}

/** experts named by the keyword: nickname (characters or pinyin) or title; among equals the most followed */
function foundExperts(db: Db, k: Keyword, now: number): ExpertListRow[] {
  const all = listExperts(db, { sort: 'followers' }, now, undefined, 1, Number.MAX_SAFE_INTEGER).list
  return all
    .map((e) => ({ e, relevance: bestRelevance([searchNameOf(e.nickname), searchNameOf(e.title)], k) }))
    .filter((x) => x.relevance > 0)
    .sort((a, b) => b.relevance - a.relevance || b.e.followers - a.e.followers || a.e.expert_id - b.e.expert_id)
    .slice(0, SEARCH_LIMITS.experts)
    .map((x) => x.e)
}

/** searchCpt's answer: each section most relevant first, then most popular (docs/product/search.md) */
export function searchAll(db: Db, input: SearchInput): SearchRes {
  const rf = refs(db)
  const index = searchIndexOf(rf)
  const k = keywordOf(input.keyword)
  const leagues = findRanked(index.leagues, k, SEARCH_LIMITS.leagues).map((f) => f.entry.id)
  const teams = findRanked(index.teams, k, SEARCH_LIMITS.teams).map((f) => f.entry.id)
  const players = findRanked(index.players, k, SEARCH_LIMITS.players).map((f) => f.entry)
  const leagueIds = leagues.slice(0, MATCHES_OF_FIRST)
  const teamIds = teams.slice(0, MATCHES_OF_FIRST)
  const found = leagueIds.length || teamIds.length
    ? matchesOfLeaguesOrTeamsPage(db, leagueIds, teamIds, input.now, MATCH_WINDOW_MS, input.page, input.limit)
    : { rows: [], total: 0 }
  return {
    leagues: leagues.map((id) => leagueRef(rf, id)),
    teams: teams.map((id) => teamRef(rf, id)),
    players: players.map((p) => ({ player: playerRef(rf, p.id), team: teamRef(rf, p.team_id) })),
    matches: pageOf(toRows(db, found.rows, input.now, input.userId), input.page, input.limit, found.total),
    experts: foundExperts(db, k, input.now),
  }
}
