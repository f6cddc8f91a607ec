import type { Db } from '../../../db'
import type { PredictionPick } from '../../../../types/expert-rules'
import { WIN_OR_NOT, type PredictionPlay, type WinOrNot } from '../../../../types/prediction'
import { matchResult } from '../../match'
import { predictionsSettled, type SettledPrediction } from '../ports'
import { nextSettlementAt } from '../repository/settlementSchedule'
import {
  arenaLegResults, dueArenaEntries, dueArenaLegMatches, dueParlays, duePredictionLegMatches, dueSingleMatches, pendingArenaLegsOn,
  pendingPredictionLegsOn, pendingSinglesOn, predictionLegResults, storeArenaLegResult, storeArenaResult, storeParlayResult,
  storePredictionLegResult, storeSingleResult, type PendingPick,
} from '../repository/settlement'

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
 * and by the hourly timer. Before the earliest pending final whistle it does nothing at all
 * (nextSettlementAt). Afterwards the features above hear of what it settled (onPredictionsSettled:
 * money decides held 不中退 sales).
 */
export async function settleDue(db: Db, now: number): Promise<number> {
  if (now < await nextSettlementAt(db)) return 0
  const settled: SettledPrediction[] = []
  let entries = 0
  await db.transaction(async () => {
    settled.push(...await settleSingles(db, now))
    await settleLegs(db, await duePredictionLegMatches(db, now), pendingPredictionLegsOn, storePredictionLegResult, now)
    settled.push(...await settleParlays(db, now))
    await settleLegs(db, await dueArenaLegMatches(db, now), pendingArenaLegsOn, storeArenaLegResult, now)
    entries = await settleArenaEntries(db, now)
  })
  if (settled.length) await predictionsSettled(db, settled, now)
  return settled.length + entries
}

/** the 90-minute score of a match finished at `now` (the match's own status decides, not the copied end time) */
async function finalScore(db: Db, matchId: number, now: number): Promise<[number, number] | null> {
  const result = await matchResult(db, matchId, now)
  return result?.finished && result.full ? result.full : null
}

/** singles: the pick is on the prediction row itself */
async function settleSingles(db: Db, now: number): Promise<SettledPrediction[]> {
  const settled: SettledPrediction[] = []
  for (const matchId of await dueSingleMatches(db, now)) {
    const score = await finalScore(db, matchId, now)
    if (!score) continue
    for (const p of await pendingSinglesOn(db, matchId)) {
      const w = outcomeOf(p, score)
      if (await storeSingleResult(db, p.id, w)) settled.push({ id: p.id, expert_id: p.expert_id, win_or_not: w })
    }
  }
  return settled
}

/** the legs of finished matches get their own result */
async function settleLegs(db: Db, due: Set<number>, pendingOn: (db: Db, matchId: number) => Promise<PendingPick[]>, store: (db: Db, ownerId: number, matchId: number, w: WinOrNot) => Promise<void>, now: number): Promise<void> {
  for (const matchId of due) {
    const score = await finalScore(db, matchId, now)
    if (!score) continue
    for (const leg of await pendingOn(db, matchId)) await store(db, leg.id, matchId, outcomeOf(leg, score))
  }
}

/** the combined result once every leg has settled; null while one is pending (or there are none) */
function combinedOf(legs: readonly SettledLeg[]): ReturnType<typeof combineLegs> | null {
  if (!legs.length || legs.some((l) => l.win_or_not === WIN_OR_NOT.pending)) return null
  return combineLegs(legs)
}

/** parlays whose legs have all settled get the combined result */
async function settleParlays(db: Db, now: number): Promise<SettledPrediction[]> {
  const settled: SettledPrediction[] = []
  for (const p of await dueParlays(db, now)) {
    const c = combinedOf(await predictionLegResults(db, p.id))
    if (c && await storeParlayResult(db, p.id, c.winOrNot, c.payoutOdds)) settled.push({ id: p.id, expert_id: p.expert_id, win_or_not: c.winOrNot })
  }
  return settled
}

/** arena entries the same way (arena singles have one leg) */
async function settleArenaEntries(db: Db, now: number): Promise<number> {
  let settled = 0
  for (const e of await dueArenaEntries(db, now)) {
    const c = combinedOf(await arenaLegResults(db, e.id))
    if (c) settled += await storeArenaResult(db, e.id, c.winOrNot, c.payoutOdds)
  }
  return settled
}
