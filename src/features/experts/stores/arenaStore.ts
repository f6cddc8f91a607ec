import { makeAutoObservable, runInAction } from 'mobx'
import type { ArenaPeriod, PredictionKind } from '@contract/expert-rules'
import { fetchArenaEntries, fetchArenaEntry, fetchArenaRanking, setArenaEntryFollowed, type ArenaEntry, type ArenaRankRow } from '@/features/experts/services/experts'
import { ListModel } from '@/stores/models/ListModel'
import { OptimisticToggle } from '@/stores/models/OptimisticToggle'
import { ResourceModel } from '@/stores/models/ResourceModel'

/** what the arena page lists under the single / parlay tab: a period's ranking or my entries */
export type ArenaView = ArenaPeriod | 'mine'

export const ARENA_PAGE_SIZE = 20

/**
 * The arena (擂台): single or parlay, this week's or this month's ranking (with my own place and
 * the period's bounds), or my own entries.
 */
export class ArenaStore {
  kind: PredictionKind
  view: ArenaView
  /** my row in the shown ranking (null: logged out or nothing settled in the period) */
  mine: ArenaRankRow | null = null
  /** the shown ranking's period, Unix ms [from, to) */
  period: { from: number; to: number } | null = null
  readonly ranking: ListModel<ArenaRankRow>
  readonly entries: ListModel<ArenaEntry>

  constructor(kind: PredictionKind = 'single', view: ArenaView = 'week') {
    this.kind = kind
    this.view = view
    this.ranking = new ListModel(this.rankingFetcher(), ARENA_PAGE_SIZE)
    this.entries = new ListModel((page, limit) => fetchArenaEntries(this.kind, null, page, limit), ARENA_PAGE_SIZE)
    makeAutoObservable<ArenaStore>(this, { ranking: false, entries: false })
  }

  /** the list the page shows now */
  get shown(): ListModel<ArenaRankRow> | ListModel<ArenaEntry> {
    return this.view === 'mine' ? this.entries : this.ranking
  }

  setKind(kind: PredictionKind): void {
    if (kind === this.kind) return
    this.kind = kind
    this.reloadShown()
  }

  setView(view: ArenaView): void {
    if (view === this.view) return
    this.view = view
    this.reloadShown()
  }

  refresh(): Promise<void> {
    return this.shown.refresh()
  }

  private reloadShown(): void {
    this.mine = null
    this.period = null
    if (this.view === 'mine') void this.entries.setFetcher((page, limit) => fetchArenaEntries(this.kind, null, page, limit))
    else void this.ranking.setFetcher(this.rankingFetcher())
  }

  private rankingFetcher() {
    const { kind, view } = this
    return async (page: number, limit: number) => {
      const res = await fetchArenaRanking(kind, view === 'month' ? 'month' : 'week', page, limit)
      if (page === 1 && kind === this.kind && view === this.view) {
        runInAction(() => {
          this.mine = res.mine
          this.period = { from: res.from, to: res.to }
        })
      }
      return res
    }
  }
}

/** one arena entry (arenaDetail) and its follow button */
export class ArenaEntryModel {
  readonly entry: ResourceModel<ArenaEntry>
  private readonly follows = new OptimisticToggle(setArenaEntryFollowed)

  constructor(readonly id: number) {
    this.entry = new ResourceModel(() => fetchArenaEntry(id))
    makeAutoObservable<ArenaEntryModel, 'follows'>(this, { entry: false, follows: false, id: false })
  }

  toggleFollow(): Promise<boolean> | undefined {
    const e = this.entry.data
    if (!e) return undefined
    return this.follows.toggle(e.id, e.followed, (followed) => {
      const now = this.entry.data
      if (!now || now.followed === followed) return
      this.entry.data = { ...now, followed, followers: Math.max(0, now.followers + (followed ? 1 : -1)) }
    })
  }
}
