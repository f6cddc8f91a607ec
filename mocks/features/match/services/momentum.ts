import type { Db } from '../../../db'
import { MOMENTUM_BIN_MINUTES, PRESSURE_WEIGHTS } from '../../../../types/match-centre-rules'
import { MatchStatus } from '../../../../types/match-status'
import { minuteActions, type MinuteActions } from '../engine/momentum'
import type { PeriodLayout } from '../engine/timeline'
import { minuteStartSec, minuteText, periodBounds } from '../engine/timeline'
import { dataSeed } from './dataSettings'
import { refs } from './footballRefs'
import { scriptOf, stateAt, type MatchDbRow } from './matchView'

/**
 * The momentum graph of 统计 (issue 24): each side's pressure per minute of play, summed into bars
 * of MOMENTUM_BIN_MINUTES, with the goals and cards marked. Only the minutes already played are
 * shown, so it grows with the clock; the newest bar is what the live channel pushes.
 */

export interface MomentumBin {
  /** first minute of the bar */
  from: number
  home: number
  away: number
}

export interface MomentumMark {
  minute: number
  minute_text: string
  side: 'home' | 'away'
  kind: 'goal' | 'yellow' | 'red'
  player_name: string
}

export interface Momentum {
  event_id: number
  bin_minutes: number
  /** 90, or 120 with extra time */
  last_minute: number
  /** minutes played and shown so far */
  minutes_shown: number
  bins: MomentumBin[]
  marks: MomentumMark[]
}

export const pressureOf = ([attacks, dangerous, shots]: MinuteActions): number =>
  attacks * PRESSURE_WEIGHTS.attack + dangerous * PRESSURE_WEIGHTS.dangerous + shots * PRESSURE_WEIGHTS.shot

/** the second at which match minute `minute` is over (a half's last minute ends with its stoppage) */
function minuteEndSec(layout: PeriodLayout, minute: number): number {
  const b = periodBounds(layout)
  if (minute === 45) return b.firstHalfEnd
  if (minute === 90) return b.secondHalfEnd
  if (minute === 120) return b.extraEnd
  return minuteStartSec(layout, minute + 1)
}

/** minutes fully played by second `sec` (before kickoff 0; after the last whistle all of them) */
export function minutesPlayed(layout: PeriodLayout, sec: number, lastMinute: number): number {
  let n = 0
  while (n < lastMinute && minuteEndSec(layout, n + 1) <= sec) n++
  return n
}

/** a match's minutes, drawn once per script object (scriptOf keeps those in its cache): the ticker asks every second */
const actionsCache = new WeakMap<object, [MinuteActions[], MinuteActions[]]>()

async function actionsOf(db: Db, script: Awaited<ReturnType<typeof scriptOf>>, matchId: number): Promise<[MinuteActions[], MinuteActions[]]> {
  let hit = actionsCache.get(script)
  if (!hit) {
    hit = minuteActions(script, await dataSeed(db), matchId)
    actionsCache.set(script, hit)
  }
  return hit
}

const MARK_KIND: Record<string, MomentumMark['kind'] | undefined> = {
  goal: 'goal', penalty_goal: 'goal', own_goal: 'goal', yellow: 'yellow', red: 'red', second_yellow: 'red',
}

/** the graph of match `m` as it stands at `now` */
export async function momentumAt(db: Db, m: MatchDbRow, now: number): Promise<Momentum> {
  const script = await scriptOf(db, m.id)
  const lastMinute = script.layout.extraTime ? 120 : 90
  const st = stateAt(m, script, now)
  const started = st.sec >= 0 && st.status !== MatchStatus.POSTPONED && st.status !== MatchStatus.NOT_STARTED
  const shown = started ? minutesPlayed(script.layout, st.sec, lastMinute) : 0
  const [home, away] = await actionsOf(db, script, m.id)
  const bins: MomentumBin[] = []
  for (let from = 1; from <= shown; from += MOMENTUM_BIN_MINUTES) {
    let h = 0
    let a = 0
    for (let k = from; k < from + MOMENTUM_BIN_MINUTES && k <= shown; k++) {
      h += pressureOf(home[k - 1])
      a += pressureOf(away[k - 1])
    }
    bins.push({ from, home: h, away: a })
  }
  const players = (await refs(db)).players
  const marks: MomentumMark[] = []
  for (const [sec, minute, added, type, side, player] of script.events) {
    const kind = MARK_KIND[type]
    if (!started || sec > st.sec || !kind) continue
    marks.push({ minute, minute_text: minuteText(minute, added), side: side === 0 ? 'home' : 'away', kind, player_name: players.get(player)?.name ?? '' })
  }
  return { event_id: m.id, bin_minutes: MOMENTUM_BIN_MINUTES, last_minute: lastMinute, minutes_shown: shown, bins, marks }
}
