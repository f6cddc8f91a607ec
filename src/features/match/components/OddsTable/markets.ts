import type { CompanyOdds } from '@contract/api/match'
import type { AsiaOdds, EuropeOdds, OverUnderOdds } from '@contract/football'

/** the three odds markets a match has */
export type OddsMarket = 'europe' | 'asia' | 'ou'

export const ODDS_MARKETS: ReadonlyArray<{ key: OddsMarket; label: string }> = [
  { key: 'europe', label: '欧赔' },
  { key: 'asia', label: '亚盘' },
  { key: 'ou', label: '大小球' },
]

export const MARKET_COLUMNS: Record<OddsMarket, readonly [string, string, string]> = {
  europe: ['主胜', '平局', '客胜'],
  asia: ['主队', '盘口', '客队'],
  ou: ['大球', '盘口', '小球'],
}

/** a quote's three cells in column order; the middle cell of a handicap market is its line */
export type Triple = readonly [number, number, number]

export const europeTriple = (o: EuropeOdds): Triple => [o.home, o.draw, o.away]
export const asiaTriple = (o: AsiaOdds): Triple => [o.home, o.line, o.away]
export const ouTriple = (o: OverUnderOdds): Triple => [o.over, o.line, o.under]

/** the opening and the current quote of one company in one market, with line texts */
export function quotesOf(row: CompanyOdds, market: OddsMarket): { open: Triple; now: Triple; openLine?: string; nowLine?: string } {
  if (market === 'europe') return { open: europeTriple(row.europe_open), now: europeTriple(row.europe_now) }
  if (market === 'asia') {
    return { open: asiaTriple(row.asia_open), now: asiaTriple(row.asia_now), openLine: row.asia_open.line_text, nowLine: row.asia_now.line_text }
  }
  return { open: ouTriple(row.ou_open), now: ouTriple(row.ou_now), openLine: row.ou_open.line_text, nowLine: row.ou_now.line_text }
}
