import type { Db } from '../../../db'
import { PREDICTION_IN_SOLD_PICK_MESSAGE } from '../../../../types/money-rules'
import { fail, notFound } from '../../../http/errors'
import { optionsOf } from '../seed'
import type { OddsHistory } from '../../match'
import {
  isPickOfPlay, isPredictionPrice, PARLAY_LEGS_MESSAGE, PARLAY_MAX_LEGS, PARLAY_MIN_LEGS, parlayOdds, PICK_LABEL, PICKS_BY_PLAY, pickText,
  PREDICTION_CONTENT_MAX, PREDICTION_CONTENT_MESSAGE, PREDICTION_KIND_TEXT, PREDICTION_PLAY_TEXT, PREDICTION_PLAYS, PREDICTION_PRICE_MESSAGE, PREDICTION_TITLE_MAX,
  PREDICTION_TITLE_MESSAGE, PREDICTION_TITLE_MIN, textLength, type LegChoice, type PricedTexts, type PredictionKind, type PredictionPick, type PredictionPlay,
} from '../../../../types/expert-rules'
import type { PredictionParameters } from '../../../../types/api/experts'
import type { Paged } from '../../../../types/common'
import type { MatchRow } from '../../../../types/football'
import { matchById, toRows } from '../../match/services/matchQueries'
import { MATCH_COLUMNS, rowAt, type MatchDbRow } from '../../match/services/matchView'
import { followedAmong } from '../../match/services/follows'
import type { PredictionDbRow } from './predictionViews'
import { writeVersion, type VersionLeg } from './predictionVersions'
import { statement } from '../../../services/statements'

/**
 * Experts publish, edit and delete their singles and parlays here. The server decides the line and
 * odds of every pick from the match's odds at that moment (the client never sends them); a
 * prediction locks at the earliest kickoff of its matches; every publish and edit is stored as a
 * hashed version (predictionVersions.ts). Settled predictions are never deleted.
 */

export type { LegChoice }

/** a leg with what the server decided: its match, line and odds */
export interface ResolvedLeg extends VersionLeg {
  match: MatchDbRow
}

// ---- odds ----

/**
 * The odds a match offers for publishing: one bookmaker's (the lowest company id, so every caller
 * gets the same figures) line and prices in force at `now`. null when the match has no odds.
 */
function oddsHistoryOf(db: Db, matchId: number): OddsHistory | null {
  const text = statement(db, 'SELECT history FROM fb_odds WHERE match_id = ? ORDER BY company_id LIMIT 1').pluck(true).get(matchId) as string | undefined
  return text === undefined ? null : (JSON.parse(text) as OddsHistory)
}

export function offerOf(db: Db, matchId: number, play: PredictionPlay, now: number): { line: number | null; options: Array<{ pick: PredictionPick; odds: number }> } | null {
  const h = oddsHistoryOf(db, matchId)
  return h ? optionsOf(play, h, now) : null
}

const matchName = (m: MatchDbRow, db: Db) => {
  const names = statement(db, 'SELECT name FROM fb_teams WHERE id = ?').pluck(true)
  return `${names.get(m.home_team_id) as string} vs ${names.get(m.away_team_id) as string}`
}

/** a leg the client chose, checked and priced: the match exists and has not started, the pick belongs to the play */
export function resolveLeg(db: Db, choice: LegChoice, now: number): ResolvedLeg {
  const match = matchById(db, choice.event_id)
  if (!match) throw notFound(`比赛（event_id ${choice.event_id}）`)
  if (match.postponed) throw fail(`${matchName(match, db)} 已推迟，不能选择`)
  if (now >= match.start_at) throw fail(`${matchName(match, db)} 已开赛，不能选择`)
  if (!isPickOfPlay(choice.play, choice.pick)) {
    throw fail(`${PREDICTION_PLAY_TEXT[choice.play]}的选项应为 ${PICKS_BY_PLAY[choice.play].join(' / ')}`)
  }
  const offer = offerOf(db, match.id, choice.play, now)
  const option = offer?.options.find((o) => o.pick === choice.pick)
  if (!offer || !option) throw fail(`${matchName(match, db)} 暂无${PREDICTION_PLAY_TEXT[choice.play]}指数，不能选择`)
  return { match, event_id: match.id, play: choice.play, pick: choice.pick, line: offer.line, odds: option.odds }
}

/** the parlay's legs: 2 to 8, on distinct matches, none started */
export function resolveParlay(db: Db, choices: readonly LegChoice[], now: number): ResolvedLeg[] {
  checkParlayShape(choices)
  return choices.map((c) => resolveLeg(db, c, now))
}

function checkParlayShape(choices: readonly LegChoice[]): void {
  if (choices.length < PARLAY_MIN_LEGS || choices.length > PARLAY_MAX_LEGS) throw fail(PARLAY_LEGS_MESSAGE)
  const seen = new Set<number>()
  for (const c of choices) {
    if (seen.has(c.event_id)) throw fail('串关的每场比赛只能选一次')
    seen.add(c.event_id)
  }
}

/** the same limits as the contract's schemas, for callers that skip them */
function checkTexts(t: PricedTexts): void {
  const titleLength = textLength(t.title)
  if (titleLength < PREDICTION_TITLE_MIN || titleLength > PREDICTION_TITLE_MAX) throw fail(PREDICTION_TITLE_MESSAGE)
  if (textLength(t.content) > PREDICTION_CONTENT_MAX) throw fail(PREDICTION_CONTENT_MESSAGE)
  if (!isPredictionPrice(t.price)) throw fail(PREDICTION_PRICE_MESSAGE)
}

// ---- who ----

export function requireExpert(db: Db, userId: number): void {
  const row = statement(db, 'SELECT u.is_expert, e.user_id AS has_profile FROM users u LEFT JOIN experts e ON e.user_id = u.id WHERE u.id = ?')
    .get(userId) as { is_expert: number; has_profile: number | null } | undefined
  if (!row?.is_expert || row.has_profile === null) throw fail('只有专家可以发布推荐，请先申请成为专家')
}

/** what editing and deleting read of one's own prediction */
type OwnRow = Pick<PredictionDbRow, 'id' | 'expert_id' | 'kind' | 'match_id' | 'play' | 'pick' | 'line' | 'odds' | 'title' | 'content' | 'price' | 'refund_on_miss' | 'lock_at' | 'win_or_not'>

/** the caller's own prediction of this kind, still open to changes at `now` */
function ownOpenPrediction(db: Db, userId: number, id: number, kind: PredictionKind, now: number, action: '修改' | '删除'): OwnRow {
  const p = statement(db, `SELECT id, expert_id, kind, match_id, play, pick, line, odds, title, content, price, refund_on_miss, lock_at, win_or_not
    FROM predictions WHERE id = ?`).get(id) as OwnRow | undefined
  if (!p) throw notFound('推荐')
  if (p.expert_id !== userId) throw fail(`只能${action}自己发布的推荐`)
  if (p.kind !== kind) throw fail(`这是一条${PREDICTION_KIND_TEXT[p.kind]}推荐，请在${PREDICTION_KIND_TEXT[p.kind]}中${action}`)
  if (p.win_or_not !== 0) throw fail(`推荐已结算，不能${action}`)
  if (now >= p.lock_at) throw fail(`比赛已开赛，推荐已锁定，不能${action}`)
  // a leg of a VIP pick somebody bought stays as they bought it (issue 16: no edit, no delete)
  const inSoldPick = statement(db, 'SELECT 1 FROM vip_pick_legs l JOIN vip_pick_purchases b ON b.pick_id = l.pick_id WHERE l.prediction_id = ? LIMIT 1')
    .pluck(true).get(id) !== undefined
  if (inSoldPick) throw fail(PREDICTION_IN_SOLD_PICK_MESSAGE)
  return p
}

function legsOfParlay(db: Db, id: number): VersionLeg[] {
  return statement(db, 'SELECT match_id AS event_id, play, pick, line, odds FROM prediction_legs WHERE prediction_id = ? ORDER BY rowid').all(id) as VersionLeg[]
}

/**
 * A leg as edited: unchanged (same match, play and pick) it keeps the line and odds it was published
 * with; a changed one is priced now, like a new pick.
 */
function keepOrResolve(db: Db, choice: LegChoice, before: readonly VersionLeg[], now: number): ResolvedLeg {
  const resolved = resolveLeg(db, choice, now)
  const same = before.find((b) => b.event_id === choice.event_id && b.play === choice.play && b.pick === choice.pick)
  return same ? { ...resolved, line: same.line, odds: same.odds } : resolved
}

const version = (expertId: number, kind: PredictionKind, legs: ResolvedLeg[], odds: number, t: PricedTexts, at: number) => ({
  expertId, kind, legs: legs.map(({ event_id, play, pick, line, odds: o }) => ({ event_id, play, pick, line, odds: o })), odds, title: t.title, content: t.content, price: t.price, at,
})

function duplicateSingle(db: Db, expertId: number, leg: LegChoice, exceptId: number | null): void {
  const other = statement(db, "SELECT id FROM predictions WHERE expert_id = ? AND match_id = ? AND play = ? AND kind = 'single'").pluck(true)
    .get(expertId, leg.event_id, leg.play) as number | undefined
  if (other !== undefined && other !== exceptId) throw fail(`你已发布过这场比赛的${PREDICTION_PLAY_TEXT[leg.play]}推荐`)
}

// ---- singles ----

export function publishSingle(db: Db, userId: number, leg: LegChoice, t: PricedTexts, now: number): number {
  requireExpert(db, userId)
  checkTexts(t)
  return db.transaction(() => {
    const l = resolveLeg(db, leg, now)
    duplicateSingle(db, userId, leg, null)
    const id = Number(statement(db, `INSERT INTO predictions (expert_id, kind, match_id, play, pick, line, odds, title, content, price, refund_on_miss, published_at, lock_at, ends_at)
      VALUES (?, 'single', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
      .run(userId, l.event_id, l.play, l.pick, l.line, l.odds, t.title, t.content, t.price, t.refund_on_miss ? 1 : 0, now, l.match.start_at, l.match.end_at).lastInsertRowid)
    writeVersion(db, id, version(userId, 'single', [l], l.odds, t, now))
    return id
  })()
}

export function editSingle(db: Db, userId: number, id: number, leg: LegChoice, t: PricedTexts, now: number): number {
  checkTexts(t)
  return db.transaction(() => {
    const p = ownOpenPrediction(db, userId, id, 'single', now, '修改')
    const before: VersionLeg[] = [{ event_id: p.match_id as number, play: p.play as PredictionPlay, pick: p.pick as PredictionPick, line: p.line, odds: p.odds }]
    const l = keepOrResolve(db, leg, before, now)
    duplicateSingle(db, userId, leg, id)
    if (unchanged(p, before, [l], t)) return id
    statement(db, `UPDATE predictions SET match_id = ?, play = ?, pick = ?, line = ?, odds = ?, title = ?, content = ?, price = ?, refund_on_miss = ?,
      edited_at = ?, lock_at = ?, ends_at = ? WHERE id = ?`)
      .run(l.event_id, l.play, l.pick, l.line, l.odds, t.title, t.content, t.price, t.refund_on_miss ? 1 : 0, now, l.match.start_at, l.match.end_at, id)
    writeVersion(db, id, version(userId, 'single', [l], l.odds, t, now))
    return id
  })()
}

// ---- parlays ----

export function publishParlay(db: Db, userId: number, legs: readonly LegChoice[], t: PricedTexts, now: number): number {
  requireExpert(db, userId)
  checkTexts(t)
  return db.transaction(() => {
    const resolved = resolveParlay(db, legs, now)
    const odds = parlayOdds(resolved.map((l) => l.odds))
    const id = Number(statement(db, `INSERT INTO predictions (expert_id, kind, odds, title, content, price, refund_on_miss, published_at, lock_at, ends_at)
      VALUES (?, 'parlay', ?, ?, ?, ?, ?, ?, ?, ?)`)
      .run(userId, odds, t.title, t.content, t.price, t.refund_on_miss ? 1 : 0, now, lockOf(resolved), endOf(resolved)).lastInsertRowid)
    writeLegs(db, id, resolved)
    writeVersion(db, id, version(userId, 'parlay', resolved, odds, t, now))
    return id
  })()
}

export function editParlay(db: Db, userId: number, id: number, legs: readonly LegChoice[], t: PricedTexts, now: number): number {
  checkTexts(t)
  return db.transaction(() => {
    const p = ownOpenPrediction(db, userId, id, 'parlay', now, '修改')
    const before = legsOfParlay(db, id)
    checkParlayShape(legs)
    const resolved = legs.map((c) => keepOrResolve(db, c, before, now))
    if (unchanged(p, before, resolved, t)) return id
    const odds = parlayOdds(resolved.map((l) => l.odds))
    statement(db, 'UPDATE predictions SET odds = ?, title = ?, content = ?, price = ?, refund_on_miss = ?, edited_at = ?, lock_at = ?, ends_at = ? WHERE id = ?')
      .run(odds, t.title, t.content, t.price, t.refund_on_miss ? 1 : 0, now, lockOf(resolved), endOf(resolved), id)
    statement(db, 'DELETE FROM prediction_legs WHERE prediction_id = ?').run(id)
    writeLegs(db, id, resolved)
    writeVersion(db, id, version(userId, 'parlay', resolved, odds, t, now))
    return id
  })()
}

const lockOf = (legs: readonly ResolvedLeg[]) => Math.min(...legs.map((l) => l.match.start_at))
const endOf = (legs: readonly ResolvedLeg[]) => Math.max(...legs.map((l) => l.match.end_at))

function writeLegs(db: Db, id: number, legs: readonly ResolvedLeg[]): void {
  const insert = statement(db, 'INSERT INTO prediction_legs (prediction_id, match_id, play, pick, line, odds, ends_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
  for (const l of legs) insert.run(id, l.event_id, l.play, l.pick, l.line, l.odds, l.match.end_at)
}

/** an edit that changes nothing adds no version (a repeated submit stays one version) */
function unchanged(p: OwnRow, before: readonly VersionLeg[], after: readonly VersionLeg[], t: PricedTexts): boolean {
  const key = (legs: readonly VersionLeg[]) => JSON.stringify([...legs].map((l) => [l.event_id, l.play, l.pick, l.line, l.odds]).sort())
  return key(before) === key(after) && p.title === t.title && p.content === t.content && p.price === t.price && Boolean(p.refund_on_miss) === t.refund_on_miss
}

// ---- delete ----

export function deletePrediction(db: Db, userId: number, id: number, kind: PredictionKind, now: number): void {
  db.transaction(() => {
    ownOpenPrediction(db, userId, id, kind, now, '删除')
    if (statement(db, 'SELECT 1 FROM prediction_purchases WHERE prediction_id = ? LIMIT 1').get(id)) {
      throw fail('已有用户购买这条推荐，不能删除')
    }
    // legs, versions and follows go with it (ON DELETE CASCADE)
    statement(db, 'DELETE FROM predictions WHERE id = ?').run(id)
  })()
}

// ---- what a match offers ----

export function predictionParameters(db: Db, matchId: number, now: number, viewerId: number | undefined): PredictionParameters {
  const m = matchById(db, matchId)
  if (!m) throw notFound('比赛')
  const open = !m.postponed && now < m.start_at
  const plays: PredictionParameters['plays'] = []
  for (const play of PREDICTION_PLAYS) {
    const offer = offerOf(db, m.id, play, now)
    if (!offer) continue
    plays.push({
      play,
      play_text: PREDICTION_PLAY_TEXT[play],
      line: offer.line,
      options: offer.options.map((o) => ({ pick: o.pick, label: PICK_LABEL[play][o.pick] ?? o.pick, pick_text: pickText(play, o.pick, offer.line), odds: o.odds })),
    })
  }
  return { event_id: m.id, match: rowAt(db, m, now, followedAmong(db, viewerId, [m.id]).has(m.id)), open, plays }
}

/** the window of matches offered for publishing: from now to a week ahead */
export const PUBLISH_AHEAD_MS = 7 * 86_400_000

/** matches open for publishing (not started, within a week, with odds), by kickoff */
export function upcomingForPublishing(db: Db, f: { leagueId?: number; keyword?: string }, now: number, viewerId: number | undefined, page: number, limit: number): Paged<MatchRow> {
  const conds = ['m.start_at > @now', 'm.start_at <= @until', 'm.postponed = 0', 'EXISTS (SELECT 1 FROM fb_odds o WHERE o.match_id = m.id)']
  const params: Record<string, number | string> = { now, until: now + PUBLISH_AHEAD_MS }
  if (f.leagueId) {
    conds.push('m.league_id = @league')
    params.league = f.leagueId
  }
  if (f.keyword) {
    conds.push(`EXISTS (SELECT 1 FROM fb_teams t WHERE t.id IN (m.home_team_id, m.away_team_id) AND (t.name LIKE @like ESCAPE '\\' OR t.short_name LIKE @like ESCAPE '\\'))`)
    params.like = `%${f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  }
  const where = conds.join(' AND ')
  const total = statement(db, `SELECT COUNT(*) FROM fb_matches m WHERE ${where}`).pluck(true).get(params) as number
  const rows = statement(db, `SELECT ${MATCH_COLUMNS} FROM fb_matches m WHERE ${where} ORDER BY m.start_at, m.id LIMIT @limit OFFSET @offset`)
    .all({ ...params, limit, offset: (page - 1) * limit }) as MatchDbRow[]
  return { list: toRows(db, rows, now, viewerId), page, limit, total, has_more: page * limit < total }
}
