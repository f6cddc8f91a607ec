import type { Feature } from '../feature'
import { onAccountDeleted } from '../account'
import { matchMigrations } from './migrations'
import { matchPostgresMigrations } from './migrations.postgres'
import { registerMatchRoutes } from './routes'
import { deleteFollowsOf } from './repository/follows'
import { deleteTeamAndPlayerFollowsOf } from './repository/teamFollows'
import { deleteAlertSettingsOf } from './repository/alertSettings'
import { seedMatchData, topUpMatchData } from './seeding'

/** football data (world, fixtures, live simulation, odds, database), follows, chat and goal alerts */
export const matchFeature: Feature = {
  name: 'match',
  migrations: matchMigrations,
  postgresMigrations: matchPostgresMigrations,
  routes: registerMatchRoutes,
  connect() {
    // a deleted account's follows go with it (inside account's deletion transaction)
    onAccountDeleted(async (db, userId) => {
      await deleteFollowsOf(db, userId)
      await deleteTeamAndPlayerFollowsOf(db, userId)
      await deleteAlertSettingsOf(db, userId)
    })
  },
  seed: seedMatchData,
  topUp: topUpMatchData,
}

// ---- what the features above may use ----

// the data engine: seeding, and the calendar, randomness, world and odds helpers the other seeders share
export { isSeeded, seedFootball, topUpFootball, AHEAD_DAYS, PAST_DAYS, SETTING_GENERATED_UNTIL, SETTING_SEED, SETTING_WINDOW_START } from './engine/seed'
export { DAY_MS, dateText, dateTimeText, dayOf, dayOfDate, dayStart, periodOfDay, yearOf } from './engine/calendar'
export { hashKeys, rng, type Rng } from './engine/random'
export { COUNTRIES, LEAGUES } from './engine/world'
export { handicapText, overUnderText, type OddsHistory } from './engine/odds'
export { jcOddsAt, jcOddsKey, type JcOdds } from './engine/jcOdds'
export { uniqueShortName } from './engine/names'
export { minuteTextAt, periodBounds } from './engine/timeline'
export { dataSeed, generatedDays } from './services/dataSettings'

// the seeded world (read once per database), matches as the app sees them at a moment
export { leagueRef, logoOf, playerRef, refs, teamRef, type Refs } from './services/footballRefs'
export { detailAt, matchResult, matchesFinishedBetween, rowAt, scriptOf, type MatchDbRow, type MatchResult } from './services/matchView'
export { ratingsAt } from './services/ratings'
export { transferAnswer, transfersBetween, type TransferRow } from './services/transfers'
export { playerSeasonLines } from './services/playerSeasonLines'
export { totalsOf, type PlayerTotals } from './services/playerSeason'
export { sidesOf, type SideIntel } from './services/intel'
export {
  changedSince, dayMatches, headToHead, leagueCountsOfList, leagueFixtures, leagueResults, liveCountOfLeague, matchById, matchesByIds,
  matchesOfLeaguesOrTeamsPage, nextMatchOfLeague, pagedMatches, playedBetween, recentFinishedOf, toRows, upcomingInLeaguesPage, upcomingOf,
  type MatchFilter,
} from './services/matchQueries'
export { followedAmong } from './services/follows'
export { seasonById, type SeasonRow } from './services/seasons'
export { currentSeasonId, standings } from './services/standings'
export { topScorers } from './services/topScorers'
export { oddsHistoryAt, openingOdds, storedOddsHistories, storedOddsHistory } from './services/odds'
export { issueMatchIds, poolIssueByName, poolIssuesPage, recentPoolIssues, type PoolIssueRow } from './repository/poolIssues'
export { kickoffWindowStableUntil, matchRowsVersion } from './repository/kickoffWindow'
export { playedBefore, playedStatsBetween } from './repository/matches'
export { handicapResult, impliedProbabilities, kellyFigures, payoutRate } from './services/oddsTools'

// typed reads for the other features' lists and seeders (batched by ids)
export * from './repository/forOthers'
export { resultsBefore, type ResultsBefore } from './services/resultsBefore'

// the share cards of matches, teams, players, lineups and tables (home serves them)
export { footballShareCard, type FootballCardKind } from './services/shareCards'

// the live push channel (registered by mocks/app.ts)
export { registerLivePush, type LivePushOptions } from './live/plugin'
// ports: the features above plug in here from their connect()
export { provideMatchNews, type MatchNewsOf } from './ports'
