import { makeAutoObservable } from 'mobx'
import type { MatchRow } from '@contract/football'
import type { Paged } from '@contract/common'
import type { ExpertListRow, PredictionRow } from '@contract/api/experts'
import { fetchFollowedMatches, setMatchFollowed } from '@/features/match/services/matches'
import { fetchMyPlayers, fetchMyTeams, setPlayerFollowed, setTeamFollowed, type FollowedPlayer, type FollowedTeam } from '@/features/match/services/teams'
import { ListModel } from '@/stores/models/ListModel'
import type { Extension } from '@contract/contract-parts'
import { extensionServed } from '@/services/backendExtensions'

export type FollowSegment = 'matches' | 'teams' | 'players' | 'experts' | 'predictions'

const SEGMENTS: ReadonlyArray<{ key: FollowSegment; label: string; needs?: Extension }> = [
  { key: 'matches', label: '比赛' },
  { key: 'teams', label: '球队', needs: 'api/Game/my_teams' },
  { key: 'players', label: '球员', needs: 'api/Game/my_players' },
  { key: 'experts', label: '专家' },
  { key: 'predictions', label: '推荐', needs: 'api/Expert/get_follow_dg_gc' },
]

/**
 * What 我的关注 needs of the experts feature. That feature sits above this one (it shows matches), so it
 * cannot be imported from here: the page passes this in (`followedExperts` of '@/features/experts').
 */
export interface FollowedExpertsPort {
  experts: (page: number, limit: number) => Promise<Paged<ExpertListRow>>
  /** followed predictions not settled yet (跟单) */
  predictions: (page: number, limit: number) => Promise<Paged<PredictionRow>>
  /** follows or unfollows; resolves with whether the expert is followed now */
  setFollowed: (expertId: number, follow: boolean) => Promise<boolean>
}

/**
 * 我的关注: followed matches, teams, players, experts and predictions (跟单), each a paged list loaded when its
 * segment is first shown. Unfollowing an expert removes the row once the server agrees.
 */
export class MyFollowsStore {
  /** the segment asked for; `segment` is what shows (a hidden one falls back to 比赛) */
  private chosen: FollowSegment
  readonly matches = new ListModel<MatchRow>(fetchFollowedMatches)
  readonly experts: ListModel<ExpertListRow>
  readonly predictions: ListModel<PredictionRow>
  readonly teams = new ListModel<FollowedTeam>(fetchMyTeams)
  readonly players = new ListModel<FollowedPlayer>(fetchMyPlayers)

  constructor(
    private readonly followed: FollowedExpertsPort,
    segment: FollowSegment = 'matches',
    /** whether the backend serves an extension (the page passes the observable BackendStore.has) */
    private readonly served: (ext: Extension) => boolean = (ext) => extensionServed(ext) === true,
  ) {
    this.chosen = segment
    this.experts = new ListModel<ExpertListRow>(followed.experts)
    this.predictions = new ListModel<PredictionRow>(followed.predictions)
    makeAutoObservable<MyFollowsStore, 'served' | 'followed'>(this, { matches: false, experts: false, predictions: false, teams: false, players: false, served: false, followed: false })
  }

  /** the segments shown: followed teams, players and predictions (跟单) only where the backend serves them */
  get segments(): ReadonlyArray<{ key: FollowSegment; label: string }> {
    return SEGMENTS.filter((s) => !s.needs || this.served(s.needs))
  }

  get segment(): FollowSegment {
    return this.segments.some((s) => s.key === this.chosen) ? this.chosen : 'matches'
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
    if (!this.segments.some((s) => s.key === segment)) return
    this.chosen = segment
    if (!this.shown.loaded && !this.shown.busy) void this.shown.refresh()
  }

  /** unfollows a match; the row goes once the server agreed (a refusal throws and keeps it) */
  async unfollowMatch(matchId: number): Promise<void> {
    await setMatchFollowed(matchId, false)
    this.matches.remove((m) => m.id === matchId)
  }

  /** unfollows an expert; the row goes when the server confirms (a refusal keeps it) */
  async unfollowExpert(expertId: number): Promise<boolean> {
    const stillFollowed = await this.followed.setFollowed(expertId, false)
    if (!stillFollowed) this.experts.remove((r) => r.expert_id === expertId)
    return !stillFollowed
  }
}
