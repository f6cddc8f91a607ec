import { rng } from './random'

/**
 * A match's lineup, computed from the team's squad and the match key (not stored): the seeder uses
 * it to pick who scores, is booked or comes on, and the lineup endpoint answers the same players.
 */

export type Position = '门将' | '后卫' | '中场' | '前锋'

const POSITIONS: readonly Position[] = ['门将', '后卫', '中场', '前锋']
/** a stored position (the engine writes only these four) */
export const positionOf = (p: string): Position => POSITIONS.find((x) => x === p) ?? '中场'

export interface SquadPlayer {
  id: number
  name: string
  position: Position
  shirt_number: number
  market_value: number
}

export interface LineupSlot {
  player: SquadPlayer
  x: number
  y: number
  captain: boolean
}

export interface TeamLineup {
  formation: string
  starters: LineupSlot[]
  substitutes: LineupSlot[]
}

/** outfield lines from defence to attack */
const FORMATIONS: Record<string, number[]> = {
  '4-4-2': [4, 4, 2],
  '4-3-3': [4, 3, 3],
  '4-2-3-1': [4, 2, 3, 1],
  '3-5-2': [3, 5, 2],
  '3-4-3': [3, 4, 3],
  '5-3-2': [5, 3, 2],
}
const FORMATION_NAMES = Object.keys(FORMATIONS)

function lineRole(lineIndex: number, lines: number): Position {
  if (lineIndex === 0) return '后卫'
  if (lineIndex === lines - 1) return '前锋'
  return '中场'
}

/** squad must be ordered by id; `key` identifies the match and side */
export function buildLineup(squad: SquadPlayer[], seed: number, key: string): TeamLineup {
  const r = rng(seed, 'lineup', key)
  const formation = r.pick(FORMATION_NAMES)
  const lines = FORMATIONS[formation]
  // form plays a part: a player's market value, shaken, decides who starts
  const ranked = squad
    .map((p) => ({ p, score: p.market_value * (0.6 + r.next() * 0.8) }))
    .sort((a, b) => b.score - a.score)
    .map((x) => x.p)
  const used = new Set<number>()
  const take = (pos: Position, n: number): SquadPlayer[] => {
    const out: SquadPlayer[] = []
    for (const p of ranked) {
      if (out.length === n) break
      if (p.position === pos && !used.has(p.id)) out.push(p)
    }
    // a short squad fills the line from anyone left (outfield)
    for (const p of ranked) {
      if (out.length === n) break
      if (!used.has(p.id) && p.position !== '门将' && !out.includes(p)) out.push(p)
    }
    out.forEach((p) => used.add(p.id))
    return out
  }
  const starters: LineupSlot[] = []
  const [keeper] = take('门将', 1)
  starters.push({ player: keeper, x: 50, y: 6, captain: false })
  lines.forEach((count, i) => {
    const role = lineRole(i, lines.length)
    const group = take(role, count)
    const y = Math.round(22 + (i * 58) / Math.max(1, lines.length - 1))
    group.forEach((p, j) => starters.push({ player: p, x: Math.round(((j + 1) * 100) / (count + 1)), y, captain: false }))
  })
  const captain = starters.reduce((best, s) => (s.player.market_value > best.player.market_value ? s : best), starters[0])
  captain.captain = true
  const bench: SquadPlayer[] = []
  const spareKeeper = ranked.find((p) => p.position === '门将' && !used.has(p.id))
  if (spareKeeper) {
    bench.push(spareKeeper)
    used.add(spareKeeper.id)
  }
  for (const p of ranked) {
    if (bench.length >= 7) break
    if (!used.has(p.id) && p.position !== '门将') {
      bench.push(p)
      used.add(p.id)
    }
  }
  return { formation, starters, substitutes: bench.map((p) => ({ player: p, x: 0, y: 0, captain: false })) }
}
