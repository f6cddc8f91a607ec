import { rng } from './random'
import { expectedGoals } from './script'

/**
 * Pre-match odds of one company for one match, with their movement: the opening line three days
 * before kickoff, then a handful of moves up to kickoff. Derived from the same strengths as the
 * result, so favourites are priced as favourites.
 */

/** [at ms, home, draw, away] */
export type EuropePoint = [number, number, number, number]
/** [at ms, home water, line, away water]; over/under: [at, over, line, under] */
export type LinePoint = [number, number, number, number]

export interface OddsHistory {
  europe: EuropePoint[]
  asia: LinePoint[]
  ou: LinePoint[]
}

const round2 = (x: number) => Math.round(x * 100) / 100
const quarter = (x: number) => Math.round(x * 4) / 4

function poissonPmf(lambda: number, k: number): number {
  let p = Math.exp(-lambda)
  for (let i = 1; i <= k; i++) p *= lambda / i
  return p
}

/** probabilities of home win, draw, away win under independent Poisson goals */
export function outcomeProbabilities(lh: number, la: number): [number, number, number] {
  let h = 0
  let d = 0
  let a = 0
  for (let i = 0; i <= 10; i++) {
    for (let j = 0; j <= 10; j++) {
      const p = poissonPmf(lh, i) * poissonPmf(la, j)
      if (i > j) h += p
      else if (i === j) d += p
      else a += p
    }
  }
  const total = h + d + a
  return [h / total, d / total, a / total]
}

/** `fair`: outcomeProbabilities of the match, computed once for all companies */
export function generateOdds(seed: number, key: string, companyId: number, homeStrength: number, awayStrength: number, fair: [number, number, number], kickoff: number, moves: number): OddsHistory {
  const r = rng(seed, 'odds', key, companyId)
  const [lh, la] = expectedGoals(homeStrength, awayStrength)
  const margin = 1.05 + companyId * 0.008
  let [ph, pd, pa] = fair
  let diff = lh - la
  let total = lh + la
  const open = kickoff - 3 * 86_400_000 + r.int(0, 12) * 3_600_000
  const europe: EuropePoint[] = []
  const asia: LinePoint[] = []
  const ou: LinePoint[] = []
  for (let i = 0; i <= moves; i++) {
    const at = i === 0 ? open : open + Math.round(((kickoff - open - 600_000) * i) / moves)
    const toPrice = (p: number) => Math.max(1.03, round2(1 / (p * margin)))
    europe.push([at, toPrice(ph), toPrice(pd), toPrice(pa)])
    const line = -quarter(diff)
    const lineWater = round2(0.9 + (diff + line) * 0.6 + r.next() * 0.08 - 0.04)
    asia.push([at, clampWater(lineWater), line, clampWater(round2(1.88 - lineWater))])
    const ouLine = Math.max(1.5, quarter(total))
    const overWater = round2(0.9 + (total - ouLine) * 0.5 + r.next() * 0.08 - 0.04)
    ou.push([at, clampWater(overWater), ouLine, clampWater(round2(1.88 - overWater))])
    // the market drifts a little between moves
    const shift = (r.next() - 0.5) * 0.04
    ph = Math.min(0.9, Math.max(0.05, ph + shift))
    pa = Math.min(0.9, Math.max(0.05, pa - shift * 0.8))
    pd = Math.max(0.08, 1 - ph - pa)
    diff += (r.next() - 0.5) * 0.12
    total += (r.next() - 0.5) * 0.1
  }
  return { europe, asia, ou }
}

function clampWater(x: number): number {
  return Math.min(1.15, Math.max(0.7, x))
}

const HANDICAP_NAMES = ['平手', '平手/半球', '半球', '半球/一球', '一球', '一球/球半', '球半', '球半/两球', '两球', '两球/两球半', '两球半', '两球半/三球', '三球']

/** Chinese name of an Asian handicap line: -0.5 '半球' (home gives), 0.5 '受半球' */
export function handicapText(line: number): string {
  const steps = Math.round(Math.abs(line) * 4)
  const name = HANDICAP_NAMES[Math.min(steps, HANDICAP_NAMES.length - 1)]
  return line > 0 ? `受${name}` : name
}

/** '2.5', '2.5/3' for 2.75, '2/2.5' for 2.25 */
export function overUnderText(line: number): string {
  const frac = Math.round((line % 1) * 4)
  if (frac === 1) return `${Math.floor(line)}/${Math.floor(line) + 0.5}`
  if (frac === 3) return `${Math.floor(line) + 0.5}/${Math.ceil(line)}`
  return String(line)
}
