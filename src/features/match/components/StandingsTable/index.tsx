import { Text, View } from '@tarojs/components'
import type { StandingRow, TeamRef } from '@contract/football'
import FormBadges from '@/features/match/components/FormBadges'
import TeamLogo from '@/features/match/components/TeamLogo'
import { openTeam } from '@/features/match/components/TeamLink'
import './index.scss'

interface Props {
  rows: readonly StandingRow[]
  /** what a row's tap does; by default it opens the team's home */
  onTeamPress?: (team: TeamRef) => void
  /** teams to highlight (the two sides of a match) */
  highlightTeamIds?: readonly number[]
  /** hide the form column where space is short */
  showForm?: boolean
}

/** a league table: rank, team, played, W/D/L, goals, goal difference, points and recent form */
export default function StandingsTable({ rows, onTeamPress = (team) => openTeam(team.id), highlightTeamIds = [], showForm = true }: Props) {
  return (
    <View className='standings'>
      <View className='standings__row standings__row--head'>
        <Text className='standings__cell standings__cell--head standings__rank'>排名</Text>
        <Text className='standings__cell standings__cell--head standings__team'>球队</Text>
        <Text className='standings__cell standings__cell--head standings__num'>赛</Text>
        <Text className='standings__cell standings__cell--head standings__wdl'>胜/平/负</Text>
        <Text className='standings__cell standings__cell--head standings__goals'>进/失</Text>
        <Text className='standings__cell standings__cell--head standings__num'>净胜</Text>
        <Text className='standings__cell standings__cell--head standings__num'>积分</Text>
        {showForm && <Text className='standings__cell standings__cell--head standings__form'>近况</Text>}
      </View>
      {rows.map((r) => (
        <View
          key={r.team.id}
          className={`standings__row ${highlightTeamIds.includes(r.team.id) ? 'standings__row--highlight' : ''}`}
          data-testid='standings-row'
          onClick={() => onTeamPress(r.team)}
        >
          <Text className={`standings__cell standings__rank ${r.rank <= 4 ? 'standings__rank--top' : ''}`} data-col='rank'>{r.rank}</Text>
          <View className='standings__team'>
            <TeamLogo logo={r.team.logo} />
            <Text className='standings__cell standings__team-name' data-col='team' numberOfLines={1}>{r.team.short_name || r.team.name}</Text>
          </View>
          <Text className='standings__cell standings__num' data-col='played'>{r.played}</Text>
          <Text className='standings__cell standings__wdl' data-col='wdl'>{`${r.win}/${r.draw}/${r.loss}`}</Text>
          <Text className='standings__cell standings__goals' data-col='goals'>{`${r.goals_for}/${r.goals_against}`}</Text>
          <Text className='standings__cell standings__num' data-col='diff'>{r.goal_diff > 0 ? `+${r.goal_diff}` : String(r.goal_diff)}</Text>
          <Text className='standings__cell standings__num standings__points' data-col='points'>{r.points}</Text>
          {showForm && (
            <View className='standings__form'>
              <FormBadges outcomes={r.form} size='small' />
            </View>
          )}
        </View>
      ))}
    </View>
  )
}
