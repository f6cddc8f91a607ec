import Taro, { useReachBottom, useRouter } from '@tarojs/taro'
import { Picker, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import type { TeamRef } from '@contract/football'
import ListView from '@/components/states/ListView'
import { MatchRow, RoundPicker, StandingsTable, TopScorers, LeagueSeason, type LeagueTab } from '@/features/match'
import PageShell from '@/components/layout/PageShell'
import ResourceView from '@/components/states/ResourceView'
import SegmentTabs, { type SegmentTab } from '@/components/layout/SegmentTabs'
import StateView from '@/components/states/StateView'
import { useRefreshPage } from '@/hooks/useRefreshPage'
import { idParam, teamRecentGamesUrl } from '@/navigation/databaseRoutes'
import SelectorBar from '@/components/layout/SelectorBar'
import { routeUrl } from '@/navigation/routes'
import './Seku2.scss'

const TABS: readonly SegmentTab<LeagueTab>[] = [
  { key: 'standings', label: '积分榜' },
  { key: 'schedule', label: '赛程' },
  { key: 'scorers', label: '射手榜' },
]

const openTeam = (team: TeamRef) => void Taro.navigateTo({ url: teamRecentGamesUrl(team.id) })

const SeasonPicker = observer(({ league }: { league: LeagueSeason }) => {
  const seasons = league.seasons.data ?? []
  const current = league.season
  if (seasons.length === 0) return null
  return (
    <Picker
      mode='selector'
      range={seasons.map((s) => s.name)}
      value={Math.max(0, seasons.findIndex((s) => s.id === current?.id))}
      onChange={(e) => league.setSeason(seasons[Number(e.detail.value)].id)}
    >
      <SelectorBar testId='season-picker' label='赛季' value={current?.name ?? ''} action='切换 ▾' />
    </Picker>
  )
})

const StandingsTab = observer(({ league }: { league: LeagueSeason }) => (
  <ResourceView model={league.standings} isEmpty={(s) => s.rows.length === 0} emptyText='杯赛没有积分榜，请查看赛程'>
    {(s) => <StandingsTable rows={s.rows} onTeamPress={openTeam} />}
  </ResourceView>
))

const ScheduleTab = observer(({ league }: { league: LeagueSeason }) => (
  <ResourceView model={league.schedule} isEmpty={(s) => s.rounds.length === 0} emptyText='本赛季暂无赛程' staleNotice={false}>
    {(s) => {
      const stageOf = new Map(s.rounds.map((r) => [r.round, r.stage]))
      return (
        <>
          <RoundPicker
            rounds={s.rounds.map((r) => r.round)}
            value={league.round ?? s.round}
            onChange={(r) => league.setRound(r)}
            labelOf={(r) => {
              const stage = stageOf.get(r)
              return stage && stage !== '常规赛' ? stage : `第${r}轮`
            }}
          />
          {league.schedule.loading ? (
            <StateView kind='loading' />
          ) : league.schedule.error ? (
            // the round asked for did not load: never show another round's matches under its name
            <StateView kind='error' text={league.schedule.error} onRetry={() => void league.schedule.load()} />
          ) : s.list.length === 0 ? (
            <StateView kind='empty' text='本轮暂无比赛' />
          ) : (
            s.list.map((m) => <MatchRow key={m.id} match={m} />)
          )}
        </>
      )
    }}
  </ResourceView>
))

const ScorersTab = observer(({ league }: { league: LeagueSeason }) => (
  <ListView
    model={league.scorers}
    keyOf={(r) => r.player.id}
    emptyText='暂无射手数据'
    header={<TopScorers.Header />}
    renderItem={(r) => <TopScorers.Row row={r} onTeamPress={openTeam} />}
  />
))

/** one league: season picker, standings, schedule by round, top scorers */
function Seku2Page() {
  const { params } = useRouter()
  const leagueId = idParam(params.league_id)
  const [league] = useState(() => (leagueId ? new LeagueSeason(leagueId, idParam(params.season_id) ?? undefined) : null))
  useEffect(() => {
    void league?.load()
  }, [league])
  useRefreshPage(async () => league?.reload())
  useReachBottom(() => {
    if (league?.tab === 'scorers') void league.scorers.loadMore()
  })
  const title = league?.leagueName || '联赛资料'
  if (!league) {
    return (
      <PageShell title='联赛资料'>
        <StateView kind='empty' text='没有指定赛事' actionText='去资料库' onRetry={() => void Taro.redirectTo({ url: routeUrl('database') })} />
      </PageShell>
    )
  }
  return (
    <PageShell title={title} shareTitle={`${title} 积分榜 · 赛程 · 射手榜`} shareCard={leagueId ? { kind: 'table', id: leagueId } : null}>
      <SeasonPicker league={league} />
      <SegmentTabs tabs={TABS} value={league.tab} onChange={(t) => league.setTab(t)} />
      <View className='seku2__body'>
        {league.tab === 'standings' && <StandingsTab league={league} />}
        {league.tab === 'schedule' && <ScheduleTab league={league} />}
        {league.tab === 'scorers' && <ScorersTab league={league} />}
      </View>
    </PageShell>
  )
}

export default observer(Seku2Page)
