import type { MatchRow } from '@contract/football'
import type { ForumPost } from '@contract/api/community'
import { HOME_HOT_ASKED, HOME_HOT_COUNT, HOME_LIVE_COUNT, HOME_NOTICE_COUNT, type HomeFirstScreenData, type NoticeRow, homeHotRows } from '@contract/home-first-screen'
import { fetchHotMatches, fetchLatestNotices, fetchLiveMatches } from '@/features/match/services/matches'
import { fetchFollowedTeamMatches, type FollowedTeamMatches } from '@/features/match/services/teams'
import { ResourceModel } from '@/stores/models/ResourceModel'

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

  constructor(first: HomeFirstScreenData | null = null, private readonly signedIn: () => boolean = () => false) {
    // rows are replaced as a whole on every reload (MatchRow is memoised on them): plain objects
    this.notices = new ResourceModel<NoticeRow[]>(() => fetchLatestNotices(HOME_NOTICE_COUNT), { initial: first?.notices, shallow: true })
    this.live = new ResourceModel<MatchRow[]>(() => fetchLiveMatches(HOME_LIVE_COUNT), { initial: first?.live, shallow: true })
    this.hot = new ResourceModel<MatchRow[]>(async () => (await fetchHotMatches(1, HOME_HOT_ASKED)).list, { initial: first?.hot, shallow: true })
    this.followed = new ResourceModel<FollowedTeamMatches>(fetchFollowedTeamMatches, { shallow: true })
    this.prefilled = first !== null
  }

  /** the 热门比赛 rows: the hot matches without those the 正在进行 list above already shows */
  get hotRows(): MatchRow[] {
    return homeHotRows(this.hot.data ?? [], this.live.data ?? [])
  }

  /** every section at once; each shows its own error */
  async reload(): Promise<void> {
    await Promise.all([this.notices.load(), this.live.load(), this.hot.load(), this.loadFollowed()])
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
      return this.loadFollowed()
    }
    await this.reload()
  }
}
