import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import Icon from '@/components/Icon'
import type { PredictionLeg } from '@contract/api/experts'
import { WIN_OR_NOT_TEXT, type WinOrNot } from '@contract/expert-rules'
import { MatchStatus, isLiveStatus } from '@contract/match-status'
import { routeUrl } from '@/navigation/routes'
import { formatScore } from '@/utils/score'
import { oddsText, playLineText } from '@/features/experts/utils/predictionText'
import './index.scss'

const RESULT_MODIFIER: Record<Exclude<WinOrNot, 0>, string> = { 1: 'hit', 2: 'miss', 3: 'push' }

/** the middle of a leg: kickoff before the match, the live or final score after */
function ScoreBox({ leg }: { leg: PredictionLeg }) {
  const m = leg.match
  const notStarted = m.status_id === MatchStatus.NOT_STARTED || m.status_id === MatchStatus.POSTPONED
  return (
    <View className='prediction-legs__score'>
      {notStarted ? (
        <Text className='prediction-legs__vs'>VS</Text>
      ) : (
        <Text className={`prediction-legs__goals ${isLiveStatus(m.status_id) ? 'prediction-legs__goals--live' : ''}`} data-testid='leg-score'>
          {formatScore(m.current_score)}
        </Text>
      )}
      <Text className='prediction-legs__status' data-testid='leg-status'>
        {isLiveStatus(m.status_id) ? m.elapsed_text || m.status_text : m.status_text}
      </Text>
    </View>
  )
}

/**
 * The matches of a prediction with their live scores, each with its play, line and the pick with
 * odds (or a lock) and the leg's own result; a match opens its detail.
 */
export default function PredictionLegs({ legs }: { legs: readonly PredictionLeg[] }) {
  return (
    <View className='prediction-legs'>
      {legs.map((leg) => (
        <View
          key={leg.event_id}
          className='prediction-legs__leg'
          data-testid={`leg-${leg.event_id}`}
          onClick={() => void Taro.navigateTo({ url: routeUrl('matchDetail', { id: leg.event_id }) })}
        >
          <Text className='prediction-legs__meta'>{`${leg.match.league.short_name} · ${leg.match.start_at_time}`}</Text>
          <View className='prediction-legs__teams'>
            <Text className='prediction-legs__team'>{leg.match.home_team.short_name}</Text>
            <ScoreBox leg={leg} />
            <Text className='prediction-legs__team'>{leg.match.away_team.short_name}</Text>
          </View>
          <View className='prediction-legs__pick-row'>
            <Text className='prediction-legs__play'>{playLineText(leg.play, leg.line)}</Text>
            {leg.pick_text !== null ? (
              <Text className='prediction-legs__pick' data-testid='leg-pick'>
                {`推荐 ${leg.pick_text}${leg.odds !== null ? ` ${oddsText(leg.odds)}` : ''}`}
              </Text>
            ) : (
              <View className='prediction-legs__locked' data-testid='leg-locked'>
                <Icon value='lock' size={12} color='#8a8f99' />
                <Text className='prediction-legs__locked-text'>购买后查看推荐</Text>
              </View>
            )}
            {leg.win_or_not !== 0 && (
              <Text className={`prediction-legs__result prediction-legs__result--${RESULT_MODIFIER[leg.win_or_not]}`}>{WIN_OR_NOT_TEXT[leg.win_or_not]}</Text>
            )}
          </View>
        </View>
      ))}
    </View>
  )
}
