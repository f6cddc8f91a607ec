import crypto from 'node:crypto'
import type { Db } from '../../../db'
import type { PredictionKind, PredictionPick, PredictionPlay } from '../../../../types/expert-rules'
import { statement } from '../../../services/statements'

/**
 * The published versions of a prediction and their SHA-256: version 1 at publish, one more per edit.
 * The hash covers the canonical pick (expert, kind, matches, plays, picks, lines, odds, time) plus a
 * random nonce, so it commits the expert to the pick without revealing it: a locked pick has only a
 * few possible values, and without the nonce anyone could find it by hashing each of them. The nonce
 * is inside the canonical text, which is shown only once the pick is visible.
 */

export interface VersionLeg {
  event_id: number
  play: PredictionPlay
  pick: PredictionPick
  line: number | null
  odds: number
}

export interface VersionInput {
  expertId: number
  kind: PredictionKind
  legs: VersionLeg[]
  odds: number
  title: string
  content: string
  price: number
  at: number
}

export interface StoredVersion {
  prediction_id: number
  version: number
  at: number
  title: string
  content: string
  price: number
  legs: VersionLeg[]
  odds: number
  canonical: string
  hash: string
}

/** the text that is hashed: keys in a fixed order, legs by match then play */
export function canonicalText(v: Pick<VersionInput, 'expertId' | 'kind' | 'legs' | 'odds' | 'at'>, nonce: string): string {
  const legs = [...v.legs]
    .sort((a, b) => a.event_id - b.event_id || a.play.localeCompare(b.play))
    .map((l) => ({ event_id: l.event_id, play: l.play, pick: l.pick, line: l.line, odds: l.odds }))
  return JSON.stringify({ v: 1, expert_id: v.expertId, kind: v.kind, legs, odds: v.odds, at: v.at, nonce })
}

export const sha256Hex = (text: string): string => crypto.createHash('sha256').update(text, 'utf8').digest('hex')

/** stores the next version of a prediction; answers its number */
export function writeVersion(db: Db, predictionId: number, v: VersionInput): number {
  const last = statement(db, 'SELECT COALESCE(MAX(version), 0) FROM prediction_versions WHERE prediction_id = ?').pluck(true).get(predictionId) as number
  const canonical = canonicalText(v, crypto.randomBytes(16).toString('hex'))
  statement(db, `INSERT INTO prediction_versions (prediction_id, version, at, title, content, price, legs, odds, canonical, hash)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
    .run(predictionId, last + 1, v.at, v.title, v.content, v.price, JSON.stringify(v.legs), v.odds, canonical, sha256Hex(canonical))
  return last + 1
}

interface VersionDbRow extends Omit<StoredVersion, 'legs'> {
  legs: string
}

/** every version of these predictions, oldest first, by prediction id */
export function versionsOf(db: Db, ids: readonly number[]): Map<number, StoredVersion[]> {
  const out = new Map<number, StoredVersion[]>()
  const read = statement(db, 'SELECT prediction_id, version, at, title, content, price, legs, odds, canonical, hash FROM prediction_versions WHERE prediction_id = ? ORDER BY version')
  for (const id of new Set(ids)) {
    out.set(id, (read.all(id) as VersionDbRow[]).map((r) => ({ ...r, legs: JSON.parse(r.legs) as VersionLeg[] })))
  }
  return out
}

/**
 * Seeded predictions are written by the generator straight to the table, without a version: their
 * first version is recorded the first time it is needed, from the row as published (never changed
 * since: the generator does not edit).
 */
export function ensureFirstVersion(db: Db, predictionId: number, v: VersionInput): void {
  const has = statement(db, 'SELECT 1 FROM prediction_versions WHERE prediction_id = ? LIMIT 1').get(predictionId)
  if (!has) writeVersion(db, predictionId, v)
}
