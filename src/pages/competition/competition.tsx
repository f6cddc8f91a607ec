import Taro, { useDidHide, useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useCallback, useEffect, useMemo } from 'react'
import type { MatchRow } from '@contract/football'
import PageShell from '@/components/layout/PageShell'
import SegmentTabs from '@/components/layout/SegmentTabs'
import DateStrip, { datesAround } from '@/components/layout/DateStrip'
import { LeagueFilter, MatchList, MATCH_TABS, matchDaySpan } from '@/features/match'
import StateView from '@/components/states/StateView'
import { requireLogin } from '@/navigation/loginGuard'
import { beijingToday } from '@/utils/beijingDay'
import { useStores } from '@/stores/StoreContext'
import './competition.scss'
import { useNetworkWait } from '@/hooks/useNetworkWait'
import { useInitialRenderingCache } from '@/hooks/useInitialRenderingCache'
import { network } from '@/stores/networkStatus'

function MatchesBody() {
  const { matches } = useStores()
  const onToggleFollow = useCallback((m: MatchRow) => {
    if (requireLogin()) void matches.toggleFollow(m.id)
  }, [matches])
  // no network: the page's one offline state (PageShell) says so and retries
  const offline = matches.error !== null && matches.table.size === 0 && (matches.errorKind === 'network' || network.deviceOffline)
  useNetworkWait(offline && !matches.loading, () => void matches.load())
  if (matches.needsLogin) {
    return <StateView kind='empty' text='登录后查看关注的比赛' actionText='去登录' onRetry={() => requireLogin()} />
  }
  if (offline) return null
  if (matches.error && matches.table.size === 0) return <StateView kind='error' text={matches.error} onRetry={() => void matches.load()} />
  // the last start's rows (kept in storage) show at once, greyed, until the first answer replaces them
  if (matches.fromCache) {
    return (
      <>
        <View className='competition__stale' data-testid='cached-first-screen' onClick={matches.error ? () => void matches.load() : undefined}>
          <Text className='competition__stale-text'>{matches.error ? '更新失败，显示的是上次的比赛数据，点击重试' : '显示的是上次的比赛数据，正在更新…'}</Text>
        </View>
        <MatchList table={matches.table} listId='competition-matches' onToggleFollow={onToggleFollow} stale />
      </>
    )
  }
  if (!matches.loaded) return <StateView kind='loading' />
  if (matches.isEmpty) return <StateView kind='empty' text='暂无比赛' onRetry={() => void matches.load()} />
  return (
    <>
      {matches.liveStale && (
        <View className='competition__stale' data-testid='live-stale'>
          <Text className='competition__stale-text'>数据更新中断，比分与时间可能不是最新</Text>
        </View>
      )}
      <MatchList table={matches.table} listId='competition-matches' onToggleFollow={onToggleFollow} stale={matches.liveStale} />
    </>
  )
}
const MatchesBodyView = observer(MatchesBody)

/** the matches tab: status tabs, a date strip, a competition filter and the live-updating rows */
function CompetitionPage() {
  const { matches, user } = useStores()
  const today = beijingToday()
  // 赛程 offers today and later, 赛果 today and earlier (the other days would only be empty)
  const { back, ahead } = matchDaySpan(matches.tab)
  const dates = useMemo(() => datesAround(today, back, ahead), [today, back, ahead])

  useEffect(() => {
    if (matches.needsFirstLoad) {
      void matches.load()
      void matches.loadCompetitions()
    }
  }, [matches])
  useEffect(() => () => matches.stopLive(), [matches])
  // the mini program's initial rendering cache: the tab's first list drawn with a fresh answer
  useInitialRenderingCache(matches.loaded && !matches.fromCache && !matches.error && matches.isFirstScreenQuery && matches.table.size > 0, user.isLoggedIn)
  useDidShow(() => matches.startLive())
  useDidHide(() => matches.stopLive())
  usePullDownRefresh(async () => {
    await Promise.all([matches.load(), matches.loadCompetitions()])
    Taro.stopPullDownRefresh()
  })

  return (
    <PageShell title='赛事' isTab>
      <View>
        <SegmentTabs tabs={MATCH_TABS} value={matches.tab} onChange={(t) => void matches.setTab(t)} />
        {/* live matches are today's by definition: the day picker is for fixtures and results */}
        {matches.tab !== 'live' && <DateStrip dates={dates} value={matches.date} today={today} onChange={(d) => void matches.setDate(d)} />}
        <LeagueFilter leagues={matches.leaguePills} value={matches.leagueId} onChange={(id) => void matches.setLeague(id)} />
      </View>
      <MatchesBodyView />
    </PageShell>
  )
}

export default observer(CompetitionPage)
