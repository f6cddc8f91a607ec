import { z } from 'zod'
import { defineEndpoints } from '../endpoint'
import { pageReq, paged, zId } from '../common'
import { leagueRef, matchRow, playerRef, seasonRef, standingRow, teamRef } from '../football'
import { topScorerRow } from './match'
import { expertListRow } from './experts'

/**
 * docs/product/api.md "Index". What each path answers, where its name alone does not say:
 * - index/shuju: site texts by `content` key: 'VER' (the version text array, docs/product/entities.md), 'ABOUT',
 *   'AGREEMENT', 'PRIVACY', 'RULES' (play rules), 'SERVICE' (customer service).
 * - index/saibotiyu: search (searchCpt) over competitions, teams, players, experts and the matches of
 *   the competitions and teams found (a week either side of now, by kickoff time, earliest first), by
 *   Chinese name, short name, pinyin or its initials; each section most relevant first, then most
 *   popular (docs/product/search.md).
 * - index/zmxil / zmxlxq: well-known competitions (著名联赛) and one competition's overview.
 */

export const siteTextRes = z.object({
  content: z.string(),
  title: z.string(),
  /** paragraphs (for VER: one line per change of this version) */
  text: z.array(z.string()),
  /** for documents: the date of the wording, 'YYYY-MM-DD' */
  version: z.string(),
  updated_at: z.number().int(),
  /** documents (AGREEMENT, PRIVACY, RULES, SERVICE) also come structured; `text` then holds the same words flattened */
  intro: z.string().optional(),
  sections: z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()) })).optional(),
  /** SERVICE: the support channels (the app offers copy and, for a phone, dial) */
  contacts: z.array(z.object({ key: z.string(), label: z.string(), value: z.string(), copy: z.string().optional(), dial: z.boolean().optional() })).optional(),
})

/** a keyword of any text up to 200 characters is answered (what cannot name anything finds nothing) */
export const SEARCH_KEYWORD_MAX = 200
export const searchReq = pageReq.extend({ keyword: z.string().trim().min(1, '请输入关键字').max(SEARCH_KEYWORD_MAX, `关键字最多 ${SEARCH_KEYWORD_MAX} 个字`) })
/** a player found by search, with the club that holds them (their card opens over its team home) */
export const searchPlayer = z.object({ player: playerRef, team: teamRef })
export const searchRes = z.object({
  /** at most 10, most relevant then most popular first (so for each list below) */
  leagues: z.array(leagueRef),
  /** at most 20 */
  teams: z.array(teamRef),
  /** at most 20 */
  players: z.array(searchPlayer),
  /** matches of the competitions and teams found, nearest to now first */
  matches: paged(matchRow),
  /** experts named by the keyword (nickname by characters or pinyin, or title), most followed first among equals (at most 10; always sent) */
  experts: z.array(expertListRow).optional(),
})

export const famousLeagueRow = z.object({
  league: leagueRef,
  season: seasonRef,
  /** top of the table now (null for cups) */
  leader: teamRef.nullable(),
  live_count: z.number().int(),
  next_match: matchRow.nullable(),
})

export const famousLeagueDetail = z.object({
  league: leagueRef,
  season: seasonRef,
  /** first six of the table (empty for cups) */
  standings: z.array(standingRow),
  top_scorers: z.array(topScorerRow),
  /** latest five finished, newest first */
  results: z.array(matchRow),
  /** live and next five */
  fixtures: z.array(matchRow),
})

/** the extensions this backend serves (paths of the table, ids of types/contract-parts.ts EXTENSION_SURFACES); a backend with the specification's part alone answers 404 */
export const backendExtensionsRes = z.object({ endpoints: z.array(z.string()), surfaces: z.array(z.string()) })

/** the pay switch (支付模块开关) */
export const payModuleRes = z.object({ pay: z.boolean() })

export const homeEndpoints = defineEndpoints({
  'api/User/w': { part: 'spec', req: z.object({}).passthrough(), res: payModuleRes, method: 'ANY', access: 'public', doc: '支付模块开关' },
  'api/index/extensions': { part: 'extension', req: z.object({}), res: backendExtensionsRes, access: 'public', doc: '后端提供的扩展接口与扩展能力（仅规格书接口的后端回答 404）' },
  'api/index/shuju': { part: 'spec', req: z.object({ content: z.string().trim().min(1, '缺少 content') }), res: siteTextRes, access: 'public', doc: '站点文本（content=VER 为版本说明）' },
  'api/index/saibotiyu': { part: 'spec', req: searchReq, res: searchRes, doc: '搜索赛事、球队、球员、专家与比赛' },
  'api/index/zmxil': { part: 'spec', req: z.object({}), res: z.array(famousLeagueRow), doc: '著名联赛' },
  'api/index/zmxlxq': { part: 'spec', req: z.object({ league_id: zId }), res: famousLeagueDetail, doc: '著名联赛概览' },
})

export type SiteText = z.infer<typeof siteTextRes>
export type SearchRes = z.infer<typeof searchRes>
export type SearchPlayer = z.infer<typeof searchPlayer>
