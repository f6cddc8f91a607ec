import { makeAutoObservable, reaction } from 'mobx'
import {
  fetchOddsCompanies, fetchOddsSamples, fetchSameOddsByCompany, fetchSameOddsDetails,
  type OddsCompany, type OddsSampleResult, type SameOddsByCompany, type SameOddsSample,
} from '@/features/match/services/footballData'
import { isAmount, isInRange } from '@/utils/validators'
import { ListModel } from '@/stores/models/ListModel'
import { ResourceModel } from '@/stores/models/ResourceModel'

/** the server accepts 1X2 odds in this range (types/api/match.ts oddsSampleReq) */
export const ODDS_MIN = 1.01
export const ODDS_MAX = 100

/**
 * Same odds of one match (oddsWith?id=): each company's opening 1X2 with how matches opening
 * alike ended, and the historical matches themselves for the chosen company, paged.
 */
export class MatchSameOdds {
  readonly byCompany: ResourceModel<SameOddsByCompany[]>
  readonly samples: ListModel<SameOddsSample>
  companyId: number | null

  constructor(readonly matchId: number, companyId: number | null) {
    this.companyId = companyId
    this.byCompany = new ResourceModel(() => fetchSameOddsByCompany(matchId))
    this.samples = new ListModel(this.fetcher())
    makeAutoObservable(this, { byCompany: false, samples: false, matchId: false })
    // each answer (first load, retry, refresh): the company asked for, else the first, and its samples
    reaction(
      () => this.byCompany.data,
      (rows) => {
        const wanted = rows?.find((r) => r.company.id === this.companyId) ?? rows?.[0]
        if (wanted) this.setCompany(wanted.company.id)
      },
    )
  }

  /** the chosen company's row (opening odds and outcome summary) */
  get selected(): SameOddsByCompany | null {
    return this.byCompany.data?.find((r) => r.company.id === this.companyId) ?? null
  }

  /** the companies; the reaction above then loads the samples */
  load(): Promise<void> {
    return this.byCompany.load()
  }

  setCompany(companyId: number): void {
    this.companyId = companyId
    void this.samples.setFetcher(this.fetcher())
  }

  private fetcher() {
    const { matchId, companyId } = this
    return (page: number, limit: number) =>
      companyId === null ? Promise.resolve({ list: [], page, limit, total: 0, has_more: false }) : fetchSameOddsDetails(matchId, companyId, page, limit)
  }
}

export type OddsField = 'home' | 'draw' | 'away'

/** 1X2 odds typed by the user: two decimals at most, 1.01 to 100 */
export function oddsError(value: string): string | null {
  const v = value.trim()
  if (v === '') return '请填写赔率'
  if (!isAmount(v) || !isInRange(v, ODDS_MIN, ODDS_MAX)) return `赔率应在 ${ODDS_MIN} 到 ${ODDS_MAX} 之间，最多两位小数`
  return null
}

/** same odds typed in (oddsWith without a match): a company and three odds, then the samples */
export class OddsQuery {
  readonly companies: ResourceModel<OddsCompany[]>
  readonly result: ResourceModel<OddsSampleResult>
  companyId: number | null = null
  odds: Record<OddsField, string> = { home: '', draw: '', away: '' }
  /** shown under the form after a rejected search */
  formError: string | null = null
  /** true once a search was sent: the result area appears */
  searched = false

  constructor(today: string) {
    this.companies = new ResourceModel(() => fetchOddsCompanies(today))
    // replaced by each search (submit); never loaded before one
    this.result = new ResourceModel<OddsSampleResult>(() => Promise.reject(new Error('请先填写赔率')))
    makeAutoObservable(this, { companies: false, result: false })
    reaction(
      () => this.companies.data,
      (companies) => {
        if (this.companyId === null && companies?.[0]) this.companyId = companies[0].id
      },
    )
  }

  load(): Promise<void> {
    return this.companies.load()
  }

  setCompany(companyId: number): void {
    this.companyId = companyId
  }

  setOdds(field: OddsField, value: string): void {
    this.odds[field] = value
    this.formError = null
  }

  /** checks the form; sends the search when it is valid */
  submit(): void {
    const { companyId, odds } = this
    const error = companyId === null ? '请选择公司' : (['home', 'draw', 'away'] as const).map((f) => oddsError(odds[f])).find(Boolean)
    if (error || companyId === null) {
      this.formError = error ?? '请选择公司'
      return
    }
    this.searched = true
    const query = { home: Number(odds.home), draw: Number(odds.draw), away: Number(odds.away) }
    void this.result.setFetcher(() => fetchOddsSamples(companyId, query))
  }
}
