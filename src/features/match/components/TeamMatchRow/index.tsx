import { Text, View } from '@tarojs/components'
import type { MatchRow as MatchRowData } from '@contract/football'
import FormBadges from '@/features/match/components/FormBadges'
import MatchRow from '@/features/match/components/MatchRow'
import { outcomeFor } from './outcome'
import './index.scss'

interface Props {
  match: MatchRowData
  /** the team whose record this is: the badge reads from its side */
  teamId: number
}

/** a match in a team's record: its date and 胜/平/负 badge beside the shared match row */
export default function TeamMatchRow({ match, teamId }: Props) {
  const outcome = outcomeFor(match, teamId)
  return (
    <View className='team-match-row' data-testid='team-match-row' data-outcome={outcome ?? ''}>
      <View className='team-match-row__side'>
        <Text className='team-match-row__date'>{match.start_at_time.slice(5, 10)}</Text>
        {outcome ? <FormBadges outcomes={[outcome]} /> : <Text className='team-match-row__venue'>{match.home_team.id === teamId ? '主' : '客'}</Text>}
      </View>
      <View className='team-match-row__match'>
        <MatchRow match={match} />
      </View>
    </View>
  )
}
