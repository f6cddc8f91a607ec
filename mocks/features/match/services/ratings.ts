import type { Db } from '../../../db'
import type { PlayerRef } from '../../../../types/football'
import { MatchStatus } from '../../../../types/match-status'
import {
  RATING_BASE, RATING_FULL_SHIFT_MINUTES, RATING_MAX, RATING_MIN, RATING_POINTS as P,
} from '../../../../types/match-centre-rules'
import type { MatchScript, ScriptEvent, Side } from '../engine/script'
import { playerRef, refs } from './footballRefs'
import { sidesOf } from './intel'
import { scriptOf, stateAt, type MatchDbRow } from './matchView'

/**
 * Player ratings of 阵容 (issue 24): 0–10 with one decimal, from each player's events, minutes and
 * the team's result (rule: docs/product/match-centre.md, points: types/match-centre-rules.ts).
 * During the match they follow what has happened so far; at the final whistle they are final.
 */

export interface PlayerRating {
  player: PlayerRef
  rating: number
  minutes: number
  starter: boolean
  goals: number
  assists: number
  yellow: number
  red: number
  best: boolean
}

export interface MatchRatings {
  event_id: number
  started: boolean
  /** the match is over: these ratings no longer change */
  final: boolean
  best_player_id: number | null
  home: PlayerRating[]
  away: PlayerRating[]
}

interface Tally {
  id: number
  side: Side
  keeper: boolean
  defender: boolean
  starter: boolean
  on: number
  off: number
  goals: number
  penaltyGoals: number
  assists: number
  ownGoals: number
  penaltyMisses: number
  yellow: number
  red: number
  conceded: number
}

const GOALS = new Set(['goal', 'penalty_goal', 'own_goal'])

/** who played and when: starters from minute 0, substitutes from their minute; off at a substitution or a red */
async function tallies(db: Db, m: MatchDbRow, events: ScriptEvent[], nowMinute: number): Promise<Map<number, Tally>> {
  const rf = await refs(db)
  const out = new Map<number, Tally>()
  const add = (id: number, side: Side, starter: boolean, on: number) => {
    const position = rf.players.get(id)?.position
    out.set(id, {
      id, side, starter, on, off: nowMinute, keeper: position === '门将', defender: position === '后卫',
      goals: 0, penaltyGoals: 0, assists: 0, ownGoals: 0, penaltyMisses: 0, yellow: 0, red: 0, conceded: 0,
    })
  }
  (await sidesOf(db, m)).forEach(({ lineup }, side) => lineup.starters.forEach((s) => add(s.player.id, side as Side, true, 0)))
  for (const [, minute, , type, side, player, related] of events) {
    if (type === 'sub') {
      const off = out.get(player)
      if (off) off.off = Math.min(off.off, minute)
      if (related) add(related, side, false, minute)
    }
  }
  return out
}

/** each revealed event counted on its player (an own goal on the player who put it in) */
function countEvents(t: Map<number, Tally>, events: ScriptEvent[]): void {
  for (const [, minute, , type, side, player, related] of events) {
    const p = t.get(player)
    const assist = related ? t.get(related) : undefined
    if (type === 'goal' && p) p.goals++
    if (type === 'goal' && assist) assist.assists++
    if (type === 'penalty_goal' && p) p.penaltyGoals++
    if (type === 'own_goal' && p) p.ownGoals++
    if (type === 'penalty_miss' && p) p.penaltyMisses++
    if (type === 'yellow' && p) p.yellow++
    if ((type === 'red' || type === 'second_yellow') && p) {
      p.red++
      p.off = Math.min(p.off, minute)
    }
    if (GOALS.has(type)) {
      for (const q of t.values()) if (q.side !== side && q.on <= minute && minute <= q.off) q.conceded++
    }
  }
}

/** the rating of one player by the rule; `result` 1 won, 0 drawn, -1 lost (so far) */
function ratingOf(p: Tally, result: number, saves: number): number {
  const minutes = Math.max(0, p.off - p.on)
  let r = RATING_BASE
  r += p.goals * P.goal + p.penaltyGoals * P.penaltyGoal + p.assists * P.assist + p.ownGoals * P.ownGoal + p.penaltyMisses * P.penaltyMiss
  r += p.yellow * P.yellow + p.red * P.red
  r += result > 0 ? P.win : result < 0 ? P.loss : 0
  const shift = minutes >= RATING_FULL_SHIFT_MINUTES
  if (shift) r += P.fullShift
  if (shift && p.conceded === 0 && p.red === 0) r += p.keeper ? P.keeperCleanSheet : p.defender ? P.defenderCleanSheet : 0
  if (p.keeper) r += p.conceded * P.keeperConceded + saves * P.save
  return Math.round(Math.min(RATING_MAX, Math.max(RATING_MIN, r)) * 10) / 10
}

/** saves of each side's starting keeper: the other side's shots on target so far that were not goals */
function savesOf(script: MatchScript, progress: number, goals: [number, number]): [number, number] {
  const onTarget = (s: Side) => Math.max(goals[s], Math.round(script.stats[s][3] * progress))
  return [Math.max(0, onTarget(1) - goals[1]), Math.max(0, onTarget(0) - goals[0])]
}

/** the ratings of match `m` at `now`, and each rated player's tally (when he came on) */
async function ratedAt(db: Db, m: MatchDbRow, now: number): Promise<{ answer: MatchRatings; tallies: Map<number, Tally> }> {
  const script = await scriptOf(db, m.id)
  const st = stateAt(m, script, now)
  const started = st.sec >= 0 && st.status !== MatchStatus.NOT_STARTED && st.status !== MatchStatus.POSTPONED
  const final = st.status === MatchStatus.FINISHED
  if (!started) return { answer: { event_id: m.id, started, final, best_player_id: null, home: [], away: [] }, tallies: new Map() }
  const lastMinute = script.layout.extraTime ? 120 : 90
  const nowMinute = final ? lastMinute : Math.min(st.elapsed, lastMinute)
  const events = script.events.filter((e) => e[0] <= st.sec && !e[3].startsWith('shootout'))
  const t = await tallies(db, m, events, nowMinute)
  countEvents(t, events)
  const saves = savesOf(script, final ? 1 : nowMinute / lastMinute, [st.home, st.away])
  const rf = await refs(db)
  const rated = [...t.values()].map((p): PlayerRating => {
    const result = Math.sign(p.side === 0 ? st.home - st.away : st.away - st.home)
    // the saves go to the keeper who started and stayed on (the bench keeper's share is not known)
    const keeperSaves = p.keeper && p.starter && p.red === 0 && p.off === nowMinute ? saves[p.side] : 0
    return {
      player: playerRef(rf, p.id), rating: ratingOf(p, result, keeperSaves), minutes: Math.max(0, p.off - p.on), starter: p.starter,
      goals: p.goals + p.penaltyGoals, assists: p.assists, yellow: p.yellow, red: p.red, best: false,
    }
  })
  const best = rated.reduce<PlayerRating | null>((b, p) => (b === null || p.rating > b.rating ? p : b), null)
  if (best) best.best = true
  const sideOf = (s: Side) => rated.filter((p) => t.get(p.player.id)?.side === s)
  return { answer: { event_id: m.id, started, final, best_player_id: best?.player.id ?? null, home: sideOf(0), away: sideOf(1) }, tallies: t }
}

/** the ratings of match `m` at `now`, computed from the match itself (the rule; no cache) */
export async function ratingsAt(db: Db, m: MatchDbRow, now: number): Promise<MatchRatings> {
  return (await ratedAt(db, m, now)).answer
}

/** one rated player of a finished match as stored: the answer's fields and the minute he came on */
export interface FinalRating extends PlayerRating {
  side: Side
  onMinute: number
}

/** the final ratings of `m`, computed at `now`; null when the match is not finished at `now` */
export async function finalRatingsAt(db: Db, m: MatchDbRow, now: number): Promise<{ best: number | null; players: FinalRating[] } | null> {
  const { answer, tallies: t } = await ratedAt(db, m, now)
  if (!answer.final) return null
  const withSide = (side: Side) => (p: PlayerRating): FinalRating => ({ ...p, side, onMinute: t.get(p.player.id)?.on ?? 0 })
  return { best: answer.best_player_id, players: [...answer.home.map(withSide(0)), ...answer.away.map(withSide(1))] }
}

/** the mean of the ratings given, one decimal; null for none */
export function averageRating(ratings: ReadonlyArray<number | null>): number | null {
  const rated = ratings.filter((r): r is number => r !== null)
  return rated.length ? Math.round((rated.reduce((a, b) => a + b, 0) / rated.length) * 10) / 10 : null
}
