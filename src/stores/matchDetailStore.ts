import { makeAutoObservable } from 'mobx'
import type { AnalysisRes, CompanyOdds, LineupRes } from '@contract/api/game'
import type { MatchDetail } from '@contract/football'
import { MatchStatus, isLiveStatus } from '@contract/match-status'
import { fetchAnalysis, fetchLineup, fetchMatchDetail, fetchMatchOdds, fetchOddsMovement, type OddsMovement } from '@/services/matches'
import { ResourceModel } from './ResourceModel'
import { Poller } from './matchPoller'
import { LIVE_POLL_MS } from './matchStore'

export type DetailTab = 'live' | 'stats' | 'lineup' | 'analysis' | 'index'

export const DETAIL_TABS: ReadonlyArray<{ key: DetailTab; label: string }> = [
  { key: 'live', label: '直播' },
  { key: 'stats', label: '统计' },
  { key: 'lineup', label: '阵容' },
  { key: 'analysis', label: '分析' },
  { key: 'index', label: '指数' },
]

/** a match still worth refreshing: live, or not started yet (it may kick off while open) */
function stillMoving(m: MatchDetail): boolean {
  return isLiveStatus(m.status_id) || m.status_id === MatchStatus.NOT_STARTED
}

/**
 * One open match detail: the match (refreshed while it is live and the page is shown) and
 * each tab's data, loaded the first time the tab is opened.
 */
export class MatchDetailModel {
  tab: DetailTab = 'live'
  readonly detail: ResourceModel<MatchDetail>
  readonly lineup: ResourceModel<LineupRes>
  readonly analysis: ResourceModel<AnalysisRes>
  readonly odds: ResourceModel<CompanyOdds[]>
  /** the company whose odds movement is open in the index tab */
  oddsCompanyId: number | null = null
  movement: ResourceModel<OddsMovement> | null = null
  private readonly poller: Poller

  constructor(readonly id: number) {
    this.detail = new ResourceModel(() => fetchMatchDetail(id))
    this.lineup = new ResourceModel(() => fetchLineup(id))
    this.analysis = new ResourceModel(() => fetchAnalysis(id))
    this.odds = new ResourceModel(() => fetchMatchOdds(id))
    this.poller = new Poller(() => this.refreshLive(), LIVE_POLL_MS)
    makeAutoObservable<MatchDetailModel, 'poller'>(this, {
      id: false,
      detail: false,
      lineup: false,
      analysis: false,
      odds: false,
      poller: false,
    })
  }

  /** opens a tab and loads its data the first time */
  setTab(tab: DetailTab): void {
    this.tab = tab
    const model = this.dataOf(tab)
    if (model && !model.loaded && !model.loading) void model.load()
  }

  /** the index tab: one company's movement, or closes it when tapped again */
  selectOddsCompany(companyId: number): void {
    if (this.oddsCompanyId === companyId) {
      this.oddsCompanyId = null
      this.movement = null
      return
    }
    this.oddsCompanyId = companyId
    this.movement = new ResourceModel(() => fetchOddsMovement(this.id, companyId))
    void this.movement.load()
  }

  /** pull-to-refresh: the match and the open tab */
  async refresh(): Promise<void> {
    await Promise.all([this.detail.load(), this.dataOf(this.tab)?.load()])
  }

  /** the page is shown: poll the match while it can still change */
  startLive(): void {
    this.poller.start()
  }

  stopLive(): void {
    this.poller.stop()
  }

  /** the data a tab loads besides the match itself (live and stats come with the match) */
  private dataOf(tab: DetailTab): ResourceModel<unknown> | null {
    if (tab === 'lineup') return this.lineup
    if (tab === 'analysis') return this.analysis
    if (tab === 'index') return this.odds
    return null
  }

  private async refreshLive(): Promise<void> {
    const m = this.detail.data
    if (m && !stillMoving(m)) return
    await this.detail.load()
  }
}
