import { makeAutoObservable } from 'mobx'
import type { MatchRow } from '@contract/football'
import { fetchTeamFixtures, fetchTeamRecord, type TeamRecord } from '@/features/match/services/footballData'
import { ListModel } from '@/stores/models/ListModel'
import { ResourceModel } from '@/stores/models/ResourceModel'

export type TeamTab = 'results' | 'fixtures'
export type Venue = 'all' | 'home' | 'away'

/** how many finished matches the record covers */
export const RECORD_SIZE = 10

/** a team's recent games (RecentGames): the last results with a summary, and the coming fixtures */
export class TeamRecordStore {
  readonly record: ResourceModel<TeamRecord>
  readonly fixtures: ListModel<MatchRow>
  tab: TeamTab = 'results'
  venue: Venue = 'all'

  constructor(readonly teamId: number) {
    this.record = new ResourceModel(() => fetchTeamRecord(teamId, this.venue, RECORD_SIZE))
    this.fixtures = new ListModel((page, limit) => fetchTeamFixtures(teamId, page, limit))
    makeAutoObservable(this, { record: false, fixtures: false, teamId: false })
  }

  /** win rate in percent, one decimal; null before any match */
  get winRate(): number | null {
    const s = this.record.data?.summary
    if (!s || s.played === 0) return null
    return Math.round((s.win / s.played) * 1000) / 10
  }

  setTab(tab: TeamTab): void {
    this.tab = tab
    if (tab === 'fixtures' && !this.fixtures.loaded) void this.fixtures.refresh()
  }

  setVenue(venue: Venue): void {
    this.venue = venue
    void this.record.load()
  }

  /** pull-to-refresh: the open tab */
  reload(): Promise<void> {
    return this.tab === 'results' ? this.record.load() : this.fixtures.refresh()
  }
}
