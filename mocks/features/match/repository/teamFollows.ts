import type { Db } from '../../../db'
import { pairTable } from '../../../db/pairTable'
import type { MatchTables } from '../tables'

/** fb_team_follows and fb_player_follows: who follows which team and which player (pairTable's operations: has, countFor, countOf, targetsOf newest first, insert, remove) */

export const teamFollows = pairTable<MatchTables>()('fb_team_follows', 'team_id')
export const playerFollows = pairTable<MatchTables>()('fb_player_follows', 'player_id')

export async function deleteTeamAndPlayerFollowsOf(db: Db, userId: number): Promise<void> {
  await teamFollows.removeAllOf(db, userId)
  await playerFollows.removeAllOf(db, userId)
}
