import type { FastifyInstance } from 'fastify'
import {
  COMPETITION_ROWS_WRITTEN,
  type CompetitionsOfListAnswer,
  type MatchListPageAnswer,
  type TabFirstScreenData,
} from '../../types/tab-first-screen'
import { esc, matchRow, oneLine, ownApi, tabPage } from './h5FirstScreen'

/**
 * The 赛事 tab's first screen (src/pages/competition/competition.tsx) as HTML, from the answers it
 * starts with (mocks/http/h5TabFirstScreens.ts writes it as a template): the status tabs on 即时
 * (which has no date strip), the competition filter, and the first rows of the day's live list.
 * Class names as the components'; tests/e2e/tabs.test.ts compares the two.
 */

/** MATCH_TABS of src/features/match/stores/matchListStore.ts, 即时 first (the one the tab opens on) */
const MATCH_TAB_LABELS = ['即时', '赛程', '赛果', '全部', '关注'] as const
/** MATCH_ROW_HEIGHT (design px of a 750 wide screen) in rem: 1rem is 40 design px (src/index.html) */
const ROW_REM = 150 / 40

/** the Beijing day of `now`, YYYY-MM-DD (the server's match days, as src/utils/beijingDay.ts) */
const beijingDay = (now: number) => new Date(now + 8 * 3600_000).toISOString().slice(0, 10)

/** the list the tab opens on, asked of the stand-in's own API as a visitor without a login; undefined when it fails */
export async function competitionFirstScreenData(app: FastifyInstance, now: number): Promise<TabFirstScreenData['competition']> {
  const call = ownApi(app)
  const date = beijingDay(now)
  try {
    const [matches, competitions] = await Promise.all([
      call<MatchListPageAnswer>('api/Game/get', { date, status: 'live', page: 1, limit: COMPETITION_ROWS_WRITTEN }),
      call<CompetitionsOfListAnswer>('api/Game/List_of_events', { date, status: 'live' }),
    ])
    return { date, matches, competitions }
  } catch (e) {
    // the tab asks for them itself then (and opens bare)
    app.log.warn(`赛事 first screen not prefilled: ${(e as Error).message}`)
    return undefined
  }
}

/** SegmentTabs (line) with 即时 active */
function statusTabs(): string {
  const tabs = MATCH_TAB_LABELS.map((label, i) => {
    const on = i === 0
    return `<div class="segment-tabs__item segment-tabs__item--line${on ? ' segment-tabs__item--active segment-tabs__item--line-active' : ''}">`
      + oneLine(`segment-tabs__text segment-tabs__text--line${on ? ' segment-tabs__text--line-active' : ''}`, label) + '</div>'
  })
  return `<div class="segment-tabs segment-tabs--line">${tabs.join('')}</div>`
}

/** LeagueFilter: 全部赛事 picked, then each competition with its count; nothing without any */
function leagueFilter(competitions: CompetitionsOfListAnswer): string {
  if (competitions.length === 0) return ''
  const chip = (label: string, on: boolean) =>
    `<div class="league-filter__chip${on ? ' league-filter__chip--active' : ''}"><span class="league-filter__text${on ? ' league-filter__text--active' : ''}">${esc(label)}</span></div>`
  return `<div class="taro-scroll taro-scroll-view__scroll-x league-filter">${chip('全部赛事', true)}${competitions.map((c) => chip(`${c.short_name} ${c.match_count}`, false)).join('')}</div>`
}

/** MatchList: WindowedList's rows of MATCH_ROW_HEIGHT, each with its follow star */
function matchList(rows: MatchListPageAnswer['list'], now: number): string {
  const items = rows.map((m) => `<div class="windowed-list__row" style="height:${ROW_REM}rem">${matchRow(m, now, true)}</div>`).join('')
  return `<div class="windowed-list" style="height:${rows.length * ROW_REM}rem"><div style="height:0"></div>${items}</div>`
}

/** the 赛事 tab as its first render draws it from these answers */
export function renderCompetitionFirstScreen(data: NonNullable<TabFirstScreenData['competition']>, now: number): string {
  return tabPage('赛事', `<div>${statusTabs()}${leagueFilter(data.competitions)}</div>${matchList(data.matches.list, now)}`)
}
