import type { LatestDraw, PoolLottery } from '@/features/lottery/services/lottery'
import { dateOfJcIssue } from '@/features/lottery/utils/lottery'
import { routeUrl } from '@/navigation/routes'

/** URLs of the lottery result pages (开奖), so the cards, the pages and shares spell the params alike */

/** 胜负彩 and 任选九 share sfOpen; 四场进球 and 六场半全场 share fourSixOpen */
export const SF_LOTTERIES: readonly PoolLottery[] = ['sfc', 'rx9']
export const FOUR_SIX_LOTTERIES: readonly PoolLottery[] = ['jq4', 'bqc6']

export const poolDrawUrl = (lottery: PoolLottery, issue?: string) =>
  routeUrl(SF_LOTTERIES.includes(lottery) ? 'shengfuDraws' : 'goalsHalfFullDraws', { lottery, issue })

export const bdDrawUrl = (period?: string) => routeUrl('beidanDraws', { period })

export const jcResultsUrl = (date?: string) => routeUrl('jingcaiDraws', { date })

/** where a latest-draw card opens: that lottery's page on that issue */
export function latestDrawUrl(draw: LatestDraw): string {
  if (draw.lottery === 'bd') return bdDrawUrl(draw.issue)
  if (draw.lottery === 'jc') return jcResultsUrl(dateOfJcIssue(draw.issue) ?? undefined)
  return poolDrawUrl(draw.lottery, draw.issue)
}

/** an issue route param ('26108', '261121'): digits of the given length, else undefined */
export function issueParam(value: string | undefined, digits: number): string | undefined {
  return value && new RegExp(`^\\d{${digits}}$`).test(value) ? value : undefined
}
