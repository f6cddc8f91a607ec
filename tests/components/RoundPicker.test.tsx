import { fireEvent, render, screen } from '@testing-library/react'
import RoundPicker, { visibleRounds } from '@/features/match/components/RoundPicker'

const rounds = Array.from({ length: 38 }, (_, i) => i + 1)

test('the current round shows among its neighbours, also at the ends of the season', () => {
  expect(visibleRounds(rounds, 16, 4)).toEqual([14, 15, 16, 17])
  expect(visibleRounds(rounds, 1, 4)).toEqual([1, 2, 3, 4])
  expect(visibleRounds(rounds, 38, 4)).toEqual([35, 36, 37, 38])
  expect(visibleRounds([1, 2], 2, 4)).toEqual([1, 2])
})

test('previous and next move one round; there is no previous before the first round', () => {
  const onChange = jest.fn()
  const { rerender } = render(<RoundPicker rounds={rounds} value={16} onChange={onChange} />)
  expect(screen.getByTestId('round-16').className).toContain('round-picker__item--active')
  fireEvent.click(screen.getByTestId('round-prev'))
  fireEvent.click(screen.getByTestId('round-next'))
  fireEvent.click(screen.getByTestId('round-14'))
  expect(onChange.mock.calls).toEqual([[15], [17], [14]])

  onChange.mockClear()
  rerender(<RoundPicker rounds={rounds} value={1} onChange={onChange} />)
  fireEvent.click(screen.getByTestId('round-prev'))
  expect(onChange).not.toHaveBeenCalled()
})
