import type { Db } from '../../../db'
import { pageOf } from '../../../http/paging'
import { listExperts } from '../../experts'
import { refs, toRows } from '../../match'
import type { SearchRes } from '../../../../types/api/home'
import type { ExpertListRow } from '../../../../types/api/experts'
import { bestRelevance, keywordOf, searchNameOf, type Keyword } from './nameMatch'
import { foundMatches } from './foundMatches'
import { namedSections, SEARCH_LIMITS } from './namedSections'


export interface SearchInput {
  keyword: string
  page: number
  limit: number
  now: number
  userId: number | undefined
}

/** experts named by the keyword: nickname (characters or pinyin) or title; among equals the most followed */
async function foundExperts(db: Db, k: Keyword, now: number): Promise<ExpertListRow[]> {
  const all = (await listExperts(db, { sort: 'followers' }, now, undefined, 1, Number.MAX_SAFE_INTEGER)).list
  return all
    .map((e) => ({ e, relevance: bestRelevance([searchNameOf(e.nickname), searchNameOf(e.title)], k) }))
    .filter((x) => x.relevance > 0)
    .sort((a, b) => b.relevance - a.relevance || b.e.followers - a.e.followers || a.e.expert_id - b.e.expert_id)
    .slice(0, SEARCH_LIMITS.experts)
    .map((x) => x.e)
}

/** searchCpt's answer: each section most relevant first, then most popular (docs/product/search.md) */
export async function searchAll(db: Db, input: SearchInput): Promise<SearchRes> {
  const k = keywordOf(input.keyword)
  const named = namedSections(await refs(db), k)
  const found = await foundMatches(db, k.text, named, input.now, input.page, input.limit)
  return {
    leagues: named.leagues,
    teams: named.teams,
    players: named.players,
    matches: pageOf(await toRows(db, found.rows, input.now, input.userId), input.page, input.limit, found.total),
    experts: await foundExperts(db, k, input.now),
  }
}
