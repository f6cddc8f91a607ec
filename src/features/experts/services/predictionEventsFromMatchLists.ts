import type { Paged } from '@contract/common'
import type { MatchRow } from '@contract/football'
import { MatchStatus } from '@contract/match-status'
import { request } from '@/services/request'
import { beijingToday, dayAfter } from '@/utils/beijingDay'

/** publishing takes matches kicking off within the coming week (the extension's own window) */
const DAYS = 7
/** the most a page of the specification's match list gives */
const DAY_LIMIT = 100

const named = (m: MatchRow, keyword: string) =>
  [m.home_team.name, m.home_team.short_name, m.away_team.name, m.away_team.short_name, m.league.name, m.league.short_name].some((n) => n.includes(keyword))

/**
 * For a backend without `get_prediction_events`: the not-started matches of this week's days from
 * the specification's match list (`api/Game/get`), soonest first. Seven calls, so the publish
 * chooser asks once and searches the answer (predictionEventsMatching).
 */
export async function fetchWeekOfNotStartedMatches(now: number = Date.now()): Promise<MatchRow[]> {
  const today = beijingToday(now)
  const days = await Promise.all(
    Array.from({ length: DAYS }, (_, i) => request('api/Game/get', { date: dayAfter(today, i), status: 'not_started', page: 1, limit: DAY_LIMIT }, { silent: true })),
  )
  return days
    .flatMap((d) => d.list)
    .filter((m) => m.status_id === MatchStatus.NOT_STARTED)
    .sort((a, b) => a.start_at - b.start_at)
}

/** the week's matches whose team or competition names hold `keyword`, as one page holding them all */
export function predictionEventsMatching(week: readonly MatchRow[], keyword: string): Paged<MatchRow> {
  const list = keyword === '' ? [...week] : week.filter((m) => named(m, keyword))
  return { list, page: 1, limit: list.length, total: list.length, has_more: false }
}
