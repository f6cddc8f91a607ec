import { z } from 'zod'
import { defineEndpoints } from '../endpoint'
import { zDate } from '../common'
import { matchRow } from '../football'

/**
 * The betting calculator (Reckoner/Reckoner, Reckoner/simulation): matches with 竞彩足球 odds for
 * its five plays. No ticket is sold anywhere; these are prices to calculate with. 北京单场 SP and
 * results come from the lottery paths (game/bd_get_this_game), 胜负彩 / 任选九 issues from
 * game/syqhsfc and game/football_draw_details (types/api/match.ts).
 *
 * Odds are keyed by option: had / hhad '3' '1' '0'; crs 'h:a' plus 'W' 'D' 'L' (胜其他, 平其他,
 * 负其他); ttg '0'…'6', '7+'; hafu '33' … '00' (half-time result then full-time result).
 */

const oddsByOption = z.record(z.string(), z.number())
export const jcMatch = z.object({
  /** the sale number: weekday of the Beijing kickoff day and the match's place that day, '周日001' */
  no: z.string(),
  match: matchRow,
  /** goals added to the home side's score for 让球胜平负 (-1: the home side gives one) */
  handicap: z.number().int(),
  /** 胜平负 and 让球胜平负 may be bought as a single (比分, 总进球, 半全场 always may) */
  single: z.boolean(),
  had: oddsByOption,
  hhad: oddsByOption,
  crs: oddsByOption,
  ttg: oddsByOption,
  hafu: oddsByOption,
})

export const lotteryEndpoints = defineEndpoints({
  'api/game/jc_on_sale': {
    part: 'extension',
    req: z.object({}),
    res: z.array(jcMatch),
    doc: '竞彩足球在售比赛（今明两天未开赛）及五种玩法的赔率，供奖金计算器使用',
  },
  'api/game/jc_results': {
    part: 'extension',
    req: z.object({ date: zDate }),
    res: z.array(jcMatch),
    doc: '竞彩足球某日已完场的比赛、开赛前赔率与赛果，供模拟投注结算',
  },
})
