import type { Db } from '../../../db'
import { statement } from '../../../services/statements'
import { playerRef, refs, teamRef } from './footballRefs'

/** the scorers' table of a season, counted from goal events up to `now` (own goals do not count) */
export function topScorers(db: Db, seasonId: number, now: number, page: number, limit: number) {
  const r = refs(db)
  const total = statement(db, `SELECT COUNT(DISTINCT player_id) FROM fb_goals WHERE season_id = ? AND at <= ? AND type != 'own_goal'`).pluck(true).get(seasonId, now) as number
  const rows = statement(db, `
    SELECT g.player_id, g.team_id, COUNT(*) AS goals, SUM(g.type = 'penalty_goal') AS penalty_goals,
      (SELECT COUNT(*) FROM fb_goals a WHERE a.season_id = g.season_id AND a.at <= ? AND a.assist_player_id = g.player_id) AS assists
    FROM fb_goals g WHERE g.season_id = ? AND g.at <= ? AND g.type != 'own_goal'
    GROUP BY g.player_id ORDER BY goals DESC, penalty_goals ASC, assists DESC, g.player_id LIMIT ? OFFSET ?`)
    .all(now, seasonId, now, limit, (page - 1) * limit) as Array<{ player_id: number; team_id: number; goals: number; penalty_goals: number; assists: number }>
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
