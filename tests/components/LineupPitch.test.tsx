import { render, screen } from '@testing-library/react'
import LineupPitch, { pitchName, pitchSpot } from '@/features/match/components/LineupPitch'
import type { LineupRes } from '@contract/api/match'

test('home defends the bottom goal, away the top one, mirrored across, clear of the lines', () => {
  expect(pitchSpot({ x: 50, y: 0 }, 'home')).toEqual({ left: 50, top: 95 })
  expect(pitchSpot({ x: 0, y: 100 }, 'home')).toEqual({ left: 5, top: 55 })
  expect(pitchSpot({ x: 50, y: 0 }, 'away')).toEqual({ left: 50, top: 5 })
  expect(pitchSpot({ x: 0, y: 100 }, 'away')).toEqual({ left: 95, top: 45 })
  expect(pitchSpot({ x: -5, y: 140 }, 'home')).toEqual(pitchSpot({ x: 0, y: 100 }, 'home'))
})

test('the goalkeeper stands on his goal line, a marker’s height clear of the defenders in front of him', () => {
  // the stand-in puts a keeper at y 6 and the back line at y 22: at y 6 his shirt covered the
  // name of the centre-back straight in front of him
  const keeper = { x: 50, y: 6, position: '门将' as const }
  const centreBack = { x: 50, y: 22, position: '后卫' as const }
  expect(pitchSpot(keeper, 'home')).toEqual({ left: 50, top: 95 })
  expect(pitchSpot(keeper, 'away')).toEqual({ left: 50, top: 5 })
  // a marker (shirt and name) is 76 of the pitch's 1000 design px: 7.6%
  expect(pitchSpot(keeper, 'home').top - pitchSpot(centreBack, 'home').top).toBeGreaterThanOrEqual(7.6)
  expect(pitchSpot(centreBack, 'away').top - pitchSpot(keeper, 'away').top).toBeGreaterThanOrEqual(7.6)
})

function team(side: string, n: number): LineupRes['home'] {
  const player = (i: number) => ({ id: n * 100 + i, name: `${side}${i}`, position: '中场' as const, shirt_number: i, market_value: '€5000000', age: 25, nationality: '中国', x: 10 * i, y: 5 * i, captain: i === 1 })
  return { team: { id: n, name: `${side}队`, short_name: side, logo: { color: '#000', text: side } }, formation: '4-3-3', coach: `${side}教练`, starters: Array.from({ length: 11 }, (_, i) => player(i + 1)), substitutes: [player(12)] }
}

test('both elevens stand on the pitch with shirt numbers; formations and coaches beside it', () => {
  render(<LineupPitch lineup={{ event_id: 1, confirmed: true, home: team('主', 1), away: team('客', 2) }} />)
  expect(screen.getAllByTestId('pitch-home')).toHaveLength(11)
  expect(screen.getAllByTestId('pitch-away')).toHaveLength(11)
  expect(screen.getAllByTestId('pitch-home')[0].textContent).toBe('1主1(C)')
  expect(parseFloat(screen.getAllByTestId('pitch-home')[0].style.top)).toBeCloseTo(100 - (5 + (5 * 40) / 100))
  expect(screen.getByText(/主 4-3-3 · 主教练 主教练/)).toBeTruthy()
})

test('a transliterated name shows its family name under the shirt; a Chinese name shows whole', () => {
  expect(pitchName('克里斯蒂安·费尔南德斯')).toBe('费尔南德斯')
  expect(pitchName('王子文')).toBe('王子文')
  const lineup = { event_id: 1, confirmed: true, home: team('主', 1), away: team('客', 2) }
  lineup.home.starters[1] = { ...lineup.home.starters[1], name: '马特奥·范戴克' }
  render(<LineupPitch lineup={lineup} />)
  expect(screen.getAllByTestId('pitch-home')[1].textContent).toBe('2范戴克')
})
