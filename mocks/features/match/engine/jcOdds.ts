import type { OddsHistory } from './odds'

/**
 * 竞彩足球 odds for the five plays, derived from one company's seeded odds (mocks/features/match/engine/odds.ts)
 * at a moment: the 1X2 prices give who is favoured, the over/under line how many goals to expect.
 * Goals are modelled as independent Poisson counts per half (45% of them before the break), which
 * prices every play from the same scorelines: a favourite's 胜, its 2:0 and its 胜胜 agree.
 * Pure and deterministic: the same history and moment always give the same odds.
 */

export interface JcOdds {
  /** goals added to the home score for 让球胜平负 */
  handicap: number
  had: Record<string, number>
  hhad: Record<string, number>
  crs: Record<string, number>
  ttg: Record<string, number>
  hafu: Record<string, number>
}

/** what the pool pays back of the stakes, per play (the rest is the lottery's share) */
const RETURN_RATE = { had: 0.89, hhad: 0.89, crs: 0.8, ttg: 0.82, hafu: 0.82 }
const MAX_GOALS_PER_HALF = 6
const FIRST_HALF_SHARE = 0.45

const CRS_NAMED = new Set([
  '1:0', '2:0', '2:1', '3:0', '3:1', '3:2', '4:0', '4:1', '4:2', '5:0', '5:1', '5:2',
  '0:0', '1:1', '2:2', '3:3',
  '0:1', '0:2', '1:2', '0:3', '1:3', '2:3', '0:4', '1:4', '2:4', '0:5', '1:5', '2:5',
])

const resultOf = (h: number, a: number) => (h > a ? '3' : h === a ? '1' : '0')

function poissonTable(lambda: number, upTo = MAX_GOALS_PER_HALF): number[] {
  const t = [Math.exp(-lambda)]
  for (let k = 1; k <= upTo; k++) t.push((t[k - 1] * lambda) / k)
  return t
}

/** the point of a history in force at `at` (the opening one before any move) */
function pointAt<T extends [number, ...number[]]>(points: T[], at: number): T {
  let found = points[0]
  for (const p of points) if (p[0] <= at) found = p
  return found
}

interface Distribution {
  had: Map<string, number>
  crs: Map<string, number>
  ttg: Map<string, number>
  hafu: Map<string, number>
  /** P(home goals - away goals = d) */
  diff: Map<number, number>
}

function distribution(lh: number, la: number): Distribution {
  const h1 = poissonTable(lh * FIRST_HALF_SHARE)
  const a1 = poissonTable(la * FIRST_HALF_SHARE)
  const h2 = poissonTable(lh * (1 - FIRST_HALF_SHARE))
  const a2 = poissonTable(la * (1 - FIRST_HALF_SHARE))
  const d: Distribution = { had: new Map(), crs: new Map(), ttg: new Map(), hafu: new Map(), diff: new Map() }
  const add = (m: Map<string, number> | Map<number, number>, k: string | number, p: number) => (m as Map<typeof k, number>).set(k, ((m as Map<typeof k, number>).get(k) ?? 0) + p)
  let total = 0
  for (let x = 0; x <= MAX_GOALS_PER_HALF; x++) {
    for (let y = 0; y <= MAX_GOALS_PER_HALF; y++) {
      for (let u = 0; u <= MAX_GOALS_PER_HALF; u++) {
        for (let v = 0; v <= MAX_GOALS_PER_HALF; v++) {
          const p = h1[x] * a1[y] * h2[u] * a2[v]
          total += p
          const h = x + u
          const a = y + v
          const full = resultOf(h, a)
          add(d.had, full, p)
          const score = `${h}:${a}`
          add(d.crs, CRS_NAMED.has(score) ? score : full === '3' ? 'W' : full === '1' ? 'D' : 'L', p)
          add(d.ttg, h + a >= 7 ? '7+' : String(h + a), p)
          add(d.hafu, resultOf(x, y) + full, p)
          add(d.diff, h - a, p)
        }
      }
    }
  }
  for (const m of [d.had, d.crs, d.ttg, d.hafu, d.diff] as Array<Map<string | number, number>>) for (const [k, p] of m) m.set(k, p / total)
  return d
}

/** home-win minus away-win probability of a full match (the quick sum the goal difference is fitted with) */
function homeEdge(lh: number, la: number): number {
  const h = poissonTable(lh, 14)
  const a = poissonTable(la, 14)
  let edge = 0
  for (let i = 0; i <= 14; i++) for (let j = 0; j <= 14; j++) if (i !== j) edge += (i > j ? 1 : -1) * h[i] * a[j]
  return edge
}

/** fair odds at a return rate, to two decimals, between 1.01 and 999.99 */
const price = (p: number, rate: number) => Math.min(999.99, Math.max(1.01, Math.round((rate / Math.max(p, 1e-6)) * 100) / 100))

function priced(m: Map<string, number>, keys: readonly string[], rate: number): Record<string, number> {
  return Object.fromEntries(keys.map((k) => [k, price(m.get(k) ?? 0, rate)]))
}

/** what the odds at `at` depend on: the prices in force then (equal keys, equal odds) */
export function jcOddsKey(history: OddsHistory, at: number): string {
  return `${pointAt(history.europe, at)[0]}:${pointAt(history.ou, at)[0]}`
}

/** odds of the five plays as the company's prices stood at `at` */
export function jcOddsAt(history: OddsHistory, at: number): JcOdds {
  const [, home, draw, away] = pointAt(history.europe, at)
  const [, , ouLine] = pointAt(history.ou, at)
  const inv = [1 / home, 1 / draw, 1 / away]
  const sum = inv[0] + inv[1] + inv[2]
  const target = (inv[0] - inv[2]) / sum
  const total = Math.max(1.2, ouLine)
  // the goal difference (home minus away expected goals) that reproduces the market's home-minus-away edge
  let lo = -total + 0.05
  let hi = total - 0.05
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2
    if (homeEdge((total + mid) / 2, (total - mid) / 2) < target) lo = mid
    else hi = mid
  }
  const gap = (lo + hi) / 2
  const dist = distribution((total + gap) / 2, (total - gap) / 2)
  // 竞彩's handicap is a whole number of goals and never 0: the favourite gives at least one
  const handicap = Math.round(gap) !== 0 ? -Math.round(gap) : gap >= 0 ? -1 : 1
  const hhad = new Map<string, number>()
  for (const [diff, p] of dist.diff) {
    const k = resultOf(diff + handicap, 0)
    hhad.set(k, (hhad.get(k) ?? 0) + p)
  }
  return {
    handicap,
    had: priced(dist.had, ['3', '1', '0'], RETURN_RATE.had),
    hhad: priced(hhad, ['3', '1', '0'], RETURN_RATE.hhad),
    crs: priced(dist.crs, [...CRS_NAMED, 'W', 'D', 'L'], RETURN_RATE.crs),
    ttg: priced(dist.ttg, ['0', '1', '2', '3', '4', '5', '6', '7+'], RETURN_RATE.ttg),
    hafu: priced(dist.hafu, ['33', '31', '30', '13', '11', '10', '03', '01', '00'], RETURN_RATE.hafu),
  }
}
