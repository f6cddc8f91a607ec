/**
 * Who runs the clock (issue 33, one clock): the live ticker and the scheduled jobs run in one process
 * at a time, the leader; every process serves requests. One process on SQLite is always the leader
 * (soleLeadership); N processes on PostgreSQL elect one by an advisory lock (postgresLeadership.ts).
 */
export type LeadershipChange = 'gained' | 'lost'

export interface Leadership {
  isLeader(): boolean
  /** begins taking part: the sole leader leads at once, an elected one when it wins the lock */
  start(): Promise<void>
  /** leaves: a leader steps down (listeners hear `lost`) and gives the lead to another */
  stop(): Promise<void>
  /** hears each change; returns the way to stop hearing */
  onChange(listener: (change: LeadershipChange) => void): () => void
}

/** the listeners of a leadership and the state they hear about, for the implementations */
export class LeadershipState {
  private leading = false
  private readonly listeners = new Set<(change: LeadershipChange) => void>()

  isLeader(): boolean {
    return this.leading
  }

  onChange(listener: (change: LeadershipChange) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** records the new state and tells the listeners, once per real change */
  set(leading: boolean): void {
    if (leading === this.leading) return
    this.leading = leading
    for (const l of [...this.listeners]) l(leading ? 'gained' : 'lost')
  }
}

/** one process on its own store: the leader from start to stop, as the server always was */
export function soleLeadership(): Leadership {
  const state = new LeadershipState()
  return {
    isLeader: () => state.isLeader(),
    onChange: (l) => state.onChange(l),
    start: async () => state.set(true),
    stop: async () => state.set(false),
  }
}

/**
 * Runs `begin` whenever this process gains the lead (at once when it already leads) and the `end`
 * it returned when it loses it; the returned function ends it for good (the server closes)
 */
export function whileLeading(leadership: Leadership, begin: () => () => void): () => void {
  let end: (() => void) | null = null
  const follow = (leading: boolean) => {
    if (leading && !end) end = begin()
    else if (!leading && end) {
      end()
      end = null
    }
  }
  const unsubscribe = leadership.onChange((change) => follow(change === 'gained'))
  follow(leadership.isLeader())
  return () => {
    unsubscribe()
    follow(false)
  }
}

/** what the clock work of a server is given: who leads, and the claim of each step (clockClaims.ts) */
export interface ClockWork {
  leadership: Leadership
  /** true when this process may apply the step `key` (clockStepKey) */
  claimStep(key: string): Promise<boolean>
}

/** one process leading alone and claiming nothing: the clock work of a server without a shared store */
export function soleClockWork(): ClockWork {
  const leadership = soleLeadership()
  void leadership.start()
  return { leadership, claimStep: async () => true }
}
