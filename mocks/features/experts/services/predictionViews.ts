import type { Db } from '../../../db'
import { fail, notFound } from '../../../http/errors'
import { WIN_OR_NOT, analysisTeaser, pickText, type PredictionKind, type PredictionListStatus, type WinOrNot } from '../../../../types/expert-rules'
import type { FollowState, PredictionDetail, PredictionLeg, PredictionRow, PredictionVersion } from '../../../../types/api/experts'
import type { Paged } from '../../../../types/common'
import { followedAmong, matchById, refs, rowAt } from '../../match'
import { isLockedBySale } from '../ports'
import { followedPredictionsAmong, predictionFollowers, setPredictionFollowRow } from '../repository/predictionFollows'
import { parlayLegs, predictionsPage, publishedPrediction, type PredictionDbRow, type StoredLeg } from '../repository/predictions'
import { expertSummaries } from './experts'
import { boughtAmong, visiblePredictions } from './predictionAccess'
import { ensureFirstVersion, versionsOf, type StoredVersion } from './predictionVersions'
import { settleDue } from './settlement'

/**
 * Reading predictions: list rows, the detail with its hash and history, the lists of an expert, of a
 * match, of the caller's own and followed ones. Results only count once the match has ended at the
 * server's clock (a test clock may go back), and a paid pick is hidden per predictionAccess.ts.
 */

export type { PredictionDbRow, StoredLeg }

/** a stored result counts once its final whistle has passed at `now` */
export const shownResult = (w: WinOrNot, endsAt: number, now: number): WinOrNot => (endsAt <= now ? w : WIN_OR_NOT.pending)

/** a single's pick, from its own row */
function singleLegOf(p: PredictionDbRow): StoredLeg {
  if (p.match_id === null || p.play === null || p.pick === null) throw new Error(`single prediction ${p.id} has no pick`)
  return { match_id: p.match_id, play: p.play, pick: p.pick, line: p.line, odds: p.odds, ends_at: p.ends_at, win_or_not: p.win_or_not }
}

/** the legs of these predictions (a single's own pick, a parlay's stored legs), by id: one read for all the parlays */
export async function storedLegsOfAll(db: Db, rows: readonly PredictionDbRow[]): Promise<Map<number, StoredLeg[]>> {
  const parlays = await parlayLegs(db, rows.filter((p) => p.kind !== 'single').map((p) => p.id))
  return new Map(rows.map((p) => [p.id, p.kind === 'single' ? [singleLegOf(p)] : (parlays.get(p.id) ?? [])]))
}

/** the legs as shown: the match at `now`, and the pick only when visible */
export async function legViews(db: Db, legs: readonly StoredLeg[], visible: boolean, now: number, followedMatches: Set<number>): Promise<PredictionLeg[]> {
  return (await Promise.all(legs.map(async (l) => {
    const m = await matchById(db, l.match_id)
    if (!m) throw new Error(`leg names match ${l.match_id}, which does not exist`)
    return {
      event_id: l.match_id,
      match: await rowAt(db, m, now, followedMatches.has(l.match_id)),
      play: l.play,
      line: l.line,
      pick: visible ? l.pick : null,
      pick_text: visible ? pickText(l.play, l.pick, l.line) : null,
      odds: visible ? l.odds : null,
      // a locked parlay shows no leg's result: a finished leg's 红/黑 would give its pick away
      // (`visible` is already true once every leg has finished)
      win_or_not: visible ? shownResult(l.win_or_not, l.ends_at, now) : WIN_OR_NOT.pending,
    }
  })))
}

/** list rows of these predictions, in the given order */
export async function predictionRows(db: Db, rows: readonly PredictionDbRow[], viewerId: number | undefined, now: number): Promise<PredictionRow[]> {
  const ids = rows.map((p) => p.id)
  const experts = await expertSummaries(db, rows.map((p) => p.expert_id), now)
  const visible = await visiblePredictions(db, rows, viewerId, now)
  const bought = await boughtAmong(db, viewerId, ids)
  const followed = await followedPredictionsAmong(db, viewerId, ids)
  const legsById = await storedLegsOfAll(db, rows)
  const followedMatches = await followedAmong(db, viewerId, [...new Set([...legsById.values()].flat().map((l) => l.match_id))])
  return (await Promise.all(rows.map(async (p) => {
    const expert = experts.get(p.expert_id)
    if (!expert) throw new Error(`prediction ${p.id} names expert ${p.expert_id}, who has no experts row`)
    const shown = visible.has(p.id)
    return {
      id: p.id,
      kind: p.kind,
      expert,
      title: p.title,
      price: p.price,
      refund_on_miss: p.refund_on_miss === 1,
      legs: await legViews(db, legsById.get(p.id) ?? [], shown, now, followedMatches),
      odds: shown ? p.odds : null,
      visible: shown,
      bought: bought.has(p.id),
      published_at: p.published_at,
      edited_at: p.edited_at,
      lock_at: p.lock_at,
      locked: now >= p.lock_at,
      win_or_not: shownResult(p.win_or_not, p.ends_at, now),
      followed: followed.has(p.id),
      analysis_teaser: analysisTeaser(p.content),
    }
  })))
}

async function predictionById(db: Db, id: number, now: number): Promise<PredictionDbRow> {
  const p = await publishedPrediction(db, id, now)
  if (!p) throw notFound('推荐')
  return p
}

/** the published versions as the viewer may see them */
async function historyOf(db: Db, versions: readonly StoredVersion[], shown: boolean): Promise<PredictionVersion[]> {
  const teams = (await refs(db)).teams
  const matchText = async (matchId: number) => {
    const m = await matchById(db, matchId)
    return m ? `${teams.get(m.home_team_id)?.name} vs ${teams.get(m.away_team_id)?.name}` : ''
  }
  return (await Promise.all(versions.map(async (v) => ({
    version: v.version,
    at: v.at,
    title: v.title,
    content: shown ? v.content : null,
    price: v.price,
    legs: (await Promise.all(v.legs.map(async (l) => ({
      event_id: l.event_id,
      match_text: await matchText(l.event_id),
      play: l.play,
      line: l.line,
      pick: shown ? l.pick : null,
      pick_text: shown ? pickText(l.play, l.pick, l.line) : null,
      odds: shown ? l.odds : null,
    })))),
    odds: shown ? v.odds : null,
    hash: v.hash,
    canonical: shown ? v.canonical : null,
  }))))
}

/** one prediction with analysis, hash and every version (zjfb_xq; `ownerId` set: only the caller's own) */
export async function predictionDetail(db: Db, id: number, viewerId: number | undefined, now: number, opts: { ownerId?: number; kind?: PredictionKind } = {}): Promise<PredictionDetail> {
  await settleDue(db, now)
  const p = await predictionById(db, id, now)
  if (opts.ownerId !== undefined && p.expert_id !== opts.ownerId) throw fail('只能查看自己发布的推荐')
  if (opts.kind && p.kind !== opts.kind) throw notFound(opts.kind === 'single' ? '单关推荐' : '串关推荐')
  const [row] = await predictionRows(db, [p], viewerId, now)
  const legs = (await storedLegsOfAll(db, [p])).get(p.id) ?? []
  await ensureFirstVersion(db, p.id, {
    expertId: p.expert_id, kind: p.kind, legs: legs.map((l) => ({ event_id: l.match_id, play: l.play, pick: l.pick, line: l.line, odds: l.odds })),
    odds: p.odds, title: p.title, content: p.content, price: p.price, at: p.published_at,
  })
  const shown = row.visible
  const history = await historyOf(db, (await versionsOf(db, [p.id])).get(p.id) ?? [], shown)
  const last = history[history.length - 1]
  return {
    ...row,
    content: shown ? p.content : null,
    hash: last.hash,
    canonical: last.canonical,
    history,
    followers: await predictionFollowers(db, p.id),
    // a leg of a sold VIP pick stays as its buyers bought it (publishing.ts refuses the edit too)
    editable: viewerId === p.expert_id && now < p.lock_at && p.win_or_not === WIN_OR_NOT.pending && !(await isLockedBySale(db, p.id)),
  }
}

export interface PredictionListFilter {
  kind?: PredictionKind
  expertId?: number
  eventId?: number
  free?: boolean
  /** predictions this user follows */
  followerId?: number
  /** current = not yet settled (newest published first); settled = settled (latest settled first); all = both, newest first */
  status: PredictionListStatus | 'all'
}

/** a page of predictions published by `now` */
export async function listPredictions(db: Db, f: PredictionListFilter, viewerId: number | undefined, now: number, page: number, limit: number): Promise<Paged<PredictionRow>> {
  await settleDue(db, now)
  const { rows, total } = await predictionsPage(db, f, now, limit, (page - 1) * limit)
  return { list: await predictionRows(db, rows, viewerId, now), page, limit, total, has_more: page * limit < total }
}

/** follow (true) or unfollow a prediction; repeating either changes nothing */
export async function setPredictionFollow(db: Db, userId: number, id: number, follow: boolean, now: number): Promise<FollowState> {
  await predictionById(db, id, now)
  await setPredictionFollowRow(db, userId, id, follow, now)
  return { followed: follow, followers: await predictionFollowers(db, id) }
}
