import type { Db } from '../../../db'
import { absenteesOf, expectedLineup, type Absentee } from '../engine/absentees'
import { buildLineup, type TeamLineup } from '../engine/lineup'
import { dataSeed } from './dataSettings'
import { refs } from './footballRefs'
import { scriptOf, type MatchDbRow } from './matchView'
import { seasonCycle } from './seasons'

/**
 * A match's two sides as the engine sees them before kickoff: lineup, absentees (伤停) and the
 * expected XI, all derived from the seed and the match key, never stored.
 */

/** the seeder's match key (competition, edition, round, teams): the key the lineup and events were written with */
export async function matchKeyOf(db: Db, m: MatchDbRow): Promise<string> {
  return `${m.league_id}:${await seasonCycle(db, m.season_id)}:${m.round - 1}:${m.home_team_id}-${m.away_team_id}`
}

export interface SideIntel {
  teamId: number
  /** the match's lineup; its bench lists no absentee */
  lineup: TeamLineup
  absentees: Absentee[]
  expected: TeamLineup
}

export async function sidesOf(db: Db, m: MatchDbRow): Promise<[SideIntel, SideIntel]> {
  const rf = await refs(db)
  const seed = await dataSeed(db)
  const key = await matchKeyOf(db, m)
  const script = await scriptOf(db, m.id)
  const named = new Set<number>()
  for (const e of script.events) {
    if (e[5]) named.add(e[5])
    if (e[6]) named.add(e[6])
  }
  const side = (teamId: number, suffix: 'h' | 'a'): SideIntel => {
    const squad = rf.squads.get(teamId) ?? []
    const full = buildLineup(squad, seed, `${key}:${suffix}`)
    const absentees = absenteesOf(squad, full, named, seed, `${key}:${suffix}`)
    const out = new Set(absentees.map((a) => a.player.id))
    const lineup = { ...full, substitutes: full.substitutes.filter((s) => !out.has(s.player.id)) }
    return { teamId, lineup, absentees, expected: expectedLineup(squad, absentees, seed, `${key}:${suffix}`) }
  }
  return [side(m.home_team_id, 'h'), side(m.away_team_id, 'a')]
}
