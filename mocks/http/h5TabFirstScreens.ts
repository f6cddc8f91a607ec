import type { FastifyInstance } from 'fastify'
import { hitRateText, PREDICTION_PLAY_TEXT, VIP_PICK_NONE_TODAY_TEXT, VIP_PICK_RULE_TEXT, WIN_OR_NOT_TEXT } from '../../types/expert-rules'
import { VIP_PICK_KIND_TEXT } from '../../types/money-rules'
import type { VipPickLeg, VipPickRow } from '../../types/api/money'
import { USER_ENTRY_DEFS, visibleEntryGroups, type UserEntryDef } from '../../types/app-entries'
import {
  EXPERT_FAMOUS_COUNT,
  EXPERT_RANKING_PAGE,
  EXPERT_RANKING_WRITTEN,
  COMPETITION_ROUTE,
  EXPERT_ROUTE,
  TAB_FIRST_SCREEN_DATA_ID,
  TAB_TEMPLATE_ID_PREFIX,
  USER_ROUTE,
  WINNOW_PICKS_SHOWN,
  WINNOW_ROUTE,
  type ExpertListAnswer,
  type FamousLeaguesAnswer,
  type TabFirstScreenData,
  type VipPickListAnswer,
} from '../../types/tab-first-screen'
import { esc, icon, jsonScript, ownApi, sectionTitle, tabPage } from './h5FirstScreen'
import { renderExpertFirstScreen } from './h5ExpertFirstScreen'
import { competitionFirstScreenData, renderCompetitionFirstScreen } from './h5CompetitionFirstScreen'

/**
 * The first screens of the 精选, 专家, 赛事 and 我的 tabs, beside the home's (mocks/http/h5FirstScreen.ts): the
 * server never sees the `#` route, so each is written into index.html as an inert <template> that
 * the inline script of src/index.html copies into the app shell when the app opens at that tab
 * (not for a signed-in user: these draw the screen without a login). 精选 and 专家 (its markup in
 * h5ExpertFirstScreen.ts) are drawn from their answers, written beside them as JSON the pages start
 * from (src/platform/homeFirstScreen.ts), so their first render is the same; 我的 without a login
 * is fixed UI. 精选 and 我的 follow the pay-module switch as the app does. The markup mirrors the components with their class names (their styles are in the
 * app's first stylesheet, src/homeFirstScreenStyles.ts); tests/e2e/tabs.test.ts compares the two.
 */

/** the ranking's first rows only (the page asks for its whole first page as it mounts): more to come if any were cut */
const firstRows = (answer: ExpertListAnswer): ExpertListAnswer =>
  answer.list.length <= EXPERT_RANKING_WRITTEN ? answer : { ...answer, list: answer.list.slice(0, EXPERT_RANKING_WRITTEN), has_more: true }

/** the tabs' answers, asked of the stand-in's own API as a visitor without a login; `now`: the stand-in's clock (赛事's day) */
export async function tabFirstScreenData(app: FastifyInstance, now: number): Promise<TabFirstScreenData> {
  const call = ownApi(app)
  // a tab whose answers fail asks for them itself (and opens bare)
  const settle = <T>(tab: string, p: Promise<T>) => p.catch((e: unknown) => {
    app.log.warn(`${tab} first screen not prefilled: ${(e as Error).message}`)
    return undefined
  })
  const [winnow, expert, competition] = await Promise.all([
    settle('精选', Promise.all([
      call<VipPickListAnswer>('api/ConfirmedOrder/jxdc_list', { page: 1, limit: WINNOW_PICKS_SHOWN }),
      call<VipPickListAnswer>('api/ConfirmedOrder/sd_list', { page: 1, limit: WINNOW_PICKS_SHOWN }),
    ]).then(([double, single]) => ({ double, single }))),
    settle('专家', Promise.all([
      call<ExpertListAnswer>('api/user/zhuanjlieb', { sort: 'month', page: 1, limit: EXPERT_FAMOUS_COUNT }),
      call<FamousLeaguesAnswer>('api/index/zmxil', {}),
      call<ExpertListAnswer>('api/user/zhuanjlieb', { sort: 'hit_rate', page: 1, limit: EXPERT_RANKING_PAGE }),
    ]).then(([famous, leagues, ranking]) => ({ famous, leagues: leagues.map((r) => r.league), ranking: firstRows(ranking) }))),
    competitionFirstScreenData(app, now),
  ])
  return { ...(winnow ? { winnow } : {}), ...(expert ? { expert } : {}), ...(competition ? { competition } : {}) }
}

/** MenuList: a titled card of rows with an icon and a chevron */
function menuList(title: string, items: readonly (readonly [title: string, icon: string])[]): string {
  const rows = items.map(([text, glyph]) => `<div class="menu-list__item">${icon(glyph, 20, '#d8312a')}<span class="menu-list__text">${text}</span>${icon('chevron-right', 16, '#8a8f99')}</div>`)
  return `<div class="menu-list"><span class="menu-list__title">${title}</span>${rows.join('')}</div>`
}

/** StateView's empty state with its 刷新 button (ResourceView) */
const emptyState = (text: string) =>
  `<div class="state-view state-view--empty"><div class="state-view__icon">${icon('file-generic', 28, '#9aa0aa')}</div><span class="state-view__text">${esc(text)}</span><div class="state-view__action"><span class="state-view__action-text">刷新</span></div></div>`

/** the odds tools of the 精选 tab (src/pages/winnow/winnow.tsx) */
const WINNOW_TOOLS = [['同赔查询', 'search'], ['等赔样本', 'analytics'], ['公司指数', 'bullet-list']] as const

/** VipStatusCard of the 精选 tab: the way to buy VIP only with the pay module */
function vipStatus(isVip: boolean, pay: boolean): string {
  // without a login the answer says no VIP; the app's card for a VIP is never drawn here
  if (isVip) return ''
  const sub = pay ? '每日二合一、单场精选全部解锁' : 'VIP 精选在比赛结束后公开'
  const button = pay ? '<div class="vip-status__button"><span class="vip-status__button-text">立即开通</span></div>' : ''
  return `<div class="vip-status"><div class="vip-status__text"><span class="vip-status__title">开通 VIP</span><span class="vip-status__sub">${sub}</span></div>${button}</div>`
}

const RESULT_MODIFIER = { 1: 'hit', 2: 'miss', 3: 'push' } as const

/** one leg of VipPickCard (src/features/money/components/VipPickCard) */
function vipLeg({ match, expert, play, title, pick_text, odds }: VipPickLeg): string {
  const pick = pick_text !== null
    ? `<span class="vip-pick__pick-label">推荐</span><span class="vip-pick__pick-text">${esc(pick_text)}</span>${odds !== null ? `<span class="vip-pick__odds">@${odds.toFixed(2)}</span>` : ''}`
    : `${icon('lock', 14, '#8a8f99')}<span class="vip-pick__locked">VIP 专享，完场后公开</span>`
  return '<div class="vip-pick__leg">'
    + `<div class="vip-pick__row"><span class="vip-pick__league">${esc(match.league.short_name)}</span><span class="vip-pick__teams">${esc(match.home_team.short_name)} vs ${esc(match.away_team.short_name)}</span><span class="vip-pick__kickoff">${esc(match.start_at_time.slice(5))}</span></div>`
    + `<div class="vip-pick__row"><span class="vip-pick__expert">${esc(expert.nickname)}</span><span class="vip-pick__record">${esc(hitRateText(expert))}</span><span class="vip-pick__play">${PREDICTION_PLAY_TEXT[play]}</span></div>`
    + `<span class="vip-pick__headline">${esc(title)}</span><div class="vip-pick__row vip-pick__pick">${pick}</div></div>`
}

/** VipPickCard: kind, title, result, teaser, the legs, the first kickoff and whether it is unlocked */
function vipPick(p: VipPickRow): string {
  const result = p.win_or_not !== 0
    ? `<div class="vip-pick__result vip-pick__result--${RESULT_MODIFIER[p.win_or_not]}"><span class="vip-pick__result-text">${WIN_OR_NOT_TEXT[p.win_or_not]}</span></div>`
    : ''
  const first = p.legs.find((l) => l.match.start_at === p.start_at) ?? p.legs[0]
  const state = p.unlocked
    ? `<span class="vip-pick__state vip-pick__state--open">${[p.purchased ? '已购买' : '已解锁', p.combined_odds !== null && p.legs.length > 1 ? `组合赔率 ${p.combined_odds.toFixed(2)}` : ''].filter(Boolean).join(' · ')}</span>`
    : '<span class="vip-pick__state">未解锁</span>'
  return `<div class="vip-pick"><div class="vip-pick__head"><span class="vip-pick__kind">${VIP_PICK_KIND_TEXT[p.kind]}</span><span class="vip-pick__title">${esc(p.title)}</span>${result}</div>`
    + `<span class="vip-pick__teaser">${esc(p.teaser)}</span>${p.legs.map(vipLeg).join('')}`
    + `<div class="vip-pick__foot"><span class="vip-pick__time">${esc(first ? first.match.start_at_time.slice(5) : '')} 开赛</span>${state}</div></div>`
}

const todayPicks = (title: string, list: VipPickListAnswer) =>
  `<div>${sectionTitle(title, '全部')}${list.list.length === 0 ? emptyState(VIP_PICK_NONE_TODAY_TEXT) : list.list.map(vipPick).join('')}</div>`

/** the 精选 tab as its first render draws it from these answers */
export function renderWinnowFirstScreen(data: NonNullable<TabFirstScreenData['winnow']>, pay: boolean): string {
  return tabPage('精选', vipStatus(data.double.is_vip, pay)
    + `<div class="vip-pick-rule"><span class="vip-pick-rule__text">${VIP_PICK_RULE_TEXT}</span></div>`
    + todayPicks('今日二合一', data.double)
    + todayPicks('今日单场', data.single)
    + menuList('赔率工具', WINNOW_TOOLS))
}

/** the 我的 tab without a login: the login prompt and the menus */
export function renderUserFirstScreen(pay: boolean): string {
  const card = '<div class="user-card"><div class="user-card__row"><div class="user-card__avatar user-card__avatar--empty"><span class="user-card__avatar-mark">球</span></div>'
    + '<div class="user-card__who"><span class="user-card__name">未登录</span><span class="user-card__sub">登录后查看关注、金币和会员权益</span></div>'
    + '<div class="user-card__login"><span class="user-card__login-text">登录 / 注册</span></div></div></div>'
  return tabPage('我的', card + visibleEntryGroups<UserEntryDef>({ payModule: pay, isExpert: false }, USER_ENTRY_DEFS)
    .map((g) => menuList(g.title, g.entries.map((e) => [e.title, e.icon] as const)))
    .join(''))
}

const template = (route: string, html: string) => `<template id="${TAB_TEMPLATE_ID_PREFIX}${route}">${html}</template>`

/**
 * the tabs' templates, for the app shell's end, and their data block: 精选's and 专家's only with
 * their answers (without them the tab opens bare and asks for them, as before); 专家's only with
 * experts in its ranking and 赛事's only with matches on its list (the pages' empty states are not
 * drawn here); `now`: the stand-in's clock (the rows' countdowns). 赛事 shows nothing paid.
 */
export function tabFirstScreens(data: TabFirstScreenData, pay: boolean, now: number): { templates: string; script: string } {
  const templates = (data.winnow ? template(WINNOW_ROUTE, renderWinnowFirstScreen(data.winnow, pay)) : '')
    + (data.expert && data.expert.ranking.list.length > 0 ? template(EXPERT_ROUTE, renderExpertFirstScreen(data.expert)) : '')
    + (data.competition && data.competition.matches.list.length > 0 ? template(COMPETITION_ROUTE, renderCompetitionFirstScreen(data.competition, now)) : '')
    + template(USER_ROUTE, renderUserFirstScreen(pay))
  return { templates, script: Object.keys(data).length > 0 ? jsonScript(TAB_FIRST_SCREEN_DATA_ID, data) : '' }
}
