/** What the match feature offers the other features; everything else in this folder is its own. */
export { default as MatchRow, matchDetailUrl } from './components/MatchRow'
export { fetchFamousLeagues } from './services/footballData'
export { LiveFeed, LIVE_SAFETY_POLL_MS, type LiveChannel } from './stores/liveFeed'
export { patchRow, rowPatchOf, type RowPatch } from './utils/livePatch'
// a team's name opens its home, a player's its card (RecentGames; docs/product/teams-and-players.md)
export { TeamLink, PlayerLink, openTeam, openPlayer } from './components/TeamLink'
export type { FollowedExpertsPort } from './stores/myFollowsStore'
