import { action, makeObservable, observable } from 'mobx'
import { liveSocket, type LiveHandler } from '@/services/liveSocket'

/** the slow safety poll while the socket is up (a message lost in a reconnect is caught up here) */
export const LIVE_SAFETY_POLL_MS = 60_000

/** what a store needs of the push channel (the app's LiveSocket; a fake one in tests) */
export interface LiveChannel {
  readonly isUp: boolean
  subscribe(topic: string, handler: LiveHandler): () => void
  onStatus(listener: (up: boolean) => void): () => void
}

/**
 * A shown screen's hold on some topics of the push channel: start() when the page shows,
 * stop() when it hides (a hidden screen holds no subscription). `up` says whether pushed
 * changes arrive now, so the screen's poll runs only while it is false.
 */
export class LiveFeed {
  up = false
  private releases: Array<() => void> = []

  constructor(
    private readonly topics: () => readonly string[],
    private readonly onMessage: LiveHandler,
    /** the socket came up (true: catch up on what was missed) or went down (false: poll again) */
    private readonly onStatusChange: (up: boolean) => void = () => undefined,
    private readonly channel: LiveChannel = liveSocket,
  ) {
    makeObservable<LiveFeed, 'setUp'>(this, { up: observable, setUp: action })
  }

  get active(): boolean {
    return this.releases.length > 0
  }

  start(): void {
    if (this.active) return
    this.releases.push(this.channel.onStatus((up) => this.setUp(up)))
    for (const topic of this.topics()) this.releases.push(this.channel.subscribe(topic, this.onMessage))
    this.setUp(this.channel.isUp, false)
  }

  stop(): void {
    for (const release of this.releases.splice(0)) release()
    this.setUp(false, false)
  }

  /** the topics changed (another match): holds the new ones */
  restart(): void {
    if (!this.active) return
    this.stop()
    this.start()
  }

  private setUp(up: boolean, notify = true): void {
    if (this.up === up) return
    this.up = up
    if (notify) this.onStatusChange(up)
  }
}
