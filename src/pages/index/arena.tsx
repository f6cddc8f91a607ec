import Taro, { usePullDownRefresh, useReachBottom, useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { ARENA_PERIOD_TEXT, PREDICTION_KIND_TEXT, type PredictionKind } from '@contract/expert-rules'
import { ArenaEntryCard, ArenaRankRow, ArenaStore, type ArenaView, beijingDay } from '@/features/experts'
import ListView from '@/components/states/ListView'
import LoginRequired from '@/components/LoginRequired'
import PageShell from '@/components/layout/PageShell'
import SegmentTabs from '@/components/layout/SegmentTabs'
import { useShareParams } from '@/hooks/useShareParams'
import { routeUrl } from '@/navigation/routes'
import { withLogin } from '@/navigation/loginGuard'
import './arena.scss'

const KIND_TABS = (['single', 'parlay'] as const).map((key) => ({ key, label: `${PREDICTION_KIND_TEXT[key]}擂台` }))
const VIEW_TABS: ReadonlyArray<{ key: ArenaView; label: string }> = [
  { key: 'week', label: `${ARENA_PERIOD_TEXT.week}排行` },
  { key: 'month', label: `${ARENA_PERIOD_TEXT.month}排行` },
  { key: 'mine', label: '我的参赛' },
]

const asView = (v: string | undefined): ArenaView => (v === 'month' || v === 'mine' ? v : 'week')

/** the arena (`?kind=single|parlay&view=week|month|mine`): free entries ranked by hits then return; enter from here */
function ArenaPage() {
  const { params } = useRouter()
  const [store] = useState(() => new ArenaStore(params.kind === 'parlay' ? 'parlay' : 'single', asView(params.view)))
  useEffect(() => {
    void store.refresh()
  }, [store])
  usePullDownRefresh(async () => {
    await store.refresh()
    Taro.stopPullDownRefresh()
  })
  useReachBottom(() => void store.shown.loadMore())
  useShareParams(() => ({ kind: store.kind, view: store.view }))

  const enter = withLogin((kind: PredictionKind) => void Taro.navigateTo({ url: routeUrl(kind === 'parlay' ? 'arenaPublishParlay' : 'arenaPublishSingle') }))
  const openEntry = (id: number) => void Taro.navigateTo({ url: routeUrl('arenaEntry', { id }) })

  return (
    <PageShell title='擂台'>
      <SegmentTabs tabs={KIND_TABS} value={store.kind} onChange={(k) => store.setKind(k)} />
      <View className='arena__enter'>
        <Text className='arena__enter-text'>免费参赛，每周、每月按命中数和回报排名</Text>
        <View className='arena__enter-button' data-testid='enter-arena' onClick={() => enter(store.kind)}>
          <Text className='arena__enter-button-text'>{`我要参赛（${PREDICTION_KIND_TEXT[store.kind]}）`}</Text>
        </View>
      </View>
      <SegmentTabs tabs={VIEW_TABS} value={store.view} onChange={(v) => store.setView(v)} variant='pill' />
      {store.view === 'mine' ? (
        <LoginRequired reason='登录后查看你的参赛记录'>
          <ListView model={store.entries} keyOf={(e) => e.id} emptyText='还没有参赛，点上方“我要参赛”' renderItem={(e) => <ArenaEntryCard entry={e} onOpen={() => openEntry(e.id)} />} />
        </LoginRequired>
      ) : (
        <ListView
          model={store.ranking}
          keyOf={(r) => r.user.user_id}
          emptyText='本期还没有已结算的参赛'
          header={
            <View>
              {store.period && (
                <Text className='arena__period' data-testid='arena-period'>
                  {`统计 ${beijingDay(store.period.from)} 至 ${beijingDay(store.period.to - 1)} 结算的参赛`}
                </Text>
              )}
              {store.mine && <ArenaRankRow row={store.mine} mine />}
            </View>
          }
          renderItem={(r) =>
            // my place is pinned above the ranking: not a second time in it
            r.user.user_id === store.mine?.user.user_id ? null : (
              <ArenaRankRow
                row={r}
                onOpen={r.user.is_expert ? () => void Taro.navigateTo({ url: routeUrl('expertHome', { expert_id: r.user.user_id }) }) : undefined}
              />
            )
          }
        />
      )}
    </PageShell>
  )
}

export default observer(ArenaPage)
