import { makeAutoObservable, observableRef, runInAction } from 'mobx'

/**
 * One value fetched from the server as a whole (standings, a team's record, odds of a match):
 * load states for ResourceView, reload for pull-to-refresh and retry, and an answer that
 * arrives after a newer load (another season, another tab) is dropped.
 * Paged lists use ListModel instead.
 */
export class ResourceModel<T> {
  data: T | null = null
  loading = false
  /** the last failure's message; cleared by the next success */
  error: string | null = null
  /** the last failure's ApiError kind ('network': the server could not be reached); null with no failure */
  errorKind: string | null = null
  private generation = 0

  /**
   * initial: a value the page already has (the H5 home's answers written into index.html).
   * shallow: the value is only ever replaced as a whole, never changed inside, so it stays a plain
   * object (no deep observable copy of every row to make and to read through: the home's first render).
   */
  constructor(private fetcher: () => Promise<T>, { initial, shallow = false }: { initial?: T; shallow?: boolean } = {}) {
    this.data = initial ?? null
    makeAutoObservable<ResourceModel<T>, 'fetcher' | 'generation'>(this, { fetcher: false, generation: false, ...(shallow ? { data: observableRef } : {}) })
  }

  /** true once an answer (success or failure) has arrived for the current fetcher */
  get loaded(): boolean {
    return this.data !== null || this.error !== null
  }

  /** replaces what is fetched (a new season, round, tab) and loads it; the old data goes */
  setFetcher(fetcher: () => Promise<T>): Promise<void> {
    this.fetcher = fetcher
    this.data = null
    this.error = null
    this.errorKind = null
    return this.load()
  }

  /** a newer value learnt without fetching (a pushed change); an answer already in flight is dropped */
  replace(data: T): void {
    this.generation++
    this.data = data
    this.error = null
    this.errorKind = null
    this.loading = false
  }

  /** a value to show until the first answer (a first screen kept from the last start); ignored once there is one */
  prefill(data: T): void {
    if (this.data === null) this.data = data
  }

  async load(): Promise<void> {
    const gen = ++this.generation
    this.loading = true
    try {
      const data = await this.fetcher()
      if (gen !== this.generation) return
      runInAction(() => {
        this.data = data
        this.error = null
        this.errorKind = null
      })
    } catch (e) {
      if (gen !== this.generation) return
      runInAction(() => {
        this.error = (e as { message?: string } | null)?.message || '加载失败'
        this.errorKind = (e as { kind?: string } | null)?.kind ?? 'unknown'
      })
    } finally {
      if (gen === this.generation) runInAction(() => (this.loading = false))
    }
  }
}
