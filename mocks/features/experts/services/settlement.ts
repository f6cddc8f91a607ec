import type { Db } from '../../../db'
import type { PredictionPick } from '../../../../types/expert-rules'
import { WIN_OR_NOT, type PredictionPlay, type WinOrNot } from '../../../../types/prediction'
import { matchResult } from '../../match/services/matchView'
import { settleHeldSales } from '../../money/services/predictionSales'
import { statement } from '../../../services/statements'

/**
 * Settles predictions from match results: a prediction stays 0 (pending) until its match is 完场 at
 * the server's clock, then gets 1 hit, 2 miss or 3 push. Everything shown about an expert's record is
 * computed from these stored values. A parlay's legs settle one by one (prediction_legs), the parlay
 * once they all have; arena entries (arena_entries / arena_legs) settle the same way.
 */

export type { PredictionPick }

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

/** a leg's result and its odds, as combined into a parlay's */
export interface SettledLeg {
  win_or_not: WinOrNot
  odds: number
}

/**
 * A parlay's result from its legs, all settled: a miss if any leg misses; otherwise a hit whose payout
 * odds are the product of the legs that hit (a pushed leg counts odds 1); every leg pushed is a push.
 */
export function combineLegs(legs: readonly SettledLeg[]): { winOrNot: Exclude<WinOrNot, 0>; payoutOdds: number | null } {
  if (legs.some((l) => l.win_or_not === WIN_OR_NOT.miss)) return { winOrNot: WIN_OR_NOT.miss, payoutOdds: null }
  const hits = legs.filter((l) => l.win_or_not === WIN_OR_NOT.hit)
  if (!hits.length) return { winOrNot: WIN_OR_NOT.push, payoutOdds: null }
  return { winOrNot: WIN_OR_NOT.hit, payoutOdds: Math.round(hits.reduce((a, l) => a * l.odds, 1) * 100) / 100 }
}

/**
 * Settles every pending prediction whose matches have finished by `now` (singles, parlays and arena
 * entries); answers how many predictions and entries it settled. Run before answering prediction reads
 * and by the hourly timer. With nothing due it is a few probes of partial indexes of pending rows.
 */
export function settleDue(db: Db, now: number): number {
  let settled = 0
  db.transaction(() => {
    settled += settleSingles(db, now)
    settleLegs(db, 'prediction_legs', now)
    settled += settleParents(db, 'predictions', 'prediction_legs', 'prediction_id', now)
    settleLegs(db, 'arena_legs', now)
    settled += settleParents(db, 'arena_entries', 'arena_legs', 'entry_id', now)
  })()
  settleHeldSales(db, now) // 不中退: refunds on a miss / held expert shares, decided once (money domain)
  return settled
}

/** singles: the pick is on the prediction row itself */
function settleSingles(db: Db, now: number): number {
  // no DISTINCT: the planner would then scan by match instead of probing the pending index
  const due = new Set(statement(db, 'SELECT match_id FROM predictions WHERE win_or_not = 0 AND ends_at <= ?').pluck(true).all(now) as Array<number | null>)
  due.delete(null) // parlays: settled from their legs
  if (!due.size) return 0
  const pending = statement(db, "SELECT id, play, pick, line FROM predictions WHERE match_id = ? AND win_or_not = 0 AND kind = 'single'")
  const store = statement(db, 'UPDATE predictions SET win_or_not = ? WHERE id = ? AND win_or_not = 0')
  let settled = 0
  for (const matchId of due as Set<number>) {
    // the match's own status decides, not the copied end time
    const result = matchResult(db, matchId, now)
    if (!result?.finished || !result.full) continue
    for (const p of pending.all(matchId) as Array<PickToSettle & { id: number }>) {
      settled += store.run(outcomeOf(p, result.full), p.id).changes
    }
  }
  return settled
}

type LegTable = 'prediction_legs' | 'arena_legs'

/** the legs of finished matches get their own result */
function settleLegs(db: Db, table: LegTable, now: number): void {
  const due = new Set(statement(db, `SELECT match_id FROM ${table} WHERE win_or_not = 0 AND ends_at <= ?`).pluck(true).all(now) as number[])
  if (!due.size) return
  const pending = statement(db, `SELECT rowid AS id, play, pick, line FROM ${table} WHERE match_id = ? AND win_or_not = 0`)
  const store = statement(db, `UPDATE ${table} SET win_or_not = ? WHERE rowid = ? AND win_or_not = 0`)
  for (const matchId of due) {
    const result = matchResult(db, matchId, now)
    if (!result?.finished || !result.full) continue
    for (const leg of pending.all(matchId) as Array<PickToSettle & { id: number }>) store.run(outcomeOf(leg, result.full), leg.id)
  }
}

/** parlays (and arena entries) whose legs have all settled get the combined result */
function settleParents(db: Db, parent: 'predictions' | 'arena_entries', legs: LegTable, key: string, now: number): number {
  // a single prediction has no legs (its pick is on the row); arena singles have one leg
  const onlyLegged = parent === 'predictions' ? "AND kind = 'parlay'" : ''
  const due = statement(db, `SELECT id FROM ${parent} WHERE win_or_not = 0 AND ends_at <= ? ${onlyLegged}`).pluck(true).all(now) as number[]
  if (!due.length) return 0
  const legsOf = statement(db, `SELECT win_or_not, odds FROM ${legs} WHERE ${key} = ?`)
  const store = statement(db, `UPDATE ${parent} SET win_or_not = ?, settled_odds = ? WHERE id = ? AND win_or_not = 0`)
  let settled = 0
  for (const id of due) {
    const rows = legsOf.all(id) as SettledLeg[]
    if (!rows.length || rows.some((l) => l.win_or_not === WIN_OR_NOT.pending)) continue
    const { winOrNot, payoutOdds } = combineLegs(rows)
    settled += store.run(winOrNot, payoutOdds, id).changes
  }
  return settled
}
