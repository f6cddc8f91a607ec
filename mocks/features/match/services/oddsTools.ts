import type { Db } from '../../../db'
import { dateText } from '../engine/calendar'
import { handicapText } from '../engine/odds'
import { refs } from './footballRefs'
import { recentFinishedOf } from './matchQueries'
import { oddsHistoryAt } from './odds'

/**
 * 指数工具 on the seeded odds (formulas also in docs/product/odds-tools.md):
 * - implied probability of outcome i at company c: q(c,i) = (1/o(c,i)) / Σ_j (1/o(c,j)) (the margin removed);
 * - consensus p(i) = mean over companies of q(c,i);
 * - 凯利指数 K(c,i) = o(c,i) × p(i) (above 1: the company pays more than the market thinks fair);
 * - 离散度 D(i) = population standard deviation over companies of K(c,i);
 * - 赔付率 R(c) = 1 / Σ_j (1/o(c,j)), in percent;
 * - 盘路: a team's last n finished matches against the closing Asian line of the reference company
 *   (the lowest company id with odds on that match): margin = team goals − opponent goals + team's line
 *   (90 minutes); > 0 赢 (a quarter line's half win counts as 赢), = 0 走, < 0 输.
 */

type Triple = { home: number; draw: number; away: number }
const OUTCOMES = ['home', 'draw', 'away'] as const
const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits

export function impliedProbabilities(o: Triple): Triple {
  const sum = 1 / o.home + 1 / o.draw + 1 / o.away
  return { home: 1 / o.home / sum, draw: 1 / o.draw / sum, away: 1 / o.away / sum }
}

export function payoutRate(o: Triple): number {
  return 1 / (1 / o.home + 1 / o.draw + 1 / o.away)
}

function stdDev(xs: number[]): number {
  if (xs.length === 0) return 0
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length
  return Math.sqrt(xs.reduce((a, x) => a + (x - mean) ** 2, 0) / xs.length)
}

/** current 1X2 odds of every company at `now` */
export async function currentEuropeOdds(db: Db, matchId: number, now: number): Promise<Array<{ company_id: number; company: string; odds: Triple }>> {
  return (await Promise.all([...(await refs(db)).companies.values()].sort((a, b) => a.id - b.id).map(async (c) => {
    const h = await oddsHistoryAt(db, matchId, c.id, now)
    if (!h) return []
    const e = h.europe[h.europe.length - 1]
    return [{ company_id: c.id, company: c.name, odds: { home: e.home, draw: e.draw, away: e.away } }]
  }))).flat()
}

export function kellyFigures(companies: Array<{ company_id: number; company: string; odds: Triple }>) {
  const n = companies.length
  const consensus: Triple = { home: 0, draw: 0, away: 0 }
  for (const c of companies) {
    const q = impliedProbabilities(c.odds)
    for (const k of OUTCOMES) consensus[k] += q[k] / n
  }
  const kellyRaw = companies.map((c) => ({ c, k: { home: c.odds.home * consensus.home, draw: c.odds.draw * consensus.draw, away: c.odds.away * consensus.away } }))
  const dispersion = { home: 0, draw: 0, away: 0 }
  for (const k of OUTCOMES) dispersion[k] = round(stdDev(kellyRaw.map((x) => x.k[k])), 4)
  return {
    consensus: { home: round(consensus.home, 4), draw: round(consensus.draw, 4), away: round(consensus.away, 4) },
    kelly: kellyRaw.map(({ c, k }) => ({ company_id: c.company_id, company: c.company, home: round(k.home, 3), draw: round(k.draw, 3), away: round(k.away, 3) })),
    dispersion,
    payout: companies.map((c) => ({ company_id: c.company_id, company: c.company, payout: round(payoutRate(c.odds) * 100, 2) })),
  }
}

export type HandicapResult = '赢' | '走' | '输'

/** the result of a handicap bet on a team: its goal margin plus its line (quarter lines: a half win is 赢, a half loss 输) */
export function handicapResult(goalsFor: number, goalsAgainst: number, teamLine: number): HandicapResult {
  const margin = goalsFor - goalsAgainst + teamLine
  if (Math.abs(margin) < 1e-9) return '走'
  return margin > 0 ? '赢' : '输'
}

/** the closing Asian line (home side's) of the lowest-id company with odds on the match */
async function closingLine(db: Db, matchId: number, companyIds: number[], at: number): Promise<number | null> {
  for (const id of companyIds) {
    const h = await oddsHistoryAt(db, matchId, id, at)
    if (h) return h.asia[h.asia.length - 1].line
  }
  return null
}

export async function handicapRecords(db: Db, teamId: number, now: number, n: number) {
  const rf = await refs(db)
  const companyIds = [...rf.companies.keys()].sort((a, b) => a - b)
  const rows = (await Promise.all((await recentFinishedOf(db, teamId, now, n)).map(async (m) => {
    const homeLine = await closingLine(db, m.id, companyIds, m.start_at)
    if (homeLine === null) return []
    const home = m.home_team_id === teamId
    const line = home ? homeLine : -homeLine
    const gf = home ? m.ft_home : m.ft_away
    const ga = home ? m.ft_away : m.ft_home
    const opponent = rf.teams.get(home ? m.away_team_id : m.home_team_id)?.name ?? ''
    // -0 reads as 0 in JSON but not in tests' toEqual
    const lineOut = line === 0 ? 0 : line
    return [{ match_id: m.id, date: dateText(m.start_at), opponent, line: lineOut, line_text: handicapText(lineOut), score: `${gf}:${ga}`, result: handicapResult(gf, ga, lineOut) }]
  }))).flat()
  return {
    n: rows.length,
    win: rows.filter((r) => r.result === '赢').length,
    push: rows.filter((r) => r.result === '走').length,
    lose: rows.filter((r) => r.result === '输').length,
    rows,
  }
}
