import type { Db } from '../../../db'
import type { PairTable } from '../../../db/pairTable'
import { fail } from '../../../http/errors'
import { PLAYER_FOLLOW_CAP, TEAM_FOLLOW_CAP, followCapText } from '../../../../types/follow-rules'
import { deleteAlertSetting } from '../repository/alertSettings'
import { playerFollows, teamFollows } from '../repository/teamFollows'

/** following teams and players: a follow past the cap is refused, following twice changes nothing */

interface FollowKind {
  follows: PairTable
  /** what is followed, as the cap's message says it */
  label: '球队' | '球员'
  cap: number
}

const TEAMS: FollowKind = { follows: teamFollows, label: '球队', cap: TEAM_FOLLOW_CAP }
const PLAYERS: FollowKind = { follows: playerFollows, label: '球员', cap: PLAYER_FOLLOW_CAP }

type FollowAnswer = { id: number; followed: boolean; followers: number }

async function setFollow(kind: FollowKind, db: Db, userId: number, id: number, follow: boolean, now: number): Promise<FollowAnswer> {
  if (!follow) await kind.follows.remove(db, userId, id)
  else if (!await kind.follows.has(db, userId, id)) {
    if (await kind.follows.countOf(db, userId) >= kind.cap) throw fail(followCapText(kind.label, kind.cap))
    await kind.follows.insert(db, userId, id, now)
  }
  return { id, followed: follow, followers: await kind.follows.countFor(db, id) }
}

export async function setTeamFollow(db: Db, userId: number, teamId: number, follow: boolean, now: number): Promise<FollowAnswer> {
  // an unfollowed team's own alert kinds go with the follow (docs/product/match-alerts.md)
  if (!follow) await deleteAlertSetting(db, userId, 'team', teamId)
  return setFollow(TEAMS, db, userId, teamId, follow, now)
}

export async function setPlayerFollow(db: Db, userId: number, playerId: number, follow: boolean, now: number): Promise<FollowAnswer> {
  return setFollow(PLAYERS, db, userId, playerId, follow, now)
}
