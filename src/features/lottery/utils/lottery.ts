import type { MatchRow } from '@contract/football'
import type { BdGame, LotteryKind, PoolLottery } from '@/features/lottery/services/lottery'
import { parseScore } from '@/utils/score'
import { beijingFormat } from '@/utils/beijingTime'

/**
 * How lottery results read (开奖): result digits as balls, each match's result cells, 竞彩's
 * results worked out from a finished match, money. Pure functions, no Taro.
 */

/** one labelled value in a match row's result column: 彩果 3, SP 2.62, 总进球 3 */
export interface ResultCell {
  label: string
  /** '' until the match is finished */
  value: string
}

export const POOL_LOTTERY_LABEL: Record<PoolLottery, string> = {
  sfc: '胜负彩',
  rx9: '任选九',
  jq4: '四场进球',
  bqc6: '六场半全场',
}

export const OUTCOME_TEXT: Record<string, string> = { '3': '胜', '1': '平', '0': '负' }

/** '3' for a home win, '1' a draw, '0' an away win (the lottery's digits) */
export const outcomeOf = (home: number, away: number) => (home > away ? '3' : home === away ? '1' : '0')

/**
 * The balls of a latest-draw card: one digit per ball, '*' for a match not finished yet.
 * sfc/rx9 send '31300313310130'; jq4 and bqc6 send two digits per match, comma separated.
 * 北京单场 and 竞彩 have no number line (their result_code is a sentence): null.
 */
export function resultBalls(lottery: LotteryKind, resultCode: string): string[] | null {
  if (lottery === 'bd' || lottery === 'jc') return null
  return resultCode.replace(/,/g, '').split('')
}

/** a pool lottery's result of one match as cells: 彩果 3; 主 2 客 3+; 半 3 全 1 */
export function poolResultCells(lottery: PoolLottery, result: string): ResultCell[] {
  if (lottery === 'jq4') {
    const goals = (d: string | undefined) => (d === undefined ? '' : d === '3' ? '3+' : d)
    return [
      { label: '主', value: goals(result[0]) },
      { label: '客', value: goals(result[1]) },
    ]
  }
  if (lottery === 'bqc6') {
    return [
      { label: '半', value: result[0] ?? '' },
      { label: '全', value: result[1] ?? '' },
    ]
  }
  return [{ label: '彩果', value: result }]
}

/** 北京单场: the result after the handicap and the SP it paid */
export function bdResultCells(game: BdGame): ResultCell[] {
  return [
    { label: '彩果', value: game.result ? `${game.result}${OUTCOME_TEXT[game.result] ?? ''}` : '' },
    { label: 'SP', value: game.result ? game.result_sp.toFixed(2) : '' },
  ]
}

/** the handicap after the home side's name: 北京单场 gives '-1' (home gives a goal) or '+1' */
export const handicapText = (handicap: number) => (handicap === 0 ? '' : handicap > 0 ? `+${handicap}` : String(handicap))

/**
 * 竞彩足球's results of a finished match, worked out from its 90-minute and half-time scores
 * (the server serves no 竞彩 draw of its own): 胜平负, 总进球 (7+), 半全场 (胜平).
 */
export function jcResultCells(match: MatchRow): ResultCell[] {
  const full = match.status_id === 8 ? parseScore(match.full_score) : null
  const half = full ? parseScore(match.half_score) : null
  const total = full ? full.home + full.away : null
  return [
    { label: '胜平负', value: full ? OUTCOME_TEXT[outcomeOf(full.home, full.away)] : '' },
    { label: '总进球', value: total === null ? '' : total >= 7 ? '7+' : String(total) },
    { label: '半全场', value: full && half ? OUTCOME_TEXT[outcomeOf(half.home, half.away)] + OUTCOME_TEXT[outcomeOf(full.home, full.away)] : '' },
  ]
}

/** Unix ms -> Beijing 'YYYY-MM-DD HH:mm' (draw times are Beijing times whatever the device's zone) */
export function beijingDateTime(ms: number): string {
  return beijingFormat(ms, 'YYYY-MM-DD HH:mm')
}

/** yuan with thousands separators: 1023771 -> '1,023,771元' */
export function formatYuan(yuan: number): string {
  return `${String(Math.round(yuan)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}元`
}

/** a jackpot or sales total: '6985.31万元', '1.20亿元'; below 1万 as formatYuan */
export function formatBigYuan(yuan: number): string {
  if (yuan >= 100_000_000) return `${(yuan / 100_000_000).toFixed(2)}亿元`
  if (yuan >= 10_000) return `${(yuan / 10_000).toFixed(2)}万元`
  return formatYuan(yuan)
}

/** 竞彩's issue is its Beijing day: '20261121' -> '2026-11-21' (null when it is not one) */
export function dateOfJcIssue(issue: string): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(issue)
  return m ? `${m[1]}-${m[2]}-${m[3]}` : null
}
