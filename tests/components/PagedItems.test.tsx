import { fireEvent, render, screen } from '@testing-library/react'
import { Text } from '@tarojs/components'
import PagedItems from '@/components/states/PagedItems'

// paging scrolls the page back to the list's top (jsdom has no layout to scroll)
jest.mock('@/platform/pageScroll', () => ({ CAN_SCROLL_TO_ELEMENT: true, scrollToElement: jest.fn() }))

const items = Array.from({ length: 30 }, (_, i) => i)
const shown = () => screen.getAllByTestId('item').map((e) => e.textContent)

test('shows a page of items at a time and pages with 上一页 / 下一页', () => {
  render(<PagedItems items={items} pageSize={12} listId='pi' keyOf={(i) => i} renderItem={(i) => <Text data-testid='item'>项{i}</Text>} />)
  expect(shown()).toHaveLength(12)
  expect(shown()[0]).toBe('项0')
  expect(screen.getByText('1–12 / 共 30')).toBeTruthy()
  fireEvent.click(screen.getByText('下一页'))
  fireEvent.click(screen.getByText('下一页'))
  expect(shown()).toEqual(items.slice(24).map((i) => `项${i}`))
  // the last page: 下一页 does nothing
  fireEvent.click(screen.getByText('下一页'))
  expect(screen.getByText('25–30 / 共 30')).toBeTruthy()
  fireEvent.click(screen.getByText('上一页'))
  expect(shown()[0]).toBe('项12')
})

test('a list that fits one page has no pager, and a new list starts on its first page', () => {
  const { rerender } = render(<PagedItems items={items} pageSize={12} listId='pi' keyOf={(i) => i} renderItem={(i) => <Text data-testid='item'>项{i}</Text>} />)
  fireEvent.click(screen.getByText('下一页'))
  expect(shown()[0]).toBe('项12')
  rerender(<PagedItems items={items.slice(0, 5)} pageSize={12} listId='pi' keyOf={(i) => i} renderItem={(i) => <Text data-testid='item'>项{i}</Text>} />)
  expect(shown()).toEqual(['项0', '项1', '项2', '项3', '项4'])
  expect(screen.queryByText('下一页')).toBeNull()
})
