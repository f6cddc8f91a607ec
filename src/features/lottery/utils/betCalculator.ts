/**
 * The betting calculator's rules (竞彩足球, 北京单场, 胜负彩 / 任选九) as pure functions: pass types,
 * bet counts, prizes to the fen, caps, tax, and the minimum / maximum prize of a whole selection
 * where the maximum only combines options one scoreline can make win together. No Taro, no stores.
 *
 * Money is worked out in whole fen with exact integer arithmetic: odds are quoted to two
 * decimals, so 2 × the product of n odds is an exact fraction of 100^n and never drifts the way a
 * chain of float multiplications does (2 × 1.15 × 1.45 × 2.05 is 6.836749999… in floats).
 *
 * Rounding rule: a bet's prize is rounded half up (四舍五入) to the fen once, on the exact product,
 * before the cap and the multiple. The lottery pays in fen and computes each 2-yuan bet on its own
 * (the cap is per bet), so a multiple only repeats that rounded bet; rounding the product once
 * keeps the result independent of the order the legs are multiplied in.
 */

/* ------------------------------------------------------------------ pass types (过关方式) */

/** the official 竞彩 M串N table: for each pass type, the parlay sizes (levels) it is made of */
export const PASS_TABLE: Readonly<Record<string, readonly number[]>> = {
  '单关': [1],
  '2串1': [2],
  '3串1': [3], '3串3': [2], '3串4': [2, 3],
  '4串1': [4], '4串4': [3], '4串5': [3, 4], '4串6': [2], '4串11': [2, 3, 4],
  '5串1': [5], '5串5': [4], '5串6': [4, 5], '5串10': [2], '5串16': [3, 4, 5], '5串20': [2, 3], '5串26': [2, 3, 4, 5],
  '6串1': [6], '6串6': [5], '6串7': [5, 6], '6串15': [2], '6串20': [3], '6串22': [4, 5, 6], '6串35': [2, 3],
  '6串42': [3, 4, 5, 6], '6串50': [2, 3, 4], '6串57': [2, 3, 4, 5, 6],
  '7串1': [7], '7串7': [6], '7串8': [6, 7], '7串21': [5], '7串35': [4], '7串120': [2, 3, 4, 5, 6, 7],
  '8串1': [8], '8串8': [7], '8串9': [7, 8], '8串28': [6], '8串56': [5], '8串70': [4], '8串247': [2, 3, 4, 5, 6, 7, 8],
}

/**
 * 北京单场's pass types: M串1 up to 15 legs, and M串N that also count the singles
 * (2串3 = 2 singles + one 2串1). Kept apart from 竞彩's table, whose M串N never include singles.
 */
export const BD_PASS_TABLE: Readonly<Record<string, readonly number[]>> = {
  '单关': [1],
  ...Object.fromEntries(Array.from({ length: 14 }, (_, i) => [`${i + 2}串1`, [i + 2]])),
  '2串3': [1, 2],
  '3串4': [2, 3], '3串7': [1, 2, 3],
  '4串5': [3, 4], '4串11': [2, 3, 4], '4串15': [1, 2, 3, 4],
  '5串6': [4, 5], '5串16': [3, 4, 5], '5串26': [2, 3, 4, 5], '5串31': [1, 2, 3, 4, 5],
  '6串7': [5, 6], '6串22': [4, 5, 6], '6串42': [3, 4, 5, 6], '6串57': [2, 3, 4, 5, 6], '6串63': [1, 2, 3, 4, 5, 6],
}

export type Lottery = 'jc' | 'bd'

const tableOf = (lottery: Lottery) => (lottery === 'bd' ? BD_PASS_TABLE : PASS_TABLE)

/** the matches an 'M串N' is played on (1 for 单关) */
export function passMatches(passType: string): number {
  if (passType === '单关') return 1
  const m = /^(\d+)串\d+$/.exec(passType)
  if (!m) throw new Error(`不支持的过关方式：${passType}`)
  return Number(m[1])
}

/** the parlay sizes a pass type is made of: '3串4' -> [2, 3], '单关' -> [1] */
export function passLevels(passType: string, lottery: Lottery = 'jc'): number[] {
  const levels = tableOf(lottery)[passType]
  if (!levels) throw new Error(`不支持的过关方式：${passType}`)
  return [...levels]
}


/** e_k of the values for every k: the sum over every k-subset of the product (bets of k legs) */
function elementarySums(values: number[]): number[] {
  const e = [1, ...values.map(() => 0)]
  for (const v of values) {
    for (let k = e.length - 1; k >= 1; k--) e[k] += e[k - 1] * v
  }
  return e
}

/**
 * How many 2-yuan bets a selection makes under one pass type. `optionsPerMatch[i]` is how many
 * options are chosen on match i: they are alternatives, so a bet takes one of them. 'k串1' on more
 * than k matches is the free pass (every k-subset); any other M串N needs exactly M matches.
 */
export function betCount(optionsPerMatch: number[], passType: string, lottery: Lottery = 'jc'): number {
  const levels = passLevels(passType, lottery)
  const m = passMatches(passType)
  const free = levels.length === 1 && levels[0] === m
  if (free ? optionsPerMatch.length < m : optionsPerMatch.length !== m) return 0
  const e = elementarySums(optionsPerMatch)
  return levels.reduce((n, k) => n + e[k], 0)
}

/* ------------------------------------------------------------------ money */

/** 竞彩's cap on one 2-yuan bet, in yuan, by its number of legs */
export function prizeCap(legs: number): number {
  if (legs <= 1) return 100_000
  if (legs <= 3) return 200_000
  if (legs <= 5) return 500_000
  return 1_000_000
}

/** a prize of one bet above this is taxed 20% (个人偶然所得税) */
export const TAX_THRESHOLD = 10_000
export const TAX_RATE = 0.2

/** odds quoted to two decimals as whole hundredths: 2.05 -> 205 */
const hundredths = (odds: number) => Math.round(odds * 100)

/*
 * Exact products without BigInt (the mini program's engines and the build's transpiling of `**`
 * do not all handle it): a whole number as little-endian base-10^7 limbs. Factors stay below
 * 10^8, so a limb times a factor plus carry stays far below 2^53.
 */
const LIMB = 10_000_000

function multiplyLimbs(limbs: number[], factor: number): number[] {
  const out: number[] = []
  let carry = 0
  for (const limb of limbs) {
    const v = limb * factor + carry
    out.push(v % LIMB)
    carry = Math.floor(v / LIMB)
  }
  while (carry > 0) {
    out.push(carry % LIMB)
    carry = Math.floor(carry / LIMB)
  }
  return out
}

/** the product of whole factors divided by 10^drop, rounded half up (四舍五入) */
function productRounded(factors: number[], drop: number): number {
  let limbs = [1]
  for (const f of factors) limbs = multiplyLimbs(limbs, f)
  const digits = limbs
    .map((l, i) => (i === limbs.length - 1 ? String(l) : String(l).padStart(7, '0')))
    .reverse()
    .join('')
    .padStart(drop + 1, '0')
  const whole = Number(digits.slice(0, digits.length - drop))
  return drop > 0 && Number(digits[digits.length - drop]) >= 5 ? whole + 1 : whole
}

/** 2 × the product of the odds of one bet, in fen, rounded half up once (no cap, no multiple) */
export function betFen(odds: number[]): number {
  // 2 yuan = 200 fen; each odd in hundredths carries a factor of 100
  return productRounded([200, ...odds.map(hundredths)], 2 * odds.length)
}

/**
 * 竞彩: the prize of one bet, in yuan to the fen: 2 × the product of its odds, rounded half up to
 * the fen, capped by its number of legs (单关 10万, 2–3 legs 20万, 4–5 50万, 6+ 100万), times the multiple.
 */
export function perBetPrize(odds: number[], multiple: number): number {
  const fen = Math.min(betFen(odds), prizeCap(odds.length) * 100)
  return (fen * multiple) / 100
}

/**
 * 北京单场: 2 × the product of the SP × the multiple × 65%, in yuan to the fen (half up on the
 * exact value). A cancelled match counts SP 1: pass 1 for it.
 */
export function bdPrize(sp: number[], multiple: number): number {
  // 200 fen × 65 / 100 for the 65%, × multiple; each SP in hundredths carries a factor of 100
  return productRounded([200, 65, multiple, ...sp.map(hundredths)], 2 + 2 * sp.length) / 100
}

/** the amount paid after tax for a prize of one bet (yuan): taxed 20% only above 10,000 yuan */
export function afterTax(betPrize: number): number {
  if (betPrize <= TAX_THRESHOLD) return betPrize
  return Math.round(betPrize * 100 * (1 - TAX_RATE)) / 100
}

/** the 2-yuan stake of a number of bets at a multiple */
export const stakeOf = (bets: number, multiple: number) => bets * 2 * multiple

/* ------------------------------------------------------------------ 胜负彩 / 任选九 */

export type PoolGame = 'sfc' | 'r9'
export const POOL_MATCHES = 14
export const R9_PICKS = 9

/**
 * 胜负彩: all 14 matches, the product of the options on each. 任选九: 9 or more matches chosen, the
 * sum over every choice of 9 of them of the product of their options. 0 when the ticket is not complete.
 */
export function poolBetCount(optionsPerMatch: number[], game: PoolGame): number {
  if (game === 'sfc') {
    if (optionsPerMatch.length !== POOL_MATCHES || optionsPerMatch.some((n) => n < 1)) return 0
    return optionsPerMatch.reduce((p, n) => p * n, 1)
  }
  const chosen = optionsPerMatch.filter((n) => n > 0)
  if (chosen.length < R9_PICKS) return 0
  return elementarySums(chosen)[R9_PICKS]
}

/* ------------------------------------------------------------------ plays (玩法) */

/** 胜平负, 让球胜平负, 比分, 总进球, 半全场 */
export type Play = 'had' | 'hhad' | 'crs' | 'ttg' | 'hafu'
export const PLAYS: readonly Play[] = ['had', 'hhad', 'crs', 'ttg', 'hafu']
export const PLAY_NAME: Record<Play, string> = { had: '胜平负', hhad: '让球胜平负', crs: '比分', ttg: '总进球', hafu: '半全场' }
/** most legs a parlay may have with this play in it (竞彩) */
export const PLAY_MAX_LEGS: Record<Play, number> = { had: 8, hhad: 8, crs: 4, ttg: 6, hafu: 4 }
/** 北京单场 allows up to 15 legs (its 让球胜平负) */
export const BD_MAX_LEGS = 15

/** 比分's options in the official order; W / D / L are 胜其他, 平其他, 负其他 */
export const CRS_OPTIONS: readonly string[] = [
  '1:0', '2:0', '2:1', '3:0', '3:1', '3:2', '4:0', '4:1', '4:2', '5:0', '5:1', '5:2', 'W',
  '0:0', '1:1', '2:2', '3:3', 'D',
  '0:1', '0:2', '1:2', '0:3', '1:3', '2:3', '0:4', '1:4', '2:4', '0:5', '1:5', '2:5', 'L',
]
export const TTG_OPTIONS: readonly string[] = ['0', '1', '2', '3', '4', '5', '6', '7+']
export const HAFU_OPTIONS: readonly string[] = ['33', '31', '30', '13', '11', '10', '03', '01', '00']
export const RESULT_OPTIONS: readonly string[] = ['3', '1', '0']
export const PLAY_OPTIONS: Record<Play, readonly string[]> = { had: RESULT_OPTIONS, hhad: RESULT_OPTIONS, crs: CRS_OPTIONS, ttg: TTG_OPTIONS, hafu: HAFU_OPTIONS }

const RESULT_TEXT: Record<string, string> = { '3': '胜', '1': '平', '0': '负' }
const CRS_OTHER_TEXT: Record<string, string> = { W: '胜其他', D: '平其他', L: '负其他' }

/** how an option reads: had 3 -> 胜, hhad 3 -> 让胜, crs W -> 胜其他, ttg 7+ -> 7+球, hafu 31 -> 胜平 */
export function optionLabel(play: Play, value: string): string {
  if (play === 'had') return RESULT_TEXT[value] ?? value
  if (play === 'hhad') return `让${RESULT_TEXT[value] ?? value}`
  if (play === 'crs') return CRS_OTHER_TEXT[value] ?? value
  if (play === 'ttg') return `${value}球`
  return value.split('').map((d) => RESULT_TEXT[d] ?? d).join('')
}

/** one chosen option: a play's value on a match, with its odds (SP for 北京单场) */
export interface Pick {
  play: Play
  value: string
  odds: number
}

/** one match's chosen options (alternatives) and what the match allows */
export interface MatchPicks {
  matchId: number
  /** goals added to the home side's score for 让球 (-1: the home side gives a goal) */
  handicap: number
  picks: Pick[]
  /** 胜平负 / 让球 may be played as a single (比分, 总进球, 半全场 always may) */
  singleAllowed?: boolean
}

/** what happened in a match: the 90-minute score, the half-time score; null score = cancelled */
export interface MatchOutcome {
  home: number
  away: number
  halfHome: number
  halfAway: number
}

const resultOf = (h: number, a: number) => (h > a ? '3' : h === a ? '1' : '0')

/** does this option win when the match ends so */
export function pickWins(play: Play, value: string, handicap: number, o: MatchOutcome): boolean {
  const full = resultOf(o.home, o.away)
  switch (play) {
    case 'had':
      return value === full
    case 'hhad':
      return value === resultOf(o.home + handicap, o.away)
    case 'ttg': {
      const goals = o.home + o.away
      return value === (goals >= 7 ? '7+' : String(goals))
    }
    case 'hafu':
      return value === resultOf(o.halfHome, o.halfAway) + full
    case 'crs': {
      const score = `${o.home}:${o.away}`
      if (CRS_OPTIONS.includes(score)) return value === score
      return value === (full === '3' ? 'W' : full === '1' ? 'D' : 'L')
    }
  }
}

/** the most legs a parlay of these matches may have: the strictest play chosen decides */
export function maxLegs(matches: MatchPicks[], lottery: Lottery = 'jc'): number {
  if (lottery === 'bd') return BD_MAX_LEGS
  let limit = 8
  for (const m of matches) for (const p of m.picks) limit = Math.min(limit, PLAY_MAX_LEGS[p.play])
  return limit
}

/** may every chosen match be played as a single */
function singlesAllowed(matches: MatchPicks[], lottery: Lottery): boolean {
  if (lottery === 'bd') return true
  return matches.every((m) => m.singleAllowed || m.picks.every((p) => p.play !== 'had' && p.play !== 'hhad'))
}

export interface AllowedPasses {
  /** 单关 and the free k串1 (every k-subset of the chosen matches) */
  free: string[]
  /** M串N of exactly the chosen number of matches */
  combined: string[]
}

/** the pass types a selection allows */
export function allowedPasses(matches: MatchPicks[], lottery: Lottery = 'jc'): AllowedPasses {
  const chosen = matches.filter((m) => m.picks.length > 0)
  const n = chosen.length
  if (n === 0) return { free: [], combined: [] }
  const limit = maxLegs(chosen, lottery)
  const free: string[] = []
  if (singlesAllowed(chosen, lottery)) free.push('单关')
  for (let k = 2; k <= Math.min(n, limit); k++) free.push(`${k}串1`)
  const combined = n >= 2 && n <= limit ? Object.keys(tableOf(lottery)).filter((p) => p !== '单关' && passMatches(p) === n && p !== `${n}串1`) : []
  return { free, combined }
}

/* ------------------------------------------------------------------ whole selections */

/** one bet of a selection: one pick on each of some matches */
export interface Bet {
  legs: { matchId: number; pick: Pick }[]
  /** prize of this bet if every leg wins, with the multiple (yuan) */
  prize: number
}

export interface Selection {
  lottery: Lottery
  matches: MatchPicks[]
  passTypes: string[]
  multiple: number
}

/** levels (with repetition across pass types) the chosen pass types add up to */
function levelsOf(sel: Selection): number[] {
  return sel.passTypes.flatMap((p) => passLevels(p, sel.lottery))
}

/** the prize of one bet with these odds, multiple included (yuan) */
export function betPrize(lottery: Lottery, odds: number[], multiple: number): number {
  return lottery === 'bd' ? bdPrize(odds, multiple) : perBetPrize(odds, multiple)
}

/**
 * What one bet pays after tax, multiple included: the 20% is taken from each 2-yuan bet whose
 * prize is above 10,000 yuan (a multiple is that many separate bets, each judged on its own).
 */
export function netBetPrize(lottery: Lottery, odds: number[], multiple: number): number {
  return Math.round(afterTax(betPrize(lottery, odds, 1)) * 100 * multiple) / 100
}

/** bets of a selection: every level of every chosen pass type, every subset, one pick per match */
export function selectionBetCount(sel: Selection): number {
  const chosen = sel.matches.filter((m) => m.picks.length > 0)
  return sel.passTypes.reduce((n, p) => n + betCount(chosen.map((m) => m.picks.length), p, sel.lottery), 0)
}

/** subsets of 0..n-1 of size k, in order */
function* subsets(n: number, k: number, start = 0, acc: number[] = []): Generator<number[]> {
  if (acc.length === k) {
    yield acc
    return
  }
  for (let i = start; i <= n - (k - acc.length); i++) yield* subsets(n, k, i + 1, [...acc, i])
}

/** every bet of the selection, up to `limit` of them (the table shows the first ones) */
export function listBets(sel: Selection, limit = Infinity): Bet[] {
  const chosen = sel.matches.filter((m) => m.picks.length > 0)
  const bets: Bet[] = []
  for (const k of levelsOf(sel)) {
    for (const subset of subsets(chosen.length, k)) {
      const walk = (i: number, legs: Bet['legs']): boolean => {
        if (bets.length >= limit) return false
        if (i === subset.length) {
          bets.push({ legs, prize: betPrize(sel.lottery, legs.map((l) => l.pick.odds), sel.multiple) })
          return true
        }
        const m = chosen[subset[i]]
        for (const pick of m.picks) if (!walk(i + 1, [...legs, { matchId: m.matchId, pick }])) return false
        return true
      }
      if (!walk(0, [])) return bets
    }
  }
  return bets
}

/**
 * The prize the selection pays when each match's winning picks are `winners[i]` (indexes into
 * that match's picks; empty = the match lost): the sum of every bet whose legs all win.
 */
export function prizeWhen(sel: Selection, winners: number[][], net = false): number {
  const chosen = sel.matches.filter((m) => m.picks.length > 0)
  let fen = 0
  for (const k of levelsOf(sel)) {
    for (const subset of subsets(chosen.length, k)) {
      if (subset.some((i) => winners[i].length === 0)) continue
      const walk = (i: number, odds: number[]) => {
        if (i === subset.length) {
          fen += Math.round((net ? netBetPrize : betPrize)(sel.lottery, odds, sel.multiple) * 100)
          return
        }
        const m = chosen[subset[i]]
        for (const w of winners[subset[i]]) walk(i + 1, [...odds, m.picks[w].odds])
      }
      walk(0, [])
    }
  }
  return fen / 100
}

/** every score a match can end with, as far as the plays can tell scores apart (10:10 and beyond pay as 'other') */
const SCORE_RANGE = 8

/**
 * The sets of picks of one match that can win together: one per way the match can end (a
 * 90-minute score and a half-time result consistent with it). `possibleLoss` says whether some
 * ending makes none of them win.
 */
export function winningSets(m: MatchPicks): { sets: number[][]; possibleLoss: boolean } {
  const seen = new Map<string, number[]>()
  let possibleLoss = false
  for (let h = 0; h <= SCORE_RANGE; h++) {
    for (let a = 0; a <= SCORE_RANGE; a++) {
      // half-time results a full-time h:a allows: a lead needs a goal of that side by then
      const halves: Array<[number, number]> = [[0, 0]]
      if (h >= 1) halves.push([1, 0])
      if (a >= 1) halves.push([0, 1])
      for (const [hh, ha] of halves) {
        const o = { home: h, away: a, halfHome: hh, halfAway: ha }
        const set = m.picks.flatMap((p, i) => (pickWins(p.play, p.value, m.handicap, o) ? [i] : []))
        if (set.length === 0) possibleLoss = true
        else seen.set(set.join(','), set)
      }
    }
  }
  return { sets: [...seen.values()], possibleLoss }
}

const isSubset = (a: number[], b: number[]) => a.every((x) => b.includes(x))

/** the sets no other set contains (the best endings) or is contained in (the cheapest wins) */
function extremeSets(sets: number[][], keep: 'max' | 'min'): number[][] {
  return sets.filter((s) => !sets.some((t) => t !== s && t.length !== s.length && (keep === 'max' ? isSubset(s, t) : isSubset(t, s))))
}

/** product of the candidate counts, to decide whether every combination can be tried */
const MAX_COMBINATIONS = 4_096

function* combinations(options: number[][][], i = 0, acc: number[][] = []): Generator<number[][]> {
  if (i === options.length) {
    yield acc
    return
  }
  for (const o of options[i]) yield* combinations(options, i + 1, [...acc, o])
}

export interface PrizeRange {
  /** the least a winning ticket pays (yuan); 0 when nothing is chosen */
  min: number
  /** the most it can pay, combining only picks one scoreline per match makes win together */
  max: number
  /** that maximum after the 20% tax on bets above 10,000 yuan */
  maxAfterTax: number
}

/**
 * The minimum and maximum prize of a selection. Each match contributes the sets of its picks that
 * can win together (e.g. 胜 with 比分 2:1 with 总进球 3 with 半全场 胜胜, never 胜 with 比分 1:1);
 * the maximum takes the best set per match, the minimum the cheapest win (a match that may lose
 * counts as lost unless the ticket then pays nothing). With the per-bet caps the best set per match
 * is not always the one with the highest odds, so every combination of candidate sets is tried;
 * past MAX_COMBINATIONS (many matches, many mixed plays) each match keeps its highest-odds set.
 */
export function prizeRange(sel: Selection): PrizeRange {
  const chosen = sel.matches.filter((m) => m.picks.length > 0)
  if (chosen.length === 0 || sel.passTypes.length === 0) return { min: 0, max: 0, maxAfterTax: 0 }
  const perMatch = chosen.map(winningSets)
  const oddsSum = (m: MatchPicks, set: number[]) => set.reduce((s, i) => s + m.picks[i].odds, 0)
  const bestOf = (m: MatchPicks, sets: number[][], sign: 1 | -1) => [...sets].sort((x, y) => sign * (oddsSum(m, y) - oddsSum(m, x)))[0]

  let maxOptions = perMatch.map((w) => extremeSets(w.sets, 'max'))
  if (maxOptions.reduce((n, o) => n * o.length, 1) > MAX_COMBINATIONS) maxOptions = maxOptions.map((o, i) => [bestOf(chosen[i], o, 1)])
  let max = 0
  let maxAfterTax = 0
  for (const combo of combinations(maxOptions)) {
    const prize = prizeWhen(sel, combo)
    if (prize > max) {
      max = prize
      maxAfterTax = prizeWhen(sel, combo, true)
    }
  }

  let minOptions = perMatch.map((w) => [...(w.possibleLoss ? [[]] : []), ...extremeSets(w.sets, 'min')])
  if (minOptions.reduce((n, o) => n * o.length, 1) > MAX_COMBINATIONS) minOptions = minOptions.map((o, i) => [...(perMatch[i].possibleLoss ? [[]] : []), bestOf(chosen[i], o.filter((s) => s.length > 0), -1)])
  let min = Infinity
  for (const combo of combinations(minOptions)) {
    const prize = prizeWhen(sel, combo)
    if (prize > 0) min = Math.min(min, prize)
  }
  return { min: Number.isFinite(min) ? min : 0, max, maxAfterTax }
}

/** the prize a selection actually paid: each match's winning picks read from its result; null outcome = cancelled */
export function settleSelection(sel: Selection, outcomes: Map<number, MatchOutcome | null>): number {
  const chosen = sel.matches.filter((m) => m.picks.length > 0)
  // a cancelled match counts every pick as won at odds 1 (北京单场 SP 1; 竞彩 pays such a leg at 1 too)
  const settled: Selection = {
    ...sel,
    matches: chosen.map((m) => (outcomes.get(m.matchId) === null ? { ...m, picks: m.picks.map((p) => ({ ...p, odds: 1 })) } : m)),
  }
  const winners = chosen.map((m) => {
    const o = outcomes.get(m.matchId)
    if (o === null) return m.picks.map((_, i) => i)
    if (o === undefined) return []
    return m.picks.flatMap((p, i) => (pickWins(p.play, p.value, m.handicap, o) ? [i] : []))
  })
  return prizeWhen(settled, winners)
}
