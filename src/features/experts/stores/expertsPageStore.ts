import type { LeagueRef } from '@contract/football'
import { fetchExperts, type ExpertListRow } from '../services/experts'
import { fetchFamousLeagues } from '@/features/match'
import { ExpertRankingStore } from './expertRankingStore'
import type { PickedRegion } from '@/stores/regionPickStore'
import { ResourceModel } from '@/stores/models/ResourceModel'

/** how many of this month's best experts the top strip shows */
export const FAMOUS_COUNT = 10

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
  readonly leagues = new ResourceModel(fetchExpertLeagues)
  readonly famous = new ResourceModel<ExpertListRow[]>(async () => (await fetchExperts({ sort: 'month', leagueId: null, countryId: null, continentId: null }, 1, FAMOUS_COUNT)).list)

  constructor(initial: ConstructorParameters<typeof ExpertRankingStore>[0] & { region?: PickedRegion | null } = {}, readonly withFamous = false) {
    this.ranking = new ExpertRankingStore(initial)
  }

  /** first load and pull-to-refresh */
  refresh(): Promise<unknown> {
    return Promise.all([this.ranking.list.refresh(), this.leagues.load(), this.withFamous ? this.famous.load() : null])
  }
}
