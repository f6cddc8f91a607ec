import type { Db } from '../../../db'
import type { OddsHistory } from '../engine/odds'
import { handicapText, overUnderText } from '../engine/odds'
import type { AsiaOdds, EuropeOdds, OverUnderOdds } from '../../../../types/football'
import { toRows } from './matchQueries'
import { parsedJson } from '../repository/builder'
import { oddsHistoryText, oddsHistoryTexts, openingRow, sameOddsCounts, sameOddsRows } from '../repository/odds'

/** the whole stored history of one company's odds on a match (every point, published or not) */
export async function storedOddsHistory(db: Db, matchId: number, companyId: number): Promise<OddsHistory | undefined> {
  const text = await oddsHistoryText(db, matchId, companyId)
  return text === undefined ? undefined : parsedJson<OddsHistory>(text)
}

/** odds are revealed as they moved: only the points published by `now` */
export async function oddsHistoryAt(db: Db, matchId: number, companyId: number, now: number) {
  const h = await storedOddsHistory(db, matchId, companyId)
  if (!h) return null
  const upTo = <T extends [number, ...number[]]>(points: T[]) => {
    const seen = points.filter((p) => p[0] <= now)
    return seen.length ? seen : points.slice(0, 1)
  }
  return {
    europe: upTo(h.europe).map(([at, home, draw, away]): EuropeOdds => ({ at, home, draw, away })),
    asia: upTo(h.asia).map(([at, home, line, away]): AsiaOdds => ({ at, home, line, line_text: handicapText(line), away })),
    ou: upTo(h.ou).map(([at, over, line, under]): OverUnderOdds => ({ at, over, line, line_text: overUnderText(line), under })),
  }
}

/** the opening 1X2 odds of one company on a match, with the moment they were published */
export async function openingOdds(db: Db, matchId: number, companyId: number) {
  const o = await openingRow(db, matchId, companyId)
  if (!o) return null
  const at = parsedJson<OddsHistory>(o.history).europe[0][0]
  return { at, home: o.home, draw: o.draw, away: o.away }
}

const pct = (n: number, total: number) => (total ? Math.round((n * 1000) / total) / 10 : 0)

/** results of finished matches that opened at this company with odds within 0.05 of these */
export async function sameOddsSummary(db: Db, companyId: number, odds: { home: number; draw: number; away: number }, now: number, excludeId = 0) {
  const row = await sameOddsCounts(db, companyId, odds, now, excludeId)
  const n = row.n
  return { samples: n, home_win: row.h ?? 0, draw: row.d ?? 0, away_win: row.a ?? 0, home_win_rate: pct(row.h ?? 0, n), draw_rate: pct(row.d ?? 0, n), away_win_rate: pct(row.a ?? 0, n) }
}

/** those matches themselves, newest first, each with its opening odds */
export async function sameOddsSamples(db: Db, companyId: number, odds: { home: number; draw: number; away: number }, now: number, excludeId: number, limit: number, offset: number, userId?: number) {
  const rows = await sameOddsRows(db, companyId, odds, now, excludeId, limit, offset)
  const matches = await toRows(db, rows, now, userId)
  return rows.map((r, i) => ({ match: matches[i], europe_open: { at: r.start_at, home: r.open_home, draw: r.open_draw, away: r.open_away } }))
}

/** one company's stored histories of these matches, in one query (matches without odds are absent) */
export async function storedOddsHistories(db: Db, matchIds: Iterable<number>, companyId: number): Promise<Map<number, OddsHistory>> {
  return new Map([...await oddsHistoryTexts(db, matchIds, companyId)].map(([id, text]) => [id, parsedJson<OddsHistory>(text)]))
}
