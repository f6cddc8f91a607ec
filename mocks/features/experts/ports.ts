import type { Db } from '../../db'
import type { WinOrNot } from '../../../types/expert-rules'

/**
 * What experts tells the features above it (rule: a lower feature offers ports, a higher one plugs in
 * from its connect()): settlements (money pays out or refunds held sales) and whether a prediction
 * is frozen by a sale made elsewhere (money: a leg of a sold VIP pick).
 */

/** a prediction whose result a settlement run just stored */
export interface SettledPrediction {
  id: number
  expert_id: number
  win_or_not: Exclude<WinOrNot, 0>
}

type SettledListener = (db: Db, settled: readonly SettledPrediction[], now: number) => Promise<void>
const settledListeners: SettledListener[] = []

/**
 * Called after a settlement run (settleDue) that settled predictions, outside its transaction, with
 * them. A process may stop between the run's commit and the call: a listener that keeps its own "not
 * yet decided" rows (money's held sales) decides all of them on each call and again at start and
 * hourly (its top-up), so nothing depends on hearing of a prediction in the run that settled it.
 */
export function onPredictionsSettled(listener: SettledListener): void {
  settledListeners.push(listener)
}

export async function predictionsSettled(db: Db, settled: readonly SettledPrediction[], now: number): Promise<void> {
  for (const listener of settledListeners) await listener(db, settled, now)
}

type LockCheck = (db: Db, predictionId: number) => Promise<boolean>
const lockChecks: LockCheck[] = []

/**
 * A higher feature that sells a prediction inside something of its own (money: VIP picks) says here
 * when the prediction must stay as sold: no edit, no delete, not `editable`.
 */
export function registerPredictionLock(check: LockCheck): void {
  lockChecks.push(check)
}

export async function isLockedBySale(db: Db, predictionId: number): Promise<boolean> {
  for (const check of lockChecks) if (await check(db, predictionId)) return true
  return false
}
