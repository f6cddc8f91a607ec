import type { Db } from '../../../db'
import {
  dayOf, dayOfDate, dayStart, jcOddsAt, jcOddsKey, playedBefore, playedBetween, storedOddsHistories, toRows,
  type JcOdds, type MatchDbRow, type OddsHistory,
} from '../../match'

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

/** each match numbered within its Beijing day ('周日001'), with odds at `priceAt(match)` */
async function withOdds(db: Db, rows: MatchDbRow[], now: number, userId: number | undefined, priceAt: (m: MatchDbRow) => number) {
  const shown = await toRows(db, rows, now, userId)
  const seqOfDay = new Map<number, number>()
  const dayMatchNo = async (m: MatchDbRow) => {
    const day = dayOf(m.start_at)
    // the number counts every match of that day, so it stays the same whichever part of the day is listed
    if (!seqOfDay.has(day)) seqOfDay.set(day, await playedBefore(db, dayStart(day), dayStart(day + 1), m))
    const seq = (seqOfDay.get(day) ?? 0) + 1
    seqOfDay.set(day, seq)
    return `${WEEKDAYS[new Date(dayStart(day) + 8 * 3_600_000).getUTCDay()]}${String(seq).padStart(3, '0')}`
  }
  const histories = await storedOddsHistories(db, rows.map((m) => m.id), ODDS_COMPANY_ID)
  return (await Promise.all(rows.map(async (m, i) => {
    const history = histories.get(m.id)
    if (!history) return []
    const odds = cachedOdds(db, m.id, history, priceAt(m))
    // the lottery opens 胜平负 / 让球 singles on some matches only: the stand-in opens every third
    return [{ no: await dayMatchNo(m), match: shown[i], single: m.id % 3 === 0, ...odds }]
  }))).flat()
}

/** matches on sale at `now`: not kicked off, today or tomorrow (Beijing) */
export async function jcOnSale(db: Db, now: number, userId: number | undefined) {
  // kick-off after now: times are whole milliseconds
  const rows = await playedBetween(db, now + 1, dayStart(dayOf(now) + 2), MAX_ON_SALE)
  return withOdds(db, rows, now, userId, () => now)
}

/** the finished matches of a Beijing day with the odds they had at kickoff */
export async function jcResultsOfDay(db: Db, date: string, now: number, userId: number | undefined) {
  const day = dayOfDate(date)
  const rows = await playedBetween(db, dayStart(day), dayStart(day + 1), MAX_ON_SALE, now)
  return withOdds(db, rows, now, userId, (m) => m.start_at - 1)
}
