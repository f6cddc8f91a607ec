import type { Db } from '../../../db'
import type { StandingRow } from '../../../../types/football'
import { refs, teamRef } from './footballRefs'
import { matchRowsVersion } from '../repository/kickoffWindow'
import { finishedResultsOfSeason } from '../repository/matches'
import { leagueMembers } from '../repository/world'
import { firstSeasonId, latestStartedSeasonId, seasonById } from '../repository/seasons'

/**
 * League tables computed from the results of matches finished by `now` (never stored): 3 points a
 * win, 1 a draw; ties broken by goal difference, goals scored, then team id. Cached per minute and
 * until a match row is written (an operator's postponement, in any process).
 */

const MINUTE = 60_000
const cache = new WeakMap<Db, Map<string, StandingRow[]>>()

export async function standings(db: Db, seasonId: number, now: number): Promise<StandingRow[]> {
  const bucket = Math.floor(now / MINUTE)
  let perDb = cache.get(db)
  if (!perDb) {
    perDb = new Map()
    cache.set(db, perDb)
  }
  const key = `${seasonId}:${bucket}:${matchRowsVersion(db)}`
  const hit = perDb.get(key)
  if (hit) return hit
  if (perDb.size > 500) perDb.clear()
  const rows = await computeStandings(db, seasonId, bucket * MINUTE + MINUTE - 1)
  perDb.set(key, rows)
  return rows
}

export async function computeStandings(db: Db, seasonId: number, now: number): Promise<StandingRow[]> {
  const r = await refs(db)
  const season = await seasonById(db, seasonId)
  if (!season || r.leagues.get(season.league_id)?.type !== 1) return []
  const table = new Map<number, { played: number; win: number; draw: number; loss: number; gf: number; ga: number; form: Array<'W' | 'D' | 'L'> }>()
  for (const id of await leagueMembers(db, season.league_id)) table.set(id, { played: 0, win: 0, draw: 0, loss: 0, gf: 0, ga: 0, form: [] })
  for (const m of await finishedResultsOfSeason(db, seasonId, now)) {
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
export async function currentSeasonId(db: Db, leagueId: number, now: number): Promise<number | undefined> {
  return await latestStartedSeasonId(db, leagueId, now) ?? await firstSeasonId(db, leagueId)
}
