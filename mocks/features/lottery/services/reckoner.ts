import type { Db } from '../../../db'
import { dayOf, dayOfDate, dayStart } from '../../../engine/calendar'
import { jcOddsAt, jcOddsKey, type JcOdds } from '../../../engine/jcOdds'
import type { OddsHistory } from '../../../engine/odds'
import { selectMatches, toRows } from '../../match/services/matchQueries'
import { statement } from '../../../services/statements'
import type { MatchDbRow } from '../../match/services/matchView'

/**
 * The calculator's matches: 竞彩足球 on sale (today's and tomorrow's matches not yet kicked off)
 * and a past day's finished ones, each with the odds of the five plays derived from the seeded
 * odds of company 1 (澳门): as they stand now for a match on sale, as they stood at kickoff for a
 * finished one.
 */

/** the company whose prices the 竞彩 odds follow */
const ODDS_COMPANY_ID = 1
/** a day has about 50 matches; two days on sale stay under this */
const MAX_ON_SALE = 120
const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六']

/**
 * Derived odds by match and the price points they came from: a price moves a handful of times
 * before kickoff, so most requests reuse the last answer (the fit costs ~2 ms a match). Keyed by
 * database too, so test servers on fresh databases never share entries.
 */
const oddsCache = new WeakMap<Db, Map<string, JcOdds>>()
const MAX_CACHED = 5_000

function cachedOdds(db: Db, matchId: number, history: OddsHistory, at: number): JcOdds {
  let cache = oddsCache.get(db)
  if (!cache) oddsCache.set(db, (cache = new Map()))
  const key = `${matchId}:${jcOddsKey(history, at)}`
  let odds = cache.get(key)
  if (!odds) {
    if (cache.size >= MAX_CACHED) cache.clear()
    odds = jcOddsAt(history, at)
    cache.set(key, odds)
  }
  return odds
}

function historyOf(db: Db, matchId: number): OddsHistory | undefined {
  const text = statement(db, 'SELECT history FROM fb_odds WHERE match_id = ? AND company_id = ?').pluck(true).get(matchId, ODDS_COMPANY_ID) as string | undefined
  return text ? (JSON.parse(text) as OddsHistory) : undefined
}

/** each match numbered within its Beijing day ('周日001'), with odds at `priceAt(match)` */
function withOdds(db: Db, rows: MatchDbRow[], now: number, userId: number | undefined, priceAt: (m: MatchDbRow) => number) {
  const shown = toRows(db, rows, now, userId)
  const seqOfDay = new Map<number, number>()
  const dayMatchNo = (m: MatchDbRow) => {
    const day = dayOf(m.start_at)
    // the number counts every match of that day, so it stays the same whichever part of the day is listed
    if (!seqOfDay.has(day)) seqOfDay.set(day, statement(db, 'SELECT COUNT(*) FROM fb_matches WHERE start_at >= ? AND start_at < ? AND postponed = 0 AND (start_at < ? OR (start_at = ? AND id < ?))').pluck(true).get(dayStart(day), dayStart(day + 1), m.start_at, m.start_at, m.id) as number)
    const seq = (seqOfDay.get(day) ?? 0) + 1
    seqOfDay.set(day, seq)
    return `${WEEKDAYS[new Date(dayStart(day) + 8 * 3_600_000).getUTCDay()]}${String(seq).padStart(3, '0')}`
  }
  return rows.flatMap((m, i) => {
    const history = historyOf(db, m.id)
    if (!history) return []
    const odds = cachedOdds(db, m.id, history, priceAt(m))
    // the lottery opens 胜平负 / 让球 singles on some matches only: the stand-in opens every third
    return [{ no: dayMatchNo(m), match: shown[i], single: m.id % 3 === 0, ...odds }]
  })
}

/** matches on sale at `now`: not kicked off, today or tomorrow (Beijing) */
export function jcOnSale(db: Db, now: number, userId: number | undefined) {
  const rows = selectMatches(db, 'm.start_at > ? AND m.start_at < ? AND m.postponed = 0', [now, dayStart(dayOf(now) + 2)], 'm.start_at, m.id', MAX_ON_SALE)
  return withOdds(db, rows, now, userId, () => now)
}

/** the finished matches of a Beijing day with the odds they had at kickoff */
export function jcResultsOfDay(db: Db, date: string, now: number, userId: number | undefined) {
  const day = dayOfDate(date)
  const rows = selectMatches(db, 'm.start_at >= ? AND m.start_at < ? AND m.postponed = 0 AND m.end_at <= ?', [dayStart(day), dayStart(day + 1), now], 'm.start_at, m.id', MAX_ON_SALE)
  return withOdds(db, rows, now, userId, (m) => m.start_at - 1)
}
