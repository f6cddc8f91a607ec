import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import type { MatchRow } from '@contract/football'
import { matchDetailUrl } from '@/components/MatchRow'
import TeamLogo from '@/components/TeamLogo'
import { formatScore } from '@/utils/score'
import './index.scss'

interface Props {
  match: MatchRow
  /** default true: tapping opens the match detail */
  linkToDetail?: boolean
}

/** a compact card naming a match: league, kickoff, both teams, the score or VS, the status */
export default function MatchHeader({ match, linkToDetail = true }: Props) {
  const started = match.current_score !== ''
  return (
    <View
      className='match-header'
      data-testid='match-header'
      onClick={linkToDetail ? () => void Taro.navigateTo({ url: matchDetailUrl(match.id) }) : undefined}
    >
      <Text className='match-header__meta'>{`${match.league.name} · ${match.start_at_time} · ${match.status_text}`}</Text>
      <View className='match-header__teams'>
        <View className='match-header__team'>
          <TeamLogo logo={match.home_team.logo} size='medium' />
          <Text className='match-header__name'>{match.home_team.short_name}</Text>
        </View>
        <Text className='match-header__score'>{started ? formatScore(match.current_score) : 'VS'}</Text>
        <View className='match-header__team'>
          <TeamLogo logo={match.away_team.logo} size='medium' />
          <Text className='match-header__name'>{match.away_team.short_name}</Text>
        </View>
      </View>
    </View>
  )
}
