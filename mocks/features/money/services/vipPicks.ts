import type { Db } from '../../../db'
import { fail, notFound } from '../../../http/errors'
import { dateText, dayOfDate, dayStart } from '../../match'
import type { Paged } from '../../../../types/common'
import { MatchStatus } from '../../../../types/match-status'
import type { ExpertSummary } from '../../../../types/prediction'
import { PREDICTION_PLAY_TEXT, WIN_OR_NOT, type PredictionPlay, type WinOrNot } from '../../../../types/prediction'
import { NO_RECORD_TEXT, pickText, recordCountsText, VIP_PICK_MIN_SETTLED, type PredictionPick } from '../../../../types/expert-rules'
import type { CoinPurchaseRes, VipPickLeg, VipPickRow } from '../../../../types/api/money'
import { COIN_VALUE_FEN, LEDGER_TITLES, VIP_PICK_EXPERT_SHARE_PERCENT, VIP_PICK_KIND_TEXT, VIP_PICK_PRICE, type VipPickKind } from '../../../../types/money-rules'
import { expertSummaries } from '../../experts/services/experts'
import { balanceOf, postEntry } from './ledger'
import { matchById } from '../../match/services/matchQueries'
import { rowAt } from '../../match/services/matchView'
import { settleDue } from '../../experts/services/settlement'
import { statement } from '../../../services/statements'
import { isVipAt } from './wallet'

/**
 * VIP picks (ConfirmedOrder jxdc_* 二合一 and sd_* 单场). The day's picks are chosen once, at the
 * first read of that Beijing day, from the published single predictions on matches still to kick
 * off that day, the experts with the best record first (hit rate, then streak): the best few become
 * 单场 picks, the next ones are paired on two different matches into 二合一 picks. A VIP reads every
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

interface PickDbRow {
  id: number
  kind: VipPickKind
  day: string
  slot: number
  title: string
  teaser: string
  price: number
  start_at: number
}

interface LegPrediction {
  id: number
  expert_id: number
  match_id: number
  play: PredictionPlay
  pick: PredictionPick
  line: number | null
  odds: number
  title: string
  win_or_not: WinOrNot
}

/** chooses the picks of `day` once (a day without fitting predictions is recorded as built all the same) */
export function ensurePicksOfDay(db: Db, day: string, now: number): void {
  if (statement(db, 'SELECT 1 FROM vip_pick_days WHERE day = ?').pluck(true).get(day)) return
  const d = dayOfDate(day)
  // singles only (a parlay has no match of its own); matches still to kick off, predictions already published
  const candidates = statement(db, `SELECT p.id, p.expert_id, p.match_id, m.start_at FROM predictions p JOIN fb_matches m ON m.id = p.match_id
    WHERE p.match_id IS NOT NULL AND m.start_at >= ? AND m.start_at < ? AND m.start_at > ? AND m.postponed = 0
      AND p.published_at <= ? AND p.win_or_not = 0`).all(dayStart(d), dayStart(d + 1), now, now) as Candidate[]
  const experts = expertSummaries(db, candidates.map((c) => c.expert_id), now)
  const score = (c: Candidate) => experts.get(c.expert_id) ?? { hit_rate: 0, streak: 0 }
  // only experts with a record: a just-approved expert's 0-of-0 must not stand for 当日命中率最高
  const ranked = candidates
    .filter((c) => (experts.get(c.expert_id)?.settled ?? 0) >= VIP_PICK_MIN_SETTLED)
    .sort((a, b) => score(b).hit_rate - score(a).hit_rate || score(b).streak - score(a).streak || a.id - b.id)

  const usedMatches = new Set<number>()
  const singles: Candidate[] = []
  const doubles: Array<[Candidate, Candidate]> = []
  let waiting: Candidate | undefined
  // doubles and singles take turns (the two legs of a double, then a single), and a leg left
  // without a partner becomes a single: a day first asked for late, when few matches are still to
  // kick off, has a 二合一 from two candidates on, not only singles with 今日二合一 left 尚未发布
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

  db.transaction(() => {
    const inserted = statement(db, 'INSERT INTO vip_pick_days (day, built_at) VALUES (?, ?) ON CONFLICT DO NOTHING').run(day, now).changes
    if (!inserted) return
    const addPick = statement(db, 'INSERT INTO vip_picks (kind, day, slot, title, teaser, price, start_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
    const addLeg = statement(db, 'INSERT INTO vip_pick_legs (pick_id, position, prediction_id) VALUES (?, ?, ?)')
    const save = (kind: VipPickKind, slot: number, legs: Candidate[]) => {
      const { title, teaser } = describe(db, kind, legs, experts, now)
      const id = Number(addPick.run(kind, day, slot, title, teaser, VIP_PICK_PRICE[kind], Math.min(...legs.map((l) => l.start_at)), now).lastInsertRowid)
      legs.forEach((l, i) => addLeg.run(id, i + 1, l.id))
    }
    singles.forEach((c, i) => save('single', i + 1, [c]))
    doubles.forEach((pair, i) => save('double', i + 1, pair))
  })()
}

function describe(db: Db, kind: VipPickKind, legs: Candidate[], experts: Map<number, ExpertSummary>, now: number): { title: string; teaser: string } {
  const rows = legs.map((l) => rowAt(db, matchById(db, l.match_id) ?? missing(l.match_id), now, false))
  const fixture = (i: number) => `${rows[i].home_team.short_name || rows[i].home_team.name} vs ${rows[i].away_team.short_name || rows[i].away_team.name}`
  const league = (i: number) => rows[i].league.short_name || rows[i].league.name
  if (kind === 'single') {
    const e = experts.get(legs[0].expert_id)
    return {
      title: `${VIP_PICK_KIND_TEXT.single} · ${league(0)} ${fixture(0)}`,
      // the record as counts, pushes named: the rate's definition is visible (issue 16)
      teaser: `${e?.nickname ?? '专家'}精选，${e ? recordCountsText(e.record) : NO_RECORD_TEXT}${e?.streak ? `，${e.streak} 连红` : ''}`,
    }
  }
  return {
    title: `${VIP_PICK_KIND_TEXT.double} · ${league(0)} + ${league(1)}`,
    teaser: `${fixture(0)}、${fixture(1)}：当日战绩最好的专家方案两场合一（专家均有 ${VIP_PICK_MIN_SETTLED} 场以上已结算战绩）`,
  }
}

function missing(matchId: number): never {
  throw new Error(`VIP pick names match ${matchId}, which does not exist`)
}

/**
 * Each expert whose prediction is a leg of a sold pick gets an equal part of
 * VIP_PICK_EXPERT_SHARE_PERCENT of its price, in fen; one ledger key per sale and leg, so a repeated
 * request or run pays nothing twice.
 */
function payVipPickShares(db: Db, p: PickDbRow, orderNo: string, now: number): void {
  const legs = statement(db, 'SELECT l.position, pr.expert_id FROM vip_pick_legs l JOIN predictions pr ON pr.id = l.prediction_id WHERE l.pick_id = ? ORDER BY l.position')
    .all(p.id) as Array<{ position: number; expert_id: number }>
  if (!legs.length) return
  const shareFen = Math.floor((p.price * COIN_VALUE_FEN * VIP_PICK_EXPERT_SHARE_PERCENT) / 100 / legs.length)
  if (shareFen <= 0) return
  for (const l of legs) {
    postEntry(db, { userId: l.expert_id, kind: 'money', amount: shareFen, title: LEDGER_TITLES.vipPickShare, key: `vipshare:${orderNo}:${l.position}`, ref: `vip_pick:${p.id}` }, now)
  }
}

// ---- reading ----

function isVip(db: Db, userId: number | undefined, now: number): { isVip: boolean; expireAt: number | null } {
  if (userId === undefined) return { isVip: false, expireAt: null }
  const expireAt = statement(db, 'SELECT vip_expire_at FROM users WHERE id = ?').pluck(true).get(userId) as number | null | undefined
  return { isVip: isVipAt(expireAt ?? null, now), expireAt: expireAt ?? null }
}

/** 0 while a leg is pending; 2 when a leg missed; 3 when every leg pushed; else 1 */
function combined(results: WinOrNot[]): WinOrNot {
  if (results.some((r) => r === WIN_OR_NOT.pending)) return WIN_OR_NOT.pending
  if (results.some((r) => r === WIN_OR_NOT.miss)) return WIN_OR_NOT.miss
  return results.every((r) => r === WIN_OR_NOT.push) ? WIN_OR_NOT.push : WIN_OR_NOT.hit
}

function toPickRow(db: Db, p: PickDbRow, viewerId: number | undefined, viewerIsVip: boolean, now: number): VipPickRow {
  const preds = statement(db, `SELECT p.id, p.expert_id, p.match_id, p.play, p.pick, p.line, p.odds, p.title, p.win_or_not
    FROM vip_pick_legs l JOIN predictions p ON p.id = l.prediction_id WHERE l.pick_id = ? ORDER BY l.position`).all(p.id) as LegPrediction[]
  const purchased = viewerId !== undefined && statement(db, 'SELECT 1 FROM vip_pick_purchases WHERE pick_id = ? AND user_id = ?').pluck(true).get(p.id, viewerId) !== undefined
  const experts = expertSummaries(db, preds.map((l) => l.expert_id), now)
  const matches = preds.map((l) => rowAt(db, matchById(db, l.match_id) ?? missing(l.match_id), now, false))
  // a stored result counts once its match has finished at this clock
  const results = preds.map((l, i): WinOrNot => (matches[i].status_id === MatchStatus.FINISHED ? l.win_or_not : WIN_OR_NOT.pending))
  const result = combined(results)
  const unlocked = viewerIsVip || purchased || result !== WIN_OR_NOT.pending
  const legs = preds.map((l, i): VipPickLeg => {
    const expert = experts.get(l.expert_id)
    if (!expert) throw new Error(`VIP pick ${p.id} names expert ${l.expert_id}, who has no experts row`)
    return {
      prediction_id: l.id,
      match: matches[i],
      expert,
      play: l.play,
      title: l.title,
      pick_text: unlocked ? `${PREDICTION_PLAY_TEXT[l.play]} ${pickText(l.play, l.pick, l.line)}` : null,
      odds: unlocked ? l.odds : null,
      win_or_not: results[i],
    }
  })
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
    legs,
  }
}

export function vipPickList(db: Db, kind: VipPickKind, date: string | undefined, viewerId: number | undefined, now: number, page: number, limit: number):
  Paged<VipPickRow> & { is_vip: boolean; vip_expire_at: number | null } {
  settleDue(db, now)
  const today = dateText(now)
  const day = date ?? today
  if (day === today) ensurePicksOfDay(db, today, now)
  const where = day === 'all' ? 'kind = ? AND day <= ?' : 'kind = ? AND day = ?'
  const args = [kind, day === 'all' ? today : day]
  const total = statement(db, `SELECT COUNT(*) FROM vip_picks WHERE ${where}`).pluck(true).get(...args) as number
  const rows = statement(db, `SELECT * FROM vip_picks WHERE ${where} ORDER BY day DESC, slot LIMIT ? OFFSET ?`).all(...args, limit, (page - 1) * limit) as PickDbRow[]
  const vip = isVip(db, viewerId, now)
  return {
    list: rows.map((p) => toPickRow(db, p, viewerId, vip.isVip, now)),
    page, limit, total, has_more: page * limit < total,
    is_vip: vip.isVip, vip_expire_at: vip.expireAt,
  }
}

export function vipPickDetail(db: Db, kind: VipPickKind, id: number, viewerId: number | undefined, now: number): VipPickRow {
  settleDue(db, now)
  const p = statement(db, 'SELECT * FROM vip_picks WHERE id = ? AND kind = ?').get(id, kind) as PickDbRow | undefined
  if (!p) throw notFound(`${VIP_PICK_KIND_TEXT[kind]}精选`)
  return toPickRow(db, p, viewerId, isVip(db, viewerId, now).isVip, now)
}

/** buys one VIP pick with coins (pay_jx): same key never charges twice; once per user and pick */
export function buyVipPick(db: Db, userId: number, pickId: number, orderNo: string, now: number): CoinPurchaseRes & { pick_id: number } {
  settleDue(db, now)
  return db.transaction(() => {
    const answer = (r: { pick_id: number; order_no: string; price: number }) => ({ order_no: r.order_no, status: 'paid' as const, coins: balanceOf(db, userId, 'coin'), price: r.price, pick_id: r.pick_id })
    const byKey = statement(db, 'SELECT pick_id, user_id, order_no, price FROM vip_pick_purchases WHERE order_no = ?').get(orderNo) as { pick_id: number; user_id: number; order_no: string; price: number } | undefined
    if (byKey) {
      if (byKey.user_id !== userId || byKey.pick_id !== pickId) throw fail('订单号已被使用，请重新下单')
      return answer(byKey)
    }
    const p = statement(db, 'SELECT * FROM vip_picks WHERE id = ?').get(pickId) as PickDbRow | undefined
    if (!p) throw notFound('VIP精选')
    const owned = statement(db, 'SELECT pick_id, order_no, price FROM vip_pick_purchases WHERE pick_id = ? AND user_id = ?').get(pickId, userId) as { pick_id: number; order_no: string; price: number } | undefined
    if (owned) return answer(owned)
    const row = toPickRow(db, p, userId, false, now)
    if (row.win_or_not !== WIN_OR_NOT.pending) throw fail('该精选已开奖，可直接查看')
    if (isVip(db, userId, now).isVip) throw fail('您是 VIP 会员，可直接查看')
    postEntry(db, { userId, kind: 'coin', amount: -p.price, title: LEDGER_TITLES.buyVipPick, key: `jx:${orderNo}`, ref: `vip_pick:${p.id}` }, now)
    statement(db, 'INSERT INTO vip_pick_purchases (pick_id, user_id, order_no, price, created_at) VALUES (?, ?, ?, ?, ?)').run(p.id, userId, orderNo, p.price, now)
    payVipPickShares(db, p, orderNo, now)
    return answer({ pick_id: p.id, order_no: orderNo, price: p.price })
  })()
}
