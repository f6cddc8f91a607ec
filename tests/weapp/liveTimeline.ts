/**
 * The experience audit's timeline for its live phase: the page lives through seconds of live
 * football without the audit waiting them out.
 *
 * `now()` is real time (performance.now()) plus the time skipped so far. From takeOver() on, the
 * app's own timers of LONG_TIMER_MS or more (a goal's highlight cleared three seconds later, the
 * competition pills asked again a second after a final whistle, a countdown's second) run on
 * this timeline, those already pending with the rest of their wait: `advanceTo(t)` fires the
 * ones due by `t` in order, each in its own task and at its own moment, skipping only the time
 * the page spends idle. Shorter timers (a render put off to the next task, the harness's own
 * 20 ms looks) stay real, as does everything the page does in between, so a slow page still
 * takes its real time on the timeline. The app's Date moves
 * with the timeline during the phase and is given back after the page's unload (the next page
 * starts at the suite's moment again, as the stand-in's clock does).
 */

import { installShiftedDate } from '../setup/testClock'

/** timers this long or longer wait on the timeline; shorter ones are the page's next tasks, left real */
export const LONG_TIMER_MS = 100

/** a timer due sooner than this is waited for in real time: settling first would take about as long */
const REAL_WAIT_MS = 150

interface TimelineTimer {
  id: number
  due: number
  run: () => void
  /** setInterval's period; null for setTimeout */
  every: number | null
}

type TimerFn = (handler: unknown, ms?: number, ...args: unknown[]) => unknown
type ClearFn = (id: unknown) => void

/** ids of timeline timers: far above jsdom's, so a clear of either kind finds its own */
let nextId = 1_000_000_000

export class LiveTimeline {
  private skipped = 0
  /** the app's long timers: real ones watched (so the live phase can take them over), then the timeline's */
  private timers: TimelineTimer[] = []
  private onTimeline = false
  private saved: { setTimeout: TimerFn; clearTimeout: ClearFn; setInterval: TimerFn; clearInterval: ClearFn; Date: DateConstructor } | null = null

  /** the audit's time: real ms plus what the timeline skipped */
  now(): number {
    return performance.now() + this.skipped
  }

  /**
   * Watches the app's long timers from the page's launch on (they still run in real time), so that
   * takeOver() can move those pending at the live phase (a countdown's second, a rotating notice)
   * onto the timeline with the rest of their wait
   */
  install(): void {
    const g = globalThis as unknown as Record<'setTimeout' | 'clearTimeout' | 'setInterval' | 'clearInterval', unknown>
    const saved = { setTimeout: g.setTimeout as TimerFn, clearTimeout: g.clearTimeout as ClearFn, setInterval: g.setInterval as TimerFn, clearInterval: g.clearInterval as ClearFn, Date: globalThis.Date }
    this.saved = saved
    const schedule = (real: TimerFn, every: boolean): TimerFn => (handler, ms = 0, ...args) => {
      if (typeof handler !== 'function' || ms < LONG_TIMER_MS) return real(handler, ms, ...args)
      const call = () => (handler as (...a: unknown[]) => void)(...args)
      const timer: TimelineTimer = { id: 0, due: this.now() + ms, run: call, every: every ? ms : null }
      if (this.onTimeline) timer.id = nextId++
      else {
        // a real timer, watched: forgotten when it fires for the last time, its next due kept otherwise
        timer.id = real(() => {
          if (every) timer.due += ms
          else this.timers = this.timers.filter((t) => t !== timer)
          call()
        }, ms) as number
      }
      this.timers.push(timer)
      return timer.id
    }
    const clear = (real: ClearFn): ClearFn => (id) => {
      this.timers = this.timers.filter((t) => t.id !== id)
      real(id)
    }
    g.setTimeout = schedule(saved.setTimeout, false)
    g.setInterval = schedule(saved.setInterval, true)
    g.clearTimeout = clear(saved.clearTimeout)
    g.clearInterval = clear(saved.clearInterval)
  }

  /** the live phase begins: the app's pending long timers and those it sets from now on wait on the timeline */
  takeOver(): void {
    if (!this.saved) throw new Error('LiveTimeline.takeOver before install')
    for (const t of this.timers) {
      this.saved.clearTimeout(t.id)
      this.saved.clearInterval(t.id)
    }
    this.onTimeline = true
    // the app's Date moves with the timeline too (a countdown's text changes each skipped second)
    installShiftedDate(globalThis, () => this.skipped)
  }

  /**
   * Moves the timeline to `t` (when it has not passed it in real time already): each timer due by
   * then fires at its moment, in its own task. Time is skipped only over a page that has settled and
   * only up to a timer more than REAL_WAIT_MS away; closer ones are waited for in real time, so a
   * burst of timers keeps its real spacing (settling between them would spread it out)
   */
  async advanceTo(t: number, settle: () => Promise<void>): Promise<void> {
    for (;;) {
      const next = this.timers.reduce<TimelineTimer | null>((a, b) => (a && a.due <= b.due ? a : b), null)
      if (!next || next.due > t) break
      if (next.due - this.now() > REAL_WAIT_MS) await settle()
      const left = next.due - this.now()
      if (left > REAL_WAIT_MS) this.skipTo(next.due)
      else if (left > 0) await this.realSleep(left)
      if (next.every === null) this.timers = this.timers.filter((x) => x !== next)
      else next.due += next.every
      await this.realSleep(0)
      try {
        next.run()
      } catch (e) {
        // as an uncaught error in a timer: the page's error collector hears it
        console.error(e)
      }
    }
    await settle()
    this.skipTo(t)
  }

  /**
   * Gives the real timers back (after the page's unload). Timers still waiting on the timeline are
   * due after the live phase, on a page the audit measures and unloads next: they are dropped.
   */
  uninstall(): void {
    if (!this.saved) return
    Object.assign(globalThis, this.saved)
    this.saved = null
    this.onTimeline = false
    this.timers = []
  }

  private skipTo(t: number): void {
    const now = this.now()
    if (t > now) this.skipped += t - now
  }

  private realSleep(ms: number): Promise<void> {
    const real = this.saved?.setTimeout ?? setTimeout
    return new Promise((resolve) => void real(resolve, ms))
  }
}
