import type { DrawDetails } from '@contract/api/lottery'

/**
 * The one line under a draw's share card title: the result digits and the first prize once drawn,
 * else the matches and when sales close.
 */
export function drawShareDesc(d: Pick<DrawDetails, 'result_code' | 'draw_at' | 'prizes' | 'matches'>): string {
  if (d.draw_at === null) return `${d.matches.length}场比赛 · 开奖结果待定`
  const first = d.prizes[0]
  const prize = first ? ` · ${first.level}${first.count}注 每注${first.amount}元` : ''
  return `开奖号码 ${d.result_code}${prize}`
}
