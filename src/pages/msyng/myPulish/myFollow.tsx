import Taro, { usePullDownRefresh, useReachBottom, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import type { MatchRow as MatchRowData } from '@contract/football'
import { openExpertHome, ExpertRow, PredictionCard, followedExperts } from '@/features/experts'
import ListView from '@/components/states/ListView'
import LoginRequired from '@/components/LoginRequired'
import { MatchRow, FollowedRow, openPlayer, openTeam, MyFollowsStore, type FollowSegment } from '@/features/match'
import PageShell from '@/components/layout/PageShell'
import SegmentTabs from '@/components/layout/SegmentTabs'
import { useShareParams } from '@/hooks/useShareParams'
import { routeUrl } from '@/navigation/routes'
import { toastSuccess } from '@/components/feedback/toast'
import { PurchasesScreen, asPurchaseSegment } from '@/features/money'
import { useStores } from '@/stores/StoreContext'

const asSegment = (v: string | undefined): FollowSegment => (v === 'experts' || v === 'predictions' || v === 'teams' || v === 'players' ? v : 'matches')

/**
 * 我的关注 (`?tab=matches|experts|predictions`), and 已购方案 at `?tab=purchases` (`&kind=` a
 * segment): the route list is fixed, and what one follows and what one bought sit side by side.
 */
function MyFollowPage() {
  const { params } = useRouter()
  if (params.tab === 'purchases') return <PurchasesScreen segment={asPurchaseSegment(params.kind)} />
  return <FollowsScreen />
}

/** followed matches, experts and predictions; unfollowing removes the row */
const FollowsScreen = observer(function FollowsScreen() {
  const { params } = useRouter()
  const { user, backend } = useStores()
  const [store] = useState(() => new MyFollowsStore(followedExperts, asSegment(params.tab), (ext) => backend.has(ext)))
  useEffect(() => {
    if (user.isLoggedIn && !store.shown.loaded) void store.shown.refresh()
  }, [store, user.isLoggedIn])
  usePullDownRefresh(async () => {
    if (user.isLoggedIn) await store.shown.refresh()
    Taro.stopPullDownRefresh()
  })
  useReachBottom(() => {
    if (user.isLoggedIn) void store.shown.loadMore()
  })
  useShareParams(() => ({ tab: store.segment }))

  const unfollowMatch = async (match: MatchRowData) => {
    try {
      await store.unfollowMatch(match.id)
    } catch {
      return // the app shell said why; the row stays
    }
    toastSuccess('已取消关注')
  }
  const unfollow = async (run: () => Promise<void>) => {
    try {
      await run()
    } catch {
      return // the app shell said why; the row stays
    }
    toastSuccess('已取消关注')
  }
  const unfollowExpert = async (expertId: number) => {
    try {
      if (await store.unfollowExpert(expertId)) toastSuccess('已取消关注')
    } catch {
      // the app shell said why; the row stays
    }
  }

  return (
    <PageShell title='我的关注'>
      <LoginRequired reason='登录后查看你关注的比赛、球队、球员和专家'>
        <SegmentTabs tabs={store.segments} value={store.segment} onChange={(s) => store.setSegment(s)} />
        {store.segment === 'matches' && (
          <ListView
            model={store.matches}
            keyOf={(m) => m.id}
            emptyText='还没有关注的比赛，在赛事列表点亮星标即可关注'
            renderItem={(m) => <MatchRow match={m} showDate onToggleFollow={(picked) => void unfollowMatch(picked)} />}
          />
        )}
        {store.segment === 'teams' && (
          <ListView
            model={store.teams}
            keyOf={(r) => r.team.id}
            emptyText='还没有关注的球队，在球队主页点“关注”即可'
            renderItem={(r) => (
              <FollowedRow logo={r.team.logo} title={r.team.name} sub={`${r.league.short_name} · ${r.followers} 人关注`} testId={`followed-team-${r.team.id}`}
                onOpen={() => openTeam(r.team.id)} onUnfollow={() => void unfollow(() => store.unfollowTeam(r.team.id))} />
            )}
          />
        )}
        {store.segment === 'players' && (
          <ListView
            model={store.players}
            keyOf={(r) => r.player.id}
            emptyText='还没有关注的球员，在球员资料卡点“关注”即可'
            renderItem={(r) => (
              <FollowedRow logo={r.team.logo} title={r.player.name} sub={`${r.team.short_name} · ${r.player.position} · ${r.followers} 人关注`} testId={`followed-player-${r.player.id}`}
                onOpen={() => openPlayer(r.player.id, r.team.id)} onUnfollow={() => void unfollow(() => store.unfollowPlayer(r.player.id))} />
            )}
          />
        )}
        {store.segment === 'experts' && (
          <ListView
            model={store.experts}
            keyOf={(r) => r.expert_id}
            emptyText='还没有关注的专家，在专家主页点“关注”即可'
            renderItem={(r) => <ExpertRow row={r} sort='hit_rate' onOpen={(row) => openExpertHome(row.expert_id)} onToggleFollow={(row) => void unfollowExpert(row.expert_id)} />}
          />
        )}
        {store.segment === 'predictions' && (
          <ListView
            model={store.predictions}
            keyOf={(p) => p.id}
            emptyText='还没有跟单的推荐'
            renderItem={(p) => <PredictionCard prediction={p} showExpert onOpen={() => void Taro.navigateTo({ url: routeUrl('predictionDetail', { id: p.id }) })} />}
          />
        )}
      </LoginRequired>
    </PageShell>
  )
})

export default observer(MyFollowPage)
