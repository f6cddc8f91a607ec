import type { Db } from '../../../db'
import { predictionRow } from '../repository/predictions'
import { boughtAmong, hasBought } from '../repository/purchases'

/**
 * Who may see a prediction's pick, odds and analysis: the one place that decides it
 * (docs/product/roles.md). Free predictions are open; a paid one is open to its expert, to its buyers
 * (a row in prediction_purchases, recorded by the money feature), and to everyone once all its matches
 * have finished (ends_at is the latest final whistle).
 */

interface AccessRow {
  expert_id: number
  price: number
  ends_at: number
}

export { boughtAmong }

export async function canSeePaidPick(db: Db, predictionId: number, viewerUserId: number | undefined | null, now: number): Promise<boolean> {
  const p = await predictionRow(db, predictionId)
  if (!p) return false
  return openTo(p, viewerUserId, now) || (!!viewerUserId && await hasBought(db, predictionId, viewerUserId))
}

/** the same decision for many rows at once (lists): the ids the viewer may see */
export async function visiblePredictions(db: Db, rows: ReadonlyArray<AccessRow & { id: number }>, viewerUserId: number | undefined | null, now: number): Promise<Set<number>> {
  const out = new Set<number>()
  const closed: number[] = []
  for (const p of rows) {
    if (openTo(p, viewerUserId, now)) out.add(p.id)
    else closed.push(p.id)
  }
  for (const id of await boughtAmong(db, viewerUserId, closed)) out.add(id)
  return out
}

function openTo(p: AccessRow, viewerUserId: number | undefined | null, now: number): boolean {
  return p.price === 0 || p.expert_id === viewerUserId || p.ends_at <= now
}
