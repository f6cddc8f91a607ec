import { makeAutoObservable, reaction } from 'mobx'
import { fetchIndemnityList, fetchOddsCompanies, type IndemnityRow, type OddsCompany } from '@/features/match/services/footballData'
import { ListModel } from '@/stores/models/ListModel'
import { ResourceModel } from '@/stores/models/ResourceModel'

/**
 * Equal-compensation samples (Indemnity): a day's matches at one company, each with how the
 * finished matches that opened with the same 1X2 odds ended. The company list loads first;
 * the first company is chosen until the user picks another.
 */
export class IndemnityStore {
  readonly companies: ResourceModel<OddsCompany[]>
  readonly list: ListModel<IndemnityRow>
  companyId: number | null = null
  date: string

  constructor(today: string) {
    this.date = today
    this.companies = new ResourceModel(() => fetchOddsCompanies(today))
    this.list = new ListModel(this.fetcher())
    makeAutoObservable(this, { companies: false, list: false })
    // whenever the companies arrive (first load or a retry) with none chosen, the first is chosen
    reaction(
      () => this.companies.data,
      (companies) => {
        if (this.companyId === null && companies?.[0]) this.setCompany(companies[0].id)
      },
    )
  }

  /** companies first (the reaction then loads the list), or the list again once a company is chosen */
  async load(): Promise<void> {
    if (this.companyId === null) await this.companies.load()
    else await this.list.refresh()
  }

  /** pull-to-refresh */
  reload(): Promise<void> {
    return this.companyId === null ? this.load() : this.list.refresh()
  }

  setCompany(companyId: number): void {
    this.companyId = companyId
    void this.list.setFetcher(this.fetcher())
  }

  setDate(date: string): void {
    this.date = date
    if (this.companyId !== null) void this.list.setFetcher(this.fetcher())
  }

  private fetcher() {
    const { companyId, date } = this
    return (page: number, limit: number) => {
      if (companyId === null) return Promise.resolve({ list: [], page, limit, total: 0, has_more: false })
      return fetchIndemnityList(companyId, date, page, limit)
    }
  }
}
