import type { FastifyInstance } from 'fastify'
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
  type FirstScreenRenderer,
  type TabFirstScreenData,
  type VipPickListAnswer,
} from '../../types/tab-first-screen'
import { competitionFirstScreenData } from './h5CompetitionFirstScreen'
import { jsonScript, ownApi } from './h5FirstScreen'

/**
 * The first screens of the 精选, 专家, 赛事 and 我的 tabs, beside the home's (h5FirstScreen.ts): the
 * server never sees the `#` route, so each is written into index.html as an inert <template> that
 * the inline script of src/index.html copies into the app shell when the app opens at that tab
 * (not for a signed-in user: these draw the screen without a login). 精选, 专家 and 赛事 are drawn
 * from their answers, written beside them as JSON the pages start from
 * (src/platform/homeFirstScreen.ts), so their first render is the same; 我的 without a login needs
 * none. 精选 and 我的 follow the pay-module switch as the app does. The HTML is the pages' own
 * components' (src/firstScreen/), drawn by the renderer this is given.
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

const template = (route: string, html: string) => `<template id="${TAB_TEMPLATE_ID_PREFIX}${route}">${html}</template>`

/**
 * the tabs' templates, for the app shell's end, and their data block: 精选's and 专家's only with
 * their answers (without them the tab opens bare and asks for them, as before); 专家's only with
 * experts in its ranking and 赛事's only with matches on its list (the pages' empty states are not
 * drawn here); `now`: the stand-in's clock (the rows' countdowns). 赛事 shows nothing paid.
 */
export function tabFirstScreens(render: FirstScreenRenderer, data: TabFirstScreenData, pay: boolean, now: number): { templates: string; script: string } {
  const templates = (data.winnow ? template(WINNOW_ROUTE, render.winnow(data.winnow, pay)) : '')
    + (data.expert && data.expert.ranking.list.length > 0 ? template(EXPERT_ROUTE, render.expert(data.expert)) : '')
    + (data.competition && data.competition.matches.list.length > 0 ? template(COMPETITION_ROUTE, render.competition(data.competition, now)) : '')
    + template(USER_ROUTE, render.user(pay))
  return { templates, script: Object.keys(data).length > 0 ? jsonScript(TAB_FIRST_SCREEN_DATA_ID, data) : '' }
}
