import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import { whenStorageReady } from '@/platform/storage'

interface ResourceOptions<T> {
  /** a value the page already has (the H5 home's answers written into index.html) */
  initial?: T
  /**
   * the value is only ever replaced as a whole, never changed inside, so it stays a plain object
   * (no deep observable copy of every row to make and to read through: the home's first render)
   */
  shallow?: boolean
  /**
   * reads the value kept in local storage from the last start (a first screen, null if none):
   * drawn until the first answer, marked fromCache. Ignored with an initial value.
   */
  cached?: () => T | null
}

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
  /**
   * the data is the one kept from the last start (options.cached), not an answer: its live bits
   * (minutes) may be old. Stays after a failed answer (the kept value is still shown).
   */
  fromCache = false
  private generation = 0
  /** an answer (success or failure) came, or the value was replaced: the kept value is no longer wanted */
  private answered = false

  constructor(private fetcher: () => Promise<T>, { initial, shallow = false, cached }: ResourceOptions<T> = {}) {
    this.data = initial ?? null
    makeAutoObservable<ResourceModel<T>, 'fetcher' | 'generation' | 'answered'>(this, {
      fetcher: false, generation: false, answered: false, ...(shallow ? { data: observableRef } : {}),
    })
    if (cached && initial === undefined) {
      this.fillFromCache(cached)
      // React Native reads its storage after the app starts: the kept value then, if nothing came yet
      void whenStorageReady().then(() => this.fillFromCache(cached))
    }
  }

  /** the kept value, while nothing is shown and no answer came */
  private fillFromCache(cached: () => T | null): void {
    if (this.answered || this.data !== null) return
    const kept = cached()
    if (kept === null) return
    this.data = kept
    this.fromCache = true
  }

  /** true once an answer (success or failure) has arrived for the current fetcher */
  get loaded(): boolean {
    return this.data !== null || this.error !== null
  }

  /** replaces what is fetched (a new season, round, tab) and loads it; the old data goes */
  setFetcher(fetcher: () => Promise<T>): Promise<void> {
    this.fetcher = fetcher
    this.answered = true
    this.fromCache = false
    this.data = null
    this.error = null
    this.errorKind = null
    return this.load()
  }

  /** a newer value learnt without fetching (a pushed change); an answer already in flight is dropped */
  replace(data: T): void {
    this.generation++
    this.answered = true
    this.fromCache = false
    this.data = data
    this.error = null
    this.errorKind = null
    this.loading = false
  }

  async load(): Promise<void> {
    const gen = ++this.generation
    this.loading = true
    try {
      const data = await this.fetcher()
      if (gen !== this.generation) return
      runInAction(() => {
        this.answered = true
        this.fromCache = false
        this.data = data
        this.error = null
        this.errorKind = null
      })
    } catch (e) {
      if (gen !== this.generation) return
      runInAction(() => {
        this.answered = true
        this.error = (e as { message?: string } | null)?.message || '加载失败'
        this.errorKind = (e as { kind?: string } | null)?.kind ?? 'unknown'
      })
    } finally {
      if (gen === this.generation) runInAction(() => (this.loading = false))
    }
  }
}
