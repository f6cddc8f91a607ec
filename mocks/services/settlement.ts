import type { Db } from '../db'
import { WIN_OR_NOT, type PredictionPlay, type WinOrNot } from '../../types/prediction'
import { matchResult } from './matchView'
import { statement } from './statements'

/**
 * Settles predictions from match results: a prediction stays 0 (pending) until its match is 完场 at
 * the server's clock, then gets 1 hit, 2 miss or 3 push. Everything shown about an expert's record is
 * computed from these stored values.
 */

export type PredictionPick = 'home' | 'draw' | 'away' | 'over' | 'under'

export interface PickToSettle {
  play: PredictionPlay
  pick: PredictionPick
  /** handicap: the home side's line; overUnder: the total; null for 1x2 */
  line: number | null
}

/**
 * The outcome of a pick on the 90-minute score. Handicap and over/under compare the goal difference
 * (from the picked side) or the total with the line: above it hits, below it misses, exactly on it
 * (only possible on a whole line) is a push. A quarter line is two half stakes, so its result is never
 * exactly on the line: a half win (赢半) counts as a hit and a half loss (输半) as a miss.
 */
export function outcomeOf(p: PickToSettle, [home, away]: [number, number]): Exclude<WinOrNot, 0> {
  let margin: number
  switch (p.play) {
    case '1x2': {
      const actual = home > away ? 'home' : home === away ? 'draw' : 'away'
      return p.pick === actual ? WIN_OR_NOT.hit : WIN_OR_NOT.miss
    }
    case 'handicap':
      margin = p.pick === 'home' ? home - away + lineOf(p) : away - home - lineOf(p)
      break
    case 'overUnder':
      margin = p.pick === 'over' ? home + away - lineOf(p) : lineOf(p) - home - away
      break
  }
  return margin > 0 ? WIN_OR_NOT.hit : margin < 0 ? WIN_OR_NOT.miss : WIN_OR_NOT.push
}

function lineOf(p: PickToSettle): number {
  if (p.line === null) throw new Error(`a ${p.play} pick needs a line`)
  return p.line
}

/**
 * Settles every pending prediction whose match has finished by `now`; answers how many it settled.
 * Run before answering prediction reads and by the hourly timer. With nothing due it is one probe of
 * the partial index of pending rows.
 */
export function settleDue(db: Db, now: number): number {
  // no DISTINCT: the planner would then scan by match instead of probing the pending index
  const due = new Set(statement(db, 'SELECT match_id FROM predictions WHERE win_or_not = 0 AND ends_at <= ?').pluck(true).all(now) as number[])
  if (!due.size) return 0
  const pending = statement(db, 'SELECT id, play, pick, line FROM predictions WHERE match_id = ? AND win_or_not = 0')
  const store = statement(db, 'UPDATE predictions SET win_or_not = ? WHERE id = ? AND win_or_not = 0')
  let settled = 0
  db.transaction(() => {
    for (const matchId of due) {
      // the match's own status decides, not the copied end time
      const result = matchResult(db, matchId, now)
      if (!result?.finished || !result.full) continue
      for (const p of pending.all(matchId) as Array<PickToSettle & { id: number }>) {
        settled += store.run(outcomeOf(p, result.full), p.id).changes
      }
    }
  })()
  return settled
}
