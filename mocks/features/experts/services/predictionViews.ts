import type { Db } from '../../../db'
import { fail, notFound } from '../../../http/errors'
import { WIN_OR_NOT, analysisTeaser, pickText, type PredictionKind, type PredictionListStatus, type PredictionPick, type PredictionPlay, type WinOrNot } from '../../../../types/expert-rules'
import type { FollowState, PredictionDetail, PredictionLeg, PredictionRow, PredictionVersion } from '../../../../types/api/experts'
import type { Paged } from '../../../../types/common'
import { expertSummaries } from './experts'
import { followedAmong } from '../../match/services/follows'
import { matchById } from '../../match/services/matchQueries'
import { rowAt } from '../../match/services/matchView'
import { boughtAmong, visiblePredictions } from './predictionAccess'
import { ensureFirstVersion, versionsOf } from './predictionVersions'
import { settleDue } from './settlement'
import { statement } from '../../../services/statements'

/**
 * Reading predictions: list rows, the detail with its hash and history, the lists of an expert, of a
 * match, of the caller's own and followed ones. Results only count once the match has ended at the
 * server's clock (a test clock may go back), and a paid pick is hidden per predictionAccess.ts.
 */

export interface PredictionDbRow {
  id: number
  expert_id: number
  kind: PredictionKind
  match_id: number | null
  play: PredictionPlay | null
  pick: PredictionPick | null
  line: number | null
  odds: number
  title: string
  content: string
  price: number
  refund_on_miss: number
  published_at: number
  edited_at: number | null
  lock_at: number
  ends_at: number
  win_or_not: WinOrNot
}

/** a leg as stored (prediction_legs, arena_legs, or a single's own row) */
export interface StoredLeg {
  match_id: number
  play: PredictionPlay
  pick: PredictionPick
  line: number | null
  odds: number
  ends_at: number
  win_or_not: WinOrNot
}

export const PREDICTION_COLUMNS = 'p.id, p.expert_id, p.kind, p.match_id, p.play, p.pick, p.line, p.odds, p.title, p.content, p.price, p.refund_on_miss, p.published_at, p.edited_at, p.lock_at, p.ends_at, p.win_or_not'

/** a stored result counts once its final whistle has passed at `now` */
export const shownResult = (w: WinOrNot, endsAt: number, now: number): WinOrNot => (endsAt <= now ? w : WIN_OR_NOT.pending)

export function storedLegsOf(db: Db, p: PredictionDbRow): StoredLeg[] {
  if (p.kind === 'single') {
    return [{ match_id: p.match_id as number, play: p.play as PredictionPlay, pick: p.pick as PredictionPick, line: p.line, odds: p.odds, ends_at: p.ends_at, win_or_not: p.win_or_not }]
  }
  return statement(db, 'SELECT match_id, play, pick, line, odds, ends_at, win_or_not FROM prediction_legs WHERE prediction_id = ? ORDER BY rowid').all(p.id) as StoredLeg[]
}

/** the legs as shown: the match at `now`, and the pick only when visible */
export function legViews(db: Db, legs: readonly StoredLeg[], visible: boolean, now: number, followedMatches: Set<number>): PredictionLeg[] {
  return legs.map((l) => {
    const m = matchById(db, l.match_id)
    if (!m) throw new Error(`leg names match ${l.match_id}, which does not exist`)
    return {
      event_id: l.match_id,
      match: rowAt(db, m, now, followedMatches.has(l.match_id)),
      play: l.play,
      line: l.line,
      pick: visible ? l.pick : null,
      pick_text: visible ? pickText(l.play, l.pick, l.line) : null,
      odds: visible ? l.odds : null,
      // a locked parlay shows no leg's result: a finished leg's 红/黑 would give its pick away
      // (`visible` is already true once every leg has finished)
      win_or_not: visible ? shownResult(l.win_or_not, l.ends_at, now) : WIN_OR_NOT.pending,
    }
  })
}

function followedPredictions(db: Db, viewerId: number | undefined, ids: readonly number[]): Set<number> {
  if (!viewerId || !ids.length) return new Set()
  return new Set(db.prepare(`SELECT prediction_id FROM prediction_follows WHERE user_id = ? AND prediction_id IN (${ids.map(() => '?').join(',')})`)
    .pluck().all(viewerId, ...ids) as number[])
}

/** list rows of these predictions, in the given order */
export function predictionRows(db: Db, rows: readonly PredictionDbRow[], viewerId: number | undefined, now: number): PredictionRow[] {
  const ids = rows.map((p) => p.id)
  const experts = expertSummaries(db, rows.map((p) => p.expert_id), now)
  const visible = visiblePredictions(db, rows, viewerId, now)
  const bought = boughtAmong(db, viewerId, ids)
  const followed = followedPredictions(db, viewerId, ids)
  const legsById = new Map(rows.map((p) => [p.id, storedLegsOf(db, p)]))
  const followedMatches = followedAmong(db, viewerId, [...new Set([...legsById.values()].flat().map((l) => l.match_id))])
  return rows.map((p) => {
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
      legs: legViews(db, legsById.get(p.id) ?? [], shown, now, followedMatches),
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
  })
}

function predictionById(db: Db, id: number, now: number): PredictionDbRow {
  const p = statement(db, `SELECT ${PREDICTION_COLUMNS} FROM predictions p WHERE p.id = ? AND p.published_at <= ?`).get(id, now) as PredictionDbRow | undefined
  if (!p) throw notFound('推荐')
  return p
}

/** one prediction with analysis, hash and every version (zjfb_xq; `ownerId` set: only the caller's own) */
export function predictionDetail(db: Db, id: number, viewerId: number | undefined, now: number, opts: { ownerId?: number; kind?: PredictionKind } = {}): PredictionDetail {
  settleDue(db, now)
  const p = predictionById(db, id, now)
  if (opts.ownerId !== undefined && p.expert_id !== opts.ownerId) throw fail('只能查看自己发布的推荐')
  if (opts.kind && p.kind !== opts.kind) throw notFound(opts.kind === 'single' ? '单关推荐' : '串关推荐')
  const [row] = predictionRows(db, [p], viewerId, now)
  const legs = storedLegsOf(db, p)
  ensureFirstVersion(db, p.id, {
    expertId: p.expert_id, kind: p.kind, legs: legs.map((l) => ({ event_id: l.match_id, play: l.play, pick: l.pick, line: l.line, odds: l.odds })),
    odds: p.odds, title: p.title, content: p.content, price: p.price, at: p.published_at,
  })
  const versions = versionsOf(db, [p.id]).get(p.id) ?? []
  const shown = row.visible
  const teamName = statement(db, 'SELECT name FROM fb_teams WHERE id = ?').pluck(true)
  const matchText = (matchId: number) => {
    const m = matchById(db, matchId)
    return m ? `${teamName.get(m.home_team_id) as string} vs ${teamName.get(m.away_team_id) as string}` : ''
  }
  const history: PredictionVersion[] = versions.map((v) => ({
    version: v.version,
    at: v.at,
    title: v.title,
    content: shown ? v.content : null,
    price: v.price,
    legs: v.legs.map((l) => ({
      event_id: l.event_id,
      match_text: matchText(l.event_id),
      play: l.play,
      line: l.line,
      pick: shown ? l.pick : null,
      pick_text: shown ? pickText(l.play, l.pick, l.line) : null,
      odds: shown ? l.odds : null,
    })),
    odds: shown ? v.odds : null,
    hash: v.hash,
    canonical: shown ? v.canonical : null,
  }))
  const last = history[history.length - 1]
  return {
    ...row,
    content: shown ? p.content : null,
    hash: last.hash,
    canonical: last.canonical,
    history,
    followers: statement(db, 'SELECT COUNT(*) FROM prediction_follows WHERE prediction_id = ?').pluck(true).get(p.id) as number,
    // a leg of a sold VIP pick stays as its buyers bought it (publishing.ts refuses the edit too)
    editable: viewerId === p.expert_id && now < p.lock_at && p.win_or_not === WIN_OR_NOT.pending
      && statement(db, 'SELECT 1 FROM vip_pick_legs l JOIN vip_pick_purchases b ON b.pick_id = l.pick_id WHERE l.prediction_id = ? LIMIT 1').get(p.id) === undefined,
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
export function listPredictions(db: Db, f: PredictionListFilter, viewerId: number | undefined, now: number, page: number, limit: number): Paged<PredictionRow> {
  settleDue(db, now)
  const conds = ['p.published_at <= ?']
  const params: Array<number | string> = [now]
  const where = (cond: string, ...values: Array<number | string>) => {
    conds.push(cond)
    params.push(...values)
  }
  if (f.kind) where('p.kind = ?', f.kind)
  if (f.expertId !== undefined) where('p.expert_id = ?', f.expertId)
  // a UNION of two index probes: an OR of the two would scan the whole table
  if (f.eventId !== undefined) {
    where('p.id IN (SELECT id FROM predictions WHERE match_id = ? UNION ALL SELECT prediction_id FROM prediction_legs WHERE match_id = ?)', f.eventId, f.eventId)
  }
  if (f.free) where('p.price = 0')
  if (f.followerId !== undefined) where('p.id IN (SELECT prediction_id FROM prediction_follows WHERE user_id = ?)', f.followerId)
  let order = 'p.published_at DESC, p.id DESC'
  if (f.status === 'current') where('(p.win_or_not = 0 OR p.ends_at > ?)', now)
  if (f.status === 'settled') {
    where('p.win_or_not > 0 AND p.ends_at <= ?', now)
    order = 'p.ends_at DESC, p.id DESC'
  }
  const sql = conds.join(' AND ')
  const total = statement(db, `SELECT COUNT(*) FROM predictions p WHERE ${sql}`).pluck(true).get(...params) as number
  const rows = statement(db, `SELECT ${PREDICTION_COLUMNS} FROM predictions p WHERE ${sql} ORDER BY ${order} LIMIT ? OFFSET ?`)
    .all(...params, limit, (page - 1) * limit) as PredictionDbRow[]
  return { list: predictionRows(db, rows, viewerId, now), page, limit, total, has_more: page * limit < total }
}

/** follow (true) or unfollow a prediction; repeating either changes nothing */
export function setPredictionFollow(db: Db, userId: number, id: number, follow: boolean, now: number): FollowState {
  predictionById(db, id, now)
  if (follow) statement(db, 'INSERT OR IGNORE INTO prediction_follows (user_id, prediction_id, created_at) VALUES (?, ?, ?)').run(userId, id, now)
  else statement(db, 'DELETE FROM prediction_follows WHERE user_id = ? AND prediction_id = ?').run(userId, id)
  return { followed: follow, followers: statement(db, 'SELECT COUNT(*) FROM prediction_follows WHERE prediction_id = ?').pluck(true).get(id) as number }
}
