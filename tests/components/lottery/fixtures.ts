import type { DrawDetails, LatestDraw, PoolIssue } from '@/features/lottery/services/lottery'
import { matchRowFixture } from '../matchFixtures'

/** what api/game/winner_lottery answers: the latest draw of each lottery */
export const latestDrawsFixture: LatestDraw[] = [
  { lottery: 'sfc', lottery_name: '胜负彩', issue: '26108', draw_at: Date.parse('2026-11-20T10:04:00Z'), result_code: '31300313310130', pool: 85_309_868 },
  { lottery: 'rx9', lottery_name: '任选九', issue: '26108', draw_at: Date.parse('2026-11-20T10:04:00Z'), result_code: '31300313310130', pool: 0 },
  { lottery: 'jq4', lottery_name: '四场进球', issue: '26161', draw_at: Date.parse('2026-11-21T02:32:00Z'), result_code: '00,10,20,1*', pool: 1_284_560 },
  { lottery: 'bd', lottery_name: '北京单场', issue: '261121', draw_at: Date.parse('2026-11-21T16:00:00Z'), result_code: '53场已开奖', pool: 0 },
  { lottery: 'jc', lottery_name: '竞彩足球', issue: '20261121', draw_at: Date.parse('2026-11-21T16:00:00Z'), result_code: '53场已开奖', pool: 0 },
]

export const issueFixture = (issue: string, drawn: boolean): PoolIssue => ({
  issue,
  close_at: Date.parse('2026-11-18T12:00:00Z'),
  draw_at: drawn ? Date.parse('2026-11-19T16:00:00Z') : null,
  drawn,
})

/** one 胜负彩 issue: two finished matches whose ids start at `firstId` */
export function drawDetailsFixture(issue: string, firstId: number): DrawDetails {
  const finished = { status_id: 8, status_text: '完场', elapsed_text: '完场' }
  return {
    lottery: 'sfc',
    lottery_name: '胜负彩',
    issue,
    close_at: Date.parse('2026-11-18T12:00:00Z'),
    draw_at: Date.parse('2026-11-19T16:00:00Z'),
    result_code: '30',
    sales: 30_000_000,
    pool: 12_345_678,
    prizes: [
      { level: '一等奖', count: 12, amount: 1_023_771 },
      { level: '二等奖', count: 300, amount: 20_000 },
    ],
    matches: [
      { no: 1, match: matchRowFixture({ id: firstId, ...finished, current_score: '2:0', full_score: '2:0', half_score: '1:0' }), result: '3' },
      { no: 2, match: matchRowFixture({ id: firstId + 1, ...finished, current_score: '0:1', full_score: '0:1', half_score: '0:0' }), result: '0' },
    ],
  }
}
