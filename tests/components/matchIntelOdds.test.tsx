import { render, screen, within } from '@testing-library/react'
import type { MatchIntelRes, OddsToolsRes } from '@contract/api/match'
import MatchIntel from '@/features/match/components/MatchIntel'
import OddsTools from '@/features/match/components/OddsTools'
import { matchRowFixture } from './matchFixtures'

const match = matchRowFixture({ id: 7 })

const intel: MatchIntelRes = {
  event_id: 7,
  injuries: [
    { side: 'home', player_id: 1, name: '王磊', position: '后卫', kind: 'injury', detail: '腿筋拉伤', until_text: '预计 2 周' },
    { side: 'away', player_id: 2, name: '赵强', position: '中场', kind: 'suspension', detail: '红牌停赛', until_text: '停赛 1 场' },
  ],
  expected_lineups: {
    home: { formation: '4-3-3', players: [{ player_id: 3, name: '李门', shirt: 1, position: '门将' }] },
    away: { formation: '4-4-2', players: [{ player_id: 4, name: '周卫', shirt: 5, position: '后卫' }] },
  },
}

const record = (win: number, push: number, lose: number) => ({
  n: win + push + lose, win, push, lose,
  rows: [{ match_id: 90, date: '2026-11-15', opponent: '对手队', line: -0.5, line_text: '半球', score: '2:1', result: '赢' as const }],
})
const tools: OddsToolsRes = {
  event_id: 7,
  consensus: { home: 0.45, draw: 0.28, away: 0.27 },
  kelly: [
    { company_id: 1, company: '澳门', home: 0.954, draw: 1.012, away: 0.97 },
    { company_id: 2, company: '威廉希尔', home: 0.96, draw: 0.99, away: 0.98 },
  ],
  payout: [],
  dispersion: { home: 0.0032, draw: 0.0111, away: 0.005 },
  handicap_records: { home: record(6, 1, 3), away: record(2, 2, 6) },
}

test('分析 shows each side\'s injured and suspended players and the expected line-ups', () => {
  render(<MatchIntel intel={intel} home={match.home_team} away={match.away_team} />)
  expect(within(screen.getByTestId('injuries-home')).getByTestId('injury-row').textContent).toBe('伤王磊后卫腿筋拉伤预计 2 周')
  expect(within(screen.getByTestId('injuries-away')).getByTestId('injury-row').textContent).toBe('停赵强中场红牌停赛停赛 1 场')
  expect(screen.getByTestId('expected-home').textContent).toBe('主队7 · 4-3-31 李门')
  expect(screen.getByTestId('expected-away').textContent).toContain('4-4-2')
})

test('after kickoff there are no expected line-ups; a side without absentees says so', () => {
  render(<MatchIntel intel={{ ...intel, injuries: [], expected_lineups: null }} home={match.home_team} away={match.away_team} />)
  expect(screen.queryByTestId('expected-lineups')).toBeNull()
  expect(screen.getByTestId('injuries-home').textContent).toContain('暂无伤停')
})

test('指数 shows 凯利指数 per company and outcome, 离散度 and each team\'s 盘路 with its line', () => {
  render(<OddsTools tools={tools} home={match.home_team} away={match.away_team} />)
  expect(screen.getAllByTestId('kelly-row').map((r) => r.textContent)).toEqual(['澳门0.951.010.97', '威廉希尔0.960.990.98'])
  expect(screen.getByTestId('dispersion-row').textContent).toBe('离散度0.00320.01110.0050')
  expect(screen.getByTestId('handicap-summary-home').textContent).toBe('主队7 近10场：赢盘6 走盘1 输盘3')
  expect(screen.getByTestId('handicap-away').textContent).toContain('11-15对手队半球2-1赢')
})
