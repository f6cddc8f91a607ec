import { Text, View } from '@tarojs/components'
import type { TeamHome } from '@/features/match/services/teams'
import FormBadges from '@/features/match/components/FormBadges'
import TeamMatchRow from '@/features/match/components/TeamMatchRow'
import { formStripOf } from '@/features/match/components/TeamMatchRow/outcome'
import { TEAM_FORM_RULE } from '@contract/score'
import StateView from '@/components/states/StateView'
import NewsHeadlines from '@/components/NewsHeadlines'
import './index.scss'

/** 赛程: the last results with their summary and form, then the coming matches (today's 近期战绩), then its latest 资讯 */
export default function SchedulePanel({ home, teamId }: { home: TeamHome; teamId: number }) {
  const { summary: s, results, fixtures } = home
  const winRate = s.played === 0 ? '胜率 -' : `胜率 ${Math.round((s.win / s.played) * 1000) / 10}%`
  return (
    <View>
      <View className='team-home__card' data-testid='record-summary'>
        <Text className='team-home__card-title'>{`近 ${s.played} 场`}</Text>
        <View className='team-home__grid'>
          <Text className='team-home__stat team-home__stat--win'>{`${s.win}胜`}</Text>
          <Text className='team-home__stat team-home__stat--draw'>{`${s.draw}平`}</Text>
          <Text className='team-home__stat team-home__stat--loss'>{`${s.loss}负`}</Text>
          <Text className='team-home__stat'>{`进${s.goals_for} 失${s.goals_against}`}</Text>
          <Text className='team-home__stat'>{winRate}</Text>
        </View>
        <View className='team-home__form'>
          <Text className='team-home__form-label'>走势（由远及近）</Text>
          <FormBadges {...formStripOf(results, teamId)} />
        </View>
        <Text className='team-home__rule' data-testid='record-rule'>{TEAM_FORM_RULE}</Text>
      </View>
      <Text className='team-home__section'>未来赛程</Text>
      {fixtures.length === 0 ? <StateView kind='empty' text='暂无未开始的比赛' /> : fixtures.map((m) => <TeamMatchRow key={m.id} match={m} teamId={teamId} />)}
      <Text className='team-home__section'>近期战绩</Text>
      {results.length === 0 ? <StateView kind='empty' text='暂无已结束的比赛' /> : results.map((m) => <TeamMatchRow key={m.id} match={m} teamId={teamId} />)}
      <NewsHeadlines title='球队资讯' news={home.news ?? []} testId='team-news' />
    </View>
  )
}
