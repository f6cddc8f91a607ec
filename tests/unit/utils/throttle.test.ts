import { throttle } from '@/utils/throttle'

describe('throttle', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }))
  afterEach(() => jest.useRealTimers())

  it('runs the first call at once with its arguments', () => {
    const fn = jest.fn()
    const throttled = throttle(fn, 500)
    throttled('a', 1)
    expect(fn).toHaveBeenCalledTimes(1)
    expect(fn).toHaveBeenCalledWith('a', 1)
  })

  it('drops calls within the wait and never replays them', () => {
    const fn = jest.fn()
    const throttled = throttle(fn, 500)
    throttled(1)
    jest.advanceTimersByTime(499)
    throttled(2)
    jest.advanceTimersByTime(10_000)
    expect(fn).toHaveBeenCalledTimes(1)
    expect(fn).toHaveBeenLastCalledWith(1)
  })

  it('runs again once the wait has passed since the last run', () => {
    const fn = jest.fn()
    const throttled = throttle(fn, 500)
    throttled(1)
    jest.advanceTimersByTime(500)
    throttled(2)
    jest.advanceTimersByTime(300)
    throttled(3)
    expect(fn.mock.calls).toEqual([[1], [2]])
  })

  it('keeps separate throttles independent', () => {
    const a = jest.fn()
    const b = jest.fn()
    const ta = throttle(a, 500)
    const tb = throttle(b, 500)
    ta()
    tb()
    expect(a).toHaveBeenCalledTimes(1)
    expect(b).toHaveBeenCalledTimes(1)
  })
})
