import type { Paged } from '@contract/common'
import type { MatchRow } from '@contract/football'
import { MatchStatus } from '@contract/match-status'
import { request } from '@/services/request'
import { beijingToday } from '@/utils/beijingDay'

/** publishing takes matches kicking off within the coming week (the extension's own window) */
const DAYS = 7
/** the most a page of the specification's match list gives */
const DAY_LIMIT = 100
const DAY_MS = 86_400_000

const dayAfter = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10)

const matches = (m: MatchRow, keyword: string) =>
  [m.home_team.name, m.home_team.short_name, m.away_team.name, m.away_team.short_name, m.league.name, m.league.short_name].some((n) => n.includes(keyword))

/**
 * The publish chooser's matches for a backend without `get_prediction_events`: the not-started
 * matches of this week's days from the specification's match list (`api/Game/get`), soonest first,
 * the keyword matched against team and competition names here. One page holds the whole week.
 */
export async function fetchPredictionEventsFromMatchLists(keyword: string, now: number = Date.now()): Promise<Paged<MatchRow>> {
  const today = beijingToday(now)
  const days = await Promise.all(
    Array.from({ length: DAYS }, (_, i) => request('api/Game/get', { date: dayAfter(today, i), status: 'not_started', page: 1, limit: DAY_LIMIT }, { silent: true })),
  )
  const list = days
    .flatMap((d) => d.list)
    .filter((m) => m.status_id === MatchStatus.NOT_STARTED && (keyword === '' || matches(m, keyword)))
    .sort((a, b) => a.start_at - b.start_at)
  return { list, page: 1, limit: list.length, total: list.length, has_more: false }
}
