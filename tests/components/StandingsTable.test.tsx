import { fireEvent, render, screen } from '@testing-library/react'
import type { StandingRow } from '@contract/football'
import StandingsTable from '@/features/match/components/StandingsTable'

function row(rank: number, id: number, name: string, w: number, d: number, l: number, gf: number, ga: number, form: StandingRow['form']): StandingRow {
  return {
    rank,
    team: { id, name: `${name}足球俱乐部`, short_name: name, logo: { color: '#c00', text: name.slice(0, 1) } },
    played: w + d + l,
    win: w,
    draw: d,
    loss: l,
    goals_for: gf,
    goals_against: ga,
    goal_diff: gf - ga,
    points: 3 * w + d,
    form,
  }
}

const rows = [row(1, 11, '上海海港', 8, 2, 1, 25, 9, ['W', 'W', 'D', 'W', 'L']), row(2, 12, '成都蓉城', 7, 1, 3, 18, 14, ['L', 'W', 'W', 'D', 'W']), row(3, 13, '北京国安', 2, 3, 6, 10, 19, ['L', 'L', 'D', 'W', 'L'])]

function cell(r: HTMLElement, col: string): string {
  return r.querySelector(`[data-col="${col}"]`)?.textContent ?? ''
}

test('shows each team with played, W/D/L, goals, signed goal difference and points, in rank order', () => {
  render(<StandingsTable rows={rows} />)
  const shown = screen.getAllByTestId('standings-row')
  expect(shown.map((r) => cell(r, 'team'))).toEqual(['上海海港', '成都蓉城', '北京国安'])
  expect(cell(shown[0], 'played')).toBe('11')
  expect(cell(shown[0], 'wdl')).toBe('8/2/1')
  expect(cell(shown[0], 'goals')).toBe('25/9')
  expect(cell(shown[0], 'diff')).toBe('+16')
  expect(cell(shown[2], 'diff')).toBe('-9')
  expect(cell(shown[0], 'points')).toBe('26')
})

test('shows the recent form as 胜/平/负 badges, oldest first', () => {
  render(<StandingsTable rows={rows} />)
  const first = screen.getAllByTestId('standings-row')[0]
  const badges = Array.from(first.querySelectorAll<HTMLElement>('[data-outcome]'))
  expect(badges.map((b) => b.textContent).join('')).toBe('胜胜平胜负')
})

test('tapping a row opens that team', () => {
  const onTeamPress = jest.fn()
  render(<StandingsTable rows={rows} onTeamPress={onTeamPress} />)
  fireEvent.click(screen.getAllByTestId('standings-row')[1])
  expect(onTeamPress).toHaveBeenCalledWith(expect.objectContaining({ id: 12, short_name: '成都蓉城' }))
})

test('the teams of a match are highlighted and the form column can be left out', () => {
  render(<StandingsTable rows={rows} highlightTeamIds={[13]} showForm={false} />)
  const shown = screen.getAllByTestId('standings-row')
  expect(shown[2].className).toContain('standings__row--highlight')
  expect(shown[0].className).not.toContain('standings__row--highlight')
  expect(screen.queryByText('近况')).toBeNull()
  expect(document.querySelectorAll('[data-outcome]')).toHaveLength(0)
})
