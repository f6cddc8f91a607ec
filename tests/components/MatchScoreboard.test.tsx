import { render, screen } from '@testing-library/react'
import MatchScoreboard, { scoreboardNameSize } from '@/features/match/components/MatchScoreboard'
import { matchRowFixture } from './matchFixtures'

/** a club whose logo is the header's own red */
const nonoTeam = { id: 41, name: '诺诺尼亚足球俱乐部', short_name: '诺诺尼亚', logo: { color: '#d8312a', text: '诺' } }

test('a nine-character club name on the red header is set smaller so its last character does not wrap alone', () => {
  expect(scoreboardNameSize('德亚竞技者')).toBe('normal')
  expect(scoreboardNameSize('诺诺尼亚足球俱乐部')).toBe('long')
  expect(scoreboardNameSize('圣卡拉诺尼亚足球俱乐部')).toBe('longer')
  render(<MatchScoreboard match={matchRowFixture({ home_team: nonoTeam })} />)
  const [home, away] = screen.getAllByTestId('scoreboard-name')
  expect(home.textContent).toBe('诺诺尼亚足球俱乐部')
  expect(home.className).toContain('scoreboard__name--long')
  expect(away.className).not.toContain('scoreboard__name--long')
})

test('on the red header each logo has a white ring, so a red logo is still seen; the light card needs none', () => {
  const { unmount } = render(<MatchScoreboard match={matchRowFixture({ home_team: nonoTeam })} />)
  const logos = screen.getAllByTestId('team-logo')
  expect(logos).toHaveLength(2)
  for (const logo of logos) expect(logo.className).toContain('team-logo--ringed')
  unmount()
  render(<MatchScoreboard match={matchRowFixture({ home_team: nonoTeam })} compact />)
  for (const logo of screen.getAllByTestId('team-logo')) expect(logo.className).not.toContain('team-logo--ringed')
})

test('a tie decided in extra time or on penalties says so in the header, beside its 90-minute score', () => {
  const finished = { status_id: 8, status_text: '完场', half_score: '0:1', full_score: '1:1' }
  const { unmount } = render(<MatchScoreboard match={matchRowFixture({ ...finished, current_score: '3:1', extra_score: '3:1' })} />)
  expect(screen.getByTestId('detail-score').textContent).toBe('3-1')
  expect(screen.getByTestId('detail-decided').textContent).toBe('90分钟 1-1 · 加时 3-1')
  unmount()
  const { unmount: again } = render(<MatchScoreboard match={matchRowFixture({ ...finished, current_score: '1:1', extra_score: '1:1', penalty_score: '4:2' })} />)
  expect(screen.getByTestId('detail-decided').textContent).toBe('90分钟 1-1 · 加时 1-1 · 点球 4-2')
  again()
  render(<MatchScoreboard match={matchRowFixture({ ...finished, current_score: '2:1', full_score: '2:1' })} />)
  expect(screen.queryByTestId('detail-decided')).toBeNull()
})
