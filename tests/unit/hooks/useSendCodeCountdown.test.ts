import { act, renderHook } from '@testing-library/react'
import { useSendCodeCountdown } from '@/features/account/hooks/useSendCodeCountdown'

describe('useSendCodeCountdown', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }))
  afterEach(() => jest.useRealTimers())

  it('offers 获取验证码 before the first send', () => {
    const { result } = renderHook(() => useSendCodeCountdown())
    expect(result.current.text).toBe('获取验证码')
    expect(result.current.counting).toBe(false)
  })

  it('counts down 60 seconds, one second a tick, then offers 重新发送', () => {
    const { result } = renderHook(() => useSendCodeCountdown())
    act(() => result.current.start())
    expect(result.current.text).toBe('60秒后重试')
    expect(result.current.counting).toBe(true)
    act(() => jest.advanceTimersByTime(1000))
    expect(result.current.text).toBe('59秒后重试')
    act(() => jest.advanceTimersByTime(58_000))
    expect(result.current.text).toBe('1秒后重试')
    expect(result.current.counting).toBe(true)
    act(() => jest.advanceTimersByTime(1000))
    expect(result.current.text).toBe('重新发送')
    expect(result.current.counting).toBe(false)
    expect(result.current.secondsLeft).toBe(0)
  })

  it('ignores start while counting, and can start again afterwards', () => {
    const { result } = renderHook(() => useSendCodeCountdown())
    act(() => result.current.start())
    act(() => jest.advanceTimersByTime(10_000))
    act(() => result.current.start())
    expect(result.current.text).toBe('50秒后重试')
    act(() => jest.advanceTimersByTime(50_000))
    act(() => result.current.start())
    expect(result.current.text).toBe('60秒后重试')
  })

  it('shows the real time left after timers were paused (app in the background)', () => {
    const { result } = renderHook(() => useSendCodeCountdown())
    act(() => result.current.start())
    // the clock moves 30 s while no interval fires
    jest.setSystemTime(Date.now() + 30_000)
    act(() => jest.advanceTimersByTime(1000))
    expect(result.current.text).toBe('29秒后重试')
  })

  it('takes another length and stops its timer on unmount', () => {
    const { result, unmount } = renderHook(() => useSendCodeCountdown(5))
    act(() => result.current.start())
    expect(result.current.text).toBe('5秒后重试')
    unmount()
    expect(jest.getTimerCount()).toBe(0)
  })

  it('counts the wait the server gave when it gave one (waits grow per code, issue 23)', () => {
    const { result } = renderHook(() => useSendCodeCountdown())
    act(() => result.current.start(120))
    expect(result.current.text).toBe('120秒后重试')
    act(() => jest.advanceTimersByTime(120_000))
    expect(result.current.text).toBe('重新发送')
  })
})
