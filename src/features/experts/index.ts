/** What the experts feature offers the other features; everything else in this folder is its own. */
export { hitRateText } from './utils/expertRecord'
export { fetchExperts, fetchFollowedExperts, fetchFollowedPredictions, setExpertFollowed, type ExpertListRow, type PredictionRow } from './services/experts'
// 我的关注 (a match feature page model) shows the followed experts and predictions through this port
export { followedExperts } from './services/followedExperts'
