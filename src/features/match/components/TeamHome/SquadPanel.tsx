import { Text, View } from '@tarojs/components'
import type { TeamSquad } from '@/features/match/services/teams'
import { formatMarketValue } from '@/features/match/utils/marketValue'
import { openPlayer } from '@/features/match/components/TeamLink'
import './index.scss'

/** 阵容: the squad by position, each player with number, age, nationality and market value */
export default function SquadPanel({ squad }: { squad: TeamSquad }) {
  return (
    <View>
      {squad.groups.map((g) => (
        <View key={g.position} className='team-home__card' data-testid={`squad-${g.position}`}>
          <Text className='team-home__card-title'>{`${g.position}（${g.players.length}）`}</Text>
          {g.players.map((p) => (
            <View key={p.id} className='team-home__line' data-testid={`squad-player-${p.id}`} onClick={() => openPlayer(p.id, squad.team_id)}>
              <Text className='team-home__shirt'>{p.shirt_number}</Text>
              <Text className='team-home__player' numberOfLines={1}>{p.name}</Text>
              <Text className='team-home__meta'>{`${p.age}岁 · ${p.nationality}`}</Text>
              <Text className='team-home__value'>{formatMarketValue(p.market_value)}</Text>
            </View>
          ))}
        </View>
      ))}
    </View>
  )
}
