import type { FollowedExpertsPort } from '@/features/match'
import { fetchFollowedExperts, fetchFollowedPredictions, setExpertFollowed } from './experts'

/** the experts side of 我的关注, for the match feature's MyFollowsStore (the page joins the two) */
export const followedExperts: FollowedExpertsPort = {
  experts: fetchFollowedExperts,
  predictions: (page, limit) => fetchFollowedPredictions('current', page, limit),
  setFollowed: setExpertFollowed,
}
