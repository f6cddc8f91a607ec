import type { Db } from '../../../db'
import { fail, notFound } from '../../../http/errors'
import { dateText, dayOfDate, dayStart } from '../../match'
import type { Paged } from '../../../../types/common'
import { MatchStatus } from '../../../../types/match-status'
import type { ExpertSummary } from '../../../../types/prediction'
import { PREDICTION_PLAY_TEXT, WIN_OR_NOT, type WinOrNot } from '../../../../types/prediction'
import { pickText, recordCountsText, VIP_PICK_MIN_HIT_RATE, VIP_PICK_WINDOW } from '../../../../types/expert-rules'
import type { CoinPurchaseRes, VipPickLeg, VipPickRow } from '../../../../types/api/money'
import { COIN_VALUE_FEN, LEDGER_TITLES, VIP_PICK_EXPERT_SHARE_PERCENT, VIP_PICK_KIND_TEXT, VIP_PICK_PRICE, type VipPickKind } from '../../../../types/money-rules'
import { predictionsByIds, pendingSinglesOnMatches, settleDue, type PredictionBrief } from '../../experts'
import { matchById, matchBriefsBetween, rowAt } from '../../match'
import {
  insertPick, insertPickPurchase, isDayBuilt, legsOf, markDayBuilt, pickById, pickPurchaseByOrder, pickPurchaseOf, picksPage, type PickRow,
} from '../repository/vipPicks'
import { balanceOf, postEntry } from './ledger'
import { walletLocks } from './moneyLocks'
import { byVipPickRank, meetsVipPickRule, vipPickRecords } from './vipPickRule'
import { isVipAt, vipExpireAt } from './wallet'

/**
 * VIP picks (ConfirmedOrder jxdc_* 二合一 and sd_* 单场). The day's picks are chosen once, at the
 * first read of that Beijing day, from the published single predictions on matches still to kick
 * off that day whose experts meet the rule the product states (vipPickRule.ts: the last 20 settled
 * with a hit rate of at least 60%), the best record first (hit rate, then streak): the best few
 * become 单场 picks, the next ones are paired on two different matches into 二合一 picks. No
 * qualifying expert, no pick: the day stays empty rather than sell a weaker record. A VIP reads every
 * pick; others see the teaser and the price and may buy one with coins (pay_jx); once every match
 * of a pick has finished, everybody reads it.
 */

const SINGLES_PER_DAY = 4
const DOUBLES_PER_DAY = 3

interface Candidate {
  id: number
  expert_id: number
  match_id: number
  start_at: number
}

/** singles (a parlay has no match of its own) on matches of the day still to kick off, published already */
async function candidatesOf(db: Db, day: string, now: number): Promise<Candidate[]> {
  const d = dayOfDate(day)
  const matches = new Map((await matchBriefsBetween(db, { from: dayStart(d), to: dayStart(d + 1), notStartedAt: now })).map((m) => [m.id, m.start_at]))
  return (await pendingSinglesOnMatches(db, [...matches.keys()], now)).flatMap((p) => {
    const startAt = matches.get(p.match_id)
    return startAt === undefined ? [] : [{ ...p, start_at: startAt }]
  })
}

/**
 * Doubles and singles take turns (the two legs of a double, then a single), one pick per match, and
 * a leg left without a partner becomes a single: a day first asked for late, when few matches are
 * still to kick off, has a 二合一 from two candidates on, not only singles with 今日二合一 left 尚未发布.
 */
function choose(ranked: readonly Candidate[]): { singles: Candidate[]; doubles: Array<[Candidate, Candidate]> } {
  const usedMatches = new Set<number>()
  const singles: Candidate[] = []
  const doubles: Array<[Candidate, Candidate]> = []
  let waiting: Candidate | undefined
  const doublesFull = () => doubles.length >= DOUBLES_PER_DAY
  for (const c of ranked) {
    if (usedMatches.has(c.match_id)) continue
    const singlesTurn = !waiting && (doublesFull() || singles.length < doubles.length)
    if (singles.length < SINGLES_PER_DAY && singlesTurn) {
      singles.push(c)
      usedMatches.add(c.match_id)
    } else if (!doublesFull()) {
      usedMatches.add(c.match_id)
      if (waiting) {
        doubles.push([waiting, c])
        waiting = undefined
      } else {
        waiting = c
      }
    } else break
  }
  if (waiting && singles.length < SINGLES_PER_DAY) singles.push(waiting)
  return { singles, doubles }
}

/** chooses the picks of `day` once (a day without fitting predictions is recorded as built all the same) */
export async function ensurePicksOfDay(db: Db, day: string, now: number): Promise<void> {
  if (await isDayBuilt(db, day)) return
  const candidates = await candidatesOf(db, day, now)
  const experts = await vipPickRecords(db, candidates.map((c) => c.expert_id), now)
  const ranked = candidates
    .flatMap((c) => {
      const e = experts.get(c.expert_id)
      return meetsVipPickRule(e) ? [{ c, e }] : []
    })
    .sort((a, b) => byVipPickRank(a.e, b.e) || a.c.id - b.c.id)
    .map((x) => x.c)
  const { singles, doubles } = choose(ranked)
  await db.transaction(async () => {
    if (!await markDayBuilt(db, day, now)) return
    const save = async (kind: VipPickKind, slot: number, legs: Candidate[]) => {
      const { title, teaser } = await describe(db, kind, legs, experts, now)
      const startAt = Math.min(...legs.map((l) => l.start_at))
      await insertPick(db, { kind, day, slot, title, teaser, price: VIP_PICK_PRICE[kind], start_at: startAt }, legs.map((l) => l.id), now)
    }
    for (const [i, c] of singles.entries()) await save('single', i + 1, [c])
    for (const [i, pair] of doubles.entries()) await save('double', i + 1, pair)
  })
}

async function describe(db: Db, kind: VipPickKind, legs: Candidate[], experts: Map<number, ExpertSummary>, now: number): Promise<{ title: string; teaser: string }> {
  const rows = (await Promise.all(legs.map(async (l) => rowAt(db, await matchById(db, l.match_id) ?? missing(l.match_id), now, false))))
  const fixture = (i: number) => `${rows[i].home_team.short_name || rows[i].home_team.name} vs ${rows[i].away_team.short_name || rows[i].away_team.name}`
  const league = (i: number) => rows[i].league.short_name || rows[i].league.name
  // every leg met the rule when chosen (ensurePicksOfDay): its record is the one the teaser states
  const record = (l: Candidate) => experts.get(l.expert_id) ?? missingExpert(l.expert_id)
  const rate = (l: Candidate) => `${record(l).record.hit_rate}%`
  if (kind === 'single') {
    const e = record(legs[0])
    return {
      title: `${VIP_PICK_KIND_TEXT.single} · ${league(0)} ${fixture(0)}`,
      // the record as counts, pushes named: the rate's definition is visible (issue 16)
      teaser: `${e.nickname}精选：${recordCountsText(e.record)}，命中率${rate(legs[0])}${e.streak ? `，${e.streak} 连红` : ''}（入选线：近${VIP_PICK_WINDOW}场命中率${VIP_PICK_MIN_HIT_RATE}%）`,
    }
  }
  return {
    title: `${VIP_PICK_KIND_TEXT.double} · ${league(0)} + ${league(1)}`,
    teaser: `${fixture(0)}、${fixture(1)}：两场均出自近${VIP_PICK_WINDOW}场命中率不低于${VIP_PICK_MIN_HIT_RATE}%的专家（${rate(legs[0])}、${rate(legs[1])}），两场合一`,
  }
}

function missingExpert(expertId: number): never {
  throw new Error(`VIP pick leg names expert ${expertId}, who has no record`)
}

function missing(matchId: number): never {
  throw new Error(`VIP pick names match ${matchId}, which does not exist`)
}

async function matchOf(db: Db, l: PredictionBrief) {
  if (l.match_id === null) throw new Error(`VIP pick names prediction ${l.id}, which has no match of its own`)
  return await matchById(db, l.match_id) ?? missing(l.match_id)
}

/** the pick's predictions in leg order (a leg's prediction cannot be deleted once the pick is sold) */
async function legPredictions(db: Db, pickId: number): Promise<PredictionBrief[]> {
  const legs = await legsOf(db, pickId)
  const predictions = await predictionsByIds(db, legs.map((l) => l.prediction_id))
  return legs.flatMap((l) => predictions.get(l.prediction_id) ?? [])
}

/**
 * Each expert whose prediction is a leg of a sold pick gets an equal part of
 * VIP_PICK_EXPERT_SHARE_PERCENT of its price, in fen; one ledger key per sale and leg, so a repeated
 * request or run pays nothing twice.
 */
async function payVipPickShares(db: Db, p: PickRow, orderNo: string, now: number): Promise<void> {
  const legs = await legsOf(db, p.id)
  const experts = await predictionsByIds(db, legs.map((l) => l.prediction_id))
  const paid = legs.flatMap((l) => {
    const e = experts.get(l.prediction_id)
    return e ? [{ position: l.position, expert_id: e.expert_id }] : []
  })
  if (!paid.length) return
  const shareFen = Math.floor((p.price * COIN_VALUE_FEN * VIP_PICK_EXPERT_SHARE_PERCENT) / 100 / paid.length)
  if (shareFen <= 0) return
  for (const l of paid) {
    await postEntry(db, { userId: l.expert_id, kind: 'money', amount: shareFen, title: LEDGER_TITLES.vipPickShare, key: `vipshare:${orderNo}:${l.position}`, ref: `vip_pick:${p.id}` }, now)
  }
}

// ---- reading ----

async function isVip(db: Db, userId: number | undefined, now: number): Promise<{ isVip: boolean; expireAt: number | null }> {
  if (userId === undefined) return { isVip: false, expireAt: null }
  const expireAt = await vipExpireAt(db, userId)
  return { isVip: isVipAt(expireAt, now), expireAt }
}

/** 0 while a leg is pending; 2 when a leg missed; 3 when every leg pushed; else 1 */
function combined(results: WinOrNot[]): WinOrNot {
  if (results.some((r) => r === WIN_OR_NOT.pending)) return WIN_OR_NOT.pending
  if (results.some((r) => r === WIN_OR_NOT.miss)) return WIN_OR_NOT.miss
  return results.every((r) => r === WIN_OR_NOT.push) ? WIN_OR_NOT.push : WIN_OR_NOT.hit
}

function legOf(l: PredictionBrief, match: VipPickLeg['match'], expert: ExpertSummary | undefined, unlocked: boolean, result: WinOrNot, pickId: number): VipPickLeg {
  if (!expert) throw new Error(`VIP pick ${pickId} names expert ${l.expert_id}, who has no experts row`)
  if (l.play === null || l.pick === null) throw new Error(`VIP pick ${pickId} names prediction ${l.id}, which is no single`)
  return {
    prediction_id: l.id,
    match,
    expert,
    play: l.play,
    title: l.title,
    pick_text: unlocked ? `${PREDICTION_PLAY_TEXT[l.play]} ${pickText(l.play, l.pick, l.line)}` : null,
    odds: unlocked ? l.odds : null,
    win_or_not: result,
  }
}

async function toPickRow(db: Db, p: PickRow, viewerId: number | undefined, viewerIsVip: boolean, now: number): Promise<VipPickRow> {
  const preds = await legPredictions(db, p.id)
  const purchased = viewerId !== undefined && await pickPurchaseOf(db, p.id, viewerId) !== undefined
  const experts = await vipPickRecords(db, preds.map((l) => l.expert_id), now)
  const matches = (await Promise.all(preds.map(async (l) => rowAt(db, await matchOf(db, l), now, false))))
  // a stored result counts once its match has finished at this clock
  const results = preds.map((l, i): WinOrNot => (matches[i].status_id === MatchStatus.FINISHED ? l.win_or_not : WIN_OR_NOT.pending))
  const result = combined(results)
  const unlocked = viewerIsVip || purchased || result !== WIN_OR_NOT.pending
  return {
    id: p.id,
    kind: p.kind,
    date: p.day,
    title: p.title,
    teaser: p.teaser,
    price: p.price,
    unlocked,
    purchased,
    win_or_not: result,
    combined_odds: unlocked ? Math.round(preds.reduce((acc, l) => acc * l.odds, 1) * 100) / 100 : null,
    start_at: p.start_at,
    legs: preds.map((l, i) => legOf(l, matches[i], experts.get(l.expert_id), unlocked, results[i], p.id)),
  }
}

export async function vipPickList(db: Db, kind: VipPickKind, date: string | undefined, viewerId: number | undefined, now: number, page: number, limit: number):
  Promise<Paged<VipPickRow> & { is_vip: boolean; vip_expire_at: number | null }> {
  await settleDue(db, now)
  const today = dateText(now)
  const day = date ?? today
  if (day === today) await ensurePicksOfDay(db, today, now)
  const { rows, total } = await picksPage(db, kind, day, today, limit, (page - 1) * limit)
  const vip = await isVip(db, viewerId, now)
  return {
    list: (await Promise.all(rows.map((p) => toPickRow(db, p, viewerId, vip.isVip, now)))),
    page, limit, total, has_more: page * limit < total,
    is_vip: vip.isVip, vip_expire_at: vip.expireAt,
  }
}

export async function vipPickDetail(db: Db, kind: VipPickKind, id: number, viewerId: number | undefined, now: number): Promise<VipPickRow> {
  await settleDue(db, now)
  const p = await pickById(db, id)
  if (!p || p.kind !== kind) throw notFound(`${VIP_PICK_KIND_TEXT[kind]}精选`)
  return toPickRow(db, p, viewerId, (await isVip(db, viewerId, now)).isVip, now)
}

/** buys one VIP pick with coins (pay_jx): same key never charges twice; once per user and pick */
export async function buyVipPick(db: Db, userId: number, pickId: number, orderNo: string, now: number): Promise<CoinPurchaseRes & { pick_id: number }> {
  await settleDue(db, now)
  // the legs' experts never change: read first, so every wallet the purchase pays is locked before the transaction
  const experts = (await legPredictions(db, pickId)).map((l) => l.expert_id)
  return db.transaction(async () => {
    const answer = async (r: { pick_id: number; order_no: string; price: number }) => ({ order_no: r.order_no, status: 'paid' as const, coins: await balanceOf(db, userId, 'coin'), price: r.price, pick_id: r.pick_id })
    const byKey = await pickPurchaseByOrder(db, orderNo)
    if (byKey) {
      if (byKey.user_id !== userId || byKey.pick_id !== pickId) throw fail('订单号已被使用，请重新下单')
      return answer(byKey)
    }
    const p = await pickById(db, pickId)
    if (!p) throw notFound('VIP精选')
    const owned = await pickPurchaseOf(db, pickId, userId)
    if (owned) return answer(owned)
    const row = await toPickRow(db, p, userId, false, now)
    if (row.win_or_not !== WIN_OR_NOT.pending) throw fail('该精选已开奖，可直接查看')
    if ((await isVip(db, userId, now)).isVip) throw fail('您是 VIP 会员，可直接查看')
    await postEntry(db, { userId, kind: 'coin', amount: -p.price, title: LEDGER_TITLES.buyVipPick, key: `jx:${orderNo}`, ref: `vip_pick:${p.id}` }, now)
    await insertPickPurchase(db, { pick_id: p.id, user_id: userId, order_no: orderNo, price: p.price }, now)
    await payVipPickShares(db, p, orderNo, now)
    return answer({ pick_id: p.id, order_no: orderNo, price: p.price })
  }, walletLocks([userId, ...experts]))
}

/** whether the prediction is a leg of a pick somebody bought (experts' registerPredictionLock: it stays as sold) */
export { isLegOfSoldPick } from '../repository/vipPicks'
