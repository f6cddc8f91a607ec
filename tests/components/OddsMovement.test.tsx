import { render, screen } from '@testing-library/react'
import OddsMovement, { type OddsPoint } from '@/features/match/components/OddsMovement'

// newest first: 1.95 -> 2.05 (home rose), 3.40 -> 3.20 (draw fell), away unchanged
const points: OddsPoint[] = [
  { at: '11-21 20:10', values: [2.05, 3.2, 3.6] },
  { at: '11-21 18:00', values: [1.95, 3.4, 3.6] },
  { at: '11-20 09:00', values: [1.95, 3.4, 3.6], initial: true },
]

function cellsOf(row: HTMLElement): HTMLElement[] {
  return Array.from(row.querySelectorAll<HTMLElement>('[data-direction]'))
}

test('shows every quote with its time, newest first, and marks the opening quote', () => {
  render(<OddsMovement columns={['主胜', '平局', '客胜']} points={points} />)
  const rows = screen.getAllByTestId('odds-movement-row')
  expect(rows).toHaveLength(3)
  expect(rows[0].textContent).toContain('11-21 20:10')
  expect(rows[2].textContent).toContain('11-20 09:00 初')
  expect(screen.getByText('主胜')).toBeTruthy()
})

test('a rise is marked up with an arrow, a drop down, no change stays plain', () => {
  render(<OddsMovement columns={['主胜', '平局', '客胜']} points={points} />)
  const [home, draw, away] = cellsOf(screen.getAllByTestId('odds-movement-row')[0])
  expect(home.dataset.direction).toBe('up')
  expect(home.textContent).toBe('2.05↑')
  expect(draw.dataset.direction).toBe('down')
  expect(draw.textContent).toBe('3.20↓')
  expect(away.dataset.direction).toBe('same')
  expect(away.textContent).toBe('3.60')
  // the oldest quote has nothing to compare with
  expect(cellsOf(screen.getAllByTestId('odds-movement-row')[2]).map((c) => c.dataset.direction)).toEqual(['same', 'same', 'same'])
})

test('a handicap line is shown through the given formatter', () => {
  render(
    <OddsMovement
      columns={['主队', '盘口', '客队']}
      points={[{ at: '11-21 20:10', values: [0.9, -0.5, 0.96] }]}
      formatValue={(v, col) => (col === 1 ? `让${Math.abs(v)}球` : v.toFixed(2))}
    />,
  )
  expect(screen.getByText('让0.5球')).toBeTruthy()
})
