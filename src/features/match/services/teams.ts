import type { Res } from '@contract/api'
import { request } from '@/services/request'

/**
 * a team's home (RecentGames?team_id=), a player's card and following teams and players (issue 24);
 * the pages show their own load failures (ResourceView), so those reads are silent
 */

export type TeamHome = Res<'api/Game/team_home'>
export type TeamHeader = TeamHome['header']
export type FollowedTeamMatches = Res<'api/Game/followed_team_matches'>
export type TeamSquad = Res<'api/Game/team_squad'>
export type TeamStats = Res<'api/Game/team_stats'>
export type PlayerCard = Res<'api/Game/player_card'>
export type FollowedTeam = Res<'api/Game/my_teams'>['list'][number]
export type FollowedPlayer = Res<'api/Game/my_players'>['list'][number]
export type FollowCount = Res<'api/Game/team_follow'>

export const fetchTeamHome = (teamId: number) => request('api/Game/team_home', { team_id: teamId }, { silent: true })
export const fetchTeamSquad = (teamId: number) => request('api/Game/team_squad', { team_id: teamId }, { silent: true })
export const fetchTeamStats = (teamId: number) => request('api/Game/team_stats', { team_id: teamId }, { silent: true })
export const fetchTeamTransfers = (teamId: number, page: number, limit: number) =>
  request('api/Game/player_transfer_information', { team_id: teamId, page, limit })
export const fetchPlayerCard = (playerId: number) => request('api/Game/player_card', { player_id: playerId }, { silent: true })

export const fetchMyTeams = (page: number, limit: number) => request('api/Game/my_teams', { page, limit })
export const fetchMyPlayers = (page: number, limit: number) => request('api/Game/my_players', { page, limit })
/** background (the home's block, the goal alerts): a failure shows nothing of its own */
export const fetchFollowedTeamMatches = () => request('api/Game/followed_team_matches', {}, { silent: true })

export const setTeamFollowed = (teamId: number, on: boolean): Promise<FollowCount> => request('api/Game/team_follow', { team_id: teamId, attention: on })

export const setPlayerFollowed = (playerId: number, on: boolean) => request('api/Game/player_follow', { player_id: playerId, attention: on })
