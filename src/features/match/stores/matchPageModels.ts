import type { LineupRes } from '@contract/api/match'
import type { MatchDetail, MatchRow } from '@contract/football'
import { fetchContinents, fetchCountries, fetchMatchesOfDay, type Continent, type Country } from '@/features/match/services/footballData'
import { fetchHotMatches, fetchLineup, fetchMatchDetail } from '@/features/match/services/matches'
import { ListModel } from '@/stores/models/ListModel'
import { ResourceModel } from '@/stores/models/ResourceModel'
import { beijingToday } from '@/utils/beijingDay'

/** The small match pages' data: each a list or a resource the page shows with its load states. */

/** 公司指数 without a match: today's matches (Beijing day) to choose one from */
export function todaysMatchesList(): ListModel<MatchRow> {
  return new ListModel<MatchRow>((page, limit) => fetchMatchesOfDay(beijingToday(), page, limit))
}

/** 热门赛事: the main competitions' live and coming matches */
export function hotMatchesList(): ListModel<MatchRow> {
  return new ListModel<MatchRow>(fetchHotMatches)
}

/** one match's scoreboard (同赔查询 of a match) */
export function matchSummaryModel(matchId: number): ResourceModel<MatchDetail> {
  return new ResourceModel(() => fetchMatchDetail(matchId))
}

export interface LineupCard {
  match: MatchDetail
  lineup: LineupRes
}

/** 阵容分享: the match and both lineups, fetched together */
export function lineupCardModel(matchId: number): ResourceModel<LineupCard> {
  return new ResourceModel<LineupCard>(async () => {
    const [match, lineup] = await Promise.all([fetchMatchDetail(matchId), fetchLineup(matchId)])
    return { match, lineup }
  })
}

export interface ContinentWithCountries {
  continent: Continent
  countries: Country[]
}

/** the region picker: every continent with its countries */
export function regionsModel(): ResourceModel<ContinentWithCountries[]> {
  return new ResourceModel(async () => {
    const continents = await fetchContinents()
    const countries = await Promise.all(continents.map((c) => fetchCountries(c.id)))
    return continents.map((continent, i) => ({ continent, countries: countries[i] }))
  })
}
