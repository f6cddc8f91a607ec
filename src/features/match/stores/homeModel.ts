import type { MatchRow } from '@contract/football'
import type { ForumPost } from '@contract/api/community'
import { HOME_HOT_ASKED, HOME_HOT_COUNT, HOME_LIVE_COUNT, HOME_NOTICE_COUNT, type HomeFirstScreenData, type NoticeRow, homeHotRows } from '@contract/home-first-screen'
import { fetchHotMatches, fetchLatestNotices, fetchLiveMatches } from '@/features/match/services/matches'
import { fetchFollowedTeamMatches, type FollowedTeamMatches } from '@/features/match/services/teams'
import { ResourceModel } from '@/stores/models/ResourceModel'
import { whenStorageReady } from '@/platform/storage'
import { readHomeCache, saveHomeCache, type HomeCache } from './firstScreenCache'
import { extensionServed } from '@/services/backendExtensions'

export { HOME_HOT_COUNT, HOME_LIVE_COUNT, HOME_NOTICE_COUNT, type NoticeRow }

/**
 * the kept home screen for the three sections, read once (undefined: not read yet), and once more
 * when the storage becomes readable if nothing was kept before (React Native reads it after the start)
 */
function keptHomeScreen(): () => HomeCache | null {
  let kept: HomeCache | null | undefined
  // registered before the sections' own wait for the storage, so it runs before they read again
  void whenStorageReady().then(() => {
    if (kept === null) kept = undefined
  })
  return () => (kept === undefined ? (kept = readHomeCache()) : kept)
}

/** the home page's data: 我的关注 (followed teams' live or next matches, signed in only), the notice ticker, live matches and hot matches */
export class HomeModel {
  readonly notices: ResourceModel<NoticeRow[]>
  readonly live: ResourceModel<MatchRow[]>
  readonly hot: ResourceModel<MatchRow[]>
  /** each followed team's live match, else its next one, and their latest 战报; asked only for a signed-in user */
  readonly followed: ResourceModel<FollowedTeamMatches>
  /** started with answers the page came with (H5: written into index.html); the first show need not ask again */
  private prefilled: boolean

  /**
   * first: answers the page came with (H5: written into index.html). Without them each section
   * starts from the last start's first screen kept in storage (if any, also once React Native has
   * read its storage: ResourceModel's cached) and asks for fresh answers at once.
   */
  constructor(first: HomeFirstScreenData | null = null, private readonly signedIn: () => boolean = () => false) {
    const kept = keptHomeScreen()
    // rows are replaced as a whole on every reload (MatchRow is memoised on them): plain objects
    this.notices = new ResourceModel<NoticeRow[]>(() => fetchLatestNotices(HOME_NOTICE_COUNT), { initial: first?.notices, cached: () => kept()?.notices ?? null, shallow: true })
    this.live = new ResourceModel<MatchRow[]>(() => fetchLiveMatches(HOME_LIVE_COUNT), { initial: first?.live, cached: () => kept()?.live ?? null, shallow: true })
    this.hot = new ResourceModel<MatchRow[]>(async () => (await fetchHotMatches(1, HOME_HOT_ASKED)).list, { initial: first?.hot, cached: () => kept()?.hot ?? null, shallow: true })
    this.followed = new ResourceModel<FollowedTeamMatches>(fetchFollowedTeamMatches, { shallow: true })
    this.prefilled = first !== null
  }

  /** the live rows are the last start's, their minutes old until the answer comes: drawn greyed */
  get liveFromCache(): boolean {
    return this.live.fromCache
  }

  get hotFromCache(): boolean {
    return this.hot.fromCache
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
    // followed teams are an extension: a backend without it is not asked on every show
    return this.signedIn() && extensionServed('api/Game/followed_team_matches') !== false ? this.followed.load() : Promise.resolve()
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
