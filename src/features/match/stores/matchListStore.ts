import { makeAutoObservable, runInAction } from 'mobx'
import type { Res } from '@contract/api'
import type { MatchRow } from '@contract/football'
import { belongsToList, type MatchListFilter } from '@contract/match-status'
import { parseScore } from '@/utils/score'
import {
  beijingToday, fetchChangedMatches, fetchCompetitionsOfList, fetchMatchPage, MATCH_PAGE_LIMIT, type MatchQuery,
} from '@/features/match/services/matches'
import { LIVE_TOPIC, matchIdOf, type LiveMessage } from '@/services/liveSocket'
import { patchRow, rowPatchOf } from '@/features/match/utils/livePatch'
import { MatchTable } from './matchTable'
import { MatchFollow } from './matchFollow'
import { Poller } from '@/stores/models/Poller'
import { LIVE_SAFETY_POLL_MS, LiveFeed, type LiveChannel } from './liveFeed'
import { network } from '@/stores/networkStatus'
import { readMatchesCache, saveMatchesCache } from './firstScreenCache'
import { whenStorageReady } from '@/platform/storage'
import { takeTabFirstScreen } from '@/platform/homeFirstScreen'

/** the live-score poll while the matches tab is shown (scores are never more than 10 s old) */
export const LIVE_POLL_MS = 10_000

/** the tabs of the matches page: the server's status filters plus the followed matches */
export type MatchTab = MatchListFilter | 'followed'

export const MATCH_TABS: ReadonlyArray<{ key: MatchTab; label: string }> = [
  { key: 'live', label: '即时' },
  { key: 'not_started', label: '赛程' },
  { key: 'finished', label: '赛果' },
  { key: 'all', label: '全部' },
  { key: 'followed', label: '关注' },
]

/** the date strip: a week back (results) and a week ahead (fixtures) */
export const MATCH_DAYS_BACK = 7
export const MATCH_DAYS_AHEAD = 7

/**
 * the days a tab offers, as days before and after today: 赛程 (not started) today and later only,
 * 赛果 (finished) today and earlier only (the other side would always be empty), the others both
 */
export function matchDaySpan(tab: MatchTab): { back: number; ahead: number } {
  if (tab === 'not_started') return { back: 0, ahead: MATCH_DAYS_AHEAD }
  if (tab === 'finished') return { back: MATCH_DAYS_BACK, ahead: 0 }
  return { back: MATCH_DAYS_BACK, ahead: MATCH_DAYS_AHEAD }
}

export function totalGoals(m: MatchRow): number {
  const s = parseScore(m.current_score)
  return s ? s.home + s.away : 0
}

export type CompetitionOfDay = Res<'api/Game/List_of_events'>[number]

/** the fields a row shows: two versions equal on these render the same */
export function sameMatchRow(a: MatchRow, b: MatchRow): boolean {
  return (
    a.status_id === b.status_id &&
    a.current_score === b.current_score &&
    a.half_score === b.half_score &&
    a.elapsed_text === b.elapsed_text &&
    a.home_red === b.home_red &&
    a.away_red === b.away_red &&
    a.followed === b.followed &&
    a.start_at === b.start_at &&
    a.status_text === b.status_text
  )
}

/**
 * The matches tab: which day, status and competition are shown, the rows (patched in place by
 * the live poll while the page is shown) and the follow star.
 */
export class MatchListStore {
  date = beijingToday()
  tab: MatchTab = 'live'
  leagueId: number | null = null
  /** the competitions of the current list (day, tab), each with what the list shows when it is picked */
  competitions: CompetitionOfDay[] = []
  loading = false
  error: string | null = null
  /** the last failure's ApiError kind ('network': the server could not be reached) */
  errorKind: string | null = null
  /** the last live update failed (a poll that got no answer); cleared by the next update that arrives */
  updateFailed = false
  /** true once the current query has answered */
  loaded = false
  /**
   * the rows on screen are the last start's (firstScreenCache), drawn before the first answer:
   * their minutes are greyed until it comes (on failure they stay, with the banner saying so)
   */
  fromCache = false
  /**
   * the rows on screen are the answer index.html carried for the tab the app opened at (H5, no
   * login): drawn as the HTML before the scripts drew them, and asked for again by the first load
   */
  prefilled = false
  /** the server answered a list once since the start: the cache is only for the first one */
  private answered = false
  readonly table = new MatchTable<MatchRow>(totalGoals, sameMatchRow)
  private since = 0
  /** whether the list was loaded for a logged-in user (the followed tab changes with login) */
  private loadedLoggedIn = false
  private generation = 0
  private catchUpTimer: ReturnType<typeof setTimeout> | null = null
  private recountTimer: ReturnType<typeof setTimeout> | null = null
  /** pushed changes of every live match while the tab is shown; the poll runs slowly while it is up */
  readonly live: LiveFeed
  private readonly poller: Poller

  constructor(
    private readonly isLoggedIn: () => boolean,
    channel?: LiveChannel,
    /** the app's one follow logic (RootStore's, which tells the goal alerts); its own in tests */
    private readonly follows: MatchFollow = new MatchFollow(),
  ) {
    this.live = new LiveFeed(() => [LIVE_TOPIC], (m) => this.onLiveMessage(m), (up) => this.onLiveStatus(up), channel)
    this.poller = new Poller(() => this.poll(), () => (this.live.up ? LIVE_SAFETY_POLL_MS : LIVE_POLL_MS))
    makeAutoObservable<MatchListStore, 'poller' | 'since' | 'generation' | 'isLoggedIn' | 'follows' | 'loadedLoggedIn' | 'onLiveStatus' | 'catchUpTimer' | 'catchUpSoon' | 'recountTimer' | 'recountSoon' | 'answered'>(this, {
      answered: false,
      catchUpTimer: false,
      catchUpSoon: false,
      recountTimer: false,
      recountSoon: false,
      table: false,
      live: false,
      onLiveStatus: false,
      poller: false,
      since: false,
      generation: false,
      isLoggedIn: false,
      follows: false,
      loadedLoggedIn: false,
    })
    // H5 opened at this tab: the answer index.html carries; else the last start's first list, drawn
    // with the page's first render (load() asks for the fresh one)
    if (!this.fillFromFirstScreen()) this.fillFromCache()
    // React Native reads its storage after the app starts: the kept first list then, if nothing came yet
    void whenStorageReady().then(() => this.fillFromCache())
  }

  /**
   * The first list's answers index.html carries (src/platform/homeFirstScreen.ts: only when the app
   * opened at this tab, once), for a visitor without a login, when they are of the list it opens on
   * (the same day): the first render draws them as the server's HTML did, so nothing moves.
   */
  private fillFromFirstScreen(): boolean {
    const data = this.isLoggedIn() ? undefined : takeTabFirstScreen('competition')
    if (!data || !this.isFirstScreenQuery || data.date !== this.date) return false
    this.table.setAll(data.matches.list)
    this.competitions = data.competitions
    this.since = data.matches.server_time
    this.prefilled = true
    this.loaded = true
    return true
  }

  /** the first list's rows still have to be asked for (none yet, or only those index.html carried) */
  get needsFirstLoad(): boolean {
    return (!this.loaded || this.prefilled) && !this.loading
  }

  /** the kept first list, while nothing else is shown and no answer came yet */
  private fillFromCache(): void {
    if (this.answered || this.fromCache || this.table.size > 0 || !this.isFirstScreenQuery) return
    const cached = readMatchesCache(this.date)
    if (!cached) return
    this.table.setAll(cached)
    this.fromCache = true
  }

  /**
   * the minutes and scores on screen may be behind: no update could be fetched (or the device has
   * no network) and the live feed is not up. The rows grey their minutes and the page says
   * 数据更新中断 until the feed or a poll brings news again.
   */
  get liveStale(): boolean {
    return this.loaded && this.table.size > 0 && !this.live.up && (this.updateFailed || network.deviceOffline)
  }

  /** the list the tab opens on (today's 即时, every competition): the one kept for the next start */
  get isFirstScreenQuery(): boolean {
    return this.tab === 'live' && this.leagueId === null && this.date === beijingToday()
  }

  get query(): MatchQuery {
    const tab = this.tab
    if (tab === 'followed') return { date: this.date, status: 'all', leagueId: this.leagueId, followed: true }
    return { date: this.date, status: tab, leagueId: this.leagueId, followed: false }
  }

  /** the followed tab needs a user; without one it asks to log in instead of loading */
  get needsLogin(): boolean {
    return this.tab === 'followed' && !this.isLoggedIn()
  }

  get isEmpty(): boolean {
    return this.loaded && !this.error && this.table.size === 0
  }

  /** another day: its competitions differ, so the competition filter starts over */
  setDate(date: string): Promise<void> {
    this.date = date
    this.leagueId = null
    void this.loadCompetitions()
    return this.load()
  }

  /**
   * The competition filter's pills: the server counts each competition with the list's own filter
   * (day, tab, follows), so a pill's number is what picking it shows. The picked competition keeps
   * its pill (at 0) on a tab or day where it has no match, so the choice stays visible.
   */
  get leaguePills(): CompetitionOfDay[] {
    const picked = this.leagueId
    if (picked === null || this.competitions.some((c) => c.id === picked)) return this.competitions
    const known = this.pickedLeague
    return known && known.id === picked ? [{ ...known, match_count: 0, live_count: 0 }, ...this.competitions] : this.competitions
  }

  /** the picked competition as last listed (its name for a pill at 0) */
  private pickedLeague: CompetitionOfDay | null = null

  /** the competition filter's choices for the current list; a failure leaves the filter empty (the list still works) */
  async loadCompetitions(): Promise<void> {
    if (this.needsLogin) {
      this.competitions = []
      return
    }
    const query = this.query
    const current = () => this.query.date === query.date && this.query.status === query.status && this.query.followed === query.followed
    try {
      const list = await fetchCompetitionsOfList(query)
      if (current()) runInAction(() => (this.competitions = list))
    } catch {
      if (current()) runInAction(() => (this.competitions = []))
    }
  }

  /** another tab; a day that tab does not offer (a past day on 赛程, a future one on 赛果) becomes today */
  setTab(tab: MatchTab): Promise<void> {
    this.tab = tab
    const today = beijingToday()
    const outside = (tab === 'not_started' && this.date < today) || (tab === 'finished' && this.date > today)
    if (outside) return this.setDate(today)
    // another list: its competitions and their counts differ
    void this.loadCompetitions()
    return this.load()
  }

  setLeague(leagueId: number | null): Promise<void> {
    this.pickedLeague = this.competitions.find((c) => c.id === leagueId) ?? this.pickedLeague
    this.leagueId = leagueId
    return this.load()
  }

  /**
   * The whole list for the current query: the first page shows at once, the other pages
   * (a busy day has several hundred matches) follow together. An answer for an older query
   * is dropped.
   */
  async load(): Promise<void> {
    const gen = ++this.generation
    this.loadedLoggedIn = this.isLoggedIn()
    if (this.needsLogin) {
      this.table.setAll([])
      this.loading = false
      this.loaded = true
      this.error = null
      return
    }
    this.loading = true
    const firstScreen = this.isFirstScreenQuery
    // the rows index.html carried stay on screen until their refresh replaces them (in place: same rows, no jump)
    if (!(this.prefilled && firstScreen)) {
      this.prefilled = false
      this.loaded = false
      const cached = !this.answered && firstScreen ? readMatchesCache(this.date) : null
      this.fromCache = cached !== null
      this.table.setAll(cached ?? [])
    }
    const query = this.query
    try {
      const first = await fetchMatchPage(query, 1)
      if (gen !== this.generation) return
      if (firstScreen) saveMatchesCache(query.date, first.list)
      runInAction(() => {
        this.answered = true
        this.fromCache = false
        // the rows index.html carried are replaced: their minutes are current again
        if (this.prefilled) this.updateFailed = false
        this.prefilled = false
        this.table.setAll(first.list)
        this.since = first.serverTime
        this.error = null
        this.errorKind = null
        this.loaded = true
      })
      const pages = Math.ceil(first.total / MATCH_PAGE_LIMIT)
      const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => fetchMatchPage(query, i + 2)))
      if (gen !== this.generation) return
      this.table.append(rest.flatMap((p) => p.list))
    } catch (e) {
      if (gen !== this.generation) return
      runInAction(() => {
        // the rows index.html carried stay, their minutes marked as maybe behind (liveStale); the poll asks again
        if (this.prefilled) {
          this.updateFailed = true
          return
        }
        this.error = (e as { message?: string }).message || '加载失败'
        this.errorKind = (e as { kind?: string } | null)?.kind ?? 'unknown'
      })
    } finally {
      if (gen === this.generation) {
        runInAction(() => {
          this.loading = false
          this.loaded = true
        })
      }
    }
  }

  /** one live poll: applies what changed since the last answer; rows stay where they are */
  async poll(): Promise<void> {
    if (!this.loaded || this.loading || this.error || this.needsLogin) return
    // the first list never came over the rows index.html carried: ask for it again
    if (this.prefilled) return this.load()
    const gen = this.generation
    let answer: Awaited<ReturnType<typeof fetchChangedMatches>>
    try {
      answer = await fetchChangedMatches(this.query, this.since)
    } catch (e) {
      runInAction(() => (this.updateFailed = true))
      throw e
    }
    const { list, serverTime } = answer
    if (gen !== this.generation) return
    if (this.updateFailed) runInAction(() => (this.updateFailed = false))
    this.since = serverTime
    const status = this.query.status
    const known = list.filter((m) => this.table.get(m.id))
    this.table.applyChanges(known)
    // the answer has every changed match of the day, whatever its status: a match that finished
    // leaves 即时, one that kicked off leaves 赛程 ...
    const leaving = known.filter((m) => !belongsToList(m.status_id, status)).map((m) => m.id)
    this.table.remove(leaving)
    // ... and arrives on 即时 or 赛果: fetch the list again to place it in order
    const arriving = list.some((m) => !this.table.get(m.id) && belongsToList(m.status_id, status))
    if (arriving) void this.load()
    // the pills count the list: a match that came or went changes its competition's number
    if (arriving || leaving.length > 0) this.recountSoon()
  }

  /**
   * A pushed change of one match: its row is patched in place (a goal lights it). A match that
   * leaves the list's status goes; one that joins it (a kick-off on 即时) is placed by a poll.
   */
  onLiveMessage(message: LiveMessage): void {
    if (!this.loaded || this.loading || this.needsLogin) return
    // pushes were lost on the way (the gap rule, src/services/liveSocket.ts): the list's changes since its last read
    if (message.gap) void this.poll().catch(() => undefined)
    const patch = rowPatchOf(message)
    const id = matchIdOf(message)
    if (!patch || id === null) return
    const row = this.table.get(id)
    if (!row) {
      if (patch.status_id !== undefined && belongsToList(patch.status_id, this.query.status)) this.catchUpSoon()
      return
    }
    const next = patchRow(row, patch)
    if (next === row) return
    this.table.applyChanges([next])
    if (!belongsToList(next.status_id, this.query.status)) {
      this.table.remove([id])
      this.recountSoon()
    }
  }

  /** the competition pills asked again a moment later (one request for a burst of final whistles) */
  private recountSoon(): void {
    if (this.recountTimer) return
    this.recountTimer = setTimeout(() => {
      this.recountTimer = null
      void this.loadCompetitions()
    }, 1000)
  }

  /** one poll a moment later for a burst of kick-offs (the poll places the new rows in order) */
  private catchUpSoon(): void {
    if (this.catchUpTimer) return
    this.catchUpTimer = setTimeout(() => {
      this.catchUpTimer = null
      void this.poll().catch(() => undefined)
    }, 1000)
  }

  /** back up: catch up on what changed while it was down; down: poll at the live pace again */
  private onLiveStatus(up: boolean): void {
    if (up) runInAction(() => (this.updateFailed = false))
    if (up && this.loaded) void this.poll().catch(() => undefined)
    if (this.poller.isActive) {
      // the next poll at the new pace
      this.poller.stop()
      this.poller.start()
    }
  }

  /** the page is shown: catch up at once, hold the live topic, and poll (slowly while the socket is up) */
  startLive(): void {
    // back from the login page (or logged out elsewhere): the followed list is someone else's now
    if (this.tab === 'followed' && this.loadedLoggedIn !== this.isLoggedIn()) void this.load()
    else if (this.loaded) void this.poll().catch(() => undefined)
    this.live.start()
    this.poller.start()
  }

  /** the page is hidden: no subscription, no polls, no highlights left running */
  stopLive(): void {
    this.live.stop()
    this.poller.stop()
    if (this.catchUpTimer) clearTimeout(this.catchUpTimer)
    this.catchUpTimer = null
    if (this.recountTimer) clearTimeout(this.recountTimer)
    this.recountTimer = null
    this.table.clearFlashes()
  }

  /**
   * The follow star of a row (MatchFollow: optimistic, the mini program's subscription request,
   * the goal alerts told). The caller checks login first (requireLogin).
   */
  async toggleFollow(id: number): Promise<void> {
    const row = this.table.get(id)
    if (!row) return
    await this.follows.toggle(row, (followed) => this.table.update(id, (m) => ({ ...m, followed })))
  }
}
