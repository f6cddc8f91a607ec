import type { Db } from '../../../db'
import type { Side } from '../engine/script'
import { scriptOf, type MatchDbRow } from './matchView'
import { currentSeasonId } from './standings'
import { refs } from './footballRefs'
import { finishedOfTeamInSeason } from '../repository/teamSeason'

/**
 * A team's season in its league, counted from the stored results (full-time score) and the
 * match scripts' events of the matches finished by `now`. Nothing is stored: the same moment
 * always gives the same figures.
 */

export interface VenueFigures {
  played: number
  win: number
  draw: number
  loss: number
  goals_for: number
  goals_against: number
  clean_sheets: number
}

export interface TeamSeason {
  seasonId: number | undefined
  matches: MatchDbRow[]
  all: VenueFigures
  home: VenueFigures
  away: VenueFigures
  form: Array<'W' | 'D' | 'L'>
  goals: Map<number, number>
  assists: Map<number, number>
  yellow: number
  red: number
}

const empty = (): VenueFigures => ({ played: 0, win: 0, draw: 0, loss: 0, goals_for: 0, goals_against: 0, clean_sheets: 0 })

function add(f: VenueFigures, gf: number, ga: number): 'W' | 'D' | 'L' {
  f.played++
  f.goals_for += gf
  f.goals_against += ga
  if (ga === 0) f.clean_sheets++
  if (gf > ga) f.win++
  else if (gf === ga) f.draw++
  else f.loss++
  return gf > ga ? 'W' : gf === ga ? 'D' : 'L'
}

const bump = (m: Map<number, number>, id: number) => m.set(id, (m.get(id) ?? 0) + 1)

/** the team's goals (own goals are nobody's), assists and cards in one match's events */
async function countEvents(db: Db, m: MatchDbRow, side: Side, s: TeamSeason): Promise<void> {
  for (const e of (await scriptOf(db, m.id)).events) {
    const [, , , type, evSide, player, related] = e
    if (evSide !== side) continue
    if (type === 'goal' || type === 'penalty_goal') {
      bump(s.goals, player)
      if (related) bump(s.assists, related)
    } else if (type === 'yellow') s.yellow++
    else if (type === 'red' || type === 'second_yellow') s.red++
  }
}

export async function teamSeason(db: Db, teamId: number, now: number): Promise<TeamSeason> {
  const leagueId = (await refs(db)).teams.get(teamId)?.league_id
  const seasonId = leagueId === undefined ? undefined : await currentSeasonId(db, leagueId, now)
  const s: TeamSeason = { seasonId, matches: [], all: empty(), home: empty(), away: empty(), form: [], goals: new Map(), assists: new Map(), yellow: 0, red: 0 }
  if (seasonId === undefined) return s
  s.matches = await finishedOfTeamInSeason(db, teamId, seasonId, now)
  for (const m of s.matches) {
    const atHome = m.home_team_id === teamId
    const gf = atHome ? m.ft_home : m.ft_away
    const ga = atHome ? m.ft_away : m.ft_home
    add(atHome ? s.home : s.away, gf, ga)
    s.form.push(add(s.all, gf, ga))
    await countEvents(db, m, atHome ? 0 : 1, s)
  }
  s.form = s.form.slice(-5)
  return s
}

/** the `n` players with the most, most first (ties by player id) */
export function leaders(counts: Map<number, number>, n: number): Array<{ id: number; count: number }> {
  return [...counts.entries()].map(([id, count]) => ({ id, count })).sort((a, b) => b.count - a.count || a.id - b.id).slice(0, n)
}
