import type { LeagueRef } from '@contract/football'
import { EXPERT_FAMOUS_COUNT, type TabFirstScreenData } from '@contract/tab-first-screen'
import { fetchExperts, type ExpertListRow } from '../services/experts'
import { fetchFamousLeagues } from '@/features/match'
import { ExpertRankingStore } from './expertRankingStore'
import type { PickedRegion } from '@/stores/regionPickStore'
import { ResourceModel } from '@/stores/models/ResourceModel'

/** how many of this month's best experts the top strip shows */
export const FAMOUS_COUNT = EXPERT_FAMOUS_COUNT

/** the competitions experts can be filtered by: the well-known ones */
export async function fetchExpertLeagues(): Promise<LeagueRef[]> {
  const rows = await fetchFamousLeagues()
  return rows.map((r) => r.league)
}

/**
 * The experts tab and the experts list: a ranking with its filters, the competitions to filter by,
 * and (on the tab) this month's best experts on top.
 */
export class ExpertsPageStore {
  readonly ranking: ExpertRankingStore
  readonly leagues: ResourceModel<Awaited<ReturnType<typeof fetchExpertLeagues>>>
  readonly famous: ResourceModel<ExpertListRow[]>

  /** first: the tab's answers to start with (H5: the ones index.html was drawn from; 命中率, no filter) */
  constructor(initial: ConstructorParameters<typeof ExpertRankingStore>[0] & { region?: PickedRegion | null } = {}, readonly withFamous = false, first?: TabFirstScreenData['expert']) {
    this.ranking = new ExpertRankingStore(initial)
    this.leagues = new ResourceModel(fetchExpertLeagues, { initial: first?.leagues })
    this.famous = new ResourceModel<ExpertListRow[]>(
      async () => (await fetchExperts({ sort: 'month', leagueId: null, countryId: null, continentId: null }, 1, FAMOUS_COUNT)).list,
      { initial: first?.famous.list },
    )
    if (first) this.ranking.list.prefill(first.ranking)
  }

  /** first load and pull-to-refresh */
  refresh(): Promise<unknown> {
    return Promise.all([this.ranking.list.refresh(), this.leagues.load(), this.withFamous ? this.famous.load() : null])
  }
}
