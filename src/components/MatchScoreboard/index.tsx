import { Text, View } from '@tarojs/components'
import type { MatchRow } from '@contract/football'
import { MatchStatus, isLiveStatus } from '@contract/match-status'
import TeamLogo from '@/components/TeamLogo'
import Countdown from '@/components/MatchRow/Countdown'
import { formatHalfScore, formatScore } from '@/utils/score'
import './index.scss'

interface Props {
  match: MatchRow
  /** league table positions, shown under the names when known */
  homePosition?: number | null
  awayPosition?: number | null
}

function Side({ team, position }: { team: MatchRow['home_team']; position?: number | null }) {
  return (
    <View className='scoreboard__side'>
      <TeamLogo logo={team.logo} size='large' />
      <Text className='scoreboard__name'>{team.name}</Text>
      {position ? <Text className='scoreboard__position'>排名 {position}</Text> : null}
    </View>
  )
}

/** the top of the match detail: competition, both teams, score (or countdown), status and minute */
export default function MatchScoreboard({ match, homePosition, awayPosition }: Props) {
  const live = isLiveStatus(match.status_id)
  const notStarted = match.status_id === MatchStatus.NOT_STARTED
  const half = formatHalfScore(match.half_score)
  const stage = match.stage && match.stage !== '常规赛' ? match.stage : `第${match.round}轮`
  return (
    <View className='scoreboard' data-testid='scoreboard'>
      <Text className='scoreboard__league'>
        {match.league.name} {stage} · {match.start_at_time}
      </Text>
      <View className='scoreboard__main'>
        <Side team={match.home_team} position={homePosition} />
        <View className='scoreboard__centre'>
          {notStarted ? (
            <>
              <Text className='scoreboard__vs'>VS</Text>
              {match.start_at > Date.now() && <Countdown startAt={match.start_at} className='scoreboard__line' />}
            </>
          ) : (
            <Text className='scoreboard__score' data-testid='detail-score'>
              {formatScore(match.current_score)}
            </Text>
          )}
          <Text className={`scoreboard__line ${live ? 'scoreboard__line--live' : ''}`} data-testid='detail-status'>
            {live ? match.elapsed_text || match.status_text : match.status_text}
          </Text>
          {half && <Text className='scoreboard__line'>{half}</Text>}
          {match.penalty_score && <Text className='scoreboard__line'>点球 {formatScore(match.penalty_score)}</Text>}
        </View>
        <Side team={match.away_team} position={awayPosition} />
      </View>
    </View>
  )
}
