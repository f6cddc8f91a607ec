import crypto from 'node:crypto'
import type { Db } from '../../../db'
import type { PredictionKind, PredictionPick, PredictionPlay } from '../../../../types/expert-rules'
import { hasVersion, insertVersion, lastVersion, versionRows } from '../repository/versions'

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
export async function writeVersion(db: Db, predictionId: number, v: VersionInput): Promise<number> {
  const version = await lastVersion(db, predictionId) + 1
  const canonical = canonicalText(v, crypto.randomBytes(16).toString('hex'))
  await insertVersion(db, {
    prediction_id: predictionId, version, at: v.at, title: v.title, content: v.content, price: v.price,
    legs: JSON.stringify(v.legs), odds: v.odds, canonical, hash: sha256Hex(canonical),
  })
  return version
}

const parseLegs = (text: string): VersionLeg[] => JSON.parse(text)

/** every version of these predictions, oldest first, by prediction id */
export async function versionsOf(db: Db, ids: readonly number[]): Promise<Map<number, StoredVersion[]>> {
  const out = new Map<number, StoredVersion[]>(ids.map((id) => [id, []]))
  for (const r of await versionRows(db, ids)) out.get(r.prediction_id)?.push({ ...r, legs: parseLegs(r.legs) })
  return out
}

/**
 * Seeded predictions are written by the generator straight to the table, without a version: their
 * first version is recorded the first time it is needed, from the row as published (never changed
 * since: the generator does not edit).
 */
export async function ensureFirstVersion(db: Db, predictionId: number, v: VersionInput): Promise<void> {
  if (!await hasVersion(db, predictionId)) await writeVersion(db, predictionId, v)
}
