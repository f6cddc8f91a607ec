import type { MatchRow } from '@contract/football'
import type { ForumPost } from '@contract/api/community'
import { HOME_HOT_ASKED, HOME_HOT_COUNT, HOME_LIVE_COUNT, HOME_NOTICE_COUNT, type HomeFirstScreenData, type NoticeRow, homeHotRows } from '@contract/home-first-screen'
import { fetchHotMatches, fetchLatestNotices, fetchLiveMatches } from '@/features/match/services/matches'
import { fetchFollowedTeamMatches, type FollowedTeamMatches } from '@/features/match/services/teams'
import { ResourceModel } from '@/stores/models/ResourceModel'
import { readHomeCache, saveHomeCache } from './firstScreenCache'

export { HOME_HOT_COUNT, HOME_LIVE_COUNT, HOME_NOTICE_COUNT, type NoticeRow }

/** the home page's data: 我的关注 (followed teams' live or next matches, signed in only), the notice ticker, live matches and hot matches */
export class HomeModel {
  readonly notices: ResourceModel<NoticeRow[]>
  readonly live: ResourceModel<MatchRow[]>
  readonly hot: ResourceModel<MatchRow[]>
  /** each followed team's live match, else its next one, and their latest 战报; asked only for a signed-in user */
  readonly followed: ResourceModel<FollowedTeamMatches>
  /** started with answers the page came with (H5: written into index.html); the first show need not ask again */
  private prefilled: boolean
  /** the rows drawn from the last start's cache (firstScreenCache), until answers replace them */
  private cachedLive: MatchRow[] | null
  private cachedHot: MatchRow[] | null

  /**
   * first: answers the page came with (H5: written into index.html). Without them the home starts
   * from the last start's first screen kept in storage (if any) and asks for fresh answers at once.
   */
  constructor(first: HomeFirstScreenData | null = null, private readonly signedIn: () => boolean = () => false) {
    const cached = first ? null : readHomeCache()
    const start = first ?? cached
    // rows are replaced as a whole on every reload (MatchRow is memoised on them): plain objects
    this.notices = new ResourceModel<NoticeRow[]>(() => fetchLatestNotices(HOME_NOTICE_COUNT), { initial: start?.notices, shallow: true })
    this.live = new ResourceModel<MatchRow[]>(() => fetchLiveMatches(HOME_LIVE_COUNT), { initial: start?.live, shallow: true })
    this.hot = new ResourceModel<MatchRow[]>(async () => (await fetchHotMatches(1, HOME_HOT_ASKED)).list, { initial: start?.hot, shallow: true })
    this.followed = new ResourceModel<FollowedTeamMatches>(fetchFollowedTeamMatches, { shallow: true })
    this.prefilled = first !== null
    this.cachedLive = cached?.live ?? null
    this.cachedHot = cached?.hot ?? null
  }

  /**
   * the kept first screen, when the model was built before the storage could be read (React Native
   * reads its storage after the app starts) and no answer has come yet
   */
  fillFromCache(): void {
    if (this.live.data !== null || this.hot.data !== null) return
    const cached = readHomeCache()
    if (!cached) return
    this.cachedLive = cached.live
    this.cachedHot = cached.hot
    this.notices.prefill(cached.notices)
    this.live.prefill(cached.live)
    this.hot.prefill(cached.hot)
  }

  /** the live rows are the last start's, their minutes old until the answer comes: drawn greyed */
  get liveFromCache(): boolean {
    return this.cachedLive !== null && this.live.data === this.cachedLive
  }

  get hotFromCache(): boolean {
    return this.cachedHot !== null && this.hot.data === this.cachedHot
  }

  /** keeps the first screen for the next start, once every section has a fresh answer */
  private keepFirstScreen(): void {
    const { notices, live, hot } = this
    if (!notices.data || !live.data || !hot.data || this.liveFromCache || this.hotFromCache) return
    saveHomeCache({ notices: notices.data, live: live.data, hot: this.hotRows })
  }

  /** the 热门比赛 rows: the hot matches without those the 正在进行 list above already shows */
  get hotRows(): MatchRow[] {
    return homeHotRows(this.hot.data ?? [], this.live.data ?? [])
  }

  /** every section at once; each shows its own error */
  async reload(): Promise<void> {
    await Promise.all([this.notices.load(), this.live.load(), this.hot.load(), this.loadFollowed()])
    this.keepFirstScreen()
  }

  /** the 我的关注 block: shown only with something in it; signed out, it goes */
  get followedRows(): MatchRow[] {
    return this.signedIn() ? (this.followed.data?.list ?? []) : []
  }

  /** the followed teams' latest 战报, under their matches in 我的关注 */
  get followedReports(): ForumPost[] {
    return this.signedIn() ? (this.followed.data?.reports ?? []) : []
  }

  private loadFollowed(): Promise<void> {
    return this.signedIn() ? this.followed.load() : Promise.resolve()
  }

  /** on every show: reload, except the first show of prefilled answers (they are as new as the page) */
  async show(): Promise<void> {
    if (this.prefilled) {
      this.prefilled = false
      this.keepFirstScreen()
      return this.loadFollowed()
    }
    await this.reload()
  }
}
