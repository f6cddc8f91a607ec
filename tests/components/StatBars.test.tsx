import { render, screen } from '@testing-library/react'
import StatBars from '@/features/match/components/StatBars'
import type { MatchStats } from '@contract/football'

const stats = (over: Partial<MatchStats>): MatchStats => ({
  attacks: 0,
  dangerous_attacks: 0,
  ball_possession: 0,
  shots_on_goal: 0,
  shots_off_goal: 0,
  corners: 0,
  yellow_cards: 0,
  red_cards: 0,
  ...over,
})

const share = (key: string) => Number(screen.getByTestId(`stat-${key}`).dataset.share)
const homeFill = (key: string) => (screen.getByTestId(`stat-${key}`).querySelector('.stat-bars__fill--home') as HTMLElement).style.width

test('each pair shows both numbers and a bar split by the home share', () => {
  render(
    <StatBars
      home={stats({ attacks: 60, dangerous_attacks: 30, ball_possession: 55, shots_on_goal: 3, shots_off_goal: 1 })}
      away={stats({ attacks: 40, dangerous_attacks: 10, ball_possession: 45, shots_on_goal: 1, shots_off_goal: 3 })}
    />,
  )
  expect(share('attack')).toBe(60)
  expect(share('danger')).toBe(75)
  expect(share('ballControl')).toBe(55)
  expect(share('correctly')).toBe(75)
  expect(share('partial')).toBe(25)
  expect(homeFill('attack')).toBe('60%')
  expect(screen.getByTestId('stat-ballControl').textContent).toContain('55%')
  expect(screen.getByTestId('stat-ballControl').textContent).toContain('控球率')
})

test('a pair that cannot be computed (no stats yet, or both zero) is an even 50/50 bar', () => {
  const { rerender } = render(<StatBars home={null} away={null} />)
  for (const key of ['attack', 'danger', 'ballControl', 'correctly', 'partial']) {
    expect(share(key)).toBe(50)
    expect(homeFill(key)).toBe('50%')
  }
  expect(screen.getByTestId('stat-attack').textContent).toContain('-')
  rerender(<StatBars home={stats({ shots_on_goal: 2 })} away={stats({})} />)
  expect(share('partial')).toBe(50)
  expect(share('correctly')).toBe(100)
})
