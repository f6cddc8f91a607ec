import type { Db } from '../../../db'
import { pairTable } from '../../../db/pairTable'
import type { MatchTables } from '../tables'

/** fb_team_follows and fb_player_follows: who follows which team and which player */

export const teamFollows = pairTable<MatchTables>()('fb_team_follows', 'team_id')
export const playerFollows = pairTable<MatchTables>()('fb_player_follows', 'player_id')

export const teamFollowed = teamFollows.has
export const teamFollowerCount = teamFollows.countFor
export const teamsFollowedCount = teamFollows.countOf
/** the teams a user follows, newest follow first */
export const followedTeamIds = teamFollows.targetsOf
export const insertTeamFollow = teamFollows.insert
export const deleteTeamFollow = teamFollows.remove

/** the users following any of these teams */
export function followersOfTeams(db: Db, teamIds: number[]): Array<{ user_id: number; team_id: number }> {
  return teamFollows.holdersOf(db, teamIds).map((r) => ({ user_id: r.user_id, team_id: r.target_id }))
}

export const playerFollowed = playerFollows.has
export const playerFollowerCount = playerFollows.countFor
export const playersFollowedCount = playerFollows.countOf
/** the players a user follows, newest follow first */
export const followedPlayerIds = playerFollows.targetsOf
export const insertPlayerFollow = playerFollows.insert
export const deletePlayerFollow = playerFollows.remove

export function deleteTeamAndPlayerFollowsOf(db: Db, userId: number): void {
  teamFollows.removeAllOf(db, userId)
  playerFollows.removeAllOf(db, userId)
}
