import { makeAutoObservable } from 'mobx'
import type { MatchRow } from '@contract/football'
import { fetchFollowedExperts, fetchFollowedPredictions, setExpertFollowed, type ExpertListRow, type PredictionRow } from '@/features/experts'
import { fetchFollowedMatches, setMatchFollowed } from '@/features/match/services/matches'
import { fetchMyPlayers, fetchMyTeams, setPlayerFollowed, setTeamFollowed, type FollowedPlayer, type FollowedTeam } from '@/features/match/services/teams'
import { ListModel } from '@/stores/models/ListModel'

export type FollowSegment = 'matches' | 'teams' | 'players' | 'experts' | 'predictions'

/**
 * 我的关注: followed matches, teams, players, experts and predictions (跟单), each a paged list loaded when its
 * segment is first shown. Unfollowing an expert removes the row once the server agrees.
 */
export class MyFollowsStore {
  segment: FollowSegment
  readonly matches = new ListModel<MatchRow>(fetchFollowedMatches)
  readonly experts = new ListModel<ExpertListRow>(fetchFollowedExperts)
  readonly predictions = new ListModel<PredictionRow>((page, limit) => fetchFollowedPredictions('current', page, limit))
  readonly teams = new ListModel<FollowedTeam>(fetchMyTeams)
  readonly players = new ListModel<FollowedPlayer>(fetchMyPlayers)

  constructor(segment: FollowSegment = 'matches') {
    this.segment = segment
    makeAutoObservable<MyFollowsStore>(this, { matches: false, experts: false, predictions: false, teams: false, players: false })
  }

  get shown(): ListModel<MatchRow> | ListModel<ExpertListRow> | ListModel<PredictionRow> | ListModel<FollowedTeam> | ListModel<FollowedPlayer> {
    const lists = { matches: this.matches, teams: this.teams, players: this.players, experts: this.experts, predictions: this.predictions }
    return lists[this.segment]
  }

  /** unfollows a team; the row goes once the server agreed (a refusal throws and keeps it) */
  async unfollowTeam(teamId: number): Promise<void> {
    await setTeamFollowed(teamId, false)
    this.teams.remove((r) => r.team.id === teamId)
  }

  async unfollowPlayer(playerId: number): Promise<void> {
    await setPlayerFollowed(playerId, false)
    this.players.remove((r) => r.player.id === playerId)
  }

  setSegment(segment: FollowSegment): void {
    this.segment = segment
    if (!this.shown.loaded && !this.shown.busy) void this.shown.refresh()
  }

  /** unfollows a match; the row goes once the server agreed (a refusal throws and keeps it) */
  async unfollowMatch(matchId: number): Promise<void> {
    await setMatchFollowed(matchId, false)
    this.matches.remove((m) => m.id === matchId)
  }

  /** unfollows an expert; the row goes when the server confirms (a refusal keeps it) */
  async unfollowExpert(expertId: number): Promise<boolean> {
    const followed = await setExpertFollowed(expertId, false)
    if (!followed) this.experts.remove((r) => r.expert_id === expertId)
    return !followed
  }
}
