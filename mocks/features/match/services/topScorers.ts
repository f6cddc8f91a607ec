import type { Db } from '../../../db'
import { scorerCount, scorerRows } from '../repository/goals'
import { playerRef, refs, teamRef } from './footballRefs'

/** the scorers' table of a season, counted from goal events up to `now` (own goals do not count) */
export async function topScorers(db: Db, seasonId: number, now: number, page: number, limit: number) {
  const r = await refs(db)
  const total = await scorerCount(db, seasonId, now)
  const rows = await scorerRows(db, seasonId, now, limit, (page - 1) * limit)
  const list = rows.map((x, i) => ({
    rank: (page - 1) * limit + i + 1,
    player: playerRef(r, x.player_id),
    team: teamRef(r, x.team_id),
    goals: x.goals,
    penalty_goals: x.penalty_goals,
    assists: x.assists,
  }))
  return { list, page, limit, total, has_more: page * limit < total }
}
