import type { Db } from '../../../db'
import { PREDICTION_IN_SOLD_PICK_MESSAGE } from '../../../../types/money-rules'
import { fail, notFound } from '../../../http/errors'
import { optionsOf } from '../seed'
import {
  isPickOfPlay, isPredictionPrice, PARLAY_LEGS_MESSAGE, PARLAY_MAX_LEGS, PARLAY_MIN_LEGS, parlayOdds, PICK_LABEL, PICKS_BY_PLAY, pickText,
  PREDICTION_CONTENT_MAX, PREDICTION_CONTENT_MESSAGE, PREDICTION_KIND_TEXT, PREDICTION_PLAY_TEXT, PREDICTION_PLAYS, PREDICTION_PRICE_MESSAGE, PREDICTION_TITLE_MAX,
  PREDICTION_SOLD_FROZEN_MESSAGE, PREDICTION_TITLE_MESSAGE, PREDICTION_TITLE_MIN, textLength, type LegChoice, type PricedTexts, type PredictionKind, type PredictionPick, type PredictionPlay,
} from '../../../../types/expert-rules'
import type { PredictionParameters } from '../../../../types/api/experts'
import type { Paged } from '../../../../types/common'
import type { MatchRow } from '../../../../types/football'
import { userCards } from '../../account'
import { followedAmong, matchById, oddsHistoryText, publishableMatchesPage, refs, rowAt, toRows, type MatchDbRow, type OddsHistory } from '../../match'
import { isLockedBySale } from '../ports'
import { hasExpertRow } from '../repository/experts'
import { deletePredictionRow, insertParlay, insertSingle, legChoicesOf, replaceLegs, singleOn, updateParlay, updateSingle, type LegToStore } from '../repository/predictionWrites'
import { predictionRow, type PredictionDbRow } from '../repository/predictions'
import { hasAnyPurchase } from '../repository/purchases'
import { writeVersion, type VersionLeg } from './predictionVersions'

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
const parseHistory = (text: string): OddsHistory => JSON.parse(text)

async function oddsHistoryOf(db: Db, matchId: number): Promise<OddsHistory | null> {
  const text = await oddsHistoryText(db, matchId)
  return text === undefined ? null : parseHistory(text)
}

export async function offerOf(db: Db, matchId: number, play: PredictionPlay, now: number): Promise<{ line: number | null; options: Array<{ pick: PredictionPick; odds: number }> } | null> {
  const h = await oddsHistoryOf(db, matchId)
  return h ? optionsOf(play, h, now) : null
}

const matchName = async (m: MatchDbRow, db: Db) => {
  const teams = (await refs(db)).teams
  return `${teams.get(m.home_team_id)?.name} vs ${teams.get(m.away_team_id)?.name}`
}

/** a leg the client chose, checked and priced: the match exists and has not started, the pick belongs to the play */
export async function resolveLeg(db: Db, choice: LegChoice, now: number): Promise<ResolvedLeg> {
  const match = await matchById(db, choice.event_id)
  if (!match) throw notFound(`比赛（event_id ${choice.event_id}）`)
  if (match.postponed) throw fail(`${await matchName(match, db)} 已推迟，不能选择`)
  if (now >= match.start_at) throw fail(`${await matchName(match, db)} 已开赛，不能选择`)
  if (!isPickOfPlay(choice.play, choice.pick)) {
    throw fail(`${PREDICTION_PLAY_TEXT[choice.play]}的选项应为 ${PICKS_BY_PLAY[choice.play].join(' / ')}`)
  }
  const offer = await offerOf(db, match.id, choice.play, now)
  const option = offer?.options.find((o) => o.pick === choice.pick)
  if (!offer || !option) throw fail(`${await matchName(match, db)} 暂无${PREDICTION_PLAY_TEXT[choice.play]}指数，不能选择`)
  return { match, event_id: match.id, play: choice.play, pick: choice.pick, line: offer.line, odds: option.odds }
}

/** the parlay's legs: 2 to 8, on distinct matches, none started */
export async function resolveParlay(db: Db, choices: readonly LegChoice[], now: number): Promise<ResolvedLeg[]> {
  checkParlayShape(choices)
  return (await Promise.all(choices.map((c) => resolveLeg(db, c, now))))
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

export async function requireExpert(db: Db, userId: number): Promise<void> {
  if (!(await userCards(db, [userId])).get(userId)?.is_expert || !await hasExpertRow(db, userId)) throw fail('只有专家可以发布推荐，请先申请成为专家')
}

/** what editing and deleting read of one's own prediction */
type OwnRow = Pick<PredictionDbRow, 'id' | 'expert_id' | 'kind' | 'match_id' | 'play' | 'pick' | 'line' | 'odds' | 'title' | 'content' | 'price' | 'refund_on_miss' | 'lock_at' | 'win_or_not'>

/** the caller's own prediction of this kind, still open to changes at `now` */
async function ownOpenPrediction(db: Db, userId: number, id: number, kind: PredictionKind, now: number, action: '修改' | '删除'): Promise<OwnRow> {
  const p = await predictionRow(db, id)
  if (!p) throw notFound('推荐')
  if (p.expert_id !== userId) throw fail(`只能${action}自己发布的推荐`)
  if (p.kind !== kind) throw fail(`这是一条${PREDICTION_KIND_TEXT[p.kind]}推荐，请在${PREDICTION_KIND_TEXT[p.kind]}中${action}`)
  if (p.win_or_not !== 0) throw fail(`推荐已结算，不能${action}`)
  if (now >= p.lock_at) throw fail(`比赛已开赛，推荐已锁定，不能${action}`)
  // a leg of a VIP pick somebody bought stays as they bought it (issue 16: no edit, no delete)
  if (await isLockedBySale(db, id)) throw fail(PREDICTION_IN_SOLD_PICK_MESSAGE)
  return p
}

async function legsOfParlay(db: Db, id: number): Promise<VersionLeg[]> {
  return legChoicesOf(db, id)
}

/**
 * A leg as edited: unchanged (same match, play and pick) it keeps the line and odds it was published
 * with; a changed one is priced now, like a new pick.
 */
async function keepOrResolve(db: Db, choice: LegChoice, before: readonly VersionLeg[], now: number): Promise<ResolvedLeg> {
  const resolved = await resolveLeg(db, choice, now)
  const same = before.find((b) => b.event_id === choice.event_id && b.play === choice.play && b.pick === choice.pick)
  return same ? { ...resolved, line: same.line, odds: same.odds } : resolved
}

const version = (expertId: number, kind: PredictionKind, legs: ResolvedLeg[], odds: number, t: PricedTexts, at: number) => ({
  expertId, kind, legs: legs.map(({ event_id, play, pick, line, odds: o }) => ({ event_id, play, pick, line, odds: o })), odds, title: t.title, content: t.content, price: t.price, at,
})

async function duplicateSingle(db: Db, expertId: number, leg: LegChoice, exceptId: number | null): Promise<void> {
  const other = await singleOn(db, expertId, leg.event_id, leg.play)
  if (other !== undefined && other !== exceptId) throw fail(`你已发布过这场比赛的${PREDICTION_PLAY_TEXT[leg.play]}推荐`)
}

// ---- singles ----

export async function publishSingle(db: Db, userId: number, leg: LegChoice, t: PricedTexts, now: number): Promise<number> {
  await requireExpert(db, userId)
  checkTexts(t)
  return db.transaction(async () => {
    const l = await resolveLeg(db, leg, now)
    await duplicateSingle(db, userId, leg, null)
    const id = await insertSingle(db, userId, toStore(l), t, { now, lockAt: l.match.start_at })
    await writeVersion(db, id, version(userId, 'single', [l], l.odds, t, now))
    return id
  })
}

export async function editSingle(db: Db, userId: number, id: number, leg: LegChoice, t: PricedTexts, now: number): Promise<number> {
  checkTexts(t)
  return db.transaction(async () => {
    const p = await ownOpenPrediction(db, userId, id, 'single', now, '修改')
    if (p.match_id === null || p.play === null || p.pick === null) throw new Error(`single prediction ${id} has no pick`)
    const before: VersionLeg[] = [{ event_id: p.match_id, play: p.play, pick: p.pick, line: p.line, odds: p.odds }]
    const l = await keepOrResolve(db, leg, before, now)
    await duplicateSingle(db, userId, leg, id)
    await checkTermsFrozen(db, p, before, [l], t)
    if (unchanged(p, before, [l], t)) return id
    await updateSingle(db, id, toStore(l), t, { now, lockAt: l.match.start_at })
    await writeVersion(db, id, version(userId, 'single', [l], l.odds, t, now))
    return id
  })
}

// ---- parlays ----

export async function publishParlay(db: Db, userId: number, legs: readonly LegChoice[], t: PricedTexts, now: number): Promise<number> {
  await requireExpert(db, userId)
  checkTexts(t)
  return db.transaction(async () => {
    const resolved = await resolveParlay(db, legs, now)
    const odds = parlayOdds(resolved.map((l) => l.odds))
    const id = await insertParlay(db, userId, { odds, lockAt: lockOf(resolved), endsAt: endOf(resolved) }, t, now)
    await replaceLegs(db, id, resolved.map(toStore))
    await writeVersion(db, id, version(userId, 'parlay', resolved, odds, t, now))
    return id
  })
}

export async function editParlay(db: Db, userId: number, id: number, legs: readonly LegChoice[], t: PricedTexts, now: number): Promise<number> {
  checkTexts(t)
  return db.transaction(async () => {
    const p = await ownOpenPrediction(db, userId, id, 'parlay', now, '修改')
    const before = await legsOfParlay(db, id)
    checkParlayShape(legs)
    const resolved = (await Promise.all(legs.map((c) => keepOrResolve(db, c, before, now))))
    await checkTermsFrozen(db, p, before, resolved, t)
    if (unchanged(p, before, resolved, t)) return id
    const odds = parlayOdds(resolved.map((l) => l.odds))
    await updateParlay(db, id, { odds, lockAt: lockOf(resolved), endsAt: endOf(resolved) }, t, now)
    await replaceLegs(db, id, resolved.map(toStore))
    await writeVersion(db, id, version(userId, 'parlay', resolved, odds, t, now))
    return id
  })
}

const lockOf = (legs: readonly ResolvedLeg[]) => Math.min(...legs.map((l) => l.match.start_at))
const endOf = (legs: readonly ResolvedLeg[]) => Math.max(...legs.map((l) => l.match.end_at))

const toStore = (l: ResolvedLeg): LegToStore => ({ event_id: l.event_id, play: l.play, pick: l.pick, line: l.line, odds: l.odds, ends_at: l.match.end_at })

const legsKey = (legs: readonly VersionLeg[]) => JSON.stringify([...legs].map((l) => [l.event_id, l.play, l.pick, l.line, l.odds]).sort())
/** what a buyer paid for: the legs (match, play, pick, line, odds), the price and 不中退 */
const termsUnchanged = (p: OwnRow, before: readonly VersionLeg[], after: readonly VersionLeg[], t: PricedTexts) =>
  legsKey(before) === legsKey(after) && p.price === t.price && Boolean(p.refund_on_miss) === t.refund_on_miss

/** an edit that changes nothing adds no version (a repeated submit stays one version) */
function unchanged(p: OwnRow, before: readonly VersionLeg[], after: readonly VersionLeg[], t: PricedTexts): boolean {
  return termsUnchanged(p, before, after, t) && p.title === t.title && p.content === t.content
}

/** from its first sale (refunded or not) a prediction's terms are frozen; its title and analysis may still be corrected */
async function checkTermsFrozen(db: Db, p: OwnRow, before: readonly VersionLeg[], after: readonly VersionLeg[], t: PricedTexts): Promise<void> {
  if (!termsUnchanged(p, before, after, t) && await hasAnyPurchase(db, p.id)) throw fail(PREDICTION_SOLD_FROZEN_MESSAGE)
}

// ---- delete ----

export async function deletePrediction(db: Db, userId: number, id: number, kind: PredictionKind, now: number): Promise<void> {
  await db.transaction(async () => {
    await ownOpenPrediction(db, userId, id, kind, now, '删除')
    if (await hasAnyPurchase(db, id)) throw fail('已有用户购买这条推荐，不能删除')
    // legs, versions and follows go with it (ON DELETE CASCADE)
    await deletePredictionRow(db, id)
  })
}

// ---- what a match offers ----

export async function predictionParameters(db: Db, matchId: number, now: number, viewerId: number | undefined): Promise<PredictionParameters> {
  const m = await matchById(db, matchId)
  if (!m) throw notFound('比赛')
  const open = !m.postponed && now < m.start_at
  const plays: PredictionParameters['plays'] = []
  for (const play of PREDICTION_PLAYS) {
    const offer = await offerOf(db, m.id, play, now)
    if (!offer) continue
    plays.push({
      play,
      play_text: PREDICTION_PLAY_TEXT[play],
      line: offer.line,
      options: offer.options.map((o) => ({ pick: o.pick, label: PICK_LABEL[play][o.pick] ?? o.pick, pick_text: pickText(play, o.pick, offer.line), odds: o.odds })),
    })
  }
  return { event_id: m.id, match: await rowAt(db, m, now, (await followedAmong(db, viewerId, [m.id])).has(m.id)), open, plays }
}

/** the window of matches offered for publishing: from now to a week ahead */
export const PUBLISH_AHEAD_MS = 7 * 86_400_000

/** matches open for publishing (not started, within a week, with odds), by kickoff */
export async function upcomingForPublishing(db: Db, f: { leagueId?: number; keyword?: string }, now: number, viewerId: number | undefined, page: number, limit: number): Promise<Paged<MatchRow>> {
  const { rows, total } = await publishableMatchesPage(db, { from: now, until: now + PUBLISH_AHEAD_MS, leagueId: f.leagueId, keyword: f.keyword }, limit, (page - 1) * limit)
  return { list: await toRows(db, rows, now, viewerId), page, limit, total, has_more: page * limit < total }
}
