/**
 * The H5 first screens of the tabs other than the home,
 * shared by the app and the stand-in (no zod here: the app imports values from this module). The
 * server never sees the `#` route, so index.html carries each tab's first screen as an inert
 * <template>, and the inline script of src/index.html copies the one of the route opened into the
 * app shell; the answers they were drawn from go in one JSON block, so the page starts from them.
 */
import type { Res } from './api'
import type { LeagueRef } from './football'
import type { HomeFirstScreenData } from './home-first-screen'

/** id of the `<script type="application/json">` block that carries the tabs' answers */
export const TAB_FIRST_SCREEN_DATA_ID = 'tab-first-screen'
/** a tab's template is `<template id="first-screen:<route>">` (the route as in the hash, without `/`) */
export const TAB_TEMPLATE_ID_PREFIX = 'first-screen:'

/** the routes with a first screen of their own */
export const WINNOW_ROUTE = 'pages/winnow/winnow'
export const EXPERT_ROUTE = 'pages/expert/expert'
export const USER_ROUTE = 'pages/user/user'
export const COMPETITION_ROUTE = 'pages/competition/competition'

/** how many of today's picks of each kind the 精选 tab shows before 全部 */
export const WINNOW_PICKS_SHOWN = 3
/** how many of this month's best experts the 专家 tab's top strip shows */
export const EXPERT_FAMOUS_COUNT = 10
/** one page of an experts ranking */
export const EXPERT_RANKING_PAGE = 20
/**
 * the ranking rows written for the 专家 tab's first screen: more than a tall phone shows; the page
 * asks for its whole first page when it mounts, the rest comes below them
 */
export const EXPERT_RANKING_WRITTEN = 8

/**
 * the rows of the 赛事 tab's first list written for its first screen: more than a tall phone shows
 * (index.html stays small); the page asks for the whole list when it opens, the rest comes below them
 */
export const COMPETITION_ROWS_WRITTEN = 8

export type VipPickListAnswer = Res<'api/ConfirmedOrder/jxdc_list'>
export type ExpertListAnswer = Res<'api/user/zhuanjlieb'>
export type FamousLeaguesAnswer = Res<'api/index/zmxil'>
export type MatchListPageAnswer = Res<'api/Game/get'>
export type CompetitionsOfListAnswer = Res<'api/Game/List_of_events'>

/** the answers each tab asks for on its first show without a login, as the API gives them */
export interface TabFirstScreenData {
  /** 精选: today's 二合一 and 单场 (with the viewer's VIP state, none without a login) */
  winnow?: { double: VipPickListAnswer; single: VipPickListAnswer }
  /** 专家: this month's best, the competitions to filter by (api/index/zmxil's leagues), the first rows of the 命中率 ranking (EXPERT_RANKING_WRITTEN) */
  expert?: { famous: ExpertListAnswer; leagues: LeagueRef[]; ranking: ExpertListAnswer }
  /**
   * 赛事: the list it opens on (the day's 即时, every competition), its first rows
   * (COMPETITION_ROWS_WRITTEN), and the competitions of its filter; `date` is the Beijing day asked for
   */
  competition?: { date: string; matches: MatchListPageAnswer; competitions: CompetitionsOfListAnswer }
}

/**
 * The H5 first screens as HTML, drawn by the app's own components (src/firstScreen/index.tsx): the
 * stand-in bundles that entry and calls these (mocks/http/h5FirstScreenRenderer.ts). `now` is the
 * stand-in's clock (the rows' countdowns), `pay` the pay-module switch.
 */
export interface FirstScreenRenderer {
  /** the home; without its answers, the frame and the search box only */
  home(data: HomeFirstScreenData | null, now: number): string
  winnow(data: NonNullable<TabFirstScreenData['winnow']>, pay: boolean): string
  expert(data: NonNullable<TabFirstScreenData['expert']>): string
  competition(data: NonNullable<TabFirstScreenData['competition']>, now: number): string
  /** 我的 without a login */
  user(pay: boolean): string
}
