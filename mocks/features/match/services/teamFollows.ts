import type { Db } from '../../../db'
import { fail } from '../../../http/errors'
import { PLAYER_FOLLOW_CAP, TEAM_FOLLOW_CAP, followCapText } from '../../../../types/follow-rules'
import { deleteAlertSetting } from '../repository/alertSettings'
import {
  deletePlayerFollow, deleteTeamFollow, insertPlayerFollow, insertTeamFollow, playerFollowed, playerFollowerCount, playersFollowedCount,
  teamFollowed, teamFollowerCount, teamsFollowedCount,
} from '../repository/teamFollows'

/** following teams and players: a follow past the cap is refused, following twice changes nothing */

export function setTeamFollow(db: Db, userId: number, teamId: number, follow: boolean, now: number): { id: number; followed: boolean; followers: number } {
  if (!follow) {
    deleteTeamFollow(db, userId, teamId)
    // an unfollowed team's own alert kinds go with the follow (docs/product/match-alerts.md)
    deleteAlertSetting(db, userId, 'team', teamId)
  } else if (!teamFollowed(db, userId, teamId)) {
    if (teamsFollowedCount(db, userId) >= TEAM_FOLLOW_CAP) throw fail(followCapText('球队', TEAM_FOLLOW_CAP))
    insertTeamFollow(db, userId, teamId, now)
  }
  return { id: teamId, followed: follow, followers: teamFollowerCount(db, teamId) }
}

export function setPlayerFollow(db: Db, userId: number, playerId: number, follow: boolean, now: number): { id: number; followed: boolean; followers: number } {
  if (!follow) deletePlayerFollow(db, userId, playerId)
  else if (!playerFollowed(db, userId, playerId)) {
    if (playersFollowedCount(db, userId) >= PLAYER_FOLLOW_CAP) throw fail(followCapText('球员', PLAYER_FOLLOW_CAP))
    insertPlayerFollow(db, userId, playerId, now)
  }
  return { id: playerId, followed: follow, followers: playerFollowerCount(db, playerId) }
}
