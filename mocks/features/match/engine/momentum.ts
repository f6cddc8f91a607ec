import { rng } from './random'
import type { MatchScript, Side } from './script'

/**
 * The match minute by minute: each side's attacks, dangerous attacks and shots in every minute of
 * play, spread from the script's final totals (script.stats) so that they add up to them exactly.
 * Drawn from its own random stream (seed, 'momentum', match id): the match's other draws stay as
 * they were. A side presses harder in waves, in the minutes before its goals and while the other
 * side is a man down, so the graph tells the story the events tell.
 */

/** one minute of one side: [attacks, dangerous attacks, shots] */
export type MinuteActions = [number, number, number]

const GOALS = new Set(['goal', 'penalty_goal', 'own_goal'])
const RED = new Set(['red', 'second_yellow'])

/** how hard `side` presses in each minute (index 0 = minute 1) */
function pressureWeights(script: MatchScript, side: Side, minutes: number, seed: number, matchId: number): number[] {
  const r = rng(seed, 'momentum', matchId, side)
  const phase = [r.next() * Math.PI * 2, r.next() * Math.PI * 2]
  const period = [14 + r.int(0, 10), 5 + r.int(0, 4)]
  const w = Array.from({ length: minutes }, (_, i) =>
    Math.max(0.15, 1 + 0.5 * Math.sin(i / period[0] * Math.PI * 2 + phase[0]) + 0.3 * Math.sin(i / period[1] * Math.PI * 2 + phase[1]) + (r.next() - 0.5) * 0.6))
  for (const e of script.events) {
    const minute = Math.min(e[1], minutes)
    if (GOALS.has(e[3]) && e[4] === side) {
      for (let k = Math.max(1, minute - 3); k <= minute; k++) w[k - 1] += 1.2
    }
    if (RED.has(e[3]) && e[4] !== side) {
      for (let k = minute + 1; k <= minutes; k++) w[k - 1] += 0.35
    }
  }
  return w
}

/** `total` split over the weights in whole numbers (largest remainder): the parts add up to `total` */
export function spread(total: number, weights: number[]): number[] {
  const sum = weights.reduce((s, x) => s + x, 0)
  const exact = weights.map((x) => (sum > 0 ? (total * x) / sum : 0))
  const parts = exact.map(Math.floor)
  let left = total - parts.reduce((s, x) => s + x, 0)
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1])
  for (const [, i] of order) {
    if (left <= 0) break
    parts[i]++
    left--
  }
  return parts
}

/** every minute of play of both sides: [home, away][minute - 1] */
export function minuteActions(script: MatchScript, seed: number, matchId: number): [MinuteActions[], MinuteActions[]] {
  const minutes = script.layout.extraTime ? 120 : 90
  const side = (s: Side): MinuteActions[] => {
    const w = pressureWeights(script, s, minutes, seed, matchId)
    const [attacks, dangerous, , onTarget, offTarget] = script.stats[s]
    const a = spread(attacks, w)
    const d = spread(dangerous, w)
    const sh = spread(onTarget + offTarget, w)
    return a.map((x, i) => [x, d[i], sh[i]])
  }
  return [side(0), side(1)]
}
