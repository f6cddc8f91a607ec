import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import type { LeagueRef } from '@contract/football'
import { leagueUrl } from '@/navigation/databaseRoutes'
import './index.scss'

interface Props {
  league: LeagueRef
  /** a second line under the name (teams, leader, live count) */
  detail?: string
}

/** one league or cup in the database; tapping it opens its standings, schedule and scorers */
export default function CompetitionItem({ league, detail }: Props) {
  return (
    <View
      className='competition-item'
      data-testid={`competition-${league.id}`}
      onClick={() => void Taro.navigateTo({ url: leagueUrl(league.id) })}
    >
      <View className='competition-item__tag' style={{ backgroundColor: league.color }}>
        <Text className='competition-item__tag-text'>{league.short_name.slice(0, 2)}</Text>
      </View>
      <View className='competition-item__body'>
        <Text className='competition-item__name'>{league.name}</Text>
        {detail ? <Text className='competition-item__detail'>{detail}</Text> : null}
      </View>
      <Text className='competition-item__type'>{league.type === 1 ? '联赛' : '杯赛'}</Text>
    </View>
  )
}
