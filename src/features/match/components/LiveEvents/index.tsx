import { Text, View } from '@tarojs/components'
import type { MatchDetail, MatchEvent } from '@contract/football'
import { MATCH_EVENT_LABEL } from '@contract/match-events'
import { formatScore } from '@/utils/score'
import { PlayerLink } from '@/features/match/components/TeamLink'
import './index.scss'

type EventGroup = MatchDetail['basics_match_event'][number]

interface Props {
  groups: readonly EventGroup[]
}

const GOAL_TYPES: ReadonlySet<MatchEvent['type']> = new Set(['goal', 'penalty_goal', 'own_goal', 'shootout_goal'])

/** the players of an event, each opening the player's card */
function Players({ e }: { e: MatchEvent }) {
  const cls = 'live-events__player'
  const player = <PlayerLink playerId={e.player_id} className={cls}>{e.player_name}</PlayerLink>
  const related = <PlayerLink playerId={e.related_player_id} className={cls}>{e.related_player_name}</PlayerLink>
  if (e.type === 'sub') return <View className='live-events__players'>{related}<Text className={cls}> 换下 </Text>{player}</View>
  if (GOAL_TYPES.has(e.type) && e.related_player_name) return <View className='live-events__players'>{player}<Text className={cls}>（助攻 </Text>{related}<Text className={cls}>）</Text></View>
  return player
}

function EventLine({ event }: { event: MatchEvent }) {
  const body = (
    <View className={`live-events__body live-events__body--${event.side}`}>
      <Text className={`live-events__type live-events__type--${event.type}`}>{MATCH_EVENT_LABEL[event.type]}</Text>
      <Players e={event} />
      {GOAL_TYPES.has(event.type) && <Text className='live-events__score'>{formatScore(event.score)}</Text>}
    </View>
  )
  return (
    <View className='live-events__line' data-testid='match-event'>
      <View className='live-events__half'>{event.side === 'home' && body}</View>
      <Text className='live-events__minute'>{event.minute_text}</Text>
      <View className='live-events__half'>{event.side === 'away' && body}</View>
    </View>
  )
}

/** goals, cards and substitutions by period, home events on the left and away on the right */
export default function LiveEvents({ groups }: Props) {
  const withEvents = groups.filter((g) => g.events.length > 0)
  if (withEvents.length === 0) return <Text className='live-events__none'>暂无比赛事件</Text>
  return (
    <View className='live-events'>
      {withEvents.map((g) => (
        <View key={g.period} className='live-events__period' data-testid='event-period'>
          <Text className='live-events__period-name'>{g.period_name}</Text>
          {g.events.map((e) => (
            <EventLine key={e.id} event={e} />
          ))}
        </View>
      ))}
    </View>
  )
}
