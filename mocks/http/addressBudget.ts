/**
 * A count per client address in fixed windows: `take` says whether the address still has budget
 * in its current window. Addresses whose window ended are forgotten once many are held, so
 * addresses seen once do not pile up.
 */
export class AddressBudget {
  private readonly windows = new Map<string, { start: number; used: number }>()

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** counts one use by `address` at `now`; false when its window's budget is spent */
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

  private forgetOld(now: number): void {
    for (const [address, w] of this.windows) if (now - w.start >= this.windowMs) this.windows.delete(address)
  }
}
