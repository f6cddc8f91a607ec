import { z } from 'zod'
import { defineEndpoints } from '../endpoint'
import { pageReq, paged, zId } from '../common'
import { leagueRef, matchRow, seasonRef, standingRow, teamRef } from '../football'
import { topScorerRow } from './match'
import { expertListRow } from './experts'

/**
 * docs/product/api.md "Index". Decisions where the spec names only the path:
 * - index/shuju: site texts by `content` key: 'VER' (the version text array, docs/product/entities.md), 'ABOUT',
 *   'AGREEMENT', 'PRIVACY', 'RULES' (play rules), 'SERVICE' (customer service).
 * - index/saibotiyu: search (searchCpt) over competitions, teams and their matches (a week either
 *   side of now, by kickoff time, earliest first).
 * - index/zmxil / zmxlxq: well-known competitions (著名联赛) and one competition's overview.
 */

export const SITE_TEXT_KEYS = ['VER', 'ABOUT', 'AGREEMENT', 'PRIVACY', 'RULES', 'SERVICE'] as const

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

export const searchReq = pageReq.extend({ keyword: z.string().trim().min(1, '请输入关键字').max(20, '关键字最多 20 个字') })
export const searchRes = z.object({
  leagues: z.array(leagueRef),
  teams: z.array(teamRef),
  /** matches of the competitions and teams found, nearest to now first */
  matches: paged(matchRow),
  /** experts whose nickname or title holds the keyword, most followed first (at most 10; always sent) */
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

export const homeEndpoints = defineEndpoints({
  'api/index/shuju': { req: z.object({ content: z.string().trim().min(1, '缺少 content') }), res: siteTextRes, access: 'public', doc: '站点文本（content=VER 为版本说明）' },
  'api/index/saibotiyu': { req: searchReq, res: searchRes, doc: '搜索赛事、球队与比赛' },
  'api/index/zmxil': { req: z.object({}), res: z.array(famousLeagueRow), doc: '著名联赛' },
  'api/index/zmxlxq': { req: z.object({ league_id: zId }), res: famousLeagueDetail, doc: '著名联赛概览' },
})

export type SiteText = z.infer<typeof siteTextRes>
export type SearchRes = z.infer<typeof searchRes>
