import { act, render, screen } from '@testing-library/react'
import { getPageInstance } from '@tarojs/runtime'
import { Text } from '@tarojs/components'
import WindowedList from '@/components/states/WindowedList'

const items = Array.from({ length: 1000 }, (_, i) => i)

function scrollPage(scrollTop: number) {
  const handlers = (getPageInstance('taro-app') as unknown as { onPageScroll?: Array<(e: { scrollTop: number }) => void> }).onPageScroll ?? []
  act(() => handlers.forEach((h) => h({ scrollTop })))
}

test('of 1,000 rows only those near the screen are rendered, and the list keeps its full height', () => {
  render(<WindowedList items={items} keyOf={(i) => i} rowHeight={150} listId='wl' renderRow={(i) => <Text data-testid='row'>行{i}</Text>} />)
  const rows = screen.getAllByTestId('row')
  expect(rows.length).toBeGreaterThan(5)
  expect(rows.length).toBeLessThan(60)
  expect(rows[0].textContent).toBe('行0')
  expect(screen.queryByText('行999')).toBeNull()
  // as the stylesheets size the rows: 1,000 rows of 150 design px, 40 design px to the rem
  expect(document.getElementById('wl')?.style.height).toBe('3750rem')
})

test('scrolling far down renders the rows there instead', () => {
  render(<WindowedList items={items} keyOf={(i) => i} rowHeight={150} listId='wl' renderRow={(i) => <Text data-testid='row'>行{i}</Text>} />)
  scrollPage(100000)
  const shown = screen.getAllByTestId('row').map((r) => r.textContent)
  expect(shown).not.toContain('行0')
  expect(shown.length).toBeLessThan(60)
  scrollPage(1e9)
  expect(screen.getByText('行999')).toBeTruthy()
})
