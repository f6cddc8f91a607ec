import { sql } from 'kysely'
import type { Db } from '../../../db'
import { allRows, firstRow } from '../../../db/query'
import { q } from './builder'

/** fb_goals: every goal of the played matches (the scorers' tables count them) */

export async function scorerCount(db: Db, seasonId: number, now: number): Promise<number> {
  return (await firstRow(db, q.selectFrom('fb_goals').select(sql<number>`COUNT(DISTINCT player_id)`.as('n'))
    .where('season_id', '=', seasonId).where('at', '<=', now).where('type', '!=', 'own_goal')))?.n ?? 0
}

/** one page of the scorers' table: goals, then fewer penalties, then assists, then player id */
export function scorerRows(db: Db, seasonId: number, now: number, limit: number, offset: number) {
  return allRows(db, q.selectFrom('fb_goals as g').select((eb) => [
    // a player's team: the highest id among his goals' teams (one team unless he moved mid-season)
    'g.player_id', eb.fn.max('g.team_id').as('team_id'), eb.fn.countAll<number>().as('goals'), sql<number>`SUM(CASE WHEN g.type = 'penalty_goal' THEN 1 ELSE 0 END)`.as('penalty_goals'),
    eb.selectFrom('fb_goals as a').select((x) => x.fn.countAll<number>().as('n'))
      .where('a.season_id', '=', seasonId).where('a.at', '<=', now).whereRef('a.assist_player_id', '=', 'g.player_id').$asScalar().$notNull().as('assists'),
  ]).where('g.season_id', '=', seasonId).where('g.at', '<=', now).where('g.type', '!=', 'own_goal')
    .groupBy('g.player_id').orderBy('goals', 'desc').orderBy('penalty_goals', 'asc').orderBy('assists', 'desc').orderBy('g.player_id')
    .limit(limit).offset(offset))
}
