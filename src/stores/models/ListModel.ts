import { makeAutoObservable, runInAction } from 'mobx'
import type { Paged } from '@contract/common'
import { sameData } from '@/utils/sameData'

/** the three footer states of every list (docs/product/states.md) */
export type LoadState = 'loadmore' | 'loading' | 'nomore'

export type PageFetcher<T> = (page: number, limit: number) => Promise<Paged<T>>

/**
 * One paged list: refresh (pull-to-refresh, back to page 1), loadMore (reach bottom),
 * no second request while one is in flight, and a result that arrives after a newer
 * reload (a new source) is dropped.
 */
export class ListModel<T> {
  items: T[] = []
  /** the last page loaded (0 before the first load) */
  page = 0
  total = 0
  state: LoadState = 'loadmore'
  refreshing = false
  /** the last failure's message, shown with a retry; cleared by the next success */
  error: string | null = null
  /** the last failure's ApiError kind ('network': the server could not be reached); null with no failure */
  errorKind: string | null = null
  /** true once the first page has answered (success or failure) */
  loaded = false
  private generation = 0
  private pendingRefresh: Promise<void> | null = null

  constructor(private fetcher: PageFetcher<T>, readonly limit = 20) {
    makeAutoObservable<ListModel<T>, 'fetcher' | 'generation' | 'pendingRefresh'>(this, { fetcher: false, generation: false, pendingRefresh: false })
  }

  get isEmpty(): boolean {
    return this.loaded && !this.error && this.items.length === 0
  }

  get busy(): boolean {
    return this.state === 'loading'
  }

  /** replaces the fetcher (a new filter) and reloads from page 1 */
  setFetcher(fetcher: PageFetcher<T>): Promise<void> {
    this.fetcher = fetcher
    this.items = []
    this.loaded = false
    return this.reload()
  }

  /**
   * Back to page 1 (pull-to-refresh, retry). While a refresh is in flight it is answered again
   * instead of a second request (two quick pulls, one call); an in-flight load-more is superseded.
   */
  refresh(): Promise<void> {
    return this.pendingRefresh ?? this.reload()
  }

  /** back to page 1 now, superseding whatever is in flight: for when the source's inputs changed */
  reload(): Promise<void> {
    const gen = ++this.generation
    this.refreshing = true
    this.state = 'loading'
    const run: Promise<void> = this.fetchPage(1, gen).finally(() => {
      if (this.pendingRefresh === run) this.pendingRefresh = null
    })
    this.pendingRefresh = run
    return run
  }

  /** the next page, unless loading, finished, or failed on the first page */
  async loadMore(): Promise<void> {
    if (this.state !== 'loadmore') return
    if (this.page === 0) return this.refresh()
    this.state = 'loading'
    await this.fetchPage(this.page + 1, this.generation)
  }

  /** the first page as already answered (H5: the one index.html was drawn from); ignored once anything is loaded */
  prefill(first: Paged<T>): void {
    if (this.loaded || this.page > 0) return
    this.items = first.list
    this.page = 1
    this.total = first.total
    this.state = first.has_more ? 'loadmore' : 'nomore'
    this.loaded = true
  }

  /** edits one row in place (live score patches, follow toggles) */
  patch(match: (item: T) => boolean, update: (item: T) => T): void {
    const i = this.items.findIndex(match)
    if (i >= 0) this.items[i] = update(this.items[i])
  }

  remove(match: (item: T) => boolean): void {
    this.items = this.items.filter((x) => !match(x))
  }

  private async fetchPage(page: number, gen: number): Promise<void> {
    try {
      const res = await this.fetcher(page, this.limit)
      if (gen !== this.generation) return
      runInAction(() => {
        this.items = page === 1 ? keepUnchanged(this.items, res.list) : this.items.concat(res.list)
        this.page = page
        this.total = res.total
        this.state = res.has_more ? 'loadmore' : 'nomore'
        this.error = null
        this.errorKind = null
      })
    } catch (e) {
      if (gen !== this.generation) return
      runInAction(() => {
        this.error = (e as { message?: string }).message || '加载失败'
        this.errorKind = (e as { kind?: string } | null)?.kind ?? 'unknown'
        this.state = 'loadmore'
      })
    } finally {
      if (gen === this.generation) {
        runInAction(() => {
          this.refreshing = false
          this.loaded = true
        })
      }
    }
  }
}

/**
 * A fresh first page with the rows already held kept where the answer repeats them at the same place:
 * a refresh that changed nothing leaves every row's object (and its memoized row component) as it was
 */
function keepUnchanged<T>(held: readonly T[], fresh: T[]): T[] {
  if (held.length === 0) return fresh
  return fresh.map((row, i) => (i < held.length && sameData(held[i], row) ? held[i] : row))
}
