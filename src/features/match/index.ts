/** What the match feature offers the other features; everything else in this folder is its own. */
export { default as MatchRow, matchDetailUrl } from './components/MatchRow'
export { fetchFamousLeagues } from './services/footballData'
