/** what the home screens (search, well-known competitions) show of the football data */
export { leagueRef, refs, teamRef } from './services/footballRefs'
export { leagueFixtures, leagueResults, liveCountOfLeague, matchesOfLeaguesOrTeamsPage, nextMatchOfLeague, toRows } from './services/matchQueries'
export { seasonById, type SeasonRow } from './services/seasons'
export { currentSeasonId, standings } from './services/standings'
export { topScorers } from './services/topScorers'
