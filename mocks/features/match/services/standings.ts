import type { Db } from '../../../db'
import type { StandingRow } from '../../../../types/football'
import { refs, teamRef } from './footballRefs'
import { statement } from '../../../services/statements'

/**
 * League tables computed from the results of matches finished by `now` (never stored): 3 points a
 * win, 1 a draw; ties broken by goal difference, goals scored, then team id. Cached per minute.
 */

const MINUTE = 60_000
const cache = new WeakMap<Db, Map<string, StandingRow[]>>()

export function standings(db: Db, seasonId: number, now: number): StandingRow[] {
  const bucket = Math.floor(now / MINUTE)
  let perDb = cache.get(db)
  if (!perDb) {
    perDb = new Map()
    cache.set(db, perDb)
  }
  const key = `${seasonId}:${bucket}`
  const hit = perDb.get(key)
  if (hit) return hit
  if (perDb.size > 500) perDb.clear()
  const rows = computeStandings(db, seasonId, bucket * MINUTE + MINUTE - 1)
  perDb.set(key, rows)
  return rows
}

export function computeStandings(db: Db, seasonId: number, now: number): StandingRow[] {
  const r = refs(db)
  const season = statement(db, 'SELECT league_id FROM fb_seasons WHERE id = ?').get(seasonId) as { league_id: number } | undefined
  if (!season || r.leagues.get(season.league_id)?.type !== 1) return []
  const table = new Map<number, { played: number; win: number; draw: number; loss: number; gf: number; ga: number; form: Array<'W' | 'D' | 'L'> }>()
  const members = statement(db, 'SELECT team_id FROM fb_league_teams WHERE league_id = ? ORDER BY team_id').pluck(true).all(season.league_id) as number[]
  for (const id of members) table.set(id, { played: 0, win: 0, draw: 0, loss: 0, gf: 0, ga: 0, form: [] })
  const results = statement(db, `SELECT home_team_id, away_team_id, ft_home, ft_away FROM fb_matches
    WHERE season_id = ? AND end_at <= ? AND postponed = 0 ORDER BY end_at, id`).all(seasonId, now) as Array<{ home_team_id: number; away_team_id: number; ft_home: number; ft_away: number }>
  for (const m of results) {
    const home = table.get(m.home_team_id)
    const away = table.get(m.away_team_id)
    if (!home || !away) continue
    apply(home, m.ft_home, m.ft_away)
    apply(away, m.ft_away, m.ft_home)
  }
  return [...table.entries()]
    .map(([id, t]) => ({ id, t, points: t.win * 3 + t.draw }))
    .sort((a, b) => b.points - a.points || (b.t.gf - b.t.ga) - (a.t.gf - a.t.ga) || b.t.gf - a.t.gf || a.id - b.id)
    .map(({ id, t, points }, i) => ({
      rank: i + 1, team: teamRef(r, id), played: t.played, win: t.win, draw: t.draw, loss: t.loss,
      goals_for: t.gf, goals_against: t.ga, goal_diff: t.gf - t.ga, points, form: t.form.slice(-5),
    }))
}

function apply(t: { played: number; win: number; draw: number; loss: number; gf: number; ga: number; form: Array<'W' | 'D' | 'L'> }, gf: number, ga: number) {
  t.played++
  t.gf += gf
  t.ga += ga
  if (gf > ga) {
    t.win++
    t.form.push('W')
  } else if (gf === ga) {
    t.draw++
    t.form.push('D')
  } else {
    t.loss++
    t.form.push('L')
  }
}

/** the season of a competition being played at `now` (the latest started), else its first */
export function currentSeasonId(db: Db, leagueId: number, now: number): number | undefined {
  return (statement(db, 'SELECT id FROM fb_seasons WHERE league_id = ? AND start_at <= ? ORDER BY start_at DESC LIMIT 1').pluck(true).get(leagueId, now)
    ?? statement(db, 'SELECT id FROM fb_seasons WHERE league_id = ? ORDER BY start_at LIMIT 1').pluck(true).get(leagueId)) as number | undefined
}
