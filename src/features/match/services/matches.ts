import type { Res } from '@contract/api'
import type { MatchRow } from '@contract/football'
import type { MatchListFilter } from '@contract/match-status'
import { request } from '@/services/request'

/** the server's page cap for match lists (types/common.ts pageReq) */
export const MATCH_PAGE_LIMIT = 100

/** what one match list shows: a day, a status, optionally one competition or followed only */
export interface MatchQuery {
  /** Beijing date, YYYY-MM-DD */
  date: string
  status: MatchListFilter
  leagueId: number | null
  followed: boolean
}

function filterFields(q: MatchQuery) {
  return {
    date: q.date,
    status: q.status,
    ...(q.leagueId ? { league_ids: String(q.leagueId) } : {}),
    ...(q.followed ? { followed: true } : {}),
  }
}

export interface MatchListAnswer {
  list: MatchRow[]
  /** pass as `since` to the next changed-since poll */
  serverTime: number
}

/** one page (MATCH_PAGE_LIMIT rows) of a query, with the total to know how many pages follow */
export async function fetchMatchPage(q: MatchQuery, page: number): Promise<MatchListAnswer & { total: number }> {
  const res = await request('api/Game/get', { ...filterFields(q), page, limit: MATCH_PAGE_LIMIT })
  return { list: res.list, serverTime: res.server_time, total: res.total }
}

/** rows of the query that changed since `since` (a background poll: no toasts) */
export async function fetchChangedMatches(q: MatchQuery, since: number): Promise<MatchListAnswer> {
  const res = await request('api/Game/immediately', { ...filterFields(q), since }, { silent: true })
  return { list: res.list, serverTime: res.server_time }
}

/**
 * the competition filter of a list: the competitions its day, status and follows show, each counted
 * as the list counts it with that competition picked
 */
export function fetchCompetitionsOfList(q: MatchQuery) {
  const { league_ids: _leagues, ...filter } = filterFields(q)
  return request('api/Game/List_of_events', filter, { silent: true })
}

/** the matches the signed-in user follows, paged (first page without a toast: the list shows it) */
export function fetchFollowedMatches(page: number, limit: number) {
  return request('api/Game/gz_event_attention', { page, limit }, { silent: page === 1 })
}

/** follows or unfollows a match; resolves with the server's state */
export async function setMatchFollowed(eventId: number, followed: boolean): Promise<boolean> {
  const res = await request('api/Game/event_attention', { event_id: eventId, attention: followed })
  return res.followed
}

/** kept here for its callers; pages take it from utils (they import no service) */
export { beijingToday } from '@/utils/beijingDay'

/** the match detail (score, stats, events, text broadcast); no toast: the page shows the error */
export function fetchMatchDetail(id: number) {
  return request('api/Game/get_xq', { event_id1: id, type_of_competition: 1 }, { silent: true })
}

export function fetchLineup(id: number) {
  return request('api/Game/xq_bszr', { event_id: id }, { silent: true })
}

/** 统计's momentum graph (pressure per minute, goals and cards marked) as it stands now */
export function fetchMomentum(id: number) {
  return request('api/Game/match_momentum', { event_id: id }, { silent: true })
}

/** 阵容's player ratings (live during the match, final at the whistle) */
export function fetchRatings(id: number) {
  return request('api/Game/match_ratings', { event_id: id }, { silent: true })
}

export function fetchAnalysis(id: number) {
  return request('api/Game/fenxi', { event_id: id }, { silent: true })
}

/** every company's odds of the match */
export async function fetchMatchOdds(id: number) {
  const res = await request('api/Game/zhishu', { event_id: id }, { silent: true })
  return res.list
}

export type OddsMovement = Res<'api/Game/historical_index'>

export function fetchOddsMovement(id: number, companyId: number): Promise<OddsMovement> {
  return request('api/Game/historical_index', { event_id: id, company_id: companyId }, { silent: true })
}

/** one page of the experts' predictions on a match, newest first (the first page's error shows in the tab) */
export function fetchMatchPredictions(id: number, page: number, limit: number) {
  return request('api/Game/zhuanjia', { event_id: id, page, limit }, { silent: page === 1 })
}

/** hot matches: the main competitions' live and coming matches (home, moreCompetition) */
export function fetchHotMatches(page: number, limit: number) {
  return request('api/Game/syzygote', { page, limit }, { silent: page === 1 })
}

/** a few live matches for the home page */
export async function fetchLiveMatches(limit: number): Promise<MatchRow[]> {
  const res = await request('api/Game/get', { status: 'live', page: 1, limit }, { silent: true })
  return res.list
}

/** the latest system notices (the home ticker) */
export async function fetchLatestNotices(limit: number) {
  const res = await request('api/game/system_notification', { page: 1, limit }, { silent: true })
  return res.list
}

/** teams, competitions and matches matching a keyword */
export function searchMatches(keyword: string, page: number, limit: number) {
  return request('api/index/saibotiyu', { keyword, page, limit })
}
