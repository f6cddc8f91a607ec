import dayjs from 'dayjs'
import { PREDICTION_PLAY_TEXT, type PredictionPlay } from '@contract/expert-rules'

/** 让球 主-0.5 / 大小球 2.5 / 胜平负: the play and, where it has one, its line */
export function playLineText(play: PredictionPlay, line: number | null): string {
  if (play === 'handicap' && line !== null) return `${PREDICTION_PLAY_TEXT[play]} 主${line > 0 ? '+' : ''}${line}`
  if (play === 'overUnder' && line !== null) return `${PREDICTION_PLAY_TEXT[play]} ${line}`
  return PREDICTION_PLAY_TEXT[play]
}

/** 11-22 19:30: when something was published or edited */
export function shortTime(ms: number): string {
  return dayjs(ms).format('MM-DD HH:mm')
}

/** 2026-11-22 19:30:05: a version's exact time in the 修改记录 */
export function fullTime(ms: number): string {
  return dayjs(ms).format('YYYY-MM-DD HH:mm:ss')
}

/** @1.85 */
export function oddsText(odds: number): string {
  return `@${odds.toFixed(2)}`
}
