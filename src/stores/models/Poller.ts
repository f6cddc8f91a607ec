/**
 * Runs a task every `intervalMs` while started: the live-score poll of a shown page.
 * A run never overlaps the previous one, and stop() cancels the next run (useDidHide).
 */
export class Poller {
  private timer: ReturnType<typeof setTimeout> | null = null
  private running = false
  private active = false

  constructor(
    private readonly task: () => Promise<unknown>,
    /** the wait between runs, read before each wait (slower while the live socket is up) */
    private readonly interval: number | (() => number),
  ) {}

  get intervalMs(): number {
    return typeof this.interval === 'number' ? this.interval : this.interval()
  }

  get isActive(): boolean {
    return this.active
  }

  /** starts polling (the first run after one interval); calling it again changes nothing */
  start(): void {
    if (this.active) return
    this.active = true
    this.schedule()
  }

  stop(): void {
    this.active = false
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
  }

  private schedule(): void {
    if (!this.active) return
    this.timer = setTimeout(() => void this.tick(), this.intervalMs)
  }

  private async tick(): Promise<void> {
    this.timer = null
    if (this.running || !this.active) return
    this.running = true
    try {
      await this.task()
    } catch {
      // a failed poll waits for the next one; the list keeps its last scores
    } finally {
      this.running = false
      this.schedule()
    }
  }
}
