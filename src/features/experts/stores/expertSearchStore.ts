import { makeAutoObservable, runInAction } from 'mobx'
import { fetchHotSearches, searchExperts, type ExpertSearchRow, type HotKeyword } from '@/features/experts/services/experts'
import { ResourceModel } from '@/stores/models/ResourceModel'

/** how many experts a search shows above the matches */
export const EXPERT_RESULTS = 10

export type { HotKeyword }

/**
 * The experts side of searchCpt: hot searches shown before anything is typed (popular experts and
 * famous competitions), and the experts matching the keyword. A late answer for an older keyword
 * is dropped.
 */
export class ExpertSearchStore {
  readonly hot = new ResourceModel<HotKeyword[]>(fetchHotSearches)
  experts: ExpertSearchRow[] = []
  /** the keyword of the experts shown */
  keyword = ''

  constructor() {
    makeAutoObservable<ExpertSearchStore>(this, { hot: false })
  }

  async search(keyword: string): Promise<void> {
    this.keyword = keyword
    this.experts = []
    try {
      const res = await searchExperts(keyword, 1, EXPERT_RESULTS)
      runInAction(() => {
        if (this.keyword === keyword) this.experts = res.list
      })
    } catch {
      // the app shell said why; the match results still show
    }
  }
}
