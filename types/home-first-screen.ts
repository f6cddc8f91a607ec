/**
 * The H5 home's first screen, shared by the app and the stand-in (no zod here: the app imports
 * values from this module). The stand-in writes the home's first answers into the index.html it
 * serves (mocks/http/h5FirstScreen.ts), so the home draws them without waiting for a request, and
 * draws the same first screen as HTML, rendered by the home's own components (src/firstScreen/), so
 * it shows before any script has run (docs/benchmarks.md).
 */
import type { MatchRow } from './football'
import type { Res } from './api'

/** how many rows each home section shows; the rest is one tap away */
export const HOME_LIVE_COUNT = 5
export const HOME_HOT_COUNT = 8
export const HOME_NOTICE_COUNT = 5
/** hot matches asked for: enough that HOME_HOT_COUNT remain after leaving out the live ones shown above */
export const HOME_HOT_ASKED = HOME_HOT_COUNT + HOME_LIVE_COUNT

/** the 热门比赛 rows: hot matches not already in the 正在进行 list above them, at most HOME_HOT_COUNT */
export function homeHotRows(hot: readonly MatchRow[], live: readonly MatchRow[]): MatchRow[] {
  const shown = new Set(live.map((m) => m.id))
  return hot.filter((m) => !shown.has(m.id)).slice(0, HOME_HOT_COUNT)
}

/** id of the `<script type="application/json">` block that carries the data */
export const HOME_FIRST_SCREEN_DATA_ID = 'home-first-screen'

export type NoticeRow = Res<'api/game/system_notification'>['list'][number]

/** the answers the home asks for on its first show, as the API gives them */
export interface HomeFirstScreenData {
  notices: NoticeRow[]
  live: MatchRow[]
  hot: MatchRow[]
  /** the pay-module switch (api/User/w): the home's entries and the tab bar depend on it */
  pay: boolean
}
