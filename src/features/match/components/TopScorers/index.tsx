import { Text, View } from '@tarojs/components'
import type { TeamRef } from '@contract/football'
import TeamLogo from '@/features/match/components/TeamLogo'
import { openTeam, PlayerLink } from '@/features/match/components/TeamLink'
import type { TopScorer } from '@/features/match/services/footballData'
import './index.scss'

function Header() {
  return (
    <View className='top-scorers__row top-scorers__row--head'>
      <Text className='top-scorers__cell top-scorers__cell--head top-scorers__rank'>排名</Text>
      <Text className='top-scorers__cell top-scorers__cell--head top-scorers__player'>球员</Text>
      <Text className='top-scorers__cell top-scorers__cell--head top-scorers__team'>球队</Text>
      <Text className='top-scorers__cell top-scorers__cell--head top-scorers__num'>进球</Text>
      <Text className='top-scorers__cell top-scorers__cell--head top-scorers__num'>点球</Text>
    </View>
  )
}

function Row({ row, onTeamPress = (team) => openTeam(team.id) }: { row: TopScorer; onTeamPress?: (team: TeamRef) => void }) {
  return (
    <View className='top-scorers__row' data-testid='scorer-row'>
      <Text className={`top-scorers__cell top-scorers__rank ${row.rank <= 3 ? 'top-scorers__rank--top' : ''}`}>{row.rank}</Text>
      <View className='top-scorers__player'>
        <PlayerLink playerId={row.player.id} teamId={row.team.id} className='top-scorers__cell top-scorers__name'>{row.player.name}</PlayerLink>
        <Text className='top-scorers__cell top-scorers__meta'>{`${row.player.position} · ${row.player.shirt_number}号`}</Text>
      </View>
      <View className='top-scorers__team' onClick={() => onTeamPress(row.team)}>
        <TeamLogo logo={row.team.logo} />
        <Text className='top-scorers__cell top-scorers__team-name' numberOfLines={1}>{row.team.short_name}</Text>
      </View>
      <Text className='top-scorers__cell top-scorers__num top-scorers__goals' data-col='goals'>{row.goals}</Text>
      <Text className='top-scorers__cell top-scorers__num' data-col='penalties'>{row.penalty_goals}</Text>
    </View>
  )
}

/** the top scorers table: a header and rows (player, team, goals, penalties), rendered by ListView */
const TopScorers = { Header, Row }
export default TopScorers
