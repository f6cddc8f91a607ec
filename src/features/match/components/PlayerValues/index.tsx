import { Text, View } from '@tarojs/components'
import type { LineupRes } from '@contract/api/match'
import { formatMarketValue } from '@/features/match/utils/marketValue'
import { openPlayer, TeamLink } from '@/features/match/components/TeamLink'
import type { RatingsRes } from '@contract/api/match.centre'
import { RatingBadge, ratingsById } from '@/features/match/components/PlayerRatings'
import './index.scss'

type TeamLineup = LineupRes['home']

interface Props {
  team: TeamLineup
  /** the match's ratings: each player who has played wears his (a substitute from when he came on) */
  ratings?: RatingsRes | null
}

/** one team's starters and substitutes with shirt, position, market value (万欧 / 亿欧) and rating; a player opens the card */
export default function PlayerValues({ team, ratings = null }: Props) {
  const rated = ratingsById(ratings)
  const section = (title: string, players: TeamLineup['starters']) => (
    <View className='player-values__section'>
      <Text className='player-values__title'>{title}</Text>
      {players.map((p) => (
        <View key={p.id} className='player-values__row' data-testid='player-value' onClick={() => openPlayer(p.id, team.team.id)}>
          <Text className='player-values__shirt'>{p.shirt_number}</Text>
          <Text className='player-values__name'>{p.name}</Text>
          <Text className='player-values__position'>{p.position}</Text>
          <Text className='player-values__value'>{formatMarketValue(p.market_value)}</Text>
          {rated.has(p.id) && <RatingBadge rating={rated.get(p.id)?.rating ?? 0} best={rated.get(p.id)?.best ?? false} />}
        </View>
      ))}
    </View>
  )
  return (
    <View className='player-values'>
      <TeamLink teamId={team.team.id} className='player-values__team'>{team.team.name}</TeamLink>
      {section('首发', team.starters)}
      {section('替补', team.substitutes)}
    </View>
  )
}
