import type { Db } from '../../../db'
import { statement } from '../../../services/statements'

/** seasons and rounds of the football data (fb_seasons, fb_matches) */
export interface SeasonRow {
  id: number
  league_id: number
  name: string
}

/** the season, if it exists (and belongs to `leagueId` when given) */
export function seasonById(db: Db, seasonId: number, leagueId?: number): SeasonRow | undefined {
  return leagueId === undefined
    ? statement(db, 'SELECT id, league_id, name FROM fb_seasons WHERE id = ?').get(seasonId) as SeasonRow | undefined
    : statement(db, 'SELECT id, league_id, name FROM fb_seasons WHERE id = ? AND league_id = ?').get(seasonId, leagueId) as SeasonRow | undefined
}

/** a league's seasons that have started by `now`, newest first */
export function startedSeasons(db: Db, leagueId: number, now: number): SeasonRow[] {
  return statement(db, 'SELECT id, league_id, name FROM fb_seasons WHERE league_id = ? AND start_at <= ? ORDER BY start_at DESC').all(leagueId, now) as SeasonRow[]
}

/** the edition number the seeder gave the season (part of each match's key) */
export function seasonCycle(db: Db, seasonId: number): number {
  return statement(db, 'SELECT cycle FROM fb_seasons WHERE id = ?').pluck(true).get(seasonId) as number
}

export function roundsOf(db: Db, seasonId: number): Array<{ round: number; stage: string }> {
  return statement(db, 'SELECT round, stage FROM fb_matches WHERE season_id = ? GROUP BY round ORDER BY round').all(seasonId) as Array<{ round: number; stage: string }>
}

/** the round of the latest match that has kicked off by `now` */
export function playingRound(db: Db, seasonId: number, now: number): number | undefined {
  return statement(db, 'SELECT round FROM fb_matches WHERE season_id = ? AND start_at <= ? ORDER BY start_at DESC LIMIT 1').pluck(true).get(seasonId, now) as number | undefined
}
