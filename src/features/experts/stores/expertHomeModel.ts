import { makeAutoObservable } from 'mobx'
import type { PredictionListStatus } from '@contract/expert-rules'
import { fetchExpertPredictions, fetchExpertProfile, fetchPrediction, setExpertFollowed, type ExpertProfile, type PredictionRow } from '@/features/experts/services/experts'
import { ListModel } from '@/stores/models/ListModel'
import { OptimisticToggle } from '@/stores/models/OptimisticToggle'
import { ResourceModel } from '@/stores/models/ResourceModel'

export const EXPERT_PREDICTIONS_PAGE_SIZE = 10

/**
 * One expert's page: the profile with its verifiable record, the current (not yet settled) or the
 * settled predictions, paged, and the follow button (at once, rolled back on failure).
 */
export class ExpertHomeModel {
  status: PredictionListStatus
  readonly profile: ResourceModel<ExpertProfile>
  readonly predictions: ListModel<PredictionRow>
  private readonly follows = new OptimisticToggle(setExpertFollowed)

  constructor(readonly expertId: number, status: PredictionListStatus = 'current') {
    this.status = status
    this.profile = new ResourceModel(() => fetchExpertProfile(expertId))
    this.predictions = new ListModel((page, limit) => fetchExpertPredictions(expertId, this.status, page, limit), EXPERT_PREDICTIONS_PAGE_SIZE)
    makeAutoObservable<ExpertHomeModel, 'follows'>(this, { profile: false, predictions: false, follows: false, expertId: false })
  }

  load(): Promise<unknown> {
    return Promise.all([this.profile.load(), this.predictions.refresh()])
  }

  /** bought here, the card shows the pick at once: the row is replaced by the fresh prediction */
  async refreshPrediction(id: number): Promise<void> {
    const fresh = await fetchPrediction(id)
    this.predictions.patch((r) => r.id === id, () => fresh)
  }

  /** 战绩汇总 needs the profile alone */
  static profileOnly(expertId: number): ResourceModel<ExpertProfile> {
    return new ResourceModel(() => fetchExpertProfile(expertId))
  }

  setStatus(status: PredictionListStatus): void {
    if (status === this.status) return
    this.status = status
    void this.predictions.setFetcher((page, limit) => fetchExpertPredictions(this.expertId, status, page, limit))
  }

  toggleFollow(): Promise<boolean> | undefined {
    const p = this.profile.data
    if (!p) return undefined
    return this.follows.toggle(p.expert_id, p.followed, (followed) => {
      const now = this.profile.data
      if (!now || now.followed === followed) return
      this.profile.data = { ...now, followed, followers: Math.max(0, now.followers + (followed ? 1 : -1)) }
    })
  }
}
