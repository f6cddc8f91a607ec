import type { FastifyInstance } from 'fastify'
import {
  COMPETITION_ROWS_WRITTEN,
  type CompetitionsOfListAnswer,
  type MatchListPageAnswer,
  type TabFirstScreenData,
} from '../../types/tab-first-screen'
import { ownApi } from './h5FirstScreen'

/**
 * The answers of the 赛事 tab's first screen (src/pages/competition/competition.tsx; drawn by
 * src/firstScreen/ and written as a template by h5TabFirstScreens.ts): the first rows of the day's
 * live list, every competition, and the competitions of its filter.
 */

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
