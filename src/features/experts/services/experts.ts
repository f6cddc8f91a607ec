import type { Res } from '@contract/api'
import type { ArenaEntry, ArenaRankRow } from '@contract/api/experts.arena'
import type { ExpertListRow, PredictionDetail, PredictionRow } from '@contract/api/experts'
import type { Paged } from '@contract/common'
import type { ArenaPeriod, ExpertSort, LegChoice, PredictionKind, PredictionListStatus, PredictionPlay, PredictionTexts, PricedTexts } from '@contract/expert-rules'
import { request } from '@/services/request'
import { countsChanged } from '@/services/session'

/**
 * Thin named calls for experts, their predictions, publishing, follows, the expert application
 * and the arena (types/api/experts.ts, types/api/experts.arena.ts). First pages of lists go without a
 * toast: the list shows the failure itself.
 */

export type ExpertProfile = Res<'api/user/zjxq'>
export type ExpertApplication = Res<'api/Apis/expert_check_in_info'>
export type PredictionParameters = Res<'api/Apis/get_event_prediction_parameters'>
export type HotKeyword = Res<'api/index/hot_search'>['list'][number]
export type ArenaRanking = Res<'api/Challenge/dan_list'>
export type { ArenaEntry, ArenaRankRow, ExpertListRow, PredictionDetail, PredictionRow }

/** the experts list's filters (api/user/zhuanjlieb) */
export interface ExpertFilter {
  sort: ExpertSort
  leagueId: number | null
  countryId: number | null
  continentId: number | null
  /** experts who published this play ('parlay': parlays); null: any */
  play?: ExpertPlayFilter | null
}

export type ExpertPlayFilter = PredictionPlay | 'parlay'

export function fetchExperts(f: ExpertFilter, page: number, limit: number): Promise<Paged<ExpertListRow>> {
  return request(
    'api/user/zhuanjlieb',
    {
      sort: f.sort,
      league_id: f.leagueId ?? undefined,
      country_id: f.countryId ?? undefined,
      continent_id: f.continentId ?? undefined,
      play: f.play ?? undefined,
      page,
      limit,
    },
    { silent: page === 1 },
  )
}

export const fetchExpertProfile = (expertId: number) => request('api/user/zjxq', { expert_id: expertId }, { silent: true })

export function fetchExpertPredictions(expertId: number, status: PredictionListStatus, page: number, limit: number) {
  return request('api/user/zjxq_fbxx', { expert_id: expertId, status, page, limit }, { silent: page === 1 })
}

export const fetchFollowedExperts = (page: number, limit: number) => request('api/user/get_gz', { page, limit }, { silent: page === 1 })

/** follows or unfollows an expert; resolves with the server's state */
export async function setExpertFollowed(expertId: number, follow: boolean): Promise<boolean> {
  const res = await request('api/user/guanz_expert_attention', { expert_id: expertId, follow })
  countsChanged()
  return res.followed
}


export async function fetchHotSearches(): Promise<HotKeyword[]> {
  const res = await request('api/index/hot_search', {}, { silent: true })
  return res.list
}

// ---- one prediction ----

/** a prediction as anyone sees it (locked pick for a paid one the caller may not see) */
export const fetchPrediction = (id: number): Promise<PredictionDetail> => request('api/Expert/zjfb_xq', { id }, { silent: true })

/** my own prediction with its full history (publishDetail) */
export function fetchMyPrediction(id: number, kind: PredictionKind): Promise<PredictionDetail> {
  return kind === 'parlay'
    ? request('api/Expert/get_user_crosstalk_publishing_xq', { id }, { silent: true })
    : request('api/Expert/get_user_single_pass_release_list_xq', { id }, { silent: true })
}

/** follows (跟单) or unfollows a prediction; resolves with the server's state */
export async function setPredictionFollowed(id: number, follow: boolean): Promise<boolean> {
  const res = await request('api/Expert/follow_dg_gc', { id, follow })
  return res.followed
}

/** the predictions I follow (跟单), not yet settled first */
export const fetchFollowedPredictions = (status: PredictionListStatus, page: number, limit: number) =>
  request('api/Expert/get_follow_dg_gc', { status, page, limit }, { silent: page === 1 })

// ---- publishing ----

export type { LegChoice, PredictionTexts, PricedTexts }

/** matches open for publishing (not started, within the coming week), by kickoff */
export const fetchPredictionEvents = (keyword: string, page: number, limit: number) =>
  request('api/Apis/get_prediction_events', { keyword: keyword || undefined, page, limit }, { silent: page === 1 })

export const fetchPredictionParameters = (eventId: number) => request('api/Apis/get_event_prediction_parameters', { event_id: eventId }, { silent: true })

/** publishes (no id) or edits (id) a single; resolves with its id */
export async function saveSingle(leg: LegChoice, texts: PricedTexts, id?: number): Promise<number> {
  const fields = { ...leg, ...texts }
  const res = id
    ? await request('api/Expert/edit_my_single_pass_release', { ...fields, id }, { loading: '提交中' })
    : await request('api/Expert/single_pass_release', fields, { loading: '发布中' })
  return res.id
}

/** publishes (no id) or edits (id) a parlay; resolves with its id */
export async function saveParlay(legs: LegChoice[], texts: PricedTexts, id?: number): Promise<number> {
  const fields = { legs: JSON.stringify(legs), ...texts }
  const res = id
    ? await request('api/Expert/edit_my_crosstalk', { ...fields, id }, { loading: '提交中' })
    : await request('api/Expert/crosstalk_publishing', fields, { loading: '发布中' })
  return res.id
}

export async function deletePrediction(id: number, kind: PredictionKind): Promise<void> {
  if (kind === 'parlay') await request('api/Expert/delete_user_crosstalk_publishing', { id }, { loading: '删除中' })
  else await request('api/Expert/delete_user_single_pass_release', { id }, { loading: '删除中' })
}

// ---- expert application ----

export const fetchExpertApplication = () => request('api/Apis/expert_check_in_info', {}, { silent: true })
export const applyAsExpert = (title: string, intro: string) => request('api/Apis/expert_check_in', { title, intro }, { loading: '提交中' })

// ---- arena ----

export function fetchArenaRanking(kind: PredictionKind, period: ArenaPeriod, page: number, limit: number): Promise<ArenaRanking> {
  const path = kind === 'parlay' ? 'api/Challenge/chuan_list' : 'api/Challenge/dan_list'
  return request(path, { period, page, limit }, { silent: page === 1 })
}

export const fetchArenaEntry = (id: number): Promise<ArenaEntry> => request('api/Challenge/dan_xq', { id }, { silent: true })

/** someone's arena entries (default: mine), newest first */
export function fetchArenaEntries(kind: PredictionKind, targetId: number | null, page: number, limit: number): Promise<Paged<ArenaEntry>> {
  const path = kind === 'parlay' ? 'api/Challenge/chuan_user_list' : 'api/Challenge/dan_user_list'
  return request(path, { target_id: targetId ?? undefined, page, limit }, { silent: page === 1 })
}

export async function enterArenaSingle(leg: LegChoice, texts: PredictionTexts): Promise<number> {
  const res = await request('api/Challenge/dan_fb', { ...leg, ...texts }, { loading: '提交中' })
  return res.id
}

export async function enterArenaParlay(legs: LegChoice[], texts: PredictionTexts): Promise<number> {
  const res = await request('api/Challenge/chuan_fb', { legs: JSON.stringify(legs), ...texts }, { loading: '提交中' })
  return res.id
}

export async function setArenaEntryFollowed(id: number, follow: boolean): Promise<boolean> {
  const res = await request('api/Challenge/follow_dg_gc_lts', { id, follow })
  return res.followed
}
