import Taro, { useReachBottom, useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import FormBadges from '@/features/match/components/FormBadges'
import ListView from '@/components/states/ListView'
import PageShell from '@/components/layout/PageShell'
import ResourceView from '@/components/states/ResourceView'
import SegmentTabs, { type SegmentTab } from '@/components/layout/SegmentTabs'
import StateView from '@/components/states/StateView'
import TeamLogo from '@/features/match/components/TeamLogo'
import TeamMatchRow from '@/features/match/components/TeamMatchRow'
import { formStripOf } from '@/features/match/components/TeamMatchRow/outcome'
import { TEAM_FORM_RULE } from '@contract/score'
import { useRefreshPage } from '@/hooks/useRefreshPage'
import { idParam } from '@/navigation/databaseRoutes'
import { RECORD_SIZE, TeamRecordStore, type TeamTab, type Venue } from '@/features/match/stores/teamRecordStore'
import { routeUrl } from '@/navigation/routes'
import './RecentGames.scss'

const TABS: readonly SegmentTab<TeamTab>[] = [
  { key: 'results', label: '近期战绩' },
  { key: 'fixtures', label: '未来赛程' },
]

const VENUES: readonly SegmentTab<Venue>[] = [
  { key: 'all', label: '全部' },
  { key: 'home', label: '主场' },
  { key: 'away', label: '客场' },
]

const Results = observer(({ store }: { store: TeamRecordStore }) => (
  <>
    <SegmentTabs tabs={VENUES} value={store.venue} onChange={(v) => store.setVenue(v)} variant='pill' />
    <ResourceView model={store.record} isEmpty={(r) => r.list.length === 0} emptyText='暂无已结束的比赛'>
      {(r) => (
        <>
          <View className='recent__summary' data-testid='record-summary'>
            <Text className='recent__summary-title'>{`近 ${r.summary.played} 场`}</Text>
            <View className='recent__summary-grid'>
              <Text className='recent__stat recent__stat--win'>{`${r.summary.win}胜`}</Text>
              <Text className='recent__stat recent__stat--draw'>{`${r.summary.draw}平`}</Text>
              <Text className='recent__stat recent__stat--loss'>{`${r.summary.loss}负`}</Text>
              <Text className='recent__stat'>{`进${r.summary.goals_for} 失${r.summary.goals_against}`}</Text>
              <Text className='recent__stat'>{store.winRate === null ? '胜率 -' : `胜率 ${store.winRate}%`}</Text>
            </View>
            <View className='recent__form'>
              <Text className='recent__form-label'>走势（由远及近）</Text>
              <FormBadges {...formStripOf(r.list, store.teamId)} />
            </View>
            <Text className='recent__rule' data-testid='record-rule'>{TEAM_FORM_RULE}</Text>
          </View>
          {store.record.loading ? <StateView kind='loading' /> : r.list.map((m) => <TeamMatchRow key={m.id} match={m} teamId={store.teamId} />)}
        </>
      )}
    </ResourceView>
  </>
))

const Fixtures = observer(({ store }: { store: TeamRecordStore }) => (
  <ListView
    model={store.fixtures}
    keyOf={(m) => m.id}
    emptyText='暂无未开始的比赛'
    renderItem={(m) => <TeamMatchRow match={m} teamId={store.teamId} />}
  />
))

const TeamHeader = observer(({ store }: { store: TeamRecordStore }) => {
  const team = store.record.data?.team
  if (!team) return null
  return (
    <View className='recent__team'>
      <TeamLogo logo={team.logo} size='large' />
      <View className='recent__team-text'>
        <Text className='recent__team-name'>{team.name}</Text>
        <Text className='recent__team-sub'>{`最近 ${RECORD_SIZE} 场已结束比赛与未来赛程`}</Text>
      </View>
    </View>
  )
})

/** a team's recent results (胜/平/负 badges, goals, form summary) and coming fixtures */
function RecentGamesPage() {
  const { params } = useRouter()
  const teamId = idParam(params.team_id)
  const [store] = useState(() => (teamId ? new TeamRecordStore(teamId) : null))
  useEffect(() => {
    void store?.record.load()
  }, [store])
  useRefreshPage(async () => store?.reload())
  useReachBottom(() => {
    if (store?.tab === 'fixtures') void store.fixtures.loadMore()
  })
  if (!store) {
    return (
      <PageShell title='近期战绩'>
        <StateView kind='empty' text='没有指定球队' actionText='去资料库' onRetry={() => void Taro.redirectTo({ url: routeUrl('database') })} />
      </PageShell>
    )
  }
  const teamName = store.record.data?.team.name
  return (
    <PageShell title={teamName ? `${teamName} 近期战绩` : '近期战绩'}>
      <TeamHeader store={store} />
      <SegmentTabs tabs={TABS} value={store.tab} onChange={(t) => store.setTab(t)} />
      {store.tab === 'results' ? <Results store={store} /> : <Fixtures store={store} />}
    </PageShell>
  )
}

export default observer(RecentGamesPage)
