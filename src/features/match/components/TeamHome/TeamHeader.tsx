import { Text, View } from '@tarojs/components'
import type { TeamHeader as TeamHeaderData } from '@/features/match/services/teams'
import TeamLogo from '@/features/match/components/TeamLogo'
import './index.scss'

interface Props {
  header: TeamHeaderData
  onToggleFollow: () => void
  busy: boolean
  /** false on a backend without team follows: no count, no button */
  followable?: boolean
}

/** crest, names, league and rank, followers and 关注 / 已关注 */
export default function TeamHeader({ header, onToggleFollow, busy, followable = true }: Props) {
  const { team, league, rank, followers, followed } = header
  return (
    <View className='team-home__header' data-testid='team-header'>
      <TeamLogo logo={team.logo} size='large' />
      <View className='team-home__names'>
        <Text className='team-home__name' numberOfLines={1}>{team.name}</Text>
        <Text className='team-home__sub'>{team.short_name === team.name ? league.name : `${team.short_name} · ${league.name}`}</Text>
        <Text className='team-home__sub' data-testid='team-rank'>{rank === null ? '暂无排名' : `联赛第 ${rank} 名`}</Text>
        {followable && <Text className='team-home__sub' data-testid='team-followers'>{`${followers} 人关注`}</Text>}
      </View>
      {followable && (
        <View
          className={`team-home__follow${followed ? ' team-home__follow--on' : ''}${busy ? ' team-home__follow--busy' : ''}`}
          data-testid='team-follow'
          onClick={onToggleFollow}
        >
          <Text className={`team-home__follow-text${followed ? ' team-home__follow-text--on' : ''}`}>{followed ? '已关注' : '关注'}</Text>
        </View>
      )}
    </View>
  )
}
