import { makeAutoObservable } from 'mobx'
import type { MatchRow } from '@contract/football'
import type { BdGame } from '@/features/lottery/services/lottery'
import type { JcMatch } from '@/features/lottery/services/betCalculator'
import {
  allowedPasses, listBets, optionLabel, passMatches, PLAYS, prizeRange, selectionBetCount, settleSelection, stakeOf,
  type AllowedPasses, type Bet, type Lottery, type MatchOutcome, type MatchPicks, type Pick, type Play, type PrizeRange, type Selection,
} from '@/features/lottery/utils/betCalculator'
import { parseScore } from '@/utils/score'

/**
 * The calculator's state: the matches one can choose from, the options chosen on each, the pass
 * types and the multiple; bet count, stake, prize range and the table of bets are derived
 * (computed) from them with the rules in utils/betCalculator. Shared by Reckoner and simulation.
 */

/** one match as the calculator shows it, whichever lottery it comes from */
export interface CalcMatch {
  id: number
  /** '周日001' (竞彩) or the 北京单场 number */
  no: string
  match: MatchRow
  handicap: number
  /** 胜平负 / 让球 may be a single */
  single: boolean
  /** odds per play and option; 北京单场 has its 让球胜平负 SP only */
  odds: Partial<Record<Play, Record<string, number>>>
}

export const JC_PLAYS: readonly Play[] = PLAYS
export const BD_PLAYS: readonly Play[] = ['hhad']
export const LOTTERY_NAME: Record<Lottery, string> = { jc: '竞彩足球', bd: '北京单场' }
export const MAX_MULTIPLE = 99_999
/** rows of the bets table shown at once: a full 8串247 on three options a match would be thousands */
export const BETS_SHOWN = 100

export function fromJc(m: JcMatch): CalcMatch {
  return { id: m.match.id, no: m.no, match: m.match, handicap: m.handicap, single: m.single, odds: { had: m.had, hhad: m.hhad, crs: m.crs, ttg: m.ttg, hafu: m.hafu } }
}

export function fromBd(g: BdGame): CalcMatch {
  return { id: g.match.id, no: String(g.no).padStart(3, '0'), match: g.match, handicap: g.handicap, single: true, odds: { hhad: { '3': g.sp_win, '1': g.sp_draw, '0': g.sp_lose } } }
}

/** a finished match's 90-minute and half-time scores; null while it has none */
export function outcomeOf(match: MatchRow): MatchOutcome | null {
  const full = match.status_id === 8 ? parseScore(match.full_score) : null
  const half = parseScore(match.half_score)
  if (!full || !half) return null
  return { home: full.home, away: full.away, halfHome: half.home, halfAway: half.away }
}

const pickKey = (play: Play, value: string) => `${play}|${value}`

export class BetSlip {
  lottery: Lottery = 'jc'
  matches: CalcMatch[] = []
  /** match id -> chosen options by key */
  picks = new Map<number, Map<string, Pick>>()
  /** what the user tapped; passTypes keeps only those the selection still allows */
  chosenPasses: string[] = []
  multiple = 1

  constructor() {
    makeAutoObservable(this)
  }

  /** a new lottery or a new list of matches: picks on matches no longer listed go */
  setMatches(lottery: Lottery, matches: CalcMatch[]): void {
    if (lottery !== this.lottery) this.clear()
    this.lottery = lottery
    this.matches = matches
    const listed = new Set(matches.map((m) => m.id))
    for (const id of [...this.picks.keys()]) if (!listed.has(id)) this.picks.delete(id)
  }

  get plays(): readonly Play[] {
    return this.lottery === 'bd' ? BD_PLAYS : JC_PLAYS
  }

  isPicked(matchId: number, play: Play, value: string): boolean {
    return this.picks.get(matchId)?.has(pickKey(play, value)) ?? false
  }

  toggle(matchId: number, play: Play, value: string): void {
    const m = this.matches.find((x) => x.id === matchId)
    const odds = m?.odds[play]?.[value]
    if (!m || odds === undefined) return
    const chosen = this.picks.get(matchId) ?? new Map<string, Pick>()
    const key = pickKey(play, value)
    if (chosen.has(key)) chosen.delete(key)
    else chosen.set(key, { play, value, odds })
    if (chosen.size) this.picks.set(matchId, new Map(chosen))
    else this.picks.delete(matchId)
  }

  clear(): void {
    this.picks.clear()
    this.chosenPasses = []
    this.multiple = 1
  }

  /** the chosen matches in list order, with their options */
  get chosen(): MatchPicks[] {
    return this.matches.flatMap((m) => {
      const p = this.picks.get(m.id)
      return p?.size ? [{ matchId: m.id, handicap: m.handicap, singleAllowed: m.single, picks: [...p.values()] }] : []
    })
  }

  get allowed(): AllowedPasses {
    return allowedPasses(this.chosen, this.lottery)
  }

  /**
   * The pass types in force: what was tapped and is still allowed; with nothing tapped, the
   * largest free M串1 (or 单关 for a lone match), as a lottery ticket defaults to.
   */
  get passTypes(): string[] {
    const { free, combined } = this.allowed
    const kept = this.chosenPasses.filter((p) => free.includes(p) || combined.includes(p))
    if (kept.length) return kept
    return free.length ? [free[free.length - 1]] : []
  }

  /**
   * Free passes (单关, M串1) may be combined with each other; an M串N stands alone, so tapping it
   * replaces the others, and tapping a free one drops an M串N.
   */
  togglePass(pass: string): void {
    const current = this.passTypes
    if (current.includes(pass)) {
      this.chosenPasses = current.filter((p) => p !== pass)
      return
    }
    const isCombined = this.allowed.combined.includes(pass)
    this.chosenPasses = isCombined ? [pass] : [...current.filter((p) => !this.allowed.combined.includes(p)), pass].sort((a, b) => passMatches(a) - passMatches(b))
  }

  setMultiple(n: number): void {
    this.multiple = Number.isFinite(n) ? Math.min(MAX_MULTIPLE, Math.max(1, Math.floor(n))) : 1
  }

  get selection(): Selection {
    return { lottery: this.lottery, matches: this.chosen, passTypes: this.passTypes, multiple: this.multiple }
  }

  get betCount(): number {
    return selectionBetCount(this.selection)
  }

  get stake(): number {
    return stakeOf(this.betCount, this.multiple)
  }

  get range(): PrizeRange {
    return prizeRange(this.selection)
  }

  /** the first BETS_SHOWN bets, each with its legs and prize */
  get bets(): Bet[] {
    return listBets(this.selection, BETS_SHOWN)
  }

  /** how a leg reads in the table: '周日001 胜 1.85' */
  legText(matchId: number, pick: Pick): string {
    const m = this.matches.find((x) => x.id === matchId)
    return `${m?.no ?? ''} ${optionLabel(pick.play, pick.value)} ${pick.odds.toFixed(2)}`
  }

  /** what the chosen options would have paid, settled by the matches' real results */
  get settledPrize(): number {
    const outcomes = new Map(this.matches.map((m) => [m.id, outcomeOf(m.match) ?? undefined] as const))
    // a match without a result cannot be settled: it counts as lost (only finished matches are offered)
    return settleSelection(this.selection, new Map([...outcomes].filter((e): e is [number, MatchOutcome] => e[1] !== undefined)))
  }
}

/** 'YYYY-MM-DD' -> 北京单场 period 'YYMMDD' */
export const bdPeriodOf = (date: string) => date.slice(2).replace(/-/g, '')

/** the day after a 'YYYY-MM-DD' */
export const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
export const previousDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
