import dayjs from 'dayjs'
import { makeAutoObservable, observableRef } from 'mobx'
import type { MatchRow } from '@contract/football'
import {
  fetchBdGames, fetchBdPeriods, fetchDrawDetails, fetchFinishedMatches, fetchLatestDraws, fetchPoolIssues,
  type BdGames, type BdPeriod, type DrawDetails, type PoolIssue, type PoolLottery,
} from '@/features/lottery/services/lottery'
import { ListModel, type PageFetcher } from '@/stores/models/ListModel'
import { ResourceModel } from '@/stores/models/ResourceModel'

export type { BdGames, BdPeriod }

/** issues in the picker per page (a pool lottery has ~20 issues, 北京单场 one a day) */
export const ISSUES_PER_PAGE = 20

interface IssueSource<I, D> {
  fetchIssues: PageFetcher<I>
  keyOf: (issue: I) => string
  /** drawn issues are preferred when the page opens without one */
  isDrawn: (issue: I) => boolean
  fetchDraw: (key: string) => Promise<D>
}

/**
 * An issue picker over a paged issue list, and the chosen issue's draw. Opened without an
 * issue it shows the newest drawn one (the newest of all when none is drawn yet). A draw that
 * answers after another issue was picked is dropped (ResourceModel's generation).
 */
export class IssueDraw<I, D> {
  readonly issues: ListModel<I>
  readonly draw: ResourceModel<D>
  selected: string | null

  constructor(private source: IssueSource<I, D>, selected?: string) {
    this.selected = selected ?? null
    this.issues = new ListModel(source.fetchIssues, ISSUES_PER_PAGE)
    this.draw = new ResourceModel(() => source.fetchDraw(this.selected ?? ''))
    makeAutoObservable<IssueDraw<I, D>, 'source'>(this, { issues: false, draw: false, source: false })
  }

  /** the issue list and the draw; also pull-to-refresh */
  async load(): Promise<void> {
    if (this.selected) {
      await Promise.all([this.issues.refresh(), this.draw.load()])
      return
    }
    await this.issues.refresh()
    const { items } = this.issues
    // the user picked an issue while the list was loading: that pick already loads its draw
    if (this.selected) return
    const first = items.find((i) => this.source.isDrawn(i)) ?? items[0]
    if (first) await this.select(this.source.keyOf(first))
  }

  select(key: string): Promise<void> {
    if (key === this.selected) return Promise.resolve()
    this.selected = key
    return this.draw.setFetcher(() => this.source.fetchDraw(key))
  }

  /** nothing to show: the issue list came back empty (and no issue was asked for) */
  get noIssues(): boolean {
    return this.selected === null && this.issues.isEmpty
  }
}

/**
 * sfOpen (胜负彩 / 任选九) and fourSixOpen (四场进球 / 六场半全场): the lottery tab, its issues and
 * the chosen issue's matches, results and prizes. The four share issue numbers, so a tab switch
 * keeps the issue.
 */
export class PoolDrawStore {
  lottery: PoolLottery
  draws: IssueDraw<PoolIssue, DrawDetails>

  constructor(readonly lotteries: readonly PoolLottery[], lottery?: string, issue?: string) {
    this.lottery = lotteries.find((l) => l === lottery) ?? lotteries[0]
    this.draws = this.drawsOf(this.lottery, issue)
    makeAutoObservable(this, { lotteries: false, draws: observableRef })
  }

  load(): Promise<void> {
    return this.draws.load()
  }

  setLottery(lottery: PoolLottery): Promise<void> {
    if (lottery === this.lottery) return Promise.resolve()
    this.lottery = lottery
    this.draws = this.drawsOf(lottery, this.draws.selected ?? undefined)
    return this.draws.load()
  }

  /** what a share of the page reopens */
  get routeParams() {
    return { lottery: this.lottery, issue: this.draws.selected }
  }

  private drawsOf(lottery: PoolLottery, issue?: string) {
    return new IssueDraw<PoolIssue, DrawDetails>(
      {
        fetchIssues: (page, limit) => fetchPoolIssues(lottery, page, limit),
        keyOf: (i) => i.issue,
        isDrawn: (i) => i.drawn,
        fetchDraw: (key) => fetchDrawDetails(lottery, key),
      },
      issue,
    )
  }
}

/** bdOpen: 北京单场 periods (one a day) and the chosen period's matches, SP values and results */
export function bdDraws(period?: string): IssueDraw<BdPeriod, BdGames> {
  return new IssueDraw<BdPeriod, BdGames>(
    { fetchIssues: fetchBdPeriods, keyOf: (p) => p.period, isDrawn: (p) => p.finished, fetchDraw: fetchBdGames },
    period,
  )
}

/** days the 竞彩 date strip offers before today */
export const JC_DAYS_BACK = 6

/**
 * jzOpen: 竞彩足球's results of one Beijing day, read from that day's finished matches (the
 * contract has no 竞彩 draw of its own; the latest-draw card's issue is the day, 20261121).
 */
export class JcResultsStore {
  date: string
  readonly matches: ListModel<MatchRow>

  /** `date` from the route; otherwise yesterday, the newest day whose matches are all over */
  constructor(readonly today: string, date?: string) {
    const valid = date !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(date) && date <= today
    this.date = valid ? date : dayjs(today).subtract(1, 'day').format('YYYY-MM-DD')
    this.matches = new ListModel((page, limit) => fetchFinishedMatches(this.date, page, limit))
    makeAutoObservable(this, { matches: false, today: false })
  }

  /** how many days before today the date strip offers: a week, more when the route asked for an older day */
  get daysBack(): number {
    return Math.max(JC_DAYS_BACK, dayjs(this.today).diff(dayjs(this.date), 'day'))
  }

  setDate(date: string): Promise<void> {
    this.date = date
    return this.matches.setFetcher((page, limit) => fetchFinishedMatches(date, page, limit))
  }

  get routeParams() {
    return { date: this.date }
  }
}

/** 开奖结果: the latest draw of each lottery */
export function latestDrawsModel() {
  return new ResourceModel(fetchLatestDraws)
}
