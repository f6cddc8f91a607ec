import { makeAutoObservable } from 'mobx'
import { MatchStatus } from '@contract/match-status'
import { fetchPrediction, setPredictionFollowed, type PredictionDetail } from '@/features/experts/services/experts'
import { matchIdOf, matchTopic, type LiveMessage } from '@/services/liveSocket'
import { Poller } from '@/stores/models/Poller'
import { LIVE_SAFETY_POLL_MS, LiveFeed, patchRow, rowPatchOf, type LiveChannel } from '@/features/match'
import { OptimisticToggle } from '@/stores/models/OptimisticToggle'
import { ResourceModel } from '@/stores/models/ResourceModel'

/** how often a shown prediction with matches in play re-reads its scores */
export const PREDICTION_LIVE_POLL_MS = 30_000

/** a leg's match can still change: not finished and not postponed */
const isOpen = (status: number) => status !== MatchStatus.FINISHED && status !== MatchStatus.POSTPONED

/**
 * One prediction (crossoverDetail): its matches with live scores, the pick or its lock, analysis,
 * hash and edit history, and 跟单 (follow the prediction) at once with rollback.
 * While shown and not every match has finished, the detail is re-read so scores move and a pick
 * that becomes public at the final whistle appears.
 */
export class PredictionDetailModel {
  readonly detail: ResourceModel<PredictionDetail>
  private readonly follows = new OptimisticToggle(setPredictionFollowed)
  private readonly poller: Poller
  /** the open legs' matches, pushed while the page is shown; the poll runs slowly while it is up */
  readonly live: LiveFeed

  constructor(readonly id: number, fetcher: (id: number) => Promise<PredictionDetail> = fetchPrediction, channel?: LiveChannel) {
    this.detail = new ResourceModel(() => fetcher(id))
    this.live = new LiveFeed(() => this.openMatchTopics(), (m) => this.onLiveMessage(m), () => undefined, channel)
    this.poller = new Poller(
      () => (this.stillPlaying ? this.detail.load() : Promise.resolve()),
      () => (this.live.up ? LIVE_SAFETY_POLL_MS : PREDICTION_LIVE_POLL_MS),
    )
    makeAutoObservable<PredictionDetailModel, 'follows' | 'poller' | 'openMatchTopics'>(this, {
      detail: false,
      follows: false,
      poller: false,
      id: false,
      live: false,
      openMatchTopics: false,
    })
  }

  private openMatchTopics(): string[] {
    return (this.detail.data?.legs ?? []).filter((l) => isOpen(l.match.status_id)).map((l) => matchTopic(l.event_id))
  }

  /** a leg's match changed: its score and minute move at once; at its final whistle the pick may open, so read again */
  onLiveMessage(message: LiveMessage): void {
    const d = this.detail.data
    const matchId = matchIdOf(message)
    const patch = rowPatchOf(message)
    if (!d || matchId === null || !patch) return
    let changed = false
    const legs = d.legs.map((leg) => {
      if (leg.event_id !== matchId) return leg
      const match = patchRow(leg.match, patch)
      if (match === leg.match) return leg
      changed = true
      return { ...leg, match }
    })
    if (!changed) return
    this.detail.replace({ ...d, legs })
    if (patch.status_id === MatchStatus.FINISHED) void this.detail.load()
  }

  get stillPlaying(): boolean {
    return this.detail.data?.legs.some((l) => isOpen(l.match.status_id)) ?? true
  }

  startLive(): void {
    this.live.start()
    this.poller.start()
  }

  stopLive(): void {
    this.live.stop()
    this.poller.stop()
  }

  /** the detail arrived (first load): hold its matches' topics if the page is already shown */
  async load(): Promise<void> {
    await this.detail.load()
    this.live.restart()
  }

  toggleFollow(): Promise<boolean> | undefined {
    const d = this.detail.data
    if (!d) return undefined
    return this.follows.toggle(d.id, d.followed, (followed) => {
      const now = this.detail.data
      if (!now || now.followed === followed) return
      this.detail.data = { ...now, followed, followers: Math.max(0, now.followers + (followed ? 1 : -1)) }
    })
  }
}
