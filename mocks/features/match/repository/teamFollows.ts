import type { Db } from '../../../db'
import { allRows, execute, firstRow } from '../../../db/query'
import { mq } from './builder'

/** fb_team_follows and fb_player_follows: who follows which team and which player */

export function teamFollowed(db: Db, userId: number, teamId: number): boolean {
  return firstRow(db, mq.selectFrom('fb_team_follows').select('team_id').where('user_id', '=', userId).where('team_id', '=', teamId)) !== undefined
}

export function teamFollowerCount(db: Db, teamId: number): number {
  return firstRow(db, mq.selectFrom('fb_team_follows').select((eb) => eb.fn.countAll<number>().as('n')).where('team_id', '=', teamId))?.n ?? 0
}

export function teamsFollowedCount(db: Db, userId: number): number {
  return firstRow(db, mq.selectFrom('fb_team_follows').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId))?.n ?? 0
}

/** the teams a user follows, newest follow first */
export function followedTeamIds(db: Db, userId: number, limit = -1, offset = 0): number[] {
  return allRows(db, mq.selectFrom('fb_team_follows').select('team_id').where('user_id', '=', userId)
    .orderBy('created_at', 'desc').orderBy('team_id').limit(limit).offset(offset)).map((r) => r.team_id)
}

/** the users following any of these teams */
export function followersOfTeams(db: Db, teamIds: number[]): Array<{ user_id: number; team_id: number }> {
  if (teamIds.length === 0) return []
  return allRows(db, mq.selectFrom('fb_team_follows').select(['user_id', 'team_id']).where('team_id', 'in', teamIds))
}

export function insertTeamFollow(db: Db, userId: number, teamId: number, now: number): void {
  execute(db, mq.insertInto('fb_team_follows').values({ user_id: userId, team_id: teamId, created_at: now }).orIgnore())
}

export function deleteTeamFollow(db: Db, userId: number, teamId: number): void {
  execute(db, mq.deleteFrom('fb_team_follows').where('user_id', '=', userId).where('team_id', '=', teamId))
}

export function playerFollowed(db: Db, userId: number, playerId: number): boolean {
  return firstRow(db, mq.selectFrom('fb_player_follows').select('player_id').where('user_id', '=', userId).where('player_id', '=', playerId)) !== undefined
}

export function playerFollowerCount(db: Db, playerId: number): number {
  return firstRow(db, mq.selectFrom('fb_player_follows').select((eb) => eb.fn.countAll<number>().as('n')).where('player_id', '=', playerId))?.n ?? 0
}

export function playersFollowedCount(db: Db, userId: number): number {
  return firstRow(db, mq.selectFrom('fb_player_follows').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId))?.n ?? 0
}

export function followedPlayerIds(db: Db, userId: number, limit = -1, offset = 0): number[] {
  return allRows(db, mq.selectFrom('fb_player_follows').select('player_id').where('user_id', '=', userId)
    .orderBy('created_at', 'desc').orderBy('player_id').limit(limit).offset(offset)).map((r) => r.player_id)
}

export function insertPlayerFollow(db: Db, userId: number, playerId: number, now: number): void {
  execute(db, mq.insertInto('fb_player_follows').values({ user_id: userId, player_id: playerId, created_at: now }).orIgnore())
}

export function deletePlayerFollow(db: Db, userId: number, playerId: number): void {
  execute(db, mq.deleteFrom('fb_player_follows').where('user_id', '=', userId).where('player_id', '=', playerId))
}

export function deleteTeamAndPlayerFollowsOf(db: Db, userId: number): void {
  execute(db, mq.deleteFrom('fb_team_follows').where('user_id', '=', userId))
  execute(db, mq.deleteFrom('fb_player_follows').where('user_id', '=', userId))
}
