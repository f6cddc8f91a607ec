import { makeAutoObservable } from 'mobx'
import type { OddsMarket } from '@/components/OddsTable/markets'
import type { CompanyOdds } from '@contract/api/game'
import type { MatchDetail } from '@contract/football'
import { fetchMatchDetail, fetchMatchOdds, fetchOddsMovement, type OddsMovement } from '@/services/matches'
import { ResourceModel } from './ResourceModel'

/**
 * The odds of one match by company (companyIndex): the match, every company's opening and
 * current quotes in the chosen market, and the movement history of the company tapped.
 */
export class CompanyIndexStore {
  readonly match: ResourceModel<MatchDetail>
  readonly odds: ResourceModel<CompanyOdds[]>
  market: OddsMarket = 'europe'
  companyId: number | null = null
  history: ResourceModel<OddsMovement> | null = null

  constructor(readonly matchId: number) {
    this.match = new ResourceModel(() => fetchMatchDetail(matchId))
    this.odds = new ResourceModel(() => fetchMatchOdds(matchId))
    // history stays observable: a class instance is kept by reference, not made deep
    makeAutoObservable(this, { match: false, odds: false, matchId: false })
  }

  load(): Promise<unknown> {
    return Promise.all([this.match.load(), this.odds.load(), this.history?.load()])
  }

  setMarket(market: OddsMarket): void {
    this.market = market
  }

  /** opens a company's movement history; tapping it again closes it */
  selectCompany(companyId: number): void {
    if (this.companyId === companyId) {
      this.companyId = null
      this.history = null
      return
    }
    this.companyId = companyId
    this.history = new ResourceModel(() => fetchOddsMovement(this.matchId, companyId))
    void this.history.load()
  }
}
