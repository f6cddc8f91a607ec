import { z } from 'zod'
import { defineEndpoints } from '../endpoint'
import { pageReq, paged, zDate } from '../common'
import { matchRow } from '../football'

/**
 * The betting calculator (Reckoner/Reckoner, Reckoner/simulation): matches with 竞彩足球 odds for
 * its five plays. No ticket is sold anywhere; these are prices to calculate with. 北京单场 SP and
 * results come from the lottery paths (game/bd_get_this_game), 胜负彩 / 任选九 issues from
 * game/syqhsfc and game/football_draw_details (below).
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

/** lottery draws. sfc 胜负彩 and rx9 任选九 share an issue (same matches, one draw); jq4 四场进球 and bqc6 六场半全场 number their own (YY + the game's sequence of the year) */
export const POOL_LOTTERIES = ['sfc', 'rx9', 'jq4', 'bqc6'] as const
export const POOL_LOTTERY_NAME: Record<(typeof POOL_LOTTERIES)[number], string> = {
  sfc: '胜负彩',
  rx9: '任选九',
  jq4: '四场进球',
  bqc6: '六场半全场',
}
export const poolLottery = z.enum(POOL_LOTTERIES)
export const lotteryIssueRow = z.object({
  issue: z.string(),
  /** Unix ms the first match of the issue kicks off (sales close) */
  close_at: z.number().int(),
  /** Unix ms of the draw (all matches finished), null while any is unfinished */
  draw_at: z.number().int().nullable(),
  drawn: z.boolean(),
})
export const lotteryPrize = z.object({ level: z.string(), count: z.number().int(), amount: z.number().int() })
export const drawMatch = z.object({
  no: z.number().int(),
  match: matchRow,
  /** sfc/rx9: '3' '1' '0'; jq4: goals 'h,a' as two digits '2' '1' (3 = 3+); bqc6: half and full '3','1'; '' until known */
  result: z.string(),
})
export const drawDetailsReq = z.object({ lottery: poolLottery.default('sfc'), issue: z.string().regex(/^\d{5}$/, '期号应为 5 位数字').optional() })
export const drawDetailsRes = z.object({
  lottery: poolLottery,
  lottery_name: z.string(),
  issue: z.string(),
  close_at: z.number().int(),
  draw_at: z.number().int().nullable(),
  /** result digits in match order, '*' for matches not yet finished */
  result_code: z.string(),
  /** sales and jackpot in yuan, 0 before the draw */
  sales: z.number().int(),
  pool: z.number().int(),
  prizes: z.array(lotteryPrize),
  matches: z.array(drawMatch),
})
export const winnerLotteryRow = z.object({
  lottery: z.enum(['sfc', 'rx9', 'jq4', 'bqc6', 'jc', 'bd']),
  lottery_name: z.string(),
  issue: z.string(),
  draw_at: z.number().int().nullable(),
  result_code: z.string(),
  pool: z.number().int(),
})
export const bdPeriodRow = z.object({
  /** e.g. '261122': one period per Beijing day (YYMMDD) */
  period: z.string(),
  start_at: z.number().int(),
  end_at: z.number().int(),
  match_count: z.number().int(),
  finished: z.boolean(),
})
export const bdMatch = z.object({
  no: z.number().int(),
  match: matchRow,
  /** goals given by the home side (negative) or received (positive) */
  handicap: z.number().int(),
  /** SP values for 胜 平 负 after the handicap */
  sp_win: z.number(),
  sp_draw: z.number(),
  sp_lose: z.number(),
  /** after the handicap: '3' '1' '0', '' until finished */
  result: z.string(),
  /** the SP of the result, 0 until finished */
  result_sp: z.number(),
})

export const lotteryEndpoints = defineEndpoints({
  'api/game/winner_lottery': { part: 'spec', req: z.object({}), res: z.array(winnerLotteryRow), doc: '开奖公告：各彩种最新一期' },
  'api/game/syqhsfc': { part: 'spec', req: pageReq.extend({ lottery: poolLottery.default('sfc') }), res: paged(lotteryIssueRow), doc: '足彩期号列表' },
  'api/game/football_draw_details': { part: 'spec', req: drawDetailsReq, res: drawDetailsRes, doc: '足彩开奖详情' },
  'api/game/bd_acquisition_period_number': { part: 'spec', req: pageReq, res: paged(bdPeriodRow), doc: '北京单场期号' },
  'api/game/bd_get_this_game': { part: 'spec', req: z.object({ period: z.string().regex(/^\d{6}$/, '期号应为 6 位数字').optional() }), res: z.object({ period: bdPeriodRow, list: z.array(bdMatch) }), doc: '北京单场某期比赛与开奖' },
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

export type DrawDetails = z.infer<typeof drawDetailsRes>
