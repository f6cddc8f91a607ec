/**
 * Leading-edge throttle: the first call runs at once, further calls within `waitMs` are dropped.
 * Used where a burst must act once (logout on a wave of 410000 answers, forum list reloads).
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, waitMs: number): (...args: A) => void {
  let last = -Infinity
  return (...args: A) => {
    const now = Date.now()
    if (now - last < waitMs) return
    last = now
    fn(...args)
  }
}
