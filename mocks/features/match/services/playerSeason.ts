import type { Db } from '../../../db'
import type { FinalPlayerRow } from '../repository/finalRatings'
import { sidesOf } from './intel'
import { scriptOf, type MatchDbRow } from './matchView'

/**
 * One player's part in matches, read from the lineup the events were written with and from the
 * events: started or came on, minutes, goals, assists, cards (playerLine); or, with his final
 * rating, from the figures stored at the whistle (storedLine, the player card).
 */

export interface PlayerLine {
  match: MatchDbRow
  started: boolean
  minutes: number
  goals: number
  assists: number
  yellow: number
  red: number
}

const FULL = 90

/** the player's line in a finished match replayed from its events, or null when he did not play in it (what storedLine must equal; tests/server/match.ratingsCache.test.ts) */
export async function playerLine(db: Db, m: MatchDbRow, playerId: number): Promise<PlayerLine | null> {
  const sides = await sidesOf(db, m)
  const startSide = sides.findIndex((s) => s.lineup.starters.some((x) => x.player.id === playerId))
  const line: PlayerLine = { match: m, started: startSide >= 0, minutes: 0, goals: 0, assists: 0, yellow: 0, red: 0 }
  let on = line.started ? 0 : -1
  let off = FULL
  for (const [, minute, , type, , player, related] of (await scriptOf(db, m.id)).events) {
    if (type === 'sub' && related === playerId) on = Math.min(minute, FULL)
    else if (type === 'sub' && player === playerId) off = Math.min(minute, FULL)
    else if (player === playerId && (type === 'goal' || type === 'penalty_goal')) line.goals++
    else if (related === playerId && type === 'goal') line.assists++
    else if (player === playerId && type === 'yellow') line.yellow++
    else if (player === playerId && (type === 'red' || type === 'second_yellow')) {
      line.red++
      off = Math.min(minute, FULL)
    }
  }
  if (on < 0) return null
  line.minutes = Math.max(1, off - on)
  return line
}

/** his line in a finished match from his stored final rating row: the same figures as playerLine, and the rating */
export function storedLine(m: MatchDbRow, r: FinalPlayerRow): PlayerLine & { rating: number } {
  const minutes = Math.max(1, Math.min(r.on_minute + r.minutes, FULL) - Math.min(r.on_minute, FULL))
  return { match: m, started: r.starter === 1, minutes, goals: r.goals, assists: r.assists, yellow: r.yellow, red: r.red, rating: r.rating }
}

export interface PlayerTotals {
  appearances: number
  starts: number
  goals: number
  assists: number
  yellow: number
  red: number
}

export function totalsOf(lines: PlayerLine[]): PlayerTotals {
  const t: PlayerTotals = { appearances: lines.length, starts: 0, goals: 0, assists: 0, yellow: 0, red: 0 }
  for (const l of lines) {
    if (l.started) t.starts++
    t.goals += l.goals
    t.assists += l.assists
    t.yellow += l.yellow
    t.red += l.red
  }
  return t
}
