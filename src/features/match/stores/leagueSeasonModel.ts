import { makeAutoObservable } from 'mobx'
import type { SeasonRef } from '@contract/football'
import {
  fetchSchedule, fetchSeasons, fetchStandings, fetchTopScorers, type Schedule, type Standings, type TopScorer,
} from '@/features/match/services/footballData'
import { ListModel } from '@/stores/models/ListModel'
import { ResourceModel } from '@/stores/models/ResourceModel'

export type LeagueTab = 'standings' | 'schedule' | 'scorers'

/**
 * One league in the database (Seku2): its seasons, and for the chosen season the standings,
 * the schedule by round and the top scorers. A tab loads when first shown; changing the
 * season reloads what has been opened.
 */
export class LeagueSeason {
  readonly seasons: ResourceModel<SeasonRef[]>
  readonly standings: ResourceModel<Standings>
  readonly schedule: ResourceModel<Schedule>
  readonly scorers: ListModel<TopScorer>
  /** undefined: the league's current season (the server's default) */
  seasonId: number | undefined
  /** undefined: the round being played now (the server's default) */
  round: number | undefined = undefined
  tab: LeagueTab = 'standings'

  constructor(readonly leagueId: number, seasonId?: number) {
    this.seasonId = seasonId
    this.seasons = new ResourceModel(() => fetchSeasons(leagueId))
    this.standings = new ResourceModel(() => fetchStandings(leagueId, this.seasonId))
    this.schedule = new ResourceModel(() => fetchSchedule(leagueId, this.seasonId, this.round))
    this.scorers = new ListModel((page, limit) => fetchTopScorers(leagueId, this.seasonId, page, limit))
    makeAutoObservable(this, { seasons: false, standings: false, schedule: false, scorers: false, leagueId: false })
  }

  /** the season shown: the chosen one, else the one the server marks current */
  get season(): SeasonRef | null {
    const list = this.seasons.data ?? []
    return list.find((s) => s.id === this.seasonId) ?? list.find((s) => s.is_current) ?? null
  }

  /** the league as the loaded answers name it */
  get leagueName(): string {
    return this.standings.data?.league.name ?? this.schedule.data?.league.name ?? ''
  }

  load(): Promise<unknown> {
    return Promise.all([this.seasons.load(), this.loadTab()])
  }

  /** pull-to-refresh: the open tab again */
  reload(): Promise<unknown> {
    return this.loadTab()
  }

  setTab(tab: LeagueTab): void {
    this.tab = tab
    const opened = tab === 'scorers' ? this.scorers.loaded : this.modelOf(tab).loaded
    if (!opened) void this.loadTab()
  }

  setSeason(seasonId: number): void {
    if (seasonId === this.seasonId) return
    this.seasonId = seasonId
    this.round = undefined
    // every tab now describes another season: drop what they show and load them again
    void this.standings.setFetcher(() => fetchStandings(this.leagueId, seasonId))
    void this.schedule.setFetcher(() => fetchSchedule(this.leagueId, seasonId, this.round))
    void this.scorers.setFetcher((page, limit) => fetchTopScorers(this.leagueId, seasonId, page, limit))
  }

  setRound(round: number): void {
    this.round = round
    // the round picker comes with the schedule, so the old round stays loaded while the new one comes
    void this.schedule.load()
  }

  private modelOf(tab: 'standings' | 'schedule'): ResourceModel<Standings> | ResourceModel<Schedule> {
    return tab === 'standings' ? this.standings : this.schedule
  }

  private loadTab(): Promise<void> {
    return this.tab === 'scorers' ? this.scorers.refresh() : this.modelOf(this.tab).load()
  }
}
