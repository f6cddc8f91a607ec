import { render, screen } from '@testing-library/react'
import LineupPitch from '@/features/match/components/LineupPitch'
import PlayerValues from '@/features/match/components/PlayerValues'
import { RatingsSummary, ratingLevel, ratingText } from '@/features/match/components/PlayerRatings'
import type { LineupRes } from '@contract/api/match'
import type { RatingsRes } from '@contract/api/match.centre'

function team(side: string, n: number): LineupRes['home'] {
  const player = (i: number) => ({ id: n * 100 + i, name: `${side}${i}`, position: '中场' as const, shirt_number: i, market_value: '€5000000', age: 25, nationality: '中国', x: 10 * i, y: 5 * i, captain: false })
  return { team: { id: n, name: `${side}队`, short_name: side, logo: { color: '#000', text: side } }, formation: '4-3-3', coach: `${side}教练`, starters: Array.from({ length: 11 }, (_, i) => player(i + 1)), substitutes: [player(12)] }
}

function rated(lineup: LineupRes, final: boolean): RatingsRes {
  const row = (p: LineupRes['home']['starters'][number], i: number, side: number) => {
    const rating = side === 0 && i === 8 ? 8.4 : side === 1 && i === 3 ? 5.2 : 7
    return { player: p, rating, minutes: 90, starter: true, goals: rating > 8 ? 2 : 0, assists: 0, yellow: 0, red: rating < 6 ? 1 : 0, best: rating > 8 }
  }
  return { event_id: 1, started: true, final, best_player_id: 109, home: lineup.home.starters.map((p, i) => row(p, i, 0)), away: lineup.away.starters.map((p, i) => row(p, i, 1)) }
}

test('every starter wears a one-decimal rating, the best player’s marked 最佳', () => {
  const lineup = { event_id: 1, confirmed: true, home: team('主', 1), away: team('客', 2) }
  render(<LineupPitch lineup={lineup} ratings={rated(lineup, false)} />)
  expect(screen.getAllByTestId('rating')).toHaveLength(21)
  expect(screen.getByTestId('rating-best').textContent).toBe('最佳 8.4')
  expect(screen.getAllByTestId('pitch-home')[8].textContent).toContain('最佳 8.4')
  expect(screen.getAllByTestId('pitch-home')[0].textContent).toContain('7.0')
  expect(screen.getAllByTestId('pitch-away')[3].textContent).toContain('5.2')
})

test('no ratings: the pitch shows shirts and names only', () => {
  const lineup = { event_id: 1, confirmed: true, home: team('主', 1), away: team('客', 2) }
  render(<LineupPitch lineup={lineup} />)
  expect(screen.queryAllByTestId('rating')).toHaveLength(0)
})

test('the summary names 最佳球员 and says whether the ratings are live or final', () => {
  const lineup = { event_id: 1, confirmed: true, home: team('主', 1), away: team('客', 2) }
  const { rerender } = render(<RatingsSummary ratings={rated(lineup, false)} />)
  expect(screen.getByText('实时评分（比赛结束后为最终评分）')).toBeTruthy()
  expect(screen.getByText(/最佳球员 主9 8.4/)).toBeTruthy()
  rerender(<RatingsSummary ratings={rated(lineup, true)} />)
  expect(screen.getByText('最终评分')).toBeTruthy()
  rerender(<RatingsSummary ratings={{ event_id: 1, started: false, final: false, best_player_id: null, home: [], away: [] }} />)
  expect(screen.getByText('开赛后显示球员评分（0–10 分）')).toBeTruthy()
})

test('ratings are coloured by level and always show one decimal', () => {
  expect([ratingLevel(8.1), ratingLevel(6.5), ratingLevel(5.9)]).toEqual(['high', 'mid', 'low'])
  expect(ratingText(7)).toBe('7.0')
})

test('the player list rates a substitute who came on, and leaves one on the bench unrated', () => {
  const lineup = { event_id: 1, confirmed: true, home: team('主', 1), away: team('客', 2) }
  const ratings = rated(lineup, true)
  const sub = lineup.home.substitutes[0]
  ratings.home.push({ player: sub, rating: 6.6, minutes: 20, starter: false, goals: 0, assists: 0, yellow: 0, red: 0, best: false })
  const bench = { ...sub, id: 999, name: '板凳' }
  render(<PlayerValues team={{ ...lineup.home, substitutes: [sub, bench] }} ratings={ratings} />)
  const rows = screen.getAllByTestId('player-value')
  expect(rows).toHaveLength(13)
  expect(rows[11].textContent).toContain('6.6')
  expect(rows[12].textContent).not.toMatch(/\d\.\d$/)
  expect(screen.getAllByTestId('rating')).toHaveLength(11)
  expect(screen.getByTestId('rating-best').textContent).toBe('最佳 8.4')
})
