import { makeAutoObservable } from 'mobx'
import type { CompanyOdds } from '@contract/api/match'
import type { OddsMarket } from '@/features/match/components/OddsTable/markets'
import { fetchMatchOdds, fetchOddsMovement, type OddsMovement } from '@/features/match/services/matches'
import { ResourceModel } from '@/stores/models/ResourceModel'

/**
 * One match's odds board (the match detail's 指数 tab and 公司指数): every company's opening and
 * current quotes in the chosen market, and the movement history of the company tapped.
 */
export class OddsBoardModel {
  readonly odds: ResourceModel<CompanyOdds[]>
  market: OddsMarket = 'europe'
  companyId: number | null = null
  movement: ResourceModel<OddsMovement> | null = null

  constructor(readonly matchId: number) {
    this.odds = new ResourceModel(() => fetchMatchOdds(matchId))
    // movement stays observable by reference: a class instance is not made deep
    makeAutoObservable(this, { odds: false, matchId: false })
  }

  /** the quotes and, when a company is open, its movement */
  load(): Promise<unknown> {
    return Promise.all([this.odds.load(), this.movement?.load()])
  }

  setMarket(market: OddsMarket): void {
    this.market = market
  }

  /** opens a company's movement history; tapping it again closes it */
  selectCompany(companyId: number): void {
    if (this.companyId === companyId) {
      this.companyId = null
      this.movement = null
      return
    }
    this.companyId = companyId
    this.movement = new ResourceModel(() => fetchOddsMovement(this.matchId, companyId))
    void this.movement.load()
  }
}
