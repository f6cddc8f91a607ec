import { beijingFormat } from '@/utils/beijingTime'
import { asiaTriple, europeTriple, ouTriple, type OddsMarket, type Triple } from '@/features/match/components/OddsTable/markets'
import type { OddsMovement as OddsHistory } from '@/features/match/services/matches'
import type { OddsPoint } from './index'

/** a company's quotes in one market, newest first, the oldest marked as the opening one */
export function historyPoints(history: OddsHistory, market: OddsMarket): OddsPoint[] {
  const toPoint = (at: number, values: Triple): OddsPoint => ({ at: beijingFormat(at, 'MM-DD HH:mm'), values })
  const points =
    market === 'europe'
      ? history.europe.map((o) => toPoint(o.at, europeTriple(o)))
      : market === 'asia'
        ? history.asia.map((o) => toPoint(o.at, asiaTriple(o)))
        : history.ou.map((o) => toPoint(o.at, ouTriple(o)))
  if (points.length > 0) points[0] = { ...points[0], initial: true }
  return points.reverse()
}

/** the handicap markets show their line as the server's text (半球, 2.5球), odds two decimals */
export function historyFormatter(history: OddsHistory, market: OddsMarket): (value: number, column: number) => string {
  const lines = new Map<number, string>()
  for (const o of market === 'asia' ? history.asia : market === 'ou' ? history.ou : []) lines.set(o.line, o.line_text)
  return (value, column) => (column === 1 && market !== 'europe' ? (lines.get(value) ?? String(value)) : value.toFixed(2))
}
