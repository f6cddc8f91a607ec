import { LIVE_MAX_SUBS_PER_ADDRESS, LIVE_SUB_WINDOW_MS } from '../../../../types/live'

/**
 * How many sub/unsub messages each address has had answered in its current window. Naming topics
 * costs lookups and set changes; a hostile client re-naming fifty ids every second from every
 * socket its address may hold would keep the event loop busy, while people opening matches send a
 * few. Over the budget a message is refused with `rate_limited` before any lookup; the app sends
 * its whole topic list again a little later.
 */
export class SubscriptionBudget {
  private readonly windows = new Map<string, { start: number; used: number }>()

  constructor(
    private readonly max = LIVE_MAX_SUBS_PER_ADDRESS,
    private readonly windowMs = LIVE_SUB_WINDOW_MS,
  ) {}

  /** counts one message of `address` at `now`; false when its window's budget is spent */
  take(address: string, now: number): boolean {
    let w = this.windows.get(address)
    if (!w || now - w.start >= this.windowMs) {
      if (this.windows.size > 10_000) this.forgetOld(now)
      w = { start: now, used: 0 }
      this.windows.set(address, w)
    }
    w.used++
    return w.used <= this.max
  }

  /** windows that ended are dropped, so addresses seen once do not pile up */
  private forgetOld(now: number): void {
    for (const [address, w] of this.windows) if (now - w.start >= this.windowMs) this.windows.delete(address)
  }
}
