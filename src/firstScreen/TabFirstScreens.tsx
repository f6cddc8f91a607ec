import { View } from '@tarojs/components'
import type { MatchRow } from '@contract/football'
import type { TabFirstScreenData } from '@contract/tab-first-screen'
import PageFrame from '@/components/layout/PageShell/PageFrame'
import SegmentTabs from '@/components/layout/SegmentTabs'
import UserCard from '@/features/account/components/UserCard'
import UserMenus from '@/features/account/components/UserMenus'
import { visibleEntryGroups } from '@/features/account/utils/userEntries'
import ExpertsTabBody from '@/features/experts/components/ExpertsTabBody'
import { ExpertsPageStore } from '@/features/experts/stores/expertsPageStore'
import LeagueFilter from '@/features/match/components/LeagueFilter'
import MatchList from '@/features/match/components/MatchList'
import { MatchTable } from '@/features/match/stores/matchTable'
import { MATCH_TABS } from '@/features/match/stores/matchListStore'
import WinnowBody from '@/features/money/components/WinnowBody'
import { VipTabModel } from '@/features/money/stores/vipPicksModel'

/**
 * The tabs other than the home as their first render draws them for a visitor from their first
 * answers: each builds the page's own model or store from them and draws the page's own body.
 */

const noop = () => undefined

/** 精选 (src/pages/winnow/winnow.tsx) */
export function WinnowFirstScreen({ data, pay }: { data: NonNullable<TabFirstScreenData['winnow']>; pay: boolean }) {
  return (
    <PageFrame title='精选' isTab>
      <WinnowBody tab={new VipTabModel(data.double.list.length + data.single.list.length, data)} payModule={pay} onBuy={noop} />
    </PageFrame>
  )
}

/**
 * an avatar uploaded here is drawn by the page as the thumbnail its screen needs (the device's pixels,
 * which the server does not know): the first screen draws the default disc in its box instead of
 * fetching another size, and the picture comes with the page; another site's picture is drawn as is
 */
const withoutUploadedAvatars = <A extends { list: Array<{ avatar: string }> }>(answer: A): A => ({ ...answer, list: answer.list.map((r) => (/^https?:/.test(r.avatar) ? r : { ...r, avatar: '' })) })

/** 专家 (src/pages/expert/expert.tsx): the ranking's rows written with the answers, every region */
export function ExpertFirstScreen({ data }: { data: NonNullable<TabFirstScreenData['expert']> }) {
  const drawn = { ...data, famous: withoutUploadedAvatars(data.famous), ranking: withoutUploadedAvatars(data.ranking) }
  return (
    <PageFrame title='专家' isTab>
      <ExpertsTabBody store={new ExpertsPageStore({ region: null }, true, drawn)} shownRows={data.ranking.list.length} />
    </PageFrame>
  )
}

/** 赛事 (src/pages/competition/competition.tsx) on the tab it opens at, 即时 (no date strip), every competition */
export function CompetitionFirstScreen({ data }: { data: NonNullable<TabFirstScreenData['competition']> }) {
  const table = new MatchTable<MatchRow>(() => 0, () => false)
  table.setAll(data.matches.list)
  return (
    <PageFrame title='赛事' isTab>
      <View>
        <SegmentTabs tabs={MATCH_TABS} value='live' onChange={noop} />
        <LeagueFilter leagues={data.competitions} value={null} onChange={noop} />
      </View>
      <MatchList table={table} listId='competition-matches' onToggleFollow={noop} />
    </PageFrame>
  )
}

/** 我的 (src/pages/user/user.tsx) without a login */
export function UserFirstScreen({ pay }: { pay: boolean }) {
  return (
    <PageFrame title='我的' isTab>
      <UserCard member={null} showVipOffer={pay} onLogin={noop} onEdit={noop} onVip={noop} />
      <UserMenus groups={visibleEntryGroups({ payModule: pay, isExpert: false, expertId: null })} badgeOf={noop} onOpen={noop} />
    </PageFrame>
  )
}
