import Taro, { useDidHide, useDidShow, usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import type { MatchDetail } from '@contract/football'
import { MatchScoreboard, DETAIL_TABS, MatchDetailModel, matchShareDesc } from '@/features/match'
import PageShell from '@/components/layout/PageShell'
import PosterPanel from '@/components/share/PosterPanel'
import ResourceView from '@/components/states/ResourceView'
import SegmentTabs from '@/components/layout/SegmentTabs'
import StateView from '@/components/states/StateView'
import { useStores } from '@/stores/StoreContext'
import { withLogin } from '@/navigation/loginGuard'
import { useResume } from '@/hooks/useResume'
import AnalysisPanel from './panels/AnalysisPanel'
import ChatPanel from './panels/ChatPanel'
import ExpertsPanel from './panels/ExpertsPanel'
import IndexPanel from './panels/IndexPanel'
import LineupPanel from './panels/LineupPanel'
import LivePanel from './panels/LivePanel'
import StatsPanel from './panels/StatsPanel'
import './sportsSetails.scss'
import { usePageParams } from '@/hooks/usePageParams'

const TabBody = observer(function TabBody({ model, match }: { model: MatchDetailModel; match: MatchDetail }) {
  switch (model.tab) {
    case 'live':
      return <LivePanel match={match} />
    case 'chat':
      return <ChatPanel model={model} />
    case 'stats':
      return <StatsPanel match={match} model={model} />
    case 'lineup':
      return <LineupPanel model={model} />
    case 'analysis':
      return <AnalysisPanel model={model} match={match} />
    case 'index':
      return <IndexPanel model={model} match={match} />
    case 'experts':
      return <ExpertsPanel model={model} />
    default:
      return null
  }
})

/**
 * match detail (`?id=`, optionally `&tab=` one of DETAIL_TABS): header with 关注 / 已关注, then live / stats / lineup / analysis / index tabs and, with the
 * pay module on, experts; refreshed while live
 */
function SportsSetailsPage() {
  const params = usePageParams()
  const id = Number(params.id)
  const { app, matchFollow, backend } = useStores()
  const [model] = useState(() => new MatchDetailModel(id, () => app.payModule, undefined, matchFollow, (ext) => backend.has(ext)))
  const matchLabel = () => {
    const m = model.detail.data
    return m ? `${m.home_team.short_name} vs ${m.away_team.short_name}` : '比赛'
  }
  // a logged-out 关注 is remembered through the login: back here, the match is followed
  const toggleFollow = withLogin(() => void model.toggleFollow(), () => ({ kind: 'follow', route: 'matchDetail', params: { id }, label: matchLabel() }))
  const loaded = model.detail.data !== null
  useResume('follow', 'matchDetail', { id }, loaded, () => {
    if (!model.detail.data?.followed) void model.toggleFollow()
  })
  useResume('chat', 'matchDetail', { id }, loaded, () => model.setTab('chat'))

  useEffect(() => {
    if (id > 0) void model.detail.load()
    return () => model.stopLive()
  }, [id, model])
  // `?tab=lineup` (the 首发公布 alert) opens that tab
  const openTab = DETAIL_TABS.find((t) => t.key === params.tab)?.key
  useEffect(() => {
    if (openTab) model.setTab(openTab)
  }, [model, openTab])
  useDidShow(() => model.startLive())
  useDidHide(() => model.stopLive())
  usePullDownRefresh(async () => {
    await model.refresh()
    Taro.stopPullDownRefresh()
  })
  useReachBottom(() => model.loadMore())

  if (!(id > 0)) {
    return (
      <PageShell title='赛事详情'>
        <StateView kind='error' text='比赛不存在' />
      </PageShell>
    )
  }
  const match = model.detail.data
  const title = match ? `${match.home_team.short_name} vs ${match.away_team.short_name}` : '赛事详情'
  return (
    <PageShell title='赛事详情' shareTitle={title} shareCard={{ kind: 'match', id, ...(match ? { desc: matchShareDesc(match) } : {}) }}>
      <ResourceView model={model.detail}>
        {(m) => (
          <View>
            <MatchScoreboard match={m} homePosition={m.home_basics_position} awayPosition={m.away_basics_position} onToggleFollow={toggleFollow} stale={model.liveStale} />
            <PosterPanel kind='match' id={m.id} />
            {model.liveStale && (
              <View className='sports-setails__stale' data-testid='live-stale'>
                <Text className='sports-setails__stale-text'>数据更新中断，比分与时间可能不是最新</Text>
              </View>
            )}
            <SegmentTabs tabs={model.tabs} value={model.tab} onChange={(t) => model.setTab(t)} />
            <TabBody model={model} match={m} />
          </View>
        )}
      </ResourceView>
    </PageShell>
  )
}

export default observer(SportsSetailsPage)
