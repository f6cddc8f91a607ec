import type { Db } from '../../../db'
import { statement } from '../../../services/statements'

/**
 * Who may see a prediction's pick, odds and analysis: the one place that decides it
 * (shared-contracts.md). Free predictions are open; a paid one is open to its expert, to its buyers
 * (a row in prediction_purchases, written by the money domain), and to everyone once all its matches
 * have finished (ends_at is the latest final whistle).
 */

interface AccessRow {
  expert_id: number
  price: number
  ends_at: number
}

export function canSeePaidPick(db: Db, predictionId: number, viewerUserId: number | undefined | null, now: number): boolean {
  const p = statement(db, 'SELECT expert_id, price, ends_at FROM predictions WHERE id = ?').get(predictionId) as AccessRow | undefined
  if (!p) return false
  return openTo(p, viewerUserId, now) || hasBought(db, predictionId, viewerUserId)
}

/** the same decision for many rows at once (lists): the ids the viewer may see */
export function visiblePredictions(db: Db, rows: ReadonlyArray<AccessRow & { id: number }>, viewerUserId: number | undefined | null, now: number): Set<number> {
  const out = new Set<number>()
  const closed: number[] = []
  for (const p of rows) {
    if (openTo(p, viewerUserId, now)) out.add(p.id)
    else closed.push(p.id)
  }
  for (const id of boughtAmong(db, viewerUserId, closed)) out.add(id)
  return out
}

/** which of these predictions the viewer has bought */
export function boughtAmong(db: Db, viewerUserId: number | undefined | null, ids: readonly number[]): Set<number> {
  if (!viewerUserId || !ids.length) return new Set()
  const rows = db.prepare(`SELECT prediction_id FROM prediction_purchases WHERE user_id = ? AND prediction_id IN (${ids.map(() => '?').join(',')})`)
    .pluck().all(viewerUserId, ...ids) as number[]
  return new Set(rows)
}

function openTo(p: AccessRow, viewerUserId: number | undefined | null, now: number): boolean {
  return p.price === 0 || p.expert_id === viewerUserId || p.ends_at <= now
}

function hasBought(db: Db, predictionId: number, viewerUserId: number | undefined | null): boolean {
  if (!viewerUserId) return false
  return statement(db, 'SELECT 1 FROM prediction_purchases WHERE prediction_id = ? AND user_id = ?').get(predictionId, viewerUserId) !== undefined
}
