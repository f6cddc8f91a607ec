import type { Res } from '@contract/api'
import type { Paged } from '@contract/common'
import { fetchMatchOdds } from './matches'
import { request } from '@/services/request'

/**
 * Thin named calls for the football database and odds tools (Seku, Seku2, companyIndex,
 * oddsWith, Indemnity, RecentGames, completeCpt). Each returns the contract's typed data.
 * A match's own detail, lineup and odds are in ./matches (shared with the match detail page).
 */

export type Continent = Res<'api/game/basics_list_of_continents'>[number]
export type Country = Res<'api/game/basics_list_of_countries'>[number]
export type Competition = Res<'api/game/basics_list_of_events_list'>[number]
export type FamousLeague = Res<'api/index/zmxil'>[number]
export type Standings = Res<'api/game/basics_integrate_list_list'>
export type Schedule = Res<'api/game/database_schedule'>
export type TopScorer = Res<'api/game/top_scorer'>['list'][number]
export type SameOddsByCompany = Res<'api/game/co_compensation'>[number]
export type SameOddsSummary = SameOddsByCompany['summary']
export type OddsCompany = SameOddsByCompany['company']
export type SameOddsSample = Res<'api/game/same_claim_details'>['list'][number]
export type OddsSampleResult = Res<'api/game/sample_data_of_equal_compensation'>
export type IndemnityRow = Res<'api/Game/exponential_coincident'>['list'][number]

export const fetchContinents = () => request('api/game/basics_list_of_continents', {})
export const fetchCountries = (continentId: number) => request('api/game/basics_list_of_countries', { continent_id: continentId })
export const fetchCountryCompetitions = (countryId: number) => request('api/game/basics_list_of_events_list', { country_id: countryId })
/** the continental cups of a continent (their country_id is null) */
export const fetchContinentalCompetitions = (continentId: number) => request('api/game/basics_list_of_events_list', { continent_id: continentId })
/** the well-known leagues, shown first in the database as 热门 */
export const fetchFamousLeagues = () => request('api/index/zmxil', {})

export const fetchSeasons = (leagueId: number) => request('api/game/basics_list_of_seasons_list', { league_id: leagueId })
export const fetchStandings = (leagueId: number, seasonId?: number) =>
  request('api/game/basics_integrate_list_list', { league_id: leagueId, season_id: seasonId })
/** round omitted: the round being played now */
export const fetchSchedule = (leagueId: number, seasonId?: number, round?: number) =>
  request('api/game/database_schedule', { league_id: leagueId, season_id: seasonId, round })
export const fetchTopScorers = (leagueId: number, seasonId: number | undefined, page: number, limit: number): Promise<Paged<TopScorer>> =>
  request('api/game/top_scorer', { league_id: leagueId, season_id: seasonId, page, limit })


export const fetchSameOddsByCompany = (matchId: number) => request('api/game/co_compensation', { event_id: matchId })
export const fetchSameOddsDetails = (matchId: number, companyId: number, page: number, limit: number) =>
  request('api/game/same_claim_details', { event_id: matchId, company_id: companyId, page, limit })
export const fetchOddsSamples = (companyId: number, odds: { home: number; draw: number; away: number }) =>
  request('api/game/sample_data_of_equal_compensation', { company_id: companyId, ...odds })
export const fetchIndemnityList = (companyId: number, date: string, page: number, limit: number) =>
  request('api/Game/exponential_coincident', { company_id: companyId, date, page, limit })

/** every match of one day (the match chooser of companyIndex) */
export const fetchMatchesOfDay = (date: string, page: number, limit: number) => request('api/Game/get', { date, page, limit })

/** upcoming matches of one day, soonest first */
export const fetchUpcomingOfDay = (date: string, page: number, limit: number) =>
  request('api/Game/get', { date, status: 'not_started', page, limit })

/**
 * The odds companies, for the company choice of oddsWith and Indemnity. The contract has no
 * endpoint listing them, and every match is quoted by every company, so the companies quoting
 * one of today's matches are the list. Empty when no match is scheduled today.
 */
export async function fetchOddsCompanies(today: string): Promise<OddsCompany[]> {
  const day = await request('api/Game/get', { date: today, page: 1, limit: 1 })
  const first = day.list[0]
  if (!first) return []
  const odds = await fetchMatchOdds(first.id)
  return odds.map((o) => o.company)
}
