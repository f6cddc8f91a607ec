import type { Db } from '../../../db'
import type { ShareCardContent } from '../../../services/shareCards/cardContent'
import { poolIssueByName } from '../../match'
import { DRAW_CARD_ID_RE } from '../../../../types/share-cards'
import { issueDetails } from '../routes/lottery'

const POOL_LOTTERIES = ['sfc', 'rx9', 'jq4', 'bqc6'] as const

const yuan = (n: number): string => (n >= 100_000_000 ? `${(n / 100_000_000).toFixed(2)}亿元` : `${Math.round(n / 10_000)}万元`)

/**
 * A pool lottery's issue (`sfc-24123`): its result numbers as balls once drawn (a * for a match
 * not yet finished), the sales and the pool; null for an issue that does not exist.
 */
export async function drawShareCard(db: Db, id: string, now: number): Promise<ShareCardContent | null> {
  const m = DRAW_CARD_ID_RE.exec(id)
  const lottery = POOL_LOTTERIES.find((l) => l === m?.[1])
  const row = lottery ? await poolIssueByName(db, id.slice(lottery.length + 1)) : undefined
  if (!lottery || !row) return null
  const d = await issueDetails(db, lottery, row, now)
  const drawn = d.draw_at !== null
  return {
    badge: '开奖',
    title: `${d.lottery_name} 第${d.issue}期`,
    balls: d.result_code.replace(/,/g, '').split(''),
    subline: drawn ? '已开奖' : '比赛未全部结束，等待开奖',
    lines: drawn ? [`本期销量 ${yuan(d.sales)}　奖池 ${yuan(d.pool)}`] : [`${d.matches.length}场比赛`],
    accent: '#d35400',
  }
}
