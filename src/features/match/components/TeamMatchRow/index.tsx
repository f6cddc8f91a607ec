import { Text, View } from '@tarojs/components'
import type { MatchRow as MatchRowData } from '@contract/football'
import { DECIDER_MARK, deciderOf } from '@contract/score'
import FormBadges from '@/features/match/components/FormBadges'
import MatchRow from '@/features/match/components/MatchRow'
import { decidedLine } from '@/utils/score'
import { outcomeFor } from './outcome'
import './index.scss'

interface Props {
  match: MatchRowData
  /** the team whose record this is: the badge reads from its side */
  teamId: number
}

/**
 * a match in a team's record: its date and 胜/平/负 badge (90 minutes) beside the shared match row;
 * a match decided in extra time or on penalties is marked 加时 / 点球 with its 90-minute score
 */
export default function TeamMatchRow({ match, teamId }: Props) {
  const outcome = outcomeFor(match, teamId)
  const mark = outcome ? DECIDER_MARK[deciderOf(match)] : ''
  const decided = outcome ? decidedLine(match) : ''
  return (
    <View className='team-match-row' data-testid='team-match-row' data-outcome={outcome ?? ''}>
      <View className='team-match-row__side'>
        <Text className='team-match-row__date'>{match.start_at_time.slice(5, 10)}</Text>
        {outcome ? <FormBadges outcomes={[outcome]} marks={[mark]} /> : <Text className='team-match-row__venue'>{match.home_team.id === teamId ? '主' : '客'}</Text>}
      </View>
      <View className='team-match-row__match'>
        <MatchRow match={match} />
        {decided && (
          <Text className='team-match-row__decided' data-testid='row-decided'>
            {decided}
          </Text>
        )}
      </View>
    </View>
  )
}
