import type { Res } from '@contract/api'
import type { MatchRow } from '@contract/football'
import { fetchHotMatches, fetchLatestNotices, fetchLiveMatches } from '@/features/match/services/matches'
import { ResourceModel } from '../../../stores/models/ResourceModel'

export type NoticeRow = Res<'api/game/system_notification'>['list'][number]

/** how many rows each home section shows; the rest is one tap away */
export const HOME_LIVE_COUNT = 5
export const HOME_HOT_COUNT = 8
export const HOME_NOTICE_COUNT = 5

/** the home page's data: the notice ticker, live matches and hot matches */
export class HomeModel {
  readonly notices = new ResourceModel<NoticeRow[]>(() => fetchLatestNotices(HOME_NOTICE_COUNT))
  readonly live = new ResourceModel<MatchRow[]>(() => fetchLiveMatches(HOME_LIVE_COUNT))
  readonly hot = new ResourceModel<MatchRow[]>(async () => (await fetchHotMatches(1, HOME_HOT_COUNT)).list)

  /** every section at once; each shows its own error */
  async reload(): Promise<void> {
    await Promise.all([this.notices.load(), this.live.load(), this.hot.load()])
  }
}
