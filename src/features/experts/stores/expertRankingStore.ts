import { makeAutoObservable } from 'mobx'
import type { ExpertSort } from '@contract/expert-rules'
import { EXPERT_RANKING_PAGE } from '@contract/tab-first-screen'
import { fetchExperts, setExpertFollowed, type ExpertFilter, type ExpertListRow, type ExpertPlayFilter } from '@/features/experts/services/experts'
import { ListModel } from '@/stores/models/ListModel'
import { OptimisticToggle } from '@/stores/models/OptimisticToggle'
import type { PickedRegion } from '@/stores/regionPickStore'

export type { ExpertPlayFilter }

/** the four rankings of the experts tab, in order (命中率 / 连红 / 回报率 / 人气) */
export const RANKING_SORTS: readonly ExpertSort[] = ['hit_rate', 'streak', 'return', 'followers']

export const EXPERTS_PAGE_SIZE = EXPERT_RANKING_PAGE

/**
 * An experts ranking: the order, a competition and a region filter, the paged rows, and the follow
 * button of each row (shown at once, rolled back when the server refuses).
 */
export class ExpertRankingStore {
  sort: ExpertSort
  leagueId: number | null
  region: PickedRegion | null = null
  play: ExpertPlayFilter | null = null
  readonly list: ListModel<ExpertListRow>
  readonly follows = new OptimisticToggle(setExpertFollowed)

  constructor(initial: { sort?: ExpertSort; leagueId?: number | null; region?: PickedRegion | null; play?: ExpertPlayFilter | null } = {}) {
    this.sort = initial.sort ?? 'hit_rate'
    this.leagueId = initial.leagueId ?? null
    this.region = initial.region ?? null
    this.play = initial.play ?? null
    this.list = new ListModel((page, limit) => fetchExperts(this.filter, page, limit), EXPERTS_PAGE_SIZE)
    makeAutoObservable<ExpertRankingStore>(this, { list: false, follows: false })
  }

  get filter(): ExpertFilter {
    return {
      sort: this.sort,
      leagueId: this.leagueId,
      countryId: this.region?.kind === 'country' ? this.region.id : null,
      continentId: this.region?.kind === 'continent' ? this.region.id : null,
      play: this.play,
    }
  }

  setSort(sort: ExpertSort): void {
    if (sort === this.sort) return
    this.sort = sort
    void this.list.reload()
  }

  setLeague(leagueId: number | null): void {
    if (leagueId === this.leagueId) return
    this.leagueId = leagueId
    void this.list.reload()
  }

  setPlay(play: ExpertPlayFilter | null): void {
    if (play === this.play) return
    this.play = play
    void this.list.reload()
  }

  /** the region chosen on pages/expert/country; reloads only when it changed */
  setRegion(region: PickedRegion | null): void {
    if (region?.kind === this.region?.kind && region?.id === this.region?.id) return
    this.region = region
    if (this.list.loaded || this.list.busy) void this.list.reload()
  }

  /** the row's follow button: the new state shows at once, a refusal puts the old one back */
  toggleFollow(row: ExpertListRow): Promise<boolean> {
    return this.follows.toggle(row.expert_id, row.followed, (followed) => {
      this.list.patch(
        (r) => r.expert_id === row.expert_id,
        (r) => (r.followed === followed ? r : { ...r, followed, followers: Math.max(0, r.followers + (followed ? 1 : -1)) }),
      )
    })
  }
}
