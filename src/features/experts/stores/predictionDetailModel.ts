import { makeAutoObservable } from 'mobx'
import { MatchStatus } from '@contract/match-status'
import { fetchPrediction, setPredictionFollowed, type PredictionDetail } from '@/features/experts/services/experts'
import { Poller } from '../../../stores/models/Poller'
import { OptimisticToggle } from '../../../stores/models/OptimisticToggle'
import { ResourceModel } from '../../../stores/models/ResourceModel'

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

  constructor(readonly id: number, fetcher: (id: number) => Promise<PredictionDetail> = fetchPrediction) {
    this.detail = new ResourceModel(() => fetcher(id))
    this.poller = new Poller(() => (this.stillPlaying ? this.detail.load() : Promise.resolve()), PREDICTION_LIVE_POLL_MS)
    makeAutoObservable<PredictionDetailModel, 'follows' | 'poller'>(this, { detail: false, follows: false, poller: false, id: false })
  }

  get stillPlaying(): boolean {
    return this.detail.data?.legs.some((l) => isOpen(l.match.status_id)) ?? true
  }

  startLive(): void {
    this.poller.start()
  }

  stopLive(): void {
    this.poller.stop()
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
