import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { MatchDetail } from '@contract/football'
import { MomentumChart, StatBars, type MatchDetailModel } from '@/features/match'
import ResourceView from '@/components/states/ResourceView'
import './panels.scss'

/** the 统计 tab: the momentum graph (live by push), the paired stat bars, then corners and cards */
function StatsPanel({ match, model }: { match: MatchDetail; model: MatchDetailModel }) {
  const home = match.home_team_array
  const away = match.away_team_array
  const counts: ReadonlyArray<[string, number, number]> = [
    ['角球', home.corners, away.corners],
    ['黄牌', home.yellow_cards, away.yellow_cards],
    ['红牌', home.red_cards, away.red_cards],
  ]
  return (
    <View data-testid='panel-stats'>
      {model.showsMomentum && (
        <ResourceView model={model.momentum}>
          {(graph) => <MomentumChart graph={graph} homeName={match.home_team.short_name} awayName={match.away_team.short_name} />}
        </ResourceView>
      )}
      <View className='detail-panel__teams'>
        <Text className='detail-panel__team'>{match.home_team.short_name}</Text>
        <Text className='detail-panel__team'>{match.away_team.short_name}</Text>
      </View>
      <StatBars home={home} away={away} />
      <View className='detail-panel__counts'>
        {counts.map(([label, h, a]) => (
          <View key={label} className='detail-panel__count'>
            <Text className='detail-panel__count-value'>{h}</Text>
            <Text className='detail-panel__count-label'>{label}</Text>
            <Text className='detail-panel__count-value'>{a}</Text>
          </View>
        ))}
      </View>
    </View>
  )
}

export default observer(StatsPanel)
