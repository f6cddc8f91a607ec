import { MatchStatus, type MatchStatusId } from '../../../../types/match-status'

/**
 * Where a match stands at a moment: the wall-clock layout of its periods. Everything a match
 * reveals (status, minute, events, stats) is a function of its script and the seconds since kickoff,
 * so the same moment gives every caller the same answer.
 */

/** minutes of each break, in wall-clock time */
export const HALF_TIME_MIN = 15
export const EXTRA_TIME_BREAK_MIN = 5
export const SHOOTOUT_BREAK_MIN = 3
/** one shoot-out kick per minute */
export const SHOOTOUT_KICK_SEC = 60

export interface PeriodLayout {
  /** stoppage minutes of the first and second half */
  added1: number
  added2: number
  extraTime: boolean
  /** number of shoot-out kicks (0 when none) */
  shootoutKicks: number
}

export interface PeriodBounds {
  firstHalfEnd: number
  secondHalfStart: number
  secondHalfEnd: number
  extraStart: number
  extraEnd: number
  shootoutStart: number
  /** seconds from kickoff to the final whistle */
  end: number
}

export function periodBounds(l: PeriodLayout): PeriodBounds {
  const firstHalfEnd = (45 + l.added1) * 60
  const secondHalfStart = firstHalfEnd + HALF_TIME_MIN * 60
  const secondHalfEnd = secondHalfStart + (45 + l.added2) * 60
  const extraStart = l.extraTime ? secondHalfEnd + EXTRA_TIME_BREAK_MIN * 60 : secondHalfEnd
  const extraEnd = l.extraTime ? extraStart + 30 * 60 : secondHalfEnd
  const shootoutStart = l.shootoutKicks > 0 ? extraEnd + SHOOTOUT_BREAK_MIN * 60 : extraEnd
  const end = l.shootoutKicks > 0 ? shootoutStart + (l.shootoutKicks + 1) * SHOOTOUT_KICK_SEC : extraEnd
  return { firstHalfEnd, secondHalfStart, secondHalfEnd, extraStart, extraEnd, shootoutStart, end }
}

/** seconds after kickoff at which match minute `minute` (+ `added` stoppage minutes) begins */
export function minuteStartSec(l: PeriodLayout, minute: number, added = 0): number {
  const b = periodBounds(l)
  if (minute <= 45) return (minute - 1 + added) * 60
  if (minute <= 90) return b.secondHalfStart + (minute - 46 + added) * 60
  return b.extraStart + (minute - 91) * 60
}

/**
 * The match minute shown for a moment `sec` seconds after kickoff: the inverse of minuteStartSec,
 * so the half-time and extra-time breaks (wall-clock time, no minutes of play) are not counted
 * and stoppage shows as 45+2' or 90+3'.
 */
export function minuteTextAt(l: PeriodLayout, sec: number): string {
  const b = periodBounds(l)
  const inPeriod = (start: number, firstMinute: number, lastMinute: number, end: number) => {
    const minute = firstMinute + Math.floor((Math.min(sec, end - 1) - start) / 60)
    return minute <= lastMinute ? minuteText(minute) : minuteText(lastMinute, minute - lastMinute)
  }
  if (sec < b.secondHalfStart) return inPeriod(0, 1, 45, b.firstHalfEnd)
  if (sec < b.extraStart || !l.extraTime) return inPeriod(b.secondHalfStart, 46, 90, b.secondHalfEnd)
  return inPeriod(b.extraStart, 91, 120, b.extraEnd)
}

export function minuteText(minute: number, added = 0): string {
  return added > 0 ? `${minute}+${added}'` : `${minute}'`
}

export interface MatchMoment {
  status: MatchStatusId
  /** minute being played, capped at 45 / 90 / 120 during stoppage */
  elapsed: number
  elapsedText: string
}

export function momentAt(l: PeriodLayout, sec: number): MatchMoment {
  const b = periodBounds(l)
  if (sec < 0) return { status: MatchStatus.NOT_STARTED, elapsed: 0, elapsedText: '' }
  if (sec < b.firstHalfEnd) return playing(MatchStatus.FIRST_HALF, 1 + Math.floor(sec / 60), 45)
  if (sec < b.secondHalfStart) return { status: MatchStatus.HALF_TIME, elapsed: 45, elapsedText: '中场' }
  if (sec < b.secondHalfEnd) return playing(MatchStatus.SECOND_HALF, 46 + Math.floor((sec - b.secondHalfStart) / 60), 90)
  if (l.extraTime && sec < b.extraStart) return { status: MatchStatus.EXTRA_TIME, elapsed: 90, elapsedText: '加时即将开始' }
  if (l.extraTime && sec < b.extraEnd) return playing(MatchStatus.EXTRA_TIME, 91 + Math.floor((sec - b.extraStart) / 60), 120)
  if (l.shootoutKicks > 0 && sec < b.end) return { status: MatchStatus.PENALTIES, elapsed: 120, elapsedText: '点球大战' }
  return { status: MatchStatus.FINISHED, elapsed: l.extraTime ? 120 : 90, elapsedText: '完场' }
}

function playing(status: MatchStatusId, minute: number, cap: number): MatchMoment {
  if (minute <= cap) return { status, elapsed: minute, elapsedText: minuteText(minute) }
  return { status, elapsed: cap, elapsedText: minuteText(cap, minute - cap) }
}
