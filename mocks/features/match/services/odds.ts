import type { Db } from '../../../db'
import type { OddsHistory } from '../../../engine/odds'
import { handicapText, overUnderText } from '../../../engine/odds'
import type { AsiaOdds, EuropeOdds, OverUnderOdds } from '../../../../types/football'
import { MATCH_COLUMNS, type MatchDbRow } from './matchView'
import { toRows } from './matchQueries'
import { statement } from '../../../services/statements'

/** the whole stored history of one company's odds on a match (every point, published or not) */
export function storedOddsHistory(db: Db, matchId: number, companyId: number): OddsHistory | undefined {
  const text = statement(db, 'SELECT history FROM fb_odds WHERE match_id = ? AND company_id = ?').pluck(true).get(matchId, companyId) as string | undefined
  return text === undefined ? undefined : (JSON.parse(text) as OddsHistory)
}

/** odds are revealed as they moved: only the points published by `now` */
export function oddsHistoryAt(db: Db, matchId: number, companyId: number, now: number) {
  const h = storedOddsHistory(db, matchId, companyId)
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
export function openingOdds(db: Db, matchId: number, companyId: number) {
  const o = statement(db, 'SELECT open_home AS home, open_draw AS draw, open_away AS away, history FROM fb_odds WHERE match_id = ? AND company_id = ?')
    .get(matchId, companyId) as { home: number; draw: number; away: number; history: string } | undefined
  if (!o) return null
  const at = (JSON.parse(o.history) as OddsHistory).europe[0][0]
  return { at, home: o.home, draw: o.draw, away: o.away }
}

const pct = (n: number, total: number) => (total ? Math.round((n * 1000) / total) / 10 : 0)

/** odds within 0.05 of these, at this company, on finished matches other than `excludeId` */
const SAME_ODDS_WHERE = `o.company_id = ? AND o.open_home BETWEEN ? AND ? AND o.open_draw BETWEEN ? AND ? AND o.open_away BETWEEN ? AND ?
      AND m.end_at <= ? AND m.postponed = 0 AND m.id != ?`

function sameOddsParams(companyId: number, odds: { home: number; draw: number; away: number }, now: number, excludeId: number) {
  return [companyId, odds.home - 0.05, odds.home + 0.05, odds.draw - 0.05, odds.draw + 0.05, odds.away - 0.05, odds.away + 0.05, now, excludeId]
}

/** results of finished matches that opened at this company with odds within 0.05 of these */
export function sameOddsSummary(db: Db, companyId: number, odds: { home: number; draw: number; away: number }, now: number, excludeId = 0) {
  const row = statement(db, `SELECT COUNT(*) AS n, SUM(m.ft_home > m.ft_away) AS h, SUM(m.ft_home = m.ft_away) AS d, SUM(m.ft_home < m.ft_away) AS a
    FROM fb_odds o JOIN fb_matches m ON m.id = o.match_id WHERE ${SAME_ODDS_WHERE}`)
    .get(...sameOddsParams(companyId, odds, now, excludeId)) as { n: number; h: number | null; d: number | null; a: number | null }
  const n = row.n
  return { samples: n, home_win: row.h ?? 0, draw: row.d ?? 0, away_win: row.a ?? 0, home_win_rate: pct(row.h ?? 0, n), draw_rate: pct(row.d ?? 0, n), away_win_rate: pct(row.a ?? 0, n) }
}

/** those matches themselves, newest first, each with its opening odds */
export function sameOddsSamples(db: Db, companyId: number, odds: { home: number; draw: number; away: number }, now: number, excludeId: number, limit: number, offset: number, userId?: number) {
  const rows = statement(db, `SELECT ${MATCH_COLUMNS}, o.open_home, o.open_draw, o.open_away FROM fb_odds o JOIN fb_matches m ON m.id = o.match_id
    WHERE ${SAME_ODDS_WHERE} ORDER BY m.start_at DESC LIMIT ? OFFSET ?`)
    .all(...sameOddsParams(companyId, odds, now, excludeId), limit, offset) as Array<MatchDbRow & { open_home: number; open_draw: number; open_away: number }>
  const matches = toRows(db, rows, now, userId)
  return rows.map((r, i) => ({ match: matches[i], europe_open: { at: r.start_at, home: r.open_home, draw: r.open_draw, away: r.open_away } }))
}
