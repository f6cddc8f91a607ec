import { act, fireEvent, render, screen } from '@testing-library/react'
import NoticeTicker, { NOTICE_INTERVAL_MS } from '@/features/account/components/NoticeTicker'
import { spyOnTaro } from '../setup/taroSpies'

const notices = [
  { id: 7, title: '世界杯预选赛赛程调整' },
  { id: 8, title: '系统维护通知' },
]

afterEach(() => jest.useRealTimers())

test('shows one notice at a time, the next every 3 s, and back to the first', () => {
  jest.useFakeTimers()
  render(<NoticeTicker notices={notices} />)
  expect(screen.getByTestId('notice').textContent).toBe('世界杯预选赛赛程调整')
  act(() => void jest.advanceTimersByTime(NOTICE_INTERVAL_MS))
  expect(screen.getByTestId('notice').textContent).toBe('系统维护通知')
  act(() => void jest.advanceTimersByTime(NOTICE_INTERVAL_MS))
  expect(screen.getByTestId('notice').textContent).toBe('世界杯预选赛赛程调整')
})

test('a tap opens the notice on the line; no notices, no ticker', () => {
  const spies = spyOnTaro()
  const { rerender } = render(<NoticeTicker notices={notices} />)
  fireEvent.click(screen.getByTestId('notice'))
  expect(spies.navigateTo).toHaveBeenCalledWith({ url: '/pages/user/noticeDetail?id=7' })
  rerender(<NoticeTicker notices={[]} />)
  expect(screen.queryByTestId('notice')).toBeNull()
})

test('while the notices load the bar keeps its place; loaded with none, it goes', () => {
  const { rerender } = render(<NoticeTicker notices={null} />)
  expect(screen.getByTestId('notice-loading')).toBeTruthy()
  expect(screen.queryByTestId('notice')).toBeNull()
  rerender(<NoticeTicker notices={[]} />)
  expect(screen.queryByTestId('notice-loading')).toBeNull()
})
