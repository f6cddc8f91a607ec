import { PREDICTION_PLAY_TEXT, type PredictionPlay } from '@contract/expert-rules'
import { beijingFormat } from '@/utils/beijingTime'

/** 让球 主-0.5 / 大小球 2.5 / 胜平负: the play and, where it has one, its line */
export function playLineText(play: PredictionPlay, line: number | null): string {
  if (play === 'handicap' && line !== null) return `${PREDICTION_PLAY_TEXT[play]} 主${line > 0 ? '+' : ''}${line}`
  if (play === 'overUnder' && line !== null) return `${PREDICTION_PLAY_TEXT[play]} ${line}`
  return PREDICTION_PLAY_TEXT[play]
}

/**
 * 'YYYY-MM-DD HH:mm:ss' in Beijing time, whatever the device's zone: kickoffs come as Beijing
 * text (start_at_time), so publish, edit and lock times must read on the same clock.
 */
function beijing(ms: number): string {
  return beijingFormat(ms, 'YYYY-MM-DD HH:mm:ss')
}

/** 11-22 19:30: when something was published or edited (Beijing time) */
export function shortTime(ms: number): string {
  return beijing(ms).slice(5, 16)
}

/** 2026-11-22 19:30:05: a version's exact time in the 修改记录 (Beijing time) */
export function fullTime(ms: number): string {
  return beijing(ms)
}

/** 11-22: a day (Beijing), e.g. the bounds of an arena period */
export function beijingDay(ms: number): string {
  return beijing(ms).slice(5, 10)
}

/** @1.85 */
export function oddsText(odds: number): string {
  return `@${odds.toFixed(2)}`
}
